/**
 * Writes the signals book (signals' derived product `signals_book`, subgraphs/signals/derived.ts):
 * reads the daily universe through market's reader (subgraphs/market/readers/universe.ts), computes every
 * session's cross-section of the universe's stocks with its voters, percentiles, blended score and
 * ordering (domain/bookBuild.ts) and the optimizer's weights of every session, then (in the
 * build's short write transaction) replaces signals_book_rows, signals_book_dates and
 * signals_book_weights with them. Routes read the book
 * through subgraphs/signals/data/signalsBook.ts and pick the newest book date their clock sees.
 */
import { CompiledQuery, type Transaction } from "kysely";
import { type Dialect, dialectOf, type Warehouse } from "../../../warehouse/connection.js";
import type { DerivedWrite } from "../../../warehouse/derived.js";
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
import { valueBlocks } from "./bookValueBlocks.js";
import { diskSpool } from "./diskSpool.js";

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
 * The book's rows, kept as the parameters of multi-row inserts whose SQL is made once per size
 * rather than built by kysely's query builder: the book is some 420,000 rows of 26 values (11
 * million at 5,000 tickers × 10 years), and compiling them through the builder doubled the
 * build's time (docs/SIGNALS.md "The book build"). The computation `add`s one row's values at a
 * time; each statement's parameters, once full, go to a spool on disk (diskSpool.ts), so the
 * computed book is never held in memory; `write` sends the statements from it in the build's
 * short write transaction, the rows already in the form they are bound in.
 */
function bookRowStatements(dialect: Dialect) {
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
  const full = diskSpool<Value[]>("signals-book-rows");
  let params: Value[] = [];
  let rows = 0;
  return {
    add(date: string, row: BookRowOut) {
      if (params.length >= perStatement * width) {
        full.append(params);
        params = [];
      }
      pushRow(params, date, row);
      rows++;
    },
    get rows() {
      return rows;
    },
    /** Frees the spool of a computation that failed: there will be no write. */
    discard() {
      full.close();
    },
    async write(trx: Transaction<SignalsDatabase>): Promise<void> {
      try {
        for (const chunk of full.values())
          await trx.executeQuery(CompiledQuery.raw(statement(chunk.length / width), chunk));
        if (params.length > 0)
          await trx.executeQuery(CompiledQuery.raw(statement(params.length / width), params));
      } finally {
        full.close();
      }
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

async function clearBook(trx: Transaction<SignalsDatabase>): Promise<void> {
  for (const table of ["signals_book_rows", "signals_book_dates", "signals_book_weights"] as const) {
    await trx.deleteFrom(table).execute();
  }
}

/**
 * Computes the book of the data held now, reading through market's readers (no transaction), and
 * returns the write that replaces the book's tables with it (DerivedProduct.compute).
 */
export async function computeSignalsBook(db: Warehouse<"signals">): Promise<DerivedWrite<SignalsDatabase>> {
  const dialect = dialectOf(db);
  const through = await universeLastDate(db, "9999-12-31");
  if (through === null) {
    return async (trx) => {
      await clearBook(trx);
      return 0;
    };
  }
  // The calendar is every session any member traded; ETFs are members but are not ranked.
  const [members, calendar] = await Promise.all([universeMembers(db), universeCalendar(db, through)]);
  const sessions = bookCalendar(calendar);
  // One stock's bars at a time, each turned into its typed-array series at once, its voter values
  // then moved to blocks on disk (bookValueBlocks.ts): the build never holds the whole universe's
  // bars as objects, nor every session's values (docs/SIGNALS.md "The book build").
  const blocks = valueBlocks(calendar.length);
  const bookRows = bookRowStatements(dialect);
  const dates: SignalsDatabase["signals_book_dates"][] = [];
  const weights: SignalsDatabase["signals_book_weights"][] = [];
  try {
    const stocks: BookSeries[] = [];
    for (const { ticker, kind } of members) {
      if (kind !== "stock") continue;
      const bars = (await universeBars(db, { through, tickers: [ticker] })).get(ticker) ?? [];
      const series = bookSeries({ ticker, bars }, sessions);
      blocks.add(series);
      stocks.push(series);
    }
    for (const out of bookOfSeries(sessions, stocks, blocks.hold)) {
      for (const row of out.rows) bookRows.add(out.date, row);
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
  } catch (error) {
    bookRows.discard();
    throw error;
  } finally {
    blocks.close();
  }
  return async (trx) => {
    await clearBook(trx);
    await bookRows.write(trx);
    await insertRows(trx, dialect, "signals_book_dates", dates);
    await insertRows(trx, dialect, "signals_book_weights", weights);
    return bookRows.rows + dates.length + weights.length;
  };
}
