/**
 * The broad daily universe (market; migration 0012):
 * - prices/daily_universe_index.csv (ticker,kind,source_path,first_date,last_date,rows) -> universe_members
 * - prices/daily_universe.csv.gz (ticker,date,open,high,low,close,volume) -> universe_bars
 *
 * One gzip file holds every member, so it is one unit that owns the whole table: re-ingesting it
 * replaces every row. It is read as a stream and written in batches (a StreamedUnit): at 5,000
 * tickers × 10 years its text (~600 MB) is longer than one JavaScript string may be. Values are stored as published (PROVENANCE lists four odd rows, e.g. BXP's
 * 2013-07-02 open of 0.8874: real source data, not parse errors). Tickers are kept as the file spells
 * them (BRK.B, BF.B), which is how the instrument master spells class shares.
 */
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Insertable } from "kysely";
import type { UniverseBarsTable, UniverseMembersTable } from "../schema.js";
import { pathExists } from "./files.js";
import { readTable, readTableStream } from "./table.js";
import { TickerDates } from "./tickerDates.js";
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
        return {
          async stream(trx, dialect) {
            await trx.deleteFrom("universe_bars").execute();
            let rows = 0;
            for await (const batch of universeBarBatches(content!)) {
              await insertRows(trx, dialect, "universe_bars", batch);
              rows += batch.length;
            }
            return rows;
          },
        };
      },
    });
  }
  return units;
}

/** Gunzip buffer size: pieces of ~5,000 rows, one or two insert statements each. */
const PIECE_BYTES = 256 * 1024;

async function* universeBarBatches(gzipped: Buffer): AsyncGenerator<Insertable<UniverseBarsTable>[]> {
  const text = Readable.from([gzipped])
    .pipe(createGunzip({ chunkSize: PIECE_BYTES }))
    .setEncoding("utf8");
  const seen = new TickerDates();
  const columns = ["ticker", "date", "open", "high", "low", "close", "volume"];
  for await (const rows of readTableStream(text, BARS_FILE, columns)) {
    yield rows.map((row) => {
      const ticker = normaliseTicker(row.text("ticker"));
      const date = row.date("date");
      // A repeated (ticker, date) would violate the primary key mid-transaction; say where it is.
      if (!seen.add(ticker, date)) throw row.error("date", `duplicate ${ticker} ${date}`);
      return {
        ticker,
        date,
        open: row.number("open"),
        high: row.number("high"),
        low: row.number("low"),
        close: row.number("close"),
        volume: row.number("volume"),
      };
    });
  }
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
