/**
 * The broad daily universe (market; migration 0012):
 * - prices/daily_universe_index.csv (ticker,kind,source_path,first_date,last_date,rows) -> universe_members
 * - prices/daily_universe.csv.gz (ticker,date,open,high,low,close,volume) -> universe_bars
 *
 * One gzip file holds every member, so it is one unit that owns the whole table: re-ingesting it
 * replaces every row. Values are stored as published (PROVENANCE lists four odd rows, e.g. BXP's
 * 2013-07-02 open of 0.8874: real source data, not parse errors). Tickers are kept as the file spells
 * them (BRK.B, BF.B), which is how the instrument master spells class shares.
 */
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Insertable } from "kysely";
import type { UniverseBarsTable, UniverseMembersTable } from "../schema.js";
import { pathExists } from "./files.js";
import { readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";

const BARS_FILE = "prices/daily_universe.csv.gz";
const INDEX_FILE = "prices/daily_universe_index.csv";

export async function dailyUniverseUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const index = join(dataDir, INDEX_FILE);
  if (await pathExists(index)) {
    units.push({
      path: INDEX_FILE,
      adapter: "universe_members",
      sources: [index],
      prepare([content]) {
        const rows = parseUniverseIndex(content!.toString("utf8"));
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("universe_members").execute();
            await insertRows(trx, dialect, "universe_members", rows);
          },
        };
      },
    });
  }
  const bars = join(dataDir, BARS_FILE);
  if (await pathExists(bars)) {
    units.push({
      path: BARS_FILE,
      adapter: "universe_bars",
      sources: [bars],
      prepare([content]) {
        const rows = parseUniverseBars(gunzipSync(content!).toString("utf8"));
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("universe_bars").execute();
            await insertRows(trx, dialect, "universe_bars", rows);
          },
        };
      },
    });
  }
  return units;
}

export function parseUniverseBars(text: string): Insertable<UniverseBarsTable>[] {
  const seen = new Set<string>();
  const rows: Insertable<UniverseBarsTable>[] = [];
  for (const row of readTable(text, BARS_FILE, [
    "ticker",
    "date",
    "open",
    "high",
    "low",
    "close",
    "volume",
  ])) {
    const ticker = normaliseTicker(row.text("ticker"));
    const date = row.date("date");
    const key = `${ticker} ${date}`;
    // A repeated (ticker, date) would violate the primary key mid-transaction; say where it is.
    if (seen.has(key)) throw row.error("date", `duplicate ${key}`);
    seen.add(key);
    rows.push({
      ticker,
      date,
      open: row.number("open"),
      high: row.number("high"),
      low: row.number("low"),
      close: row.number("close"),
      volume: row.number("volume"),
    });
  }
  return rows;
}

function parseUniverseIndex(text: string): Insertable<UniverseMembersTable>[] {
  const columns = ["ticker", "kind", "source_path", "first_date", "last_date", "rows"];
  const seen = new Set<string>();
  return [...readTable(text, INDEX_FILE, columns)].map((row) => {
    const ticker = normaliseTicker(row.text("ticker"));
    if (seen.has(ticker)) throw row.error("ticker", `duplicate ticker ${ticker}`);
    seen.add(ticker);
    const kind = row.text("kind");
    if (kind !== "stock" && kind !== "etf") throw row.error("kind", `"${kind}" is not stock or etf`);
    return {
      ticker,
      kind,
      source_path: row.text("source_path"),
      first_date: row.date("first_date"),
      last_date: row.date("last_date"),
      rows: row.number("rows"),
    };
  });
}
