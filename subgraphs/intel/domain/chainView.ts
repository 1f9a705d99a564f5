/**
 * The options chain route's view of a snapshot (spec/01 "Options chain contract"): contracts
 * filtered and sorted as asked, each with the fields the data has and a reason for each it has not,
 * a summary over the whole current-basis chain, and what the bundled chain covers.
 */
import { CONTRACT_MULTIPLIER } from "./maxPain.js";
import {
  type ChainBases,
  daysToExpiry,
  type HeldContract,
  type ModeledContract,
  putCallRatio,
} from "./optionChain.js";
import type { OptionRight } from "./optionsVolume.js";
import { atmByExpiry } from "./volSurface.js";

export type ChainSort = "open_interest" | "notional";

export interface ChainFilter {
  right: OptionRight | null;
  expiration: string | null;
  minDte: number | null;
  maxDte: number | null;
  minOpenInterest: number | null;
  minVolume: number | null;
  /** |strike / spot − 1| at most this, spot on the contract's own share basis. */
  moneyness: number | null;
  sort: ChainSort;
  limit: number;
}

export const CONTRACT_NULL_REASONS = {
  noQuotes: "no_quotes_in_source",
  noTrade: "no_trade_on_snapshot_day",
  noTradePrints: "no_trade_prints_in_source",
  ivNotComputed: "not_computed_by_source",
  openInterestNotReported: "open_interest_not_reported",
} as const;

export interface ChainContractView {
  expiry: string;
  dte: number;
  strike: number;
  right: OptionRight;
  /** current: the snapshot day's share basis; pre_split: a stale twin struck on the old basis. */
  strikeBasis: "current" | "pre_split";
  bid: number | null;
  ask: number | null;
  mid: number | null;
  last: number | null;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  vwap: number | null;
  notionalUsd: number | null;
  impliedVolatility: number | null;
  delta: number | null;
  gamma: number | null;
  theta: number | null;
  vega: number | null;
  openInterest: number | null;
  underlyingPrice: number | null;
  moneyness: number | null;
  nullReasons: Record<string, string>;
}

export function contractView(
  contract: HeldContract,
  snapshotDate: string,
  basis: "current" | "pre_split",
  spot: number | null,
  spotReason: string,
): ChainContractView {
  const reasons: Record<string, string> = {
    bid: CONTRACT_NULL_REASONS.noQuotes,
    ask: CONTRACT_NULL_REASONS.noQuotes,
    mid: CONTRACT_NULL_REASONS.noQuotes,
    vwap: CONTRACT_NULL_REASONS.noTradePrints,
  };
  const traded = contract.volume > 0;
  if (!traded) {
    reasons.last = CONTRACT_NULL_REASONS.noTrade;
    reasons.notionalUsd = CONTRACT_NULL_REASONS.noTrade;
  }
  // The source writes IV 0 (and greeks 0 or placeholders) where it computed none.
  const greeks = contract.impliedVolatility !== null && contract.impliedVolatility > 0;
  if (!greeks) {
    for (const field of ["impliedVolatility", "delta", "gamma", "theta", "vega"]) {
      reasons[field] = CONTRACT_NULL_REASONS.ivNotComputed;
    }
  }
  if (contract.openInterest === null) reasons.openInterest = CONTRACT_NULL_REASONS.openInterestNotReported;
  if (spot === null) {
    reasons.underlyingPrice = spotReason;
    reasons.moneyness = spotReason;
  }
  return {
    expiry: contract.expiry,
    dte: daysToExpiry(snapshotDate, contract.expiry),
    strike: contract.strike,
    right: contract.right,
    strikeBasis: basis,
    bid: null,
    ask: null,
    mid: null,
    last: traded ? contract.close : null,
    open: contract.open,
    high: contract.high,
    low: contract.low,
    close: contract.close,
    volume: contract.volume,
    vwap: null,
    notionalUsd: traded
      ? Math.round(contract.volume * contract.close * CONTRACT_MULTIPLIER * 100) / 100
      : null,
    impliedVolatility: greeks ? contract.impliedVolatility : null,
    delta: greeks ? contract.delta : null,
    gamma: greeks ? contract.gamma : null,
    theta: greeks ? contract.theta : null,
    vega: greeks ? contract.vega : null,
    openInterest: contract.openInterest,
    underlyingPrice: spot,
    moneyness: spot === null ? null : Number((contract.strike / spot).toPrecision(6)),
    nullReasons: reasons,
  };
}

/** The views of every contract (pre-split twins priced against spot × ratio), filtered, sorted, limited. */
export function selectContracts(
  bases: ChainBases<HeldContract>,
  snapshotDate: string,
  spot: number | null,
  spotReason: string,
  filter: ChainFilter,
): { contracts: ChainContractView[]; matched: number } {
  const preSplitSpot = spot !== null && bases.splitRatio !== null ? spot * bases.splitRatio : null;
  const views = [
    ...bases.current.map((c) => contractView(c, snapshotDate, "current", spot, spotReason)),
    ...bases.preSplit.map((c) => contractView(c, snapshotDate, "pre_split", preSplitSpot, spotReason)),
  ].filter((view) => matches(view, filter));
  const key = (view: ChainContractView) =>
    filter.sort === "open_interest" ? view.openInterest : view.notionalUsd;
  views.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    // Unknown sorts last: it is not known to be small.
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return kb - ka;
    }
    return a.expiry.localeCompare(b.expiry) || a.strike - b.strike || a.right.localeCompare(b.right);
  });
  return { contracts: views.slice(0, filter.limit), matched: views.length };
}

