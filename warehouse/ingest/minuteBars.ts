/**
 * Minute trade bars: prices/minute/<TICKER>/<YYYY-MM-DD>_trade.csv and
 * crypto/minute/<PAIR>/<YYYY-MM-DD>_trade.csv (ts,open,high,low,close,volume) -> minute_bars.
 * `ts` is the bar start as ISO 8601 with the exchange's UTC offset and becomes epoch ms;
 * session_date is the date in the file name (the exchange-local trading day, which the UTC instant
 * alone does not give for pre-market bars). A file owns the bars of (ticker, session_date).
 * Quote files (_quote.csv) are a different shape: minuteQuotes.ts ingests them.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { MinuteBarsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { readTable } from "./table.js";
import { cryptoTicker, normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";
import { isIsoDate } from "./values.js";

const TRADE_FILE = /^(\d{4}-\d{2}-\d{2})_trade\.csv$/;

export async function minuteBarUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const roots = [
    { dir: join(dataDir, "prices/minute"), ticker: normaliseTicker },
    { dir: join(dataDir, "crypto/minute"), ticker: cryptoTicker },
  ];
  for (const root of roots) {
    for (const symbolDir of await listEntries(root.dir, "dir", /^[A-Za-z0-9.-]+$/)) {
      const ticker = root.ticker(basename(symbolDir));
      for (const file of await listEntries(symbolDir, "file", TRADE_FILE)) {
        units.push(minuteBarUnit(dataDir, file, ticker));
      }
    }
  }
  return units;
}

function minuteBarUnit(dataDir: string, file: string, ticker: string): IngestUnit {
  const path = dataPath(dataDir, file);
  const sessionDate = TRADE_FILE.exec(basename(file))?.[1] ?? "";
  return {
    path,
    adapter: "minute_bars",
    sources: [file],
    prepare([content]) {
      if (!isIsoDate(sessionDate))
        throw new IngestError(path, null, null, `"${sessionDate}" in the file name is not a date`);
      const rows = parseMinuteBars(content!.toString("utf8"), path, ticker, sessionDate);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx
            .deleteFrom("minute_bars")
            .where("ticker", "=", ticker)
            .where("session_date", "=", sessionDate)
            .execute();
          await insertRows(trx, dialect, "minute_bars", rows);
        },
      };
    },
  };
}

export function parseMinuteBars(
  text: string,
  file: string,
  ticker: string,
  sessionDate: string,
): Insertable<MinuteBarsTable>[] {
  const seen = new Set<number>();
  const rows: Insertable<MinuteBarsTable>[] = [];
  for (const row of readTable(text, file, ["ts", "open", "high", "low", "close", "volume"])) {
    const ts = row.timestamp("ts");
    if (seen.has(ts)) throw row.error("ts", `duplicate bar start ${new Date(ts).toISOString()}`);
    seen.add(ts);
    rows.push({
      ticker,
      ts_ms: ts,
      session_date: sessionDate,
      open: row.number("open"),
      high: row.number("high"),
      low: row.number("low"),
      close: row.number("close"),
      volume: row.number("volume"),
    });
  }
  return rows;
}
