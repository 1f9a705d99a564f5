/**
 * signals' read-only reader of its book, for signals' own routes and, through the part
 * ../readers/book.ts exports, for the other domains (risk's Kelly sizing and house book) and the
 * gateway's data freshness (docs/DESIGN.md §3). signals owns and writes signals_book_rows,
 * signals_book_dates and signals_book_weights through its derived product `signals_book`
 * (subgraphs/signals/derived.ts, built once per data version); nothing here writes.
 *
 * Reading starts with `openBook(db, through)`: the newest book date on or before `through` (the
 * caller's point-in-time bound, core/calendar.ts lastFinalCloseDate), provided the book was built
 * from the data the warehouse holds now. Every other read takes the `BookHandle` it returns, so
 * no code can read a book that is cold or dated after its clock:
 *
 *   const opened = await openBook(db, lastFinalCloseDate(clock.now(), "equity"));
 *   if (opened.status === "cold") throw …;          // 503 snapshot_cold: the build is under way
 *   if (opened.status === "none_as_of") throw …;    // no book date on or before the clock
 *   const rows = await bookRows(db, opened.book);   // the whole book of opened.book.date
 *
 * The reads: `bookRows` / `bookRow` (the book date), `tickerHistory` / `bookHistory` (full rows
 * with voters and contributions, over the newest N book dates or from a date: a few dates),
 * `scoreHistory` (close, score, decile and chosen voters' values only: for long windows, where
 * every column read costs), `bookDates`, `bookWeights`, `firstBookDate`; `isScored` narrows a row
 * to a scored one; `bookFreshness(date, now)` is its age and staleness at a clock (2 sessions).
 *
 * A book date's rows hold every stock of the daily universe with a bar that day (ETFs are not
 * ranked), scored or not, labelled with the universe they were ranked in. Scores are orderings,
 * not forecasts (spec/01 "Data-honesty conventions" 2): docs/SIGNALS.md.
 */
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { AnyWarehouse, Warehouse } from "../../../warehouse/connection.js";
import {
  currentBuild,
  type DerivedBuild,
  type DerivedProductId,
  derivedBuild,
} from "../../../warehouse/derived.js";
import type { SignalsBookRowsTable, SignalsDatabase } from "../../../warehouse/schema.js";
import { asOwner } from "../../../warehouse/views.js";
import { blend, type Direction, type VoterRecord } from "../domain/crossSection.js";
import { VOTER_NAMES, type VoterName } from "../domain/voters.js";

export {
  BOOK_STALE_REASON,
  type BookFreshness,
  bookFreshness,
  STALE_AFTER_SESSIONS,
} from "../domain/freshness.js";

/** The derived product's name in the ledger (derived_builds). */
export const SIGNALS_BOOK = "signals_book";
/**
 * The book's identity as a derived product: bump `version` whenever a voter, the optimizer or the
 * ordering changes, so every warehouse rebuilds the book instead of serving the old one as current.
 */
export const SIGNALS_BOOK_PRODUCT: DerivedProductId = { name: SIGNALS_BOOK, version: 1 };

/** A book date that was built from the data held now and is visible at the caller's bound. */
export interface BookHandle {
  /** The book date: the newest on or before `through`. */
  readonly date: string;
  /** The bound the book was opened at. */
  readonly through: string;
  readonly universe: string;
  /** Stocks with a bar on the date, and how many of them are scored. */
  readonly members: number;
  readonly scored: number;
  /** How the date's voter weights were set: ic_weighted, equal_weight_warmup, equal_weight_no_positive_ic. */
  readonly weightsBasis: string;
  readonly build: DerivedBuild;
}

export type OpenedBook =
  | { status: "ready"; book: BookHandle }
  /** The book was not built from the data held now (a build is due or under way); `build` is the last one. */
  | { status: "cold"; build: DerivedBuild | null }
  /** The book is current but has no date on or before `through`; `firstDate` is its first. */
  | { status: "none_as_of"; through: string; firstDate: string | null };

export interface VoterReading {
  voter: VoterName;
  /** The voter's raw value in its own unit (voters.ts); null when it cannot be computed. */
  value: number | null;
  /** 0..100 among the date's scored stocks, 100 the most favourable; null when not ranked. */
  percentile: number | null;
  /** The optimizer's weight of the date. */
  weight: number;
  /** weight × (percentile ÷ 50 − 1) ÷ the weight of the voters present; they sum to blendedScore. */
  contribution: number | null;
}

