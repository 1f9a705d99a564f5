/**
 * Splits and dividends applied to prices: split adjustment onto the latest known share basis,
 * and the dividend yields of the price snapshot (spec/01). Pure: actions and prices in, figures out.
 */
import { toSignificant } from "./numbers.js";

export interface Split {
  exDate: string;
  /** Shares after : shares before. */
  numerator: number;
  denominator: number;
}

export interface Dividend {
  exDate: string;
  /** USD per share as paid on its ex-date's share basis. */
  cashAmount: number;
}

export interface Coverage {
  coveredFrom: string;
  coveredThrough: string;
}

/**
 * How many of today's shares one share dated `date` became: the product of the ratios of the
 * splits that went ex after `date` and on or before `through` (every known split when absent).
 * A price dated `date` divided by it (a volume multiplied) is on the later share basis.
 */
export function splitFactorAfter(splits: readonly Split[], date: string, through?: string): number {
  let factor = 1;
  for (const split of splits) {
    if (split.exDate > date && (through === undefined || split.exDate <= through)) {
      factor *= split.numerator / split.denominator;
    }
  }
  return factor;
}

/**
 * The share basis a daily file's prices are on (prices/daily_index.csv close_basis): each bar's
 * own day (an unadjusted file, and minute bars, which are always raw), or every split the file's
 * source knew of (a split-adjusted file, adjusted to its own end).
 */
export type FileShareBasis = "own_day" | "every_split";

/**
 * The one rule for putting a price of `date` on the share basis of `through` (issue 29: a figure
 * served at an instant is adjusted only for the splits effective on or before it): the held splits
 * after the bar and on or before `through` applied, and, for a file adjusted for every split, those
 * after `through` undone. Divide a price by it and multiply a volume (adjustForSplits). Exactly 1
 * when no held split separates the two bases, so a clock after the latest split changes nothing.
 */
export function shareBasisFactor(
  splits: readonly Split[],
  date: string,
  through: string,
  fileBasis: FileShareBasis,
): number {
  const applied = splitFactorAfter(splits, date, through);
  return fileBasis === "own_day" ? applied : applied / splitFactorAfter(splits, date);
}

/**
 * The share basis of a file's close_basis, when its bars can be put on another day's: a raw file
 * always; a split-adjusted one only when the ticker's split history is held (a factor file's
 * coverage or a held split), since undoing splits nobody listed is a guess (NVDA, TSLA: their
 * source's 2020-2022 splits are not in the bundle). Null serves the file as its source adjusted it:
 * that, or a file also adjusted for dividends (Stooq: split_dividend_adjusted), whose factors are
 * not published.
 */
export function fileShareBasis(
  closeBasis: string | null | undefined,
  splitHistoryHeld: boolean,
): FileShareBasis | null {
  if (closeBasis === "unadjusted") return "own_day";
  if (closeBasis === "split_adjusted" && splitHistoryHeld) return "every_split";
  return null;
}

/** Whether a ticker's splits are known: a Lean factor file covers it, or a split of it is held. */
export function splitHistoryHeld(actions: { splits: readonly Split[]; coverage: Coverage | null }): boolean {
  return actions.coverage !== null || actions.splits.length > 0;
}

/**
 * What an answer's prices are adjusted for (issue 29's `share_basis`): `as_traded`, every figure
 * on its own day's share basis (no held split between them and the instant served);
 * `split_adjusted_as_of`, on the share basis of `shareBasisAsOf` (the splits effective on or before
 * it applied, none after); `source_adjusted_as_of`, as the source adjusted it (for splits, and
 * dividends where its close_basis says so) through `shareBasisAsOf`, which can be after the instant.
 */
export interface ShareBasis {
  shareBasis: "as_traded" | "split_adjusted_as_of" | "source_adjusted_as_of";
  shareBasisAsOf: string;
}

/**
 * The basis of figures dated `from`..`through` put on `through`'s share basis by shareBasisFactor;
 * `sourceAdjustedThrough` is the end of a file that could not be put back (fileBasis null).
 */
export function shareBasisOf(
  splits: readonly Split[],
  range: { from: string; through: string },
  fileBasis: FileShareBasis | null,
  sourceAdjustedThrough: string,
): ShareBasis {
  if (fileBasis === null)
    return { shareBasis: "source_adjusted_as_of", shareBasisAsOf: sourceAdjustedThrough };
  const between = splits.some((split) => split.exDate > range.from && split.exDate <= range.through);
  return { shareBasis: between ? "split_adjusted_as_of" : "as_traded", shareBasisAsOf: range.through };
}

