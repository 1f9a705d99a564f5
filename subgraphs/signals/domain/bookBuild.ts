/**
 * The book over a whole history: for every session of the universe's calendar, each stock's voter
 * values (voters.ts), their percentiles among the stocks scored that day, the day's weights from
 * the optimizer (optimizer.ts, only ICs realised by that day) and the blended score with its rank,
 * decile, direction and conviction (crossSection.ts). Pure: the derived product
 * (subgraphs/signals/data/signalsBookBuild.ts) reads the bars and writes what this yields.
 *
 * Point in time: a date's rows use bars dated on or before it; its weights use ICs whose 21-session
 * forward returns ended on or before it. Cutting the bars after any date leaves every row up to
 * that date unchanged (bookBuild.test.ts proves it).
 *
 * A stock is scored on a date when every voter has a value there; a 12-1 momentum above +1,000%
 * is kept, flagged `implausible_12_1_momentum` and left out of its percentile, and the other six
 * voters score the stock. A date gets a book once at least MIN_BOOK_SIZE stocks are scored.
 */
import {
  averageRanks,
  type BookPosition,
  blendedScore,
  MIN_BOOK_SIZE,
  percentiles,
  rankBook,
  type VoterRecord,
} from "./crossSection.js";
import { minusCalendarMonths } from "./momentum.js";
import {
  IC_HORIZON_SESSIONS,
  IC_WINDOW,
  icWeights,
  pearson,
  spearman,
  type VoterWeights,
} from "./optimizer.js";
import {
  HIGH_52W_SESSIONS,
  IMPLAUSIBLE_MOMENTUM_ABOVE,
  VOTER_BY_NAME,
  VOTER_NAMES,
  type VoterBar,
  voterValues,
} from "./voters.js";

export interface BookMember {
  ticker: string;
  /** Oldest first. */
  bars: readonly VoterBar[];
}

export const IMPLAUSIBLE_MOMENTUM_FLAG = "implausible_12_1_momentum";

export type UnscoredReason = "insufficient_history" | "voter_not_computable";

export interface BookRowOut {
  ticker: string;
  close: number;
  values: VoterRecord<number | null>;
  /** 0..100, 100 the most favourable; null when the stock is not scored or the value not ranked. */
  percentiles: VoterRecord<number | null>;
  blendedScore: number | null;
  position: BookPosition | null;
  votersUsed: number;
  flag: typeof IMPLAUSIBLE_MOMENTUM_FLAG | null;
  unscoredReason: UnscoredReason | null;
}

export interface BookWeightsOut extends VoterWeights {
  /** The score dates whose ICs were averaged (null: none yet). */
  icWindowFirst: string | null;
  icWindowLast: string | null;
}

export interface BookDateOut {
  date: string;
  /** Stocks with a bar on the date. */
  members: number;
  scored: number;
  weights: BookWeightsOut;
  /** Every stock with a bar on the date, scored or not, by ticker. */
  rows: BookRowOut[];
}

/** A stock's closes and voter values by calendar index: what the book reads of its bars. */
export interface BookSeries {
  ticker: string;
  /** By calendar index; NaN where the stock has no bar. */
  close: Float64Array;
  /** Bars held up to and including each calendar index. */
  held: Int32Array;
  firstDate: string;
  /**
   * By voter, by calendar index less `valuesFrom`; NaN where null. All of them (`valuesFrom` 0), or
   * the block of dates a build holds at a time (HoldValues).
   */
  values: Record<string, Float64Array>;
  valuesFrom: number;
  /** 1 where every voter has a value. */
  scorable: Uint8Array;
}

interface IcEntry {
  index: number;
  date: string;
  ic: VoterRecord<number | null>;
}

const toNull = (value: number | undefined): number | null =>
  value === undefined || Number.isNaN(value) ? null : value;

/** The universe's sessions, ascending, with each date's index. */
export interface BookCalendar {
  dates: readonly string[];
  indexOf: ReadonlyMap<string, number>;
}

export function bookCalendar(dates: readonly string[]): BookCalendar {
  return { dates, indexOf: new Map(dates.map((date, i) => [date, i])) };
}