export interface BookRow {
  date: string;
  ticker: string;
  universe: string;
  close: number;
  /** −1..+1; null when not scored (unscoredReason). */
  blendedScore: number | null;
  rank: number | null;
  decile: number | null;
  /** 0..100, 100 the best of the date's scored stocks. */
  percentile: number | null;
  direction: Direction | null;
  conviction: number | null;
  votersUsed: number;
  flag: string | null;
  unscoredReason: string | null;
  voters: VoterReading[];
}

/** A row the book scored: its score and place in the book are all present. */
export type ScoredBookRow = BookRow & {
  blendedScore: number;
  rank: number;
  decile: number;
  percentile: number;
  direction: Direction;
  conviction: number;
};

export function isScored(row: BookRow | null | undefined): row is ScoredBookRow {
  return row !== null && row !== undefined && row.blendedScore !== null;
}

export interface VoterWeight {
  voter: VoterName;
  weight: number;
  meanIc: number | null;
  icObservations: number;
}

export interface BookWeights {
  date: string;
  basis: string;
  /** The score dates whose realised ICs were averaged; null before the first is realised. */
  icWindowFirst: string | null;
  icWindowLast: string | null;
  voters: VoterWeight[];
}

/**
 * A book row's top-level figures without its voters' detail, for reads over many dates (every
 * column a row reads costs; a window of 150 dates is 64,000 rows): the voters named in `voters`
 * come with their raw values only.
 */
export interface ScoreRow {
  date: string;
  ticker: string;
  close: number;
  blendedScore: number | null;
  decile: number | null;
  values: Partial<VoterRecord<number | null>>;
}

/** How far back a history read goes: the newest `sessions` book dates, or from a date on. */
export interface HistoryRange {
  sessions?: number;
  from?: string;
}

export async function openBook(source: AnyWarehouse, through: string): Promise<OpenedBook> {
  const db = asOwner("signals", source);
  const build = await currentBuild(db, SIGNALS_BOOK_PRODUCT);
  if (build === null) return { status: "cold", build: await derivedBuild(db, SIGNALS_BOOK) };
  const row = await db
    .selectFrom("signals_book_dates")
    .selectAll()
    .where("book_date", "<=", through)
    .orderBy("book_date", "desc")
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return { status: "none_as_of", through, firstDate: await firstBookDate(db) };
  return {
    status: "ready",
    book: {
      date: row.book_date,
      through,
      universe: row.universe,
      members: row.members,
      scored: row.scored,
      weightsBasis: row.weights_basis,
      build,
    },
  };
}

/** The book's first date (2014-01-02 with the bundled universe); null when nothing is built. */
export async function firstBookDate(source: AnyWarehouse): Promise<string | null> {
  const db = asOwner("signals", source);
  const first = await db
    .selectFrom("signals_book_dates")
    .select((eb) => eb.fn.min("book_date").as("date"))
    .executeTakeFirst();
  return first?.date ?? null;
}

/** The book dates up to the book's (oldest first): all, the newest `sessions`, or from a date. */
export async function bookDates(
  source: AnyWarehouse,
  book: BookHandle,
  range: HistoryRange = {},
): Promise<string[]> {
  const db = asOwner("signals", source);
  let query = db.selectFrom("signals_book_dates").select("book_date").where("book_date", "<=", book.date);
  if (range.from !== undefined) query = query.where("book_date", ">=", range.from);
  if (range.sessions !== undefined) query = query.orderBy("book_date", "desc").limit(range.sessions);
  const rows = await query.execute();
  return rows.map((row) => row.book_date).sort();
}

/** The optimizer's weights as of the book date. */
export async function bookWeights(source: AnyWarehouse, book: BookHandle): Promise<BookWeights> {
  const db = asOwner("signals", source);
  const [dated] = await weightsOf(db, [book.date]);
  if (dated === undefined) throw new Error(`signals book ${book.date} has no weights`);
  const { universe: _universe, ...weights } = dated;
  return weights;
}

/** The whole book of the date (or only `tickers`): scored rows by rank, then the unscored by ticker. */
export async function bookRows(
  source: AnyWarehouse,
  book: BookHandle,
  options: { tickers?: readonly string[] } = {},
): Promise<BookRow[]> {
  const db = asOwner("signals", source);
  return readRows(db, [book.date], options.tickers);
}

/** One ticker's row of the book date; null when the universe has no bar of it that day. */
export async function bookRow(
  source: AnyWarehouse,
  book: BookHandle,
  ticker: string,
): Promise<BookRow | null> {
  const db = asOwner("signals", source);
  return (await readRows(db, [book.date], [ticker]))[0] ?? null;
}