/** Prices to a millionth of a dollar: division by a split ratio leaves long binary tails. */
function price(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export interface Ohlcv {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function adjustForSplits<T extends Ohlcv>(bar: T, factor: number): T {
  if (factor === 1) return bar;
  return {
    ...bar,
    open: price(bar.open / factor),
    high: price(bar.high / factor),
    low: price(bar.low / factor),
    close: price(bar.close / factor),
    volume: Math.round(bar.volume * factor),
  };
}

/** Bars (oldest first or not) put on the share basis of `through` by shareBasisFactor. */
export function onShareBasisOf<T extends Ohlcv>(
  bars: readonly T[],
  dateOf: (bar: T) => string,
  basis: { splits: readonly Split[]; through: string; fileBasis: FileShareBasis },
): T[] {
  return bars.map((bar) =>
    adjustForSplits(bar, shareBasisFactor(basis.splits, dateOf(bar), basis.through, basis.fileBasis)),
  );
}

const DAY_MS = 86_400_000;

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

export interface DividendBlock {
  /** Sum of the split-adjusted regular cash dividends with ex-date in the 365 days to price_date. */
  trailing12mCash: number | null;
  paymentsTrailing12m: number | null;
  lastExDate: string | null;
  /** Per share on the price date's share basis. */
  lastCashAmount: number | null;
  /** As paid on its ex-date. */
  lastCashAmountAsPaid: number | null;
  paymentsPerYear: number | null;
  /** First and last date over which the held dividend history is complete. */
  historyFrom: string | null;
  historyThrough: string | null;
  /** ok, non_payer, no_dividend_history_held, dividend_history_not_current, ... */
  status: string;
}

export interface DividendYields {
  /** Fraction: trailing regular cash over price. */
  dividendYield: number | null;
  dividendYieldReason: string | null;
  dividendYieldIndicated: number | null;
  dividendYieldIndicatedReason: string | null;
  dividend: DividendBlock;
}

const FREQUENCIES = [1, 2, 4, 12];

/**
 * Payments per year read from the spacing of the latest ex-dates (median gap, snapped to annual,
 * semi-annual, quarterly or monthly); null with fewer than two payments.
 */
export function paymentsPerYear(exDates: readonly string[]): number | null {
  const recent = [...exDates].sort().slice(-5);
  if (recent.length < 2) return null;
  const gaps = recent.slice(1).map((date, i) => (Date.parse(date) - Date.parse(recent[i]!)) / DAY_MS);
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  const perYear = 365 / median;
  return FREQUENCIES.reduce((best, f) => (Math.abs(f - perYear) < Math.abs(best - perYear) ? f : best));
}

/**
 * spec/01: dividend_yield is the regular cash dividends with ex-date in the last 365 days over
 * price, split-adjusted; null for a non-payer. dividend_yield_indicated is the latest regular
 * dividend times payments per year over price. Without a complete history for the window (no
 * history held, or it ends before the price date) both are null and say so: an absent dividend
 * outside the held history is unknown, not zero.
 */
export function dividendYields(input: {
  price: number;
  priceDate: string;
  dividends: readonly Dividend[];
  splits: readonly Split[];
  coverage: Coverage | null;
  /**
   * The share basis the price is on: splits up to this date are applied to dividends. The price
   * date for an as-traded price; absent (every known split) for a series adjusted by its source.
   */
  shareBasisThrough?: string;
  /** The instant's date: the history is not said to reach past it (issue 29). */
  clockDate: string;
}): DividendYields {
  const { price: last, priceDate, coverage } = input;
  const basisThrough = input.shareBasisThrough ?? "9999-12-31";
  const windowStart = daysBefore(priceDate, 365);
  const known = input.dividends
    .filter((d) => d.exDate <= priceDate)
    .sort((a, b) => a.exDate.localeCompare(b.exDate));
  const onPriceBasis = (d: Dividend) => d.cashAmount / splitFactorAfter(input.splits, d.exDate, basisThrough);
  const latest = known.at(-1) ?? null;
  const block: DividendBlock = {
    trailing12mCash: null,
    paymentsTrailing12m: null,
    lastExDate: latest?.exDate ?? null,
    lastCashAmount: latest ? round6(onPriceBasis(latest)) : null,
    lastCashAmountAsPaid: latest?.cashAmount ?? null,
    paymentsPerYear: paymentsPerYear(known.map((d) => d.exDate)),
    historyFrom: coverage?.coveredFrom ?? null,
    historyThrough:
      coverage === null
        ? null
        : coverage.coveredThrough < input.clockDate
          ? coverage.coveredThrough
          : input.clockDate,
    status: "ok",
  };
  const unknown = (status: string): DividendYields => ({
    dividendYield: null,
    dividendYieldReason: status,
    dividendYieldIndicated: null,
    dividendYieldIndicatedReason: status,
    dividend: { ...block, status },
  });
  if (!coverage) return unknown("no_dividend_history_held");
  if (coverage.coveredThrough < priceDate) return unknown("dividend_history_not_current");
  if (coverage.coveredFrom > windowStart) return unknown("dividend_history_shorter_than_365_days");
  if (!(last > 0)) return unknown("price_not_positive");

  const inWindow = known.filter((d) => d.exDate > windowStart);
  const trailing = inWindow.reduce((sum, d) => sum + onPriceBasis(d), 0);
  block.trailing12mCash = round6(trailing);
  block.paymentsTrailing12m = inWindow.length;
  if (inWindow.length === 0) {
    return {
      dividendYield: null,
      dividendYieldReason: "non_payer",
      dividendYieldIndicated: null,
      dividendYieldIndicatedReason: "non_payer",
      dividend: { ...block, status: "non_payer" },
    };
  }
  const perYear = block.paymentsPerYear;
  const indicated = latest && perYear !== null ? (onPriceBasis(latest) * perYear) / last : null;
  return {
    dividendYield: toSignificant(trailing / last, 6),
    dividendYieldReason: null,
    dividendYieldIndicated: indicated === null ? null : toSignificant(indicated, 6),
    dividendYieldIndicatedReason: indicated === null ? "payment_frequency_unknown" : null,
    dividend: block,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
