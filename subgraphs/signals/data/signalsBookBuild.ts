/**
 * Writes the signals book (signals' derived product `signals_book`, subgraphs/signals/derived.ts):
 * reads the daily universe through market's reader (subgraphs/market/readers/universe.ts), computes every
 * session's cross-section of the universe's stocks with its voters, percentiles, blended score and
 * ordering (domain/bookBuild.ts) and the optimizer's weights of every session, and replaces
 * signals_book_rows, signals_book_dates and signals_book_weights with them. Routes read the book
 * through subgraphs/signals/data/signalsBook.ts and pick the newest book date their clock sees.
 */
import { CompiledQuery, type Transaction } from "kysely";
import { type Dialect, dialectOf } from "../../../warehouse/connection.js";
import { insertRows } from "../../../warehouse/ingest/unit.js";
import type { SignalsBookRowsTable, SignalsDatabase } from "../../../warehouse/schema.js";
import {
  UNIVERSE_NAME,
  universeBars,
  universeCalendar,
  universeLastDate,
  universeMembers,
} from "../../market/readers/universe.js";
import {
  type BookDateOut,
  type BookRowOut,
  type BookSeries,
  bookCalendar,
  bookOfSeries,
  bookSeries,
} from "../domain/bookBuild.js";
import { VOTER_NAMES } from "../domain/voters.js";

type Value = string | number | null;

/** signals_book_rows' columns in the order rowOf writes them. */
const ROW_COLUMNS: readonly (keyof SignalsBookRowsTable)[] = [
  "book_date",
  "ticker",
  "close",
  "blended_score",
  "rank",
  "decile",
  "percentile",
  "direction",
  "conviction",
  "voters_used",
  "flag",
  "unscored_reason",
  ...VOTER_NAMES.flatMap((voter) => [voter, `${voter}_pct`] as const),
];

/** Appends one row's values, in ROW_COLUMNS order, to the pending parameters. */
function pushRow(params: Value[], date: string, row: BookRowOut): void {
  const position = row.position;
  params.push(
    date,
    row.ticker,
    row.close,
    row.blendedScore,
    position?.rank ?? null,
    position?.decile ?? null,
    position?.percentile ?? null,
    position?.direction ?? null,
    position?.conviction ?? null,
    row.votersUsed,
    row.flag,
    row.unscoredReason,
  );
  for (const voter of VOTER_NAMES) params.push(row.values[voter], row.percentiles[voter]);
}

/** Bound parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS: Record<Dialect, number> = { sqlite: 32_000, postgres: 60_000 };

/**
 * The book's rows, written as multi-row inserts whose SQL is made once per size rather than built
 * by kysely's query builder: the book is some 420,000 rows of 26 values, and compiling them through
 * the builder doubled the build's time (docs/SIGNALS.md "The book build"). `add` takes one row's
 * values; a statement goes out whenever a chunk is full, and `flush` sends the rest.
 */
function bookRowWriter(trx: Transaction<SignalsDatabase>, dialect: Dialect) {
  const width = ROW_COLUMNS.length;
  const perStatement = Math.floor(MAX_PARAMETERS[dialect] / width);
  const head = `insert into signals_book_rows (${ROW_COLUMNS.map((c) => `"${c}"`).join(", ")}) values `;
  const statements = new Map<number, string>();
  const statement = (rows: number) => {
    let text = statements.get(rows);
    if (text === undefined) {
      const tuples: string[] = [];
      for (let r = 0; r < rows; r++) {
        const marks: string[] = [];
        for (let c = 0; c < width; c++) marks.push(dialect === "postgres" ? `$${r * width + c + 1}` : "?");
        tuples.push(`(${marks.join(", ")})`);
      }
      text = head + tuples.join(", ");
      statements.set(rows, text);
    }
    return text;
  };
  let params: Value[] = [];
  let written = 0;
  const send = async () => {
    const rows = params.length / width;
    if (rows === 0) return;
    await trx.executeQuery(CompiledQuery.raw(statement(rows), params));
    written += rows;
    params = [];
  };
  return {
    async add(date: string, row: BookRowOut) {
      pushRow(params, date, row);
      if (params.length >= perStatement * width) await send();
    },
    async flush(): Promise<number> {
      await send();
      return written;
    },
  };
}

function weightRowsOf(out: BookDateOut) {
  return VOTER_NAMES.map((voter) => ({
    book_date: out.date,
    voter,
    weight: out.weights.weights[voter],
    mean_ic: out.weights.meanIc[voter],
    ic_observations: out.weights.observations[voter],
  }));
}

/** Replaces the book's tables with the book of the data held now; returns the rows written. */
export async function buildSignalsBook(trx: Transaction<SignalsDatabase>): Promise<number> {
  const dialect = dialectOf<SignalsDatabase>(trx);
  for (const table of ["signals_book_rows", "signals_book_dates", "signals_book_weights"] as const) {
    await trx.deleteFrom(table).execute();
  }
  const through = await universeLastDate(trx, "9999-12-31");
  if (through === null) return 0;
  // The calendar is every session any member traded; ETFs are members but are not ranked.
  const [members, calendar] = await Promise.all([universeMembers(trx), universeCalendar(trx, through)]);
  const sessions = bookCalendar(calendar);
  // One stock's bars at a time, each turned into its typed-array series at once: the build never
  // holds the whole universe's bars as objects (docs/SIGNALS.md "The book build").
  const stocks: BookSeries[] = [];
  for (const { ticker, kind } of members) {
    if (kind !== "stock") continue;
    const bars = (await universeBars(trx, { through, tickers: [ticker] })).get(ticker) ?? [];
    stocks.push(bookSeries({ ticker, bars }, sessions));
  }

  const writer = bookRowWriter(trx, dialect);
  const dates = [];
  const weights = [];
  for (const out of bookOfSeries(sessions, stocks)) {
    for (const row of out.rows) await writer.add(out.date, row);
    dates.push({
      book_date: out.date,
      universe: UNIVERSE_NAME,
      members: out.members,
      scored: out.scored,
      weights_basis: out.weights.basis,
      ic_window_first: out.weights.icWindowFirst,
      ic_window_last: out.weights.icWindowLast,
    });
    weights.push(...weightRowsOf(out));
  }
  const written = await writer.flush();
  await insertRows(trx, dialect, "signals_book_dates", dates);
  await insertRows(trx, dialect, "signals_book_weights", weights);
  return written + dates.length + weights.length;
}