/** The rows of the book dates of `range` up to the book's, oldest date first (each date by rank). */
export async function bookHistory(
  source: AnyWarehouse,
  book: BookHandle,
  range: HistoryRange & { tickers?: readonly string[] } = {},
): Promise<BookRow[]> {
  const db = asOwner("signals", source);
  const dates = await bookDates(db, book, range);
  return readRows(db, dates, range.tickers);
}

/** One ticker's rows over the book dates of `range`, oldest first. */
export async function tickerHistory(
  source: AnyWarehouse,
  book: BookHandle,
  ticker: string,
  range: HistoryRange = {},
): Promise<BookRow[]> {
  const db = asOwner("signals", source);
  return bookHistory(db, book, { ...range, tickers: [ticker] });
}

/** A book date's weights with the universe its rows were ranked in. */
type DatedWeights = BookWeights & { universe: string };

/**
 * The scores of the book dates of `range` up to the book's, oldest date first: per stock its close,
 * blended score and decile, and the raw values of the `voters` asked for.
 */
export async function scoreHistory(
  source: AnyWarehouse,
  book: BookHandle,
  range: HistoryRange & { tickers?: readonly string[]; voters?: readonly VoterName[] } = {},
): Promise<ScoreRow[]> {
  const db = asOwner("signals", source);
  const dates = await bookDates(db, book, range);
  if (dates.length === 0 || range.tickers?.length === 0) return [];
  const voters = range.voters ?? [];
  let query = db
    .selectFrom("signals_book_rows")
    .select(["book_date", "ticker", "close", "blended_score", "decile", ...voters])
    .where("book_date", ">=", dates[0]!)
    .where("book_date", "<=", dates.at(-1)!);
  if (range.tickers !== undefined) query = query.where("ticker", "in", [...range.tickers]);
  const rows = await query.orderBy("book_date").orderBy("ticker").execute();
  return rows.map((row) => {
    const values: Partial<VoterRecord<number | null>> = {};
    for (const voter of voters) values[voter] = row[voter] ?? null;
    return {
      date: row.book_date,
      ticker: row.ticker,
      close: row.close,
      blendedScore: row.blended_score,
      decile: row.decile,
      values,
    };
  });
}

async function weightsOf(db: Warehouse<"signals">, dates: readonly string[]): Promise<DatedWeights[]> {
  if (dates.length === 0) return [];
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const [days, weights] = await Promise.all([
    db
      .selectFrom("signals_book_dates")
      .selectAll()
      .where("book_date", ">=", first)
      .where("book_date", "<=", last)
      .orderBy("book_date")
      .execute(),
    db
      .selectFrom("signals_book_weights")
      .selectAll()
      .where("book_date", ">=", first)
      .where("book_date", "<=", last)
      .execute(),
  ]);
  const byDate = new Map<string, VoterWeight[]>();
  for (const row of weights) {
    const list = byDate.get(row.book_date) ?? [];
    list.push({
      voter: row.voter as VoterName,
      weight: row.weight,
      meanIc: row.mean_ic,
      icObservations: row.ic_observations,
    });
    byDate.set(row.book_date, list);
  }
  const wanted = new Set(dates);
  return days
    .filter((day) => wanted.has(day.book_date))
    .map((day) => ({
      date: day.book_date,
      universe: day.universe,
      basis: day.weights_basis,
      icWindowFirst: day.ic_window_first,
      icWindowLast: day.ic_window_last,
      // In the voters' documented order, whatever order the engine returned them in.
      voters: VOTER_NAMES.flatMap(
        (voter) => byDate.get(day.book_date)?.filter((w) => w.voter === voter) ?? [],
      ),
    }));
}

