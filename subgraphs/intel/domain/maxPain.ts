/**
 * Max pain per expiry of one underlying's option chain snapshot: the settlement price, among the
 * expiry's strikes, at which option holders would be paid the least intrinsic value,
 *
 *   payout(S) = Σ_calls OI·max(0, S − K) + Σ_puts OI·max(0, K − S)   (per share, × 100 per contract).
 *
 * Conventions, each a choice a caller can see in the answer:
 * - Candidates are the distinct strikes held for the expiry, with or without open interest. payout(S)
 *   is convex and bends only at strikes with open interest, so the minimum is always one of those;
 *   the other strikes can only tie, and ties go to the lowest strike.
 * - Money is USD: intrinsic value per share × open interest × CONTRACT_MULTIPLIER (100 shares a
 *   contract, the standard US equity and index option). Sums run in integer tenths of a cent
 *   (strikes × 1000, as OCC symbols write them), so equal payouts compare equal and ties are exact.
 * - A contract without reported open interest is left out and counted, never taken as 0.
 * - An expiry needs open interest on both sides: with only calls (or only puts) the payout is smallest
 *   at the lowest (highest) strike by construction, which says nothing about the market. Such an
 *   expiry keeps its counts and has maxPainStrike null with a reason, never a made-up strike.
 * - A chain may list each contract twice around a split (AAPL 2014-06-10, the day after the 7:1 split:
 *   the adjusted contract, strike / 7, and its stale pre-split twin with no volume; PROVENANCE.md,
 *   "options/"). The twins are the same open interest counted again on another share basis, so they
 *   are left out and counted (preSplitTwins says exactly when).
 */

import type { OptionRight } from "./optionsVolume.js";

export interface ChainContract {
  expiry: string;
  strike: number;
  right: OptionRight;
  /** Day volume in contracts; read only to recognise stale pre-split twins (they do not trade). */
  volume: number;
  /** Open interest in contracts; null where the source did not report it. */
  openInterest: number | null;
}

/** The figures of an expiry's answer and their units (kit/figures.ts): fields and `units` come from it. */
export const MAX_PAIN_FIGURES = {
  maxPainStrike: "usd_per_share",
  payoutUsd: "usd",
  callPayoutUsd: "usd",
  putPayoutUsd: "usd",
  callOpenInterest: "contracts",
  putOpenInterest: "contracts",
} as const;

/** Shares delivered per contract: the payout is quoted per contract, not per share. */
export const CONTRACT_MULTIPLIER = 100;

export const MAX_PAIN_REASONS = {
  noCallContracts: "no_call_contracts_held",
  noPutContracts: "no_put_contracts_held",
  callOpenInterestNotReported: "call_open_interest_not_reported",
  putOpenInterestNotReported: "put_open_interest_not_reported",
  noCallOpenInterest: "no_call_open_interest",
  noPutOpenInterest: "no_put_open_interest",
} as const;

export interface MaxPainExpiry {
  expiry: string;
  /** The strike minimising the holders' payout; lowest strike on a tie. */
  maxPainStrike: number | null;
  /** Why maxPainStrike (and the payouts) are null: the first side, calls then puts, that lacks open interest. */
  maxPainReason: string | null;
  /** Holders' total intrinsic value at settlement on maxPainStrike, USD (× CONTRACT_MULTIPLIER). */
  payoutUsd: number | null;
  callPayoutUsd: number | null;
  putPayoutUsd: number | null;
  /** Candidate settlement prices tried: the distinct strikes held for the expiry. */
  strikesConsidered: number;
  /** Contracts of the expiry used, pre-split twins excluded, with or without open interest. */
  contracts: number;
  contractsWithoutOpenInterest: number;
  /** Open interest summed over the side's contracts that report it, in contracts. */
  callOpenInterest: number | null;
  callOpenInterestReason: string | null;
  putOpenInterest: number | null;
  putOpenInterestReason: string | null;
  /** Rows left out as stale pre-split duplicates of contracts already held on the adjusted basis. */
  preSplitTwinsExcluded: number;
  /** The whole split ratio those twins reveal (7 for AAPL 2014), null when there are none. */
  splitRatio: number | null;
}

