/**
 * reference/cusip_ticker_map.csv (`cusip,ticker`; PROVENANCE.md) -> cusip_tickers (intel): how
 * 13F holdings, keyed by CUSIP, meet tickers. The ticker is the latest symbol the CUSIP traded
 * under, not point in time. It is stored as the map writes it: class shares without a separator
 * (`BRKB`), which intel's ownership read matches against the instrument's ticker with its `.`
 * removed (where the separator would go is not in the map, so it is never guessed).
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import type { CusipTickersTable } from "../schema.js";
import { pathExists } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows } from "./unit.js";

const MAP_FILE = "reference/cusip_ticker_map.csv";
const CUSIP = /^[0-9A-Z]{9}$/;

export async function cusipTickerUnits(dataDir: string): Promise<IngestUnit[]> {
  const file = join(dataDir, MAP_FILE);
  if (!(await pathExists(file))) return [];
  return [
    {
      path: MAP_FILE,
      adapter: "cusip_ticker_map",
      sources: [file],
      prepare([content]) {
        const rows = parseCusipTickerMap(content!.toString("utf8"), MAP_FILE);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("cusip_tickers").where("source_file", "=", MAP_FILE).execute();
            await insertRows(trx, dialect, "cusip_tickers", rows);
          },
        };
      },
    },
  ];
}

export function parseCusipTickerMap(text: string, file: string): Insertable<CusipTickersTable>[] {
  const seen = new Set<string>();
  const rows: Insertable<CusipTickersTable>[] = [];
  for (const row of readTable(text, file, ["cusip", "ticker"])) {
    const cusip = row.text("cusip");
    if (!CUSIP.test(cusip)) throw row.error("cusip", `"${cusip}" is not nine upper-case letters or digits`);
    if (seen.has(cusip)) throw row.error("cusip", `${cusip} is mapped twice (one ticker per CUSIP)`);
    seen.add(cusip);
    rows.push({ cusip, ticker: row.text("ticker"), source_file: file });
  }
  return rows;
}
