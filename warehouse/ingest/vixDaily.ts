/** Cboe VIX daily OHLC: macro/vix_daily.csv (DATE,OPEN,HIGH,LOW,CLOSE) -> vix_daily. */
import { join } from "node:path";
import type { Insertable } from "kysely";
import type { VixDailyTable } from "../schema.js";
import { pathExists } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows } from "./unit.js";

const VIX_FILE = "macro/vix_daily.csv";

export async function vixDailyUnits(dataDir: string): Promise<IngestUnit[]> {
  const file = join(dataDir, VIX_FILE);
  if (!(await pathExists(file))) return [];
  return [
    {
      path: VIX_FILE,
      adapter: "vix_daily",
      sources: [file],
      prepare([content]) {
        const rows = parseVixDaily(content!.toString("utf8"), VIX_FILE);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("vix_daily").execute();
            await insertRows(trx, dialect, "vix_daily", rows);
          },
        };
      },
    },
  ];
}

export function parseVixDaily(text: string, file: string): Insertable<VixDailyTable>[] {
  const seen = new Set<string>();
  const rows: Insertable<VixDailyTable>[] = [];
  for (const row of readTable(text, file, ["DATE", "OPEN", "HIGH", "LOW", "CLOSE"])) {
    const date = row.date("DATE");
    if (seen.has(date)) throw row.error("DATE", `duplicate date ${date}`);
    seen.add(date);
    rows.push({
      date,
      open: row.number("OPEN"),
      high: row.number("HIGH"),
      low: row.number("LOW"),
      close: row.number("CLOSE"),
    });
  }
  return rows;
}