/** One item per expiry held in the chain, nearest expiry first. */
export function maxPainByExpiry(contracts: Iterable<ChainContract>): MaxPainExpiry[] {
  const byExpiry = new Map<string, ChainContract[]>();
  for (const contract of contracts) {
    const group = byExpiry.get(contract.expiry);
    if (group) group.push(contract);
    else byExpiry.set(contract.expiry, [contract]);
  }
  return [...byExpiry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([expiry, group]) => maxPainOfExpiry(expiry, group));
}

function maxPainOfExpiry(expiry: string, all: readonly ChainContract[]): MaxPainExpiry {
  const split = preSplitTwins(all);
  const twins = new Set(split?.twins);
  const held = all.filter((contract) => !twins.has(contract));
  const strikes = [...new Set(held.map((contract) => toMills(contract.strike)))].sort((a, b) => a - b);
  const calls = sideOf(held, "C");
  const puts = sideOf(held, "P");
  const callOi = openInterestOf(
    calls,
    MAX_PAIN_REASONS.noCallContracts,
    MAX_PAIN_REASONS.callOpenInterestNotReported,
  );
  const putOi = openInterestOf(
    puts,
    MAX_PAIN_REASONS.noPutContracts,
    MAX_PAIN_REASONS.putOpenInterestNotReported,
  );
  const reason =
    callOi.reason ??
    (callOi.value === 0 ? MAX_PAIN_REASONS.noCallOpenInterest : null) ??
    putOi.reason ??
    (putOi.value === 0 ? MAX_PAIN_REASONS.noPutOpenInterest : null);
  const best = reason === null ? lowestPayout(strikes, calls, puts) : null;
  return {
    expiry,
    maxPainStrike: best ? best.strikeMills / 1000 : null,
    maxPainReason: reason,
    payoutUsd: best ? toUsd(best.callMills + best.putMills) : null,
    callPayoutUsd: best ? toUsd(best.callMills) : null,
    putPayoutUsd: best ? toUsd(best.putMills) : null,
    strikesConsidered: strikes.length,
    contracts: held.length,
    contractsWithoutOpenInterest: held.filter((contract) => contract.openInterest === null).length,
    callOpenInterest: callOi.value,
    callOpenInterestReason: callOi.reason,
    putOpenInterest: putOi.value,
    putOpenInterestReason: putOi.reason,
    preSplitTwinsExcluded: twins.size,
    splitRatio: split?.ratio ?? null,
  };
}

/** A side's contracts that report open interest, strikes in mills. */
interface Position {
  strikeMills: number;
  openInterest: number;
}

interface Side {
  held: number;
  positions: Position[];
}

function sideOf(contracts: readonly ChainContract[], right: OptionRight): Side {
  const side = contracts.filter((contract) => contract.right === right);
  return {
    held: side.length,
    positions: side.flatMap((contract) =>
      contract.openInterest === null
        ? []
        : [{ strikeMills: toMills(contract.strike), openInterest: contract.openInterest }],
    ),
  };
}

function openInterestOf(
  side: Side,
  noContracts: string,
  notReported: string,
): { value: number | null; reason: string | null } {
  if (side.held === 0) return { value: null, reason: noContracts };
  if (side.positions.length === 0) return { value: null, reason: notReported };
  return { value: side.positions.reduce((sum, p) => sum + p.openInterest, 0), reason: null };
}

interface Payout {
  strikeMills: number;
  /** Σ open interest × intrinsic value per share, in contracts × mills. */
  callMills: number;
  putMills: number;
}

/** The candidate with the smallest total payout; only a strictly smaller one replaces it, so ties keep the lowest strike. */
function lowestPayout(strikes: readonly number[], calls: Side, puts: Side): Payout | null {
  let best: Payout | null = null;
  for (const settle of strikes) {
    let callMills = 0;
    for (const p of calls.positions) callMills += p.openInterest * Math.max(0, settle - p.strikeMills);
    let putMills = 0;
    for (const p of puts.positions) putMills += p.openInterest * Math.max(0, p.strikeMills - settle);
    if (best === null || callMills + putMills < best.callMills + best.putMills) {
      best = { strikeMills: settle, callMills, putMills };
    }
  }
  return best;
}

