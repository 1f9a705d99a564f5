/**
 * The Tape product's answers from stored rows. Pure: rows and the clock in, answer out.
 *
 * Minute tape: each trade bar with the quote at the minute's close (NBBO-style quote bars, where
 * held), its session by the NYSE calendar, and totals with a VWAP of the minutes' typical prices
 * (no tick data is held, so that is what a VWAP can honestly be here, and `vwap_basis` says so).
 * A crypto pair trades around the clock: its bars' session is `continuous` (issue 14, defect 7),
 * and the regular/extended bar counts are null for not_applicable_crypto.
 *
 * Option prints: the day's chain rows that match, as OCC-style contracts with notional
 * close × volume × 100 (the standard 100-share equity and index option multiplier).
 */
import { sessionAt } from "../../../core/calendar.js";
import { toSignificant } from "./numbers.js";

export interface MinuteRow {
  ts_ms: number;
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface QuoteRow {
  ts_ms: number;
  bid_close: number | null;
  bid_size: number | null;
  ask_close: number | null;
  ask_size: number | null;
}

export type SessionFilter = "all" | "regular" | "extended";

export interface TapeBarsInput {
  ticker: string;
  sessionDate: string | null;
  availableSessions: string[];
  session: SessionFilter;
  limit: number;
  bars: readonly MinuteRow[];
  quotes: readonly QuoteRow[];
  now: Date;
  /** A crypto pair: no NYSE sessions. */
  crypto?: boolean;
}

/** A crypto bar's session label (as the price snapshot's, domain/snapshot.ts). */
const CONTINUOUS = "continuous";

const STALE_MS = 6 * 3_600_000;

export function buildTapeBars(input: TapeBarsInput) {
  const quoteAt = new Map(input.quotes.map((quote) => [quote.ts_ms, quote]));
  const all = input.bars.map((bar) => {
    const instant = new Date(bar.ts_ms);
    const quote = quoteAt.get(bar.ts_ms) ?? null;
    const bid = quote?.bid_close ?? null;
    const ask = quote?.ask_close ?? null;
    return {
      timestamp: instant.toISOString(),
      timeEt: easternClock(instant),
      session: input.crypto ? CONTINUOUS : sessionAt(instant).session,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      bid,
      ask,
      bidSize: quote?.bid_size ?? null,
      askSize: quote?.ask_size ?? null,
      spread: bid !== null && ask !== null ? toSignificant(ask - bid, 8) : null,
    };
  });
  const matching = all.filter((bar) =>
    input.session === "all"
      ? true
      : input.session === "regular"
        ? bar.session === "regular"
        : bar.session === "pre" || bar.session === "post",
  );
  const items = matching.slice(-input.limit);
  const last = input.bars.find((bar) => bar.ts_ms === Date.parse(items.at(-1)?.timestamp ?? ""));
  const asOf = last ? new Date(last.ts_ms + 60_000) : null;
  const nullReasons: Record<string, string> = {};
  const quotesHeld = input.quotes.length > 0;
  if (!quotesHeld) {
    for (const field of ["bid", "ask", "bid_size", "ask_size", "spread"])
      nullReasons[field] = "no_quote_bars_held_for_session";
  } else if (items.some((bar) => bar.bid === null || bar.ask === null)) {
    nullReasons.bid = "no_quote_in_that_minute_or_one_sided";
    nullReasons.ask = "no_quote_in_that_minute_or_one_sided";
  }
  const summary = summaryOf(items, input.crypto === true);
  if (input.crypto && summary) nullReasons.regularBars = nullReasons.extendedBars = "not_applicable_crypto";
  if (!summary) nullReasons.summary = "no_bars_served";
  return {
    ticker: input.ticker,
    sessionDate: input.sessionDate,
    session: input.session,
    availableSessions: input.availableSessions,
    count: items.length,
    truncated: matching.length > items.length,
    items,
    summary,
    quotesHeld,
    nullReasons,
    asOf: asOf?.toISOString() ?? null,
    isStale: asOf === null || input.now.getTime() - asOf.getTime() > STALE_MS,
    adjustmentBasis: "unadjusted",
    coverageNote: coverageNote(input),
  };
}

function easternClock(instant: Date): string {
  return instant.toLocaleTimeString("en-US", {
    timeZone: "America/New_York",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

function summaryOf(
  items: ReadonlyArray<{
    open: number;
    high: number;
    low: number;
    close: number;
    volume: number;
    session: string;
  }>,
  crypto: boolean,
) {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return null;
  let high = first.high;
  let low = first.low;
  let volume = 0;
  let weighted = 0;
  for (const bar of items) {
    high = Math.max(high, bar.high);
    low = Math.min(low, bar.low);
    volume += bar.volume;
    weighted += ((bar.high + bar.low + bar.close) / 3) * bar.volume;
  }
  const regularBars = crypto ? null : items.filter((bar) => bar.session === "regular").length;
  return {
    open: first.open,
    high,
    low,
    close: last.close,
    volume,
    vwap: volume > 0 ? toSignificant(weighted / volume, 8) : null,
    vwapBasis: "minute_typical_price",
    regularBars,
    extendedBars: regularBars === null ? null : items.length - regularBars,
  };
}

function coverageNote(input: TapeBarsInput): string | null {
  if (input.availableSessions.length === 0) return `No minute tape is held for ${input.ticker}.`;
  if (input.sessionDate !== null && !input.availableSessions.includes(input.sessionDate)) {
    return `No minute tape is held for ${input.ticker} on ${input.sessionDate}; sessions held: ${input.availableSessions.join(", ")}.`;
  }
  return null;
}

export interface ChainRow {
  expiry: string;
  strike: number;
  right: "C" | "P";
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  open_interest: number | null;
  implied_volatility: number | null;
  source_file: string;
}

export interface OptionTapeFilter {
  expiration: string | null;
  right: "C" | "P" | null;
  minVolume: number;
  sort: "volume" | "notional";
  limit: number;
}

/** OCC-style symbol: root, YYMMDD, C or P, strike × 1000 zero-padded to 8 digits. */
export function occSymbol(root: string, expiry: string, right: "C" | "P", strike: number): string {
  const yymmdd = `${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}`;
  return `${root}${yymmdd}${right}${String(Math.round(strike * 1000)).padStart(8, "0")}`;
}

const DAY_MS = 86_400_000;

/** Why a print's implied_volatility is null: the source's 0 placeholder, or no value at all. */
const IV_NOT_COMPUTED = "not_computed_by_source";

function ivComputed(row: ChainRow): boolean {
  return row.implied_volatility !== null && row.implied_volatility > 0;
}

export function buildOptionTape(input: {
  ticker: string;
  snapshotDate: string | null;
  availableDates: string[];
  rows: readonly ChainRow[];
  filter: OptionTapeFilter;
}) {
  const byContract = new Map<string, ChainRow>();
  for (const row of input.rows)
    byContract.set(occSymbol(input.ticker, row.expiry, row.right, row.strike), row);
  const snapshotMs = input.snapshotDate ? Date.parse(`${input.snapshotDate}T00:00:00Z`) : 0;
  const prints = [...byContract].map(([contract, row]) => ({
    contract,
    expiry: row.expiry,
    dte: Math.round((Date.parse(`${row.expiry}T00:00:00Z`) - snapshotMs) / DAY_MS),
    strike: row.strike,
    contractType: row.right === "C" ? "call" : "put",
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    volume: row.volume,
    openInterest: row.open_interest,
    // The source writes 0 where it computed no IV (intel's chain says the same): not a volatility.
    impliedVolatility: ivComputed(row) ? row.implied_volatility : null,
    impliedVolatilityReason: ivComputed(row) ? null : IV_NOT_COMPUTED,
    notional: toSignificant(row.close * row.volume * 100, 12),
  }));
  const { expiration, right, minVolume, sort, limit } = input.filter;
  const matched = prints.filter(
    (p) =>
      p.volume >= minVolume &&
      (expiration === null || p.expiry === expiration) &&
      (right === null || p.contractType === (right === "C" ? "call" : "put")),
  );
  matched.sort((a, b) =>
    sort === "notional"
      ? b.notional - a.notional || b.volume - a.volume || a.contract.localeCompare(b.contract)
      : b.volume - a.volume || b.notional - a.notional || a.contract.localeCompare(b.contract),
  );
  const sum = (type: string, key: "volume" | "notional") =>
    matched.filter((p) => p.contractType === type).reduce((total, p) => total + p[key], 0);
  const callVolume = sum("call", "volume");
  const putVolume = sum("put", "volume");
  const putsHeld = prints.some((p) => p.contractType === "put");
  const nullReasons: Record<string, string> = {};
  let ratio: number | null = null;
  if (!putsHeld) nullReasons.put_call_volume_ratio = "no_put_contracts_held";
  else if (callVolume === 0) nullReasons.put_call_volume_ratio = "no_call_volume";
  else ratio = toSignificant(putVolume / callVolume, 6);
  if (prints.some((p) => p.openInterest === null)) nullReasons.open_interest = "not_reported_by_source";
  const items = matched.slice(0, limit);
  return {
    ticker: input.ticker,
    snapshotDate: input.snapshotDate,
    availableDates: input.availableDates,
    count: items.length,
    items,
    summary:
      prints.length === 0
        ? null
        : {
            contractsHeld: prints.length,
            contractsMatched: matched.length,
            callVolume,
            putVolume,
            callNotional: toSignificant(sum("call", "notional"), 12),
            putNotional: toSignificant(sum("put", "notional"), 12),
            putCallVolumeRatio: ratio,
          },
    nullReasons,
    notionalBasis: "close_x_volume_x_100",
    source: "option_chain_snapshots",
    sourceFiles: [...new Set(input.rows.map((row) => row.source_file))].sort(),
    coverageNote: optionNote(input),
  };
}

function optionNote(input: {
  ticker: string;
  snapshotDate: string | null;
  availableDates: string[];
}): string | null {
  if (input.availableDates.length === 0) return `No option chain snapshot is held for ${input.ticker}.`;
  if (input.snapshotDate !== null && !input.availableDates.includes(input.snapshotDate)) {
    return `No option chain snapshot is held for ${input.ticker} on ${input.snapshotDate}; dates held: ${input.availableDates.join(", ")}.`;
  }
  return "Daily prints from held chain snapshots (one bar per contract per day); intraday option quotes are not held.";
}
