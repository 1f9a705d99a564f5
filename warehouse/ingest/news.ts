/**
 * The news store's ingest adapters -> news_items and news_item_tickers (intel; docs/NEWS.md).
 *
 * One adapter today: news/sec_filing_events.csv, the 8-K, 10-K and 10-Q filings (and amendments)
 * of AAPL, MSFT and TSLA from their EDGAR submissions files (PROVENANCE.md "news/"). Each row is
 * one item: its headline verbatim as the title, EDGAR's acceptance instant as published, the
 * filing's document as url. Point in time: a filing is visible from 22:00 ET on its filing date
 * (core/filingVisibility.ts, the one rule for every SEC filing), never before its acceptance.
 *
 * A headline or analyst-action file added to data/sample gets an adapter of its own here, writing
 * the same two tables, so every news route reads it without change.
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import { filingVisibleFrom } from "../../core/filingVisibility.js";
import { normaliseTicker } from "../../core/ticker.js";
import type { Dialect } from "../connection.js";
import type { NewsItemsTable, NewsItemTickersTable } from "../schema.js";
import { pathExists } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows, type Trx } from "./unit.js";

type ItemRow = Insertable<NewsItemsTable>;
type TickerRow = Insertable<NewsItemTickersTable>;

export interface NewsRows {
  items: ItemRow[];
  tickers: TickerRow[];
}

export const SEC_FILING_EVENTS_FILE = "news/sec_filing_events.csv";
/** The `source` of every item of the SEC filing events file. */
export const SEC_EDGAR_SOURCE = "sec-edgar";

const SEC_COLUMNS = [
  "ticker",
  "cik",
  "acceptance_datetime",
  "filing_date",
  "form",
  "items",
  "headline",
  "report_date",
  "accession",
  "url",
] as const;

export async function newsUnits(dataDir: string): Promise<IngestUnit[]> {
  const file = join(dataDir, SEC_FILING_EVENTS_FILE);
  if (!(await pathExists(file))) return [];
  return [
    {
      path: SEC_FILING_EVENTS_FILE,
      adapter: "news_sec_filing_events",
      sources: [file],
      prepare([content]) {
        const rows = parseSecFilingEvents(content!.toString("utf8"), SEC_FILING_EVENTS_FILE);
        return {
          rows: rows.items.length,
          write: (trx, dialect) => replaceRows(trx, dialect, SEC_FILING_EVENTS_FILE, rows),
        };
      },
    },
  ];
}

async function replaceRows(trx: Trx, dialect: Dialect, sourceFile: string, rows: NewsRows): Promise<void> {
  const previous = trx.selectFrom("news_items").select("id").where("source_file", "=", sourceFile);
  await trx.deleteFrom("news_item_tickers").where("item_id", "in", previous).execute();
  await trx.deleteFrom("news_items").where("source_file", "=", sourceFile).execute();
  await insertRows(trx, dialect, "news_items", rows.items);
  await insertRows(trx, dialect, "news_item_tickers", rows.tickers);
}

export function parseSecFilingEvents(text: string, file: string): NewsRows {
  const items: ItemRow[] = [];
  const tickers: TickerRow[] = [];
  const seen = new Set<string>();
  for (const row of readTable(text, file, SEC_COLUMNS)) {
    const accession = row.text("accession");
    if (!/^\d{10}-\d{2}-\d{6}$/.test(accession))
      throw row.error("accession", `"${accession}" is not an EDGAR accession number`);
    if (seen.has(accession)) throw row.error("accession", `${accession} appears twice`);
    seen.add(accession);
    const cik = row.text("cik");
    if (!/^\d{10}$/.test(cik)) throw row.error("cik", `"${cik}" is not a 10-digit CIK`);
    let ticker: string;
    try {
      ticker = normaliseTicker(row.text("ticker"));
    } catch {
      throw row.error("ticker", `"${row.text("ticker")}" is not a ticker`);
    }
    const form = row.text("form");
    const filingDate = row.date("filing_date");
    // EDGAR's acceptance instant is the filing's publication; it is never after 22:00 ET on the
    // filing date (later acceptances are dated the next business day), which the max() keeps true.
    const published = row.timestamp("acceptance_datetime");
    const visibleFrom = Math.max(published, filingVisibleFrom(filingDate).getTime());
    const reportDate = row.optionalText("report_date") === null ? null : row.date("report_date");
    items.push({
      id: accession,
      source: SEC_EDGAR_SOURCE,
      source_file: file,
      title: row.text("headline"),
      teaser: null,
      url: row.text("url"),
      ticker,
      tickers: JSON.stringify([ticker]),
      coins: "[]",
      channels: JSON.stringify(["sec-filing"]),
      tags: JSON.stringify([form.toLowerCase()]),
      author: "SEC EDGAR",
      published_ms: published,
      updated_ms: null,
      visible_from_ms: visibleFrom,
      body: null,
      news_type: "article",
      cik,
      form,
      filing_date: filingDate,
      report_date: reportDate,
      filing_items: row.optionalText("items"),
    });
    tickers.push({ item_id: accession, ticker, published_ms: published, visible_from_ms: visibleFrom });
  }
  return { items, tickers };
}