/**
 * A member's series, made from its bars, which are then no longer needed: a build that reads one
 * member's bars at a time (signalsBookBuild.ts) never holds the whole universe's bars, only these
 * typed arrays (8 numbers a session per stock).
 */
export function bookSeries(member: BookMember, calendar: BookCalendar): BookSeries {
  const { indexOf } = calendar;
  const days = calendar.dates.length;
  const close = new Float64Array(days).fill(Number.NaN);
  const held = new Int32Array(days);
  const computed = voterValues(member.bars);
  const values: Record<string, Float64Array> = {};
  for (const voter of VOTER_NAMES) values[voter] = new Float64Array(days).fill(Number.NaN);
  member.bars.forEach((bar, i) => {
    const d = indexOf.get(bar.date);
    if (d === undefined) throw new RangeError(`${member.ticker} ${bar.date} is not on the calendar`);
    close[d] = bar.close;
    for (const voter of VOTER_NAMES) values[voter]![d] = computed[voter][i] ?? Number.NaN;
  });
  let count = 0;
  const scorable = new Uint8Array(days);
  for (let d = 0; d < days; d++) {
    if (!Number.isNaN(close[d]!)) count++;
    held[d] = count;
    scorable[d] = VOTER_NAMES.every((voter) => !Number.isNaN(values[voter]![d]!)) ? 1 : 0;
  }
  return {
    ticker: member.ticker,
    close,
    held,
    firstDate: member.bars[0]?.date ?? "",
    values,
    valuesFrom: 0,
    scorable,
  };
}

/**
 * Called with each calendar index, ascending, before the book reads the members' voter values on
 * it: a build that holds the values a block of dates at a time (data/bookValueBlocks.ts) puts the
 * block holding `d` in every member's `values` here.
 */
export type HoldValues = (d: number) => void;

/** A member's value of `voter` on calendar index `d` (NaN where null). */
const valueOn = (series: BookSeries, voter: string, d: number): number =>
  series.values[voter]![d - series.valuesFrom]!;

/** Why a stock with a bar is not scored: too young for the longest voter, or a voter undefined. */
function unscoredReason(series: BookSeries, d: number, date: string): UnscoredReason {
  const young = series.held[d]! < HIGH_52W_SESSIONS || series.firstDate > minusCalendarMonths(date, 12);
  return young ? "insufficient_history" : "voter_not_computable";
}

/**
 * Each voter's IC on date `d`: Spearman's correlation across the scored stocks between the voter's
 * percentile and the return from `d` to `ahead`. Percentiles are affine in the ranks they come from,
 * so where every ranked stock has its forward return the percentiles stand for the ranks and only
 * the returns are ranked (once for all voters); otherwise both sides are ranked over the pairs.
 */
function informationCoefficients(
  scorable: readonly BookSeries[],
  pct: VoterRecord<(number | null)[]>,
  d: number,
  ahead: number,
): VoterRecord<number | null> {
  const forward = scorable.map((s) => s.close[ahead]! / s.close[d]! - 1);
  const complete = forward.every((r) => !Number.isNaN(r));
  let forwardRanks: number[] | null = null;
  const ic = {} as VoterRecord<number | null>;
  for (const voter of VOTER_NAMES) {
    const p = pct[voter];
    if (complete && p.every((value) => value !== null)) {
      forwardRanks ??= averageRanks(forward);
      ic[voter] = pearson(p as number[], forwardRanks);
      continue;
    }
    const xs: number[] = [];
    const ys: number[] = [];
    p.forEach((value, k) => {
      const r = forward[k]!;
      if (value !== null && !Number.isNaN(r)) {
        xs.push(value);
        ys.push(r);
      }
    });
    ic[voter] = spearman(xs, ys);
  }
  return ic;
}

/**
 * The book of every date of `calendar` (ascending universe sessions) over the members' bars, in
 * date order. Dates before the first book (fewer than MIN_BOOK_SIZE scored) yield nothing.
 */
export function buildBook(
  calendar: readonly string[],
  members: readonly BookMember[],
): Generator<BookDateOut> {
  const sessions = bookCalendar(calendar);
  return bookOfSeries(
    sessions,
    members.map((member) => bookSeries(member, sessions)),
  );
}