function matches(view: ChainContractView, f: ChainFilter): boolean {
  if (f.right !== null && view.right !== f.right) return false;
  if (f.expiration !== null && view.expiry !== f.expiration) return false;
  if (f.minDte !== null && view.dte < f.minDte) return false;
  if (f.maxDte !== null && view.dte > f.maxDte) return false;
  // An unreported open interest is not shown to clear a floor.
  if (f.minOpenInterest !== null && (view.openInterest === null || view.openInterest < f.minOpenInterest)) {
    return false;
  }
  if (f.minVolume !== null && view.volume < f.minVolume) return false;
  if (f.moneyness !== null && (view.moneyness === null || Math.abs(view.moneyness - 1) > f.moneyness)) {
    return false;
  }
  return true;
}

export interface ChainSummary {
  contracts: number;
  expirations: number;
  callContracts: number;
  putContracts: number;
  callOpenInterest: number | null;
  putOpenInterest: number | null;
  callVolume: number | null;
  putVolume: number | null;
  putCallOpenInterestRatio: number | null;
  putCallVolumeRatio: number | null;
  frontMonthExpiry: string | null;
  frontMonthAtmIv: number | null;
  nullReasons: Record<string, string>;
}

/**
 * Over the whole current-basis chain, not the page: open interest sums the contracts that report
 * it; front month = the nearest expiry at least 7 days out (a weekly in its last days says little
 * about the month), its ATM IV from volSurface.ts.
 */
export function chainSummary(modeled: readonly ModeledContract[], spot: number | null): ChainSummary {
  const side = (right: OptionRight) =>
    modeled.filter((m) => m.contract.right === right).map((m) => m.contract);
  const calls = side("C");
  const puts = side("P");
  const oi = (list: HeldContract[]) => {
    const reported = list.filter((c) => c.openInterest !== null);
    return list.length === 0 || reported.length === 0
      ? null
      : reported.reduce((s, c) => s + (c.openInterest ?? 0), 0);
  };
  const vol = (list: HeldContract[]) => (list.length === 0 ? null : list.reduce((s, c) => s + c.volume, 0));
  const callOi = oi(calls);
  const putOi = oi(puts);
  const oiRatio = putCallRatio(putOi, callOi, "open_interest");
  const volRatio = putCallRatio(vol(puts), vol(calls), "volume");
  const atm = atmByExpiry(modeled, spot);
  const front = atm.find((e) => e.dte >= 7) ?? null;
  const reasons: Record<string, string> = {};
  if (oiRatio.reason) reasons.putCallOpenInterestRatio = oiRatio.reason;
  if (volRatio.reason) reasons.putCallVolumeRatio = volRatio.reason;
  if (!front) reasons.frontMonthAtmIv = "no_expiry_7_days_or_more_out";
  else if (front.atmIv === null) reasons.frontMonthAtmIv = front.reason ?? "no_atm_iv";
  return {
    contracts: modeled.length,
    expirations: new Set(modeled.map((m) => m.contract.expiry)).size,
    callContracts: calls.length,
    putContracts: puts.length,
    callOpenInterest: callOi,
    putOpenInterest: putOi,
    callVolume: vol(calls),
    putVolume: vol(puts),
    putCallOpenInterestRatio: oiRatio.value,
    putCallVolumeRatio: volRatio.value,
    frontMonthExpiry: front?.expiry ?? null,
    frontMonthAtmIv: front?.atmIv ?? null,
    nullReasons: reasons,
  };
}

export interface ChainCoverage {
  /** full_chain, truncated_calls_only, truncated_puts_only. */
  kind: string;
  preSplitContracts: number;
  splitRatio: number | null;
  captureWindowApplied: boolean;
  note: string;
}

export function chainCoverage(bases: ChainBases<HeldContract>, ticker: string, date: string): ChainCoverage {
  const calls = bases.current.some((c) => c.right === "C");
  const puts = bases.current.some((c) => c.right === "P");
  const kind = calls && puts ? "full_chain" : calls ? "truncated_calls_only" : "truncated_puts_only";
  const notes = [
    `The ${ticker} chain of ${date} as bundled (a QuantConnect Lean option universe file, end of day), not a live capture: the capture window of a live chain (expiries within 120 days, strikes within 30 % of spot, 150 contracts) is not applied.`,
  ];
  if (kind !== "full_chain") {
    notes.push(
      `It holds ${calls ? "calls" : "puts"} only (${bases.current.length} contracts): a truncated test chain, not a full one, so put/call ratios are null and every total covers only the contracts held.`,
    );
  }
  if (bases.preSplit.length > 0) {
    notes.push(
      `It lists ${bases.preSplit.length} contracts twice after a ${bases.splitRatio}:1 split: the stale pre-split twins (strike_basis pre_split, strikes ×${bases.splitRatio}, no volume) are labelled, priced against spot ×${bases.splitRatio}, and left out of the summary.`,
    );
  }
  return {
    kind,
    preSplitContracts: bases.preSplit.length,
    splitRatio: bases.splitRatio,
    captureWindowApplied: false,
    note: notes.join(" "),
  };
}
