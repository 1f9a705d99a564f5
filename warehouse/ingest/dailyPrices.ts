/**
 * Daily prices:
 * - prices/daily/<TICKER>.csv (date,open,high,low,close,adj_close,volume) -> daily_bars; an empty
 *   adj_close (Lean files publish none) is stored as null, never as close.
 * - crypto/<PAIR>_daily.csv (date,open,high,low,close,volume) -> daily_bars for X:<PAIR>, adj_close
 *   null (nothing to adjust).
 * - prices/daily_index.csv -> price_series (the adjustment basis of each price file).
 *
 * The source has exactly one file per ticker (PROVENANCE: one source per ticker), so a file owns
 * all daily_bars of its ticker and re-ingesting it replaces them. Values are stored as published:
 * a bar with high < low is real data, only values that do not parse are errors.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { DailyBarsTable, PriceSeriesTable } from "../schema.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { type CsvRow, readTable } from "./table.js";
import { cryptoTicker, normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";

const PRICE_INDEX = "prices/daily_index.csv";

export async function priceSeriesUnits(dataDir: string): Promise<IngestUnit[]> {
  const file = join(dataDir, PRICE_INDEX);
  if (!(await pathExists(file))) return [];
  return [
    {
      path: PRICE_INDEX,
      adapter: "price_series",
      sources: [file],
      prepare([content]) {
        const rows = parsePriceIndex(content!.toString("utf8"));
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("price_series").execute();
            await insertRows(trx, dialect, "price_series", rows);
          },
        };
      },
    },
  ];
}

export async function dailyBarUnits(dataDir: string): Promise<IngestUnit[]> {
  const equities = await listEntries(join(dataDir, "prices/daily"), "file", /\.csv$/i);
  const crypto = await listEntries(join(dataDir, "crypto"), "file", /^[A-Za-z0-9]+_daily\.csv$/);
  return [
    ...equities.map((file) =>
      dailyBarUnit(dataDir, file, normaliseTicker(basename(file).replace(/\.csv$/i, "")), true),
    ),
    ...crypto.map((file) =>
      dailyBarUnit(dataDir, file, cryptoTicker(basename(file).replace(/_daily\.csv$/, "")), false),
    ),
  ];
}

function dailyBarUnit(dataDir: string, file: string, ticker: string, hasAdjClose: boolean): IngestUnit {
  const path = dataPath(dataDir, file);
  return {
    path,
    adapter: "daily_bars",
    sources: [file],
    prepare([content]) {
      const rows = parseDailyBars(content!.toString("utf8"), path, ticker, hasAdjClose);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("daily_bars").where("ticker", "=", ticker).execute();
          await insertRows(trx, dialect, "daily_bars", rows);
        },
      };
    },
  };
}

export function parseDailyBars(
  text: string,
  file: string,
  ticker: string,
  hasAdjClose: boolean,
): Insertable<DailyBarsTable>[] {
  const columns = ["date", "open", "high", "low", "close", "volume", ...(hasAdjClose ? ["adj_close"] : [])];
  const seen = new Set<string>();
  const rows: Insertable<DailyBarsTable>[] = [];
  for (const row of readTable(text, file, columns)) {
    const date = uniqueDate(row, seen);
    rows.push({
      ticker,
      date,
      open: row.number("open"),
      high: row.number("high"),
      low: row.number("low"),
      close: row.number("close"),
      adj_close: hasAdjClose ? row.optionalNumber("adj_close") : null,
      volume: row.number("volume"),
    });
  }
  return rows;
}

function parsePriceIndex(text: string): Insertable<PriceSeriesTable>[] {
  const columns = ["ticker", "source", "first_date", "last_date", "close_basis", "adj_close_basis"];
  const seen = new Set<string>();
  return [...readTable(text, PRICE_INDEX, columns)].map((row) => {
    const ticker = normaliseTicker(row.text("ticker"));
    if (seen.has(ticker)) throw row.error("ticker", `duplicate ticker ${ticker}`);
    seen.add(ticker);
    return {
      ticker,
      source: row.text("source"),
      close_basis: row.text("close_basis"),
      adj_close_basis: row.text("adj_close_basis"),
      first_date: row.date("first_date"),
      last_date: row.date("last_date"),
    };
  });
}

/** A repeated date would violate the primary key mid-transaction; report it where it is instead. */
function uniqueDate(row: CsvRow, seen: Set<string>): string {
  const date = row.date("date");
  if (seen.has(date)) throw row.error("date", `duplicate date ${date}`);
  seen.add(date);
  return date;
}