/**
 * The book over members' series (bookSeries, on the same calendar), as buildBook; `holdValues`
 * when the series hold their voter values a block at a time.
 */
export function* bookOfSeries(
  sessions: BookCalendar,
  members: readonly BookSeries[],
  holdValues?: HoldValues,
): Generator<BookDateOut> {
  const calendar = sessions.dates;
  const series = [...members].sort((a, b) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
  const ics: IcEntry[] = [];
  // ics[0..realisedEnd) are the ICs realised by the current date (score date ≤ date − 21 sessions).
  let realisedEnd = 0;

  for (let d = 0; d < calendar.length; d++) {
    const date = calendar[d]!;
    holdValues?.(d);
    const present = series.filter((s) => !Number.isNaN(s.close[d]!));
    const scorable = present.filter((s) => s.scorable[d] === 1);
    if (scorable.length < MIN_BOOK_SIZE) continue;

    // Percentiles among the scored stocks, voter by voter; an implausible momentum is not ranked.
    const pct = {} as VoterRecord<(number | null)[]>;
    for (const voter of VOTER_NAMES) {
      const raw = scorable.map((s) => {
        const value = valueOn(s, voter, d);
        return voter === "momentum_12_1" && value > IMPLAUSIBLE_MOMENTUM_ABOVE ? null : value;
      });
      pct[voter] = percentiles(raw, VOTER_BY_NAME[voter].higherIsBetter);
    }

    // Weights from the ICs realised by this date: score dates at least 21 sessions back, the newest year.
    while (realisedEnd < ics.length && ics[realisedEnd]!.index <= d - IC_HORIZON_SESSIONS) realisedEnd++;
    const realised = ics.slice(Math.max(0, realisedEnd - IC_WINDOW), realisedEnd);
    const weights: BookWeightsOut = {
      ...icWeights(realised.map((entry) => entry.ic)),
      icWindowFirst: realised[0]?.date ?? null,
      icWindowLast: realised.at(-1)?.date ?? null,
    };

    const scoredRows = new Map<string, BookRowOut>();
    scorable.forEach((s, k) => {
      const percentile = {} as VoterRecord<number | null>;
      const values = {} as VoterRecord<number | null>;
      for (const voter of VOTER_NAMES) {
        percentile[voter] = pct[voter][k] ?? null;
        values[voter] = toNull(valueOn(s, voter, d));
      }
      const score = blendedScore(percentile, weights.weights);
      const momentum = values.momentum_12_1;
      scoredRows.set(s.ticker, {
        ticker: s.ticker,
        close: s.close[d]!,
        values,
        percentiles: percentile,
        blendedScore: score,
        position: null,
        votersUsed: VOTER_NAMES.filter((voter) => percentile[voter] !== null).length,
        flag: momentum !== null && momentum > IMPLAUSIBLE_MOMENTUM_ABOVE ? IMPLAUSIBLE_MOMENTUM_FLAG : null,
        unscoredReason: null,
      });
    });
    const positions = rankBook(
      [...scoredRows.values()].flatMap((row) =>
        row.blendedScore === null ? [] : [{ ticker: row.ticker, score: row.blendedScore }],
      ),
    );
    for (const row of scoredRows.values()) row.position = positions.get(row.ticker) ?? null;

    // This date's IC, for the weights of dates 21 sessions on (never used before then).
    const ahead = d + IC_HORIZON_SESSIONS;
    if (ahead < calendar.length)
      ics.push({ index: d, date, ic: informationCoefficients(scorable, pct, d, ahead) });

    const rows = present.map(
      (s): BookRowOut =>
        scoredRows.get(s.ticker) ?? {
          ticker: s.ticker,
          close: s.close[d]!,
          values: Object.fromEntries(
            VOTER_NAMES.map((voter) => [voter, toNull(valueOn(s, voter, d))]),
          ) as VoterRecord<number | null>,
          percentiles: Object.fromEntries(VOTER_NAMES.map((voter) => [voter, null])) as VoterRecord<null>,
          blendedScore: null,
          position: null,
          votersUsed: 0,
          flag: null,
          unscoredReason: unscoredReason(s, d, date),
        },
    );
    yield { date, members: present.length, scored: positions.size, weights, rows };
  }
}
