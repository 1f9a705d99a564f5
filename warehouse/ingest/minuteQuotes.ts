/**
 * Minute quote bars: prices/minute/<TICKER>/<YYYY-MM-DD>_quote.csv
 * (ts,bid_open,bid_high,bid_low,bid_close,bid_size,ask_open,ask_high,ask_low,ask_close,ask_size)
 * -> minute_quotes. Lean NBBO-style quote bars: each side's price path over [ts, ts + 60 s) and
 * the last size quoted in the minute. `ts` is the bar start (ISO 8601 with the exchange's offset)
 * and becomes epoch ms; session_date is the date in the file name. A file owns the quotes of
 * (ticker, session_date), like the trade files do in minuteBars.ts.
 *
 * A side is all or nothing: its five fields are all present, or all empty (a one-sided bar, stored
 * as nulls). A bar with neither side, a partly empty side, a negative size and a repeated bar start
 * are errors, like any unparsable value.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { MinuteQuotesTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { type CsvRow, readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";
import { isIsoDate } from "./values.js";

const QUOTE_FILE = /^(\d{4}-\d{2}-\d{2})_quote\.csv$/;
const SIDE_FIELDS = ["open", "high", "low", "close", "size"] as const;
const COLUMNS = ["ts", ...["bid", "ask"].flatMap((side) => SIDE_FIELDS.map((field) => `${side}_${field}`))];

export async function minuteQuoteUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const root = join(dataDir, "prices/minute");
  for (const symbolDir of await listEntries(root, "dir", /^[A-Za-z0-9.-]+$/)) {
    const ticker = normaliseTicker(basename(symbolDir));
    for (const file of await listEntries(symbolDir, "file", QUOTE_FILE)) {
      units.push(minuteQuoteUnit(dataDir, file, ticker));
    }
  }
  return units;
}

function minuteQuoteUnit(dataDir: string, file: string, ticker: string): IngestUnit {
  const path = dataPath(dataDir, file);
  const sessionDate = QUOTE_FILE.exec(basename(file))?.[1] ?? "";
  return {
    path,
    adapter: "minute_quotes",
    sources: [file],
    prepare([content]) {
      if (!isIsoDate(sessionDate))
        throw new IngestError(path, null, null, `"${sessionDate}" in the file name is not a date`);
      const rows = parseMinuteQuotes(content!.toString("utf8"), path, ticker, sessionDate);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx
            .deleteFrom("minute_quotes")
            .where("ticker", "=", ticker)
            .where("session_date", "=", sessionDate)
            .execute();
          await insertRows(trx, dialect, "minute_quotes", rows);
        },
      };
    },
  };
}

type Side = Record<(typeof SIDE_FIELDS)[number], number | null>;

/** One side of a quote bar: all five values, or all null when every field is empty. */
function sideOf(row: CsvRow, side: "bid" | "ask"): Side {
  const values = SIDE_FIELDS.map((field) => row.optionalNumber(`${side}_${field}`));
  const missing = SIDE_FIELDS.filter((_, i) => values[i] === null);
  if (missing.length > 0 && missing.length < SIDE_FIELDS.length) {
    throw row.error(`${side}_${missing[0]}`, `is empty while other ${side} fields are not`);
  }
  const size = values[4] ?? null;
  if (size !== null && size < 0) throw row.error(`${side}_size`, `${size} is negative`);
  return Object.fromEntries(SIDE_FIELDS.map((field, i) => [field, values[i] ?? null])) as Side;
}

export function parseMinuteQuotes(
  text: string,
  file: string,
  ticker: string,
  sessionDate: string,
): Insertable<MinuteQuotesTable>[] {
  const seen = new Set<number>();
  const rows: Insertable<MinuteQuotesTable>[] = [];
  for (const row of readTable(text, file, COLUMNS)) {
    const ts = row.timestamp("ts");
    if (seen.has(ts)) throw row.error("ts", `duplicate bar start ${new Date(ts).toISOString()}`);
    seen.add(ts);
    const bid = sideOf(row, "bid");
    const ask = sideOf(row, "ask");
    if (bid.close === null && ask.close === null) throw row.error("bid_open", "neither side is quoted");
    rows.push({
      ticker,
      ts_ms: ts,
      session_date: sessionDate,
      bid_open: bid.open,
      bid_high: bid.high,
      bid_low: bid.low,
      bid_close: bid.close,
      bid_size: bid.size,
      ask_open: ask.open,
      ask_high: ask.high,
      ask_low: ask.low,
      ask_close: ask.close,
      ask_size: ask.size,
    });
  }
  return rows;
}