/** Strikes as integer thousandths of a dollar (OCC writes strike × 1000), so sums and ties are exact. */
function toMills(strike: number): number {
  return Math.round(strike * 1000);
}

/** contracts × mills per share → USD: × 100 shares a contract, / 1000 mills a dollar. */
function toUsd(mills: number): number {
  return (mills * CONTRACT_MULTIPLIER) / 1000;
}

/** Fewest twin pairs a side must show: two or three contracts a ratio apart can be chance. */
const MIN_TWIN_PAIRS = 3;
/** An adjusted strike is published to the cent, so ratio × it is within ratio × half a cent of the old one. */
const HALF_CENT = 0.005;

/**
 * The stale pre-split twins of one expiry's contracts, or null. A chain lists its contracts twice
 * when, on each side held, the contracts sorted by strike split into a lower and an upper half of the
 * same size where every upper strike is one whole ratio r ≥ 2 times its lower partner (to the cent
 * the adjusted strike is rounded to), the same r for calls and puts, and no upper contract traded.
 * An ordinary chain's strike ladder never doubles from one half to the other pair by pair, so this
 * recognises a split's duplicate listing and nothing else; the upper half is the twin set.
 */
export function preSplitTwins(
  contracts: readonly ChainContract[],
): { ratio: number; twins: ChainContract[] } | null {
  let ratio: number | null = null;
  const twins: ChainContract[] = [];
  for (const right of ["C", "P"] as const) {
    const side = contracts.filter((contract) => contract.right === right).sort((a, b) => a.strike - b.strike);
    if (side.length === 0) continue;
    const half = side.length / 2;
    if (!Number.isInteger(half) || half < MIN_TWIN_PAIRS) return null;
    const lower = side.slice(0, half);
    const upper = side.slice(half);
    const r = Math.round(upper[0]!.strike / lower[0]!.strike);
    if (r < 2 || (ratio !== null && r !== ratio)) return null;
    const paired = upper.every(
      (twin, i) => twin.volume === 0 && Math.abs(twin.strike - r * lower[i]!.strike) <= r * HALF_CENT + 1e-9,
    );
    if (!paired) return null;
    ratio = r;
    twins.push(...upper);
  }
  return ratio === null ? null : { ratio, twins };
}

/** What an answer's figures cover and where they fall short, in words for the caller. */
export function maxPainNote(
  ticker: string,
  snapshotDate: string,
  expiries: readonly MaxPainExpiry[],
): string {
  const notes = [
    `Max pain of each expiry in the ${ticker} option chain snapshot of ${snapshotDate} (options/chains/, converted from QuantConnect Lean option universes): open interest as the file gives it, candidates the expiry's listed strikes.`,
  ];
  const twins = expiries.reduce((n, expiry) => n + expiry.preSplitTwinsExcluded, 0);
  if (twins > 0) {
    const ratio = expiries.find((expiry) => expiry.splitRatio !== null)?.splitRatio;
    notes.push(
      `${twins} contracts were left out as stale pre-split duplicates (strikes ${ratio}× an adjusted contract's, no volume): counting them would count the same open interest twice on another share basis.`,
    );
  }
  const refused = expiries.filter((expiry) => expiry.maxPainStrike === null).length;
  if (refused > 0) {
    notes.push(
      `${refused} of ${expiries.length} expiries lack open interest on one side (a truncated chain holds part of the listed contracts): their max pain is null with its reason, not estimated.`,
    );
  }
  const withoutOi = expiries.reduce((n, expiry) => n + expiry.contractsWithoutOpenInterest, 0);
  if (withoutOi > 0)
    notes.push(`${withoutOi} contracts report no open interest and are left out (unknown, not zero).`);
  return notes.join(" ");
}