async function readRows(
  db: Warehouse<"signals">,
  dates: readonly string[],
  tickers?: readonly string[],
): Promise<BookRow[]> {
  if (dates.length === 0 || tickers?.length === 0) return [];
  let query = db.selectFrom("signals_book_rows").selectAll();
  query =
    dates.length === 1
      ? query.where("book_date", "=", dates[0]!)
      : query.where("book_date", ">=", dates[0]!).where("book_date", "<=", dates.at(-1)!);
  if (tickers !== undefined) query = query.where("ticker", "in", [...tickers]);
  const [rows, weights] = await Promise.all([query.execute(), weightsOf(db, dates)]);
  const byDate = new Map(
    weights.map((w) => [
      w.date,
      {
        universe: w.universe,
        weights: Object.fromEntries(w.voters.map((v) => [v.voter, v.weight])) as VoterRecord<number>,
      },
    ]),
  );
  return rows
    .filter((row) => byDate.has(row.book_date))
    .sort(
      (a, b) =>
        compare(a.book_date, b.book_date) ||
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
        compare(a.ticker, b.ticker),
    )
    .map((row) => {
      const day = byDate.get(row.book_date)!;
      return toBookRow(row, day.universe, day.weights);
    });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toBookRow(
  row: Selectable<SignalsBookRowsTable>,
  universe: string,
  weights: VoterRecord<number>,
): BookRow {
  const percentile = Object.fromEntries(
    VOTER_NAMES.map((voter) => [voter, row[`${voter}_pct`]]),
  ) as VoterRecord<number | null>;
  const { contributions } = blend(percentile, weights);
  return {
    date: row.book_date,
    ticker: row.ticker,
    universe,
    close: row.close,
    blendedScore: row.blended_score,
    rank: row.rank,
    decile: row.decile,
    percentile: row.percentile,
    direction: row.direction as Direction | null,
    conviction: row.conviction,
    votersUsed: row.voters_used,
    flag: row.flag,
    unscoredReason: row.unscored_reason,
    voters: VOTER_NAMES.map((voter) => ({
      voter,
      value: row[voter],
      percentile: percentile[voter],
      weight: weights[voter],
      contribution: contributions[voter],
    })),
  };
}

// --- Appended for the decision and diagnostics routes (docs/DECISIONS.md) ---------------------

/** A column of signals_book_rows a light history read can select. */
export type BookColumn =
  | "close"
  | "blended_score"
  | "rank"
  | "decile"
  | "percentile"
  | "direction"
  | "conviction"
  | VoterName
  | `${VoterName}_pct`;

/** One stock's selected columns on one book date. */
export type BookColumnRow<C extends BookColumn> = {
  date: string;
  ticker: string;
} & { [K in C]: K extends "direction" ? string | null : number | null };

/** A range of book dates up to the book's: `from`/`to` inclusive, or the newest `sessions`. */
export interface ColumnRange extends HistoryRange {
  /** Inclusive upper bound (never past the book date). */
  to?: string;
  tickers?: readonly string[];
}

/**
 * Only `columns` of the book rows of the dates of `range`, oldest date first, each date by ticker:
 * the light read of the diagnostics (drift, decay), the position monitor's run history and the
 * signals replay, which need a few columns over many dates. A full row (`bookRows`) costs about ten
 * times as much to read per date. Rows of every stock with a bar, scored or not (their scores null).
 */
export async function bookColumns<C extends BookColumn>(
  source: AnyWarehouse,
  book: BookHandle,
  columns: readonly C[],
  range: ColumnRange = {},
): Promise<BookColumnRow<C>[]> {
  const db = asOwner("signals", source);
  const to = range.to !== undefined && range.to < book.date ? range.to : book.date;
  let from = range.from;
  if (range.sessions !== undefined) {
    const dates = await db
      .selectFrom("signals_book_dates")
      .select("book_date")
      .where("book_date", "<=", to)
      .orderBy("book_date", "desc")
      .limit(range.sessions)
      .execute();
    const oldest = dates.at(-1)?.book_date;
    if (oldest === undefined) return [];
    if (from === undefined || oldest > from) from = oldest;
  }
  if (range.tickers?.length === 0) return [];
  let query = db
    .selectFrom("signals_book_rows")
    .select(["book_date", "ticker", ...columns])
    .where("book_date", "<=", to);
  if (from !== undefined) query = query.where("book_date", ">=", from);
  if (range.tickers !== undefined) query = query.where("ticker", "in", [...range.tickers]);
  const rows = (await query.orderBy("book_date").orderBy("ticker").execute()) as unknown as ({
    book_date: string;
    ticker: string;
  } & Record<C, string | number | null>)[];
  return rows.map(({ book_date, ticker, ...values }) => ({
    date: book_date,
    ticker,
    ...(values as Record<C, string | number | null>),
  })) as BookColumnRow<C>[];
}

// --- Appended for the learning product (docs/LEARNING.md) -------------------------------------

/** The optimizer's weights of every book date of `range` up to the book's, oldest first. */
export async function bookWeightsHistory(
  source: AnyWarehouse,
  book: BookHandle,
  range: HistoryRange = {},
): Promise<BookWeights[]> {
  const db = asOwner("signals", source);
  const dates = await bookDates(db, book, range);
  return (await weightsOf(db, dates)).map(({ universe: _universe, ...weights }) => weights);
}

/**
 * The trade setups of every book date up to the book's, as svc_v3_trade_setups picks them at its
 * defaults (subgraphs/signals/domain/setups.ts `tradeSetups`): the LONG rows above their 200-day
 * average and the SHORT rows below it, by conviction (strongest first) then rank, the first
 * `perDate` of each date. Full rows, oldest date first, each date in that order.
 */
export async function trendConfirmedSetups(
  source: AnyWarehouse,
  book: BookHandle,
  perDate: number,
): Promise<ScoredBookRow[]> {
  const db = asOwner("signals", source);
  // Rank the candidates on a few columns, then read the full rows of the chosen ones only.
  const ranked = db
    .selectFrom("signals_book_rows")
    .select([
      "book_date as key_date",
      "ticker as key_ticker",
      sql<number>`row_number() over (partition by book_date order by conviction desc, rank asc)`.as(
        "setup_order",
      ),
    ])
    .where("book_date", "<=", book.date)
    .where((eb) =>
      eb.or([
        eb.and([eb("direction", "=", "LONG"), eb("trend_sma200", ">", 0)]),
        eb.and([eb("direction", "=", "SHORT"), eb("trend_sma200", "<", 0)]),
      ]),
    );
  const [rows, weights] = await Promise.all([
    db
      .selectFrom(ranked.as("ranked"))
      .innerJoin("signals_book_rows", (join) =>
        join
          .onRef("signals_book_rows.book_date", "=", "ranked.key_date")
          .onRef("signals_book_rows.ticker", "=", "ranked.key_ticker"),
      )
      .selectAll("signals_book_rows")
      .where("ranked.setup_order", "<=", perDate)
      .orderBy("ranked.key_date")
      .orderBy("ranked.setup_order")
      .execute(),
    weightsOf(db, await bookDates(db, book)),
  ]);
  const byDate = new Map(
    weights.map((w) => [
      w.date,
      {
        universe: w.universe,
        weights: Object.fromEntries(w.voters.map((v) => [v.voter, v.weight])) as VoterRecord<number>,
      },
    ]),
  );
  return rows.flatMap((row) => {
    const day = byDate.get(row.book_date);
    if (day === undefined) return [];
    const out = toBookRow(row, day.universe, day.weights);
    return isScored(out) ? [out] : [];
  });
}

/** A scored row as the learning product resolves it: what it predicted, and its close on the resolution date. */
export type PredictionRow = Pick<
  SignalsBookRowsTable,
  "close" | "blended_score" | "decile" | `${VoterName}_pct`
> & {
  /** The stock's close on `resolvesOn`; null when it has no bar that day or the date is after the book's. */
  close_at_resolution: number | null;
};

/**
 * The scored rows of one book date with only what a prediction's resolution needs (the close, the
 * score, the decile, the voters' percentiles) and each stock's close on `resolvesOn`, read in one
 * statement (no ticker or date string per row: the learning product reads the whole book this way).
 * A `resolvesOn` after the book's date is not read (its closes are null).
 */
export async function predictionRows(
  source: AnyWarehouse,
  book: BookHandle,
  date: string,
  resolvesOn: string,
): Promise<PredictionRow[]> {
  const db = asOwner("signals", source);
  if (date > book.date) return [];
  const columns = [
    "a.close",
    "a.blended_score",
    "a.decile",
    ...VOTER_NAMES.map((voter) => `a.${voter}_pct` as const),
  ] as const;
  const scored = (query: SelectQueryBuilder<AliasedBook, "a", object>) =>
    query.where("a.book_date", "=", date).where("a.blended_score", "is not", null);
  if (resolvesOn > book.date) {
    return scored(db.selectFrom("signals_book_rows as a"))
      .select(columns)
      .select(sql<null>`null`.as("close_at_resolution"))
      .execute();
  }
  return scored(db.selectFrom("signals_book_rows as a"))
    .leftJoin("signals_book_rows as b", (join) =>
      join.on("b.book_date", "=", resolvesOn).onRef("b.ticker", "=", "a.ticker"),
    )
    .select(columns)
    .select("b.close as close_at_resolution")
    .execute();
}

type AliasedBook = SignalsDatabase & { a: SignalsBookRowsTable };

/** The closes of `tickers` on one book date (on or before the book's), by ticker. */
export async function closesOn(
  source: AnyWarehouse,
  book: BookHandle,
  date: string,
  tickers: readonly string[],
): Promise<Map<string, number>> {
  const db = asOwner("signals", source);
  if (date > book.date || tickers.length === 0) return new Map();
  const rows = await db
    .selectFrom("signals_book_rows")
    .select(["ticker", "close"])
    .where("book_date", "=", date)
    .where("ticker", "in", [...tickers])
    .execute();
  return new Map(rows.map((row) => [row.ticker, row.close]));
}
