/**
 * The memory's corpus (part of the learning product, data/resolverBuild.ts; docs/LEARNING.md "The
 * corpus" and "The index"): for every book date, what the decision routes said — the book's summary
 * and its trade setups at svc_v3_trade_setups' defaults, each with the ultimate decision's verdict
 * for the ticker — and, once resolved, how each setup turned out (domain/memoryText.ts). Written to
 * memory_documents with the visibility instant of each document, then indexed for full-text search:
 * SQLite rebuilds its FTS5 index from the table in one pass; PostgreSQL's GIN index follows the
 * inserts.
 */
import { sql, type Transaction } from "kysely";
import { CLOSE_FINAL_AFTER_MS, regularCloseInstant } from "../../../core/calendar.js";
import type { AnyWarehouse, Dialect } from "../../../warehouse/connection.js";
import { insertRows } from "../../../warehouse/ingest/unit.js";
import type { SignalsDatabase } from "../../../warehouse/schema.js";
import { tickerDecision } from "../domain/decision.js";
import { bookSummary, type MemoryDocument, setupOutcome, setupRationale } from "../domain/memoryText.js";
import { skewOf, volatilityStop, voter } from "../domain/setups.js";
import type { BookOutcomes } from "./resolverBuild.js";
import {
  bookWeightsHistory,
  closesOn,
  openBook,
  type ScoredBookRow,
  trendConfirmedSetups,
} from "./signalsBook.js";

/** svc_v3_trade_setups' default limit: the setups a book date's memory holds. */
export const SETUPS_PER_DATE = 25;
/** Tickers named per side in a book summary. */
const STRONGEST_NAMED = 5;

/** The instant a document dated `date` becomes visible: that session's close, final. */
export function visibleFromMs(date: string): number {
  const bell = regularCloseInstant(date);
  if (bell === null) throw new RangeError(`${date} is not an NYSE session`);
  return bell.getTime() + CLOSE_FINAL_AFTER_MS;
}

/** visibleFromMs, worked out once per date (the calendar's time-zone arithmetic is not free). */
function visibilityOf(): (date: string) => number {
  const known = new Map<string, number>();
  return (date) => {
    let ms = known.get(date);
    if (ms === undefined) {
      ms = visibleFromMs(date);
      known.set(date, ms);
    }
    return ms;
  };
}

function documentsOfDate(
  date: string,
  setups: readonly ScoredBookRow[],
  weights: { basis: string; voters: readonly { voter: string; weight: number }[] } | undefined,
  resolution: BookOutcomes["resolutions"][number],
  /** The setups' closes on the resolution date; null when the data does not hold that date. */
  resolvedCloses: ReadonlyMap<string, number> | null,
): MemoryDocument[] {
  const sides = setups.map((row) => (row.direction === "LONG" ? "LONG" : "SHORT") as "LONG" | "SHORT");
  const long = sides.filter((side) => side === "LONG").length;
  const short = sides.length - long;
  const named = (side: "LONG" | "SHORT") =>
    setups
      .filter((_, i) => sides[i] === side)
      .slice(0, STRONGEST_NAMED)
      .map((row) => row.ticker);
  const documents: MemoryDocument[] = [
    bookSummary({
      date,
      scored: resolution.scored,
      weightsBasis: weights?.basis ?? "unknown",
      weights: [...(weights?.voters ?? [])].sort((a, b) => b.weight - a.weight),
      long,
      short,
      skew: skewOf(long, short),
      strongestLong: named("LONG"),
      strongestShort: named("SHORT"),
    }),
  ];
  setups.forEach((row, i) => {
    const side = sides[i] as "LONG" | "SHORT";
    const stop = volatilityStop(row.close, side, voter(row, "low_volatility").value);
    documents.push(setupRationale(row, side, stop, tickerDecision(row, "not_scored")));
  });
  if (resolvedCloses !== null) {
    setups.forEach((row, i) => {
      documents.push(
        setupOutcome({
          ticker: row.ticker,
          side: sides[i] as "LONG" | "SHORT",
          predictionDate: date,
          resolvesOn: resolution.resolvesOn,
          close: row.close,
          closeAtResolution: resolvedCloses.get(row.ticker) ?? null,
          benchmarkReturn: resolution.meanReturn,
        }),
      );
    });
  }
  return documents;
}

type MemoryRow = SignalsDatabase["memory_documents"];

/** Every book date's documents, read from the book through signals' reader (no transaction). */
export async function memoryDocuments(db: AnyWarehouse, outcomes: BookOutcomes): Promise<MemoryRow[]> {
  const opened = await openBook(db, outcomes.lastDate);
  if (opened.status !== "ready")
    throw new Error(`the memory corpus needs the signals book (book ${opened.status})`);
  const [setups, weights] = await Promise.all([
    trendConfirmedSetups(db, opened.book, SETUPS_PER_DATE),
    bookWeightsHistory(db, opened.book),
  ]);
  const setupsByDate = new Map<string, ScoredBookRow[]>();
  for (const row of setups) {
    const list = setupsByDate.get(row.date) ?? [];
    list.push(row);
    setupsByDate.set(row.date, list);
  }
  const weightsByDate = new Map(weights.map((w) => [w.date, w]));
  const visibleFrom = visibilityOf();
  const rows: MemoryRow[] = [];
  for (const resolution of outcomes.resolutions) {
    const date = resolution.predictionDate;
    const setupsOfDate = setupsByDate.get(date) ?? [];
    const resolvedCloses =
      resolution.resolvesOn <= outcomes.lastDate
        ? await closesOn(
            db,
            opened.book,
            resolution.resolvesOn,
            setupsOfDate.map((row) => row.ticker),
          )
        : null;
    for (const document of documentsOfDate(
      date,
      setupsOfDate,
      weightsByDate.get(date),
      resolution,
      resolvedCloses,
    )) {
      rows.push({
        doc_id: rows.length + 1,
        kind: document.kind,
        ticker: document.ticker,
        prediction_date: document.predictionDate,
        event_date: document.eventDate,
        visible_from_ms: visibleFrom(document.eventDate),
        title: document.title,
        body: document.body,
      });
    }
  }
  return rows;
}

/** Replaces the memory's documents with `rows` and indexes them; returns the documents written. */
export async function writeMemoryCorpus(
  trx: Transaction<SignalsDatabase>,
  dialect: Dialect,
  rows: readonly MemoryRow[],
): Promise<number> {
  // An external-content FTS5 index must be emptied with its own command before its rows go.
  if (dialect === "sqlite") {
    await sql`insert into memory_documents_fts (memory_documents_fts) values ('delete-all')`.execute(trx);
  }
  await trx.deleteFrom("memory_documents").execute();
  await insertRows(trx, dialect, "memory_documents", rows);
  if (dialect === "sqlite") {
    await sql`insert into memory_documents_fts (memory_documents_fts) values ('rebuild')`.execute(trx);
  }
  return rows.length;
}
