/**
 * Daily options volume from option chain snapshots: per snapshot date, call and put day volume, the
 * put/call volume ratio, open interest where the chain reports it, and how much of a chain is held.
 *
 * The input is slices of chains: one contract each, or contracts already grouped by date, file, right
 * and expiry (how data/optionChains.ts reads them); both give the same answer.
 *
 * Honesty rules (spec/01 conventions): a side of the chain with no contracts held has no volume and
 * no open interest - null with a reason, never 0 - and then no ratio either; the ratio is also null
 * when call volume is 0. Open interest sums only the contracts that report it, and says how many
 * do not. `coverage` says when a chain holds only calls or only puts, which a full chain never does.
 */

export type OptionRight = "C" | "P";

export interface ChainSlice {
  /** Snapshot date of the chain (the date its file is named for). */
  date: string;
  sourceFile: string;
  right: OptionRight;
  expiry: string;
  contracts: number;
  /** Day volume of the slice's contracts, in contracts. */
  volume: number;
  /** Open interest summed over the slice's contracts that report it; null when none does. */
  openInterest: number | null;
  contractsWithOpenInterest: number;
  /** Stale pre-split twins of the slice's contracts, already left out of it (optionChain.ts). */
  preSplitTwins?: number;
}

export type ChainCoverage = "calls_and_puts" | "calls_only" | "puts_only";

export const NULL_REASONS = {
  noCalls: "no_call_contracts_held",
  noPuts: "no_put_contracts_held",
  noCallVolume: "no_call_volume",
  openInterestNotReported: "open_interest_not_reported",
} as const;

export interface OptionsVolumeDay {
  date: string;
  callVolume: number | null;
  callVolumeReason: string | null;
  putVolume: number | null;
  putVolumeReason: string | null;
  /** Volume of every contract held, calls and puts. */
  totalVolume: number;
  /** put volume / call volume, 6 significant figures. */
  putCallVolumeRatio: number | null;
  putCallVolumeRatioReason: string | null;
  callOpenInterest: number | null;
  callOpenInterestReason: string | null;
  putOpenInterest: number | null;
  putOpenInterestReason: string | null;
  callContractsWithoutOpenInterest: number;
  putContractsWithoutOpenInterest: number;
  contracts: number;
  callContracts: number;
  putContracts: number;
  expiries: number;
  coverage: ChainCoverage;
  sourceFiles: string[];
  /** Contracts listed twice on the pre-split share basis, left out of every figure. */
  preSplitTwinsExcluded: number;
}

interface SideTotals {
  contracts: number;
  volume: number;
  openInterest: number;
  withOpenInterest: number;
}

const emptySide = (): SideTotals => ({ contracts: 0, volume: 0, openInterest: 0, withOpenInterest: 0 });

interface DayTotals {
  call: SideTotals;
  put: SideTotals;
  expiries: Set<string>;
  sourceFiles: Set<string>;
  twins: number;
}

/** One item per snapshot date, newest first. */
export function dailyOptionsVolume(slices: Iterable<ChainSlice>): OptionsVolumeDay[] {
  const days = new Map<string, DayTotals>();
  for (const slice of slices) {
    let day = days.get(slice.date);
    if (!day) {
      day = { call: emptySide(), put: emptySide(), expiries: new Set(), sourceFiles: new Set(), twins: 0 };
      days.set(slice.date, day);
    }
    const side = slice.right === "C" ? day.call : day.put;
    side.contracts += slice.contracts;
    side.volume += slice.volume;
    side.openInterest += slice.openInterest ?? 0;
    side.withOpenInterest += slice.contractsWithOpenInterest;
    day.expiries.add(slice.expiry);
    day.sourceFiles.add(slice.sourceFile);
    day.twins += slice.preSplitTwins ?? 0;
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, day]) => toDay(date, day));
}

function toDay(date: string, { call, put, expiries, sourceFiles, twins }: DayTotals): OptionsVolumeDay {
  const hasCalls = call.contracts > 0;
  const hasPuts = put.contracts > 0;
  const callOi = openInterestOf(call, NULL_REASONS.noCalls);
  const putOi = openInterestOf(put, NULL_REASONS.noPuts);
  const ratioReason = !hasCalls
    ? NULL_REASONS.noCalls
    : call.volume === 0
      ? NULL_REASONS.noCallVolume
      : !hasPuts
        ? NULL_REASONS.noPuts
        : null;
  return {
    date,
    callVolume: hasCalls ? call.volume : null,
    callVolumeReason: hasCalls ? null : NULL_REASONS.noCalls,
    putVolume: hasPuts ? put.volume : null,
    putVolumeReason: hasPuts ? null : NULL_REASONS.noPuts,
    totalVolume: call.volume + put.volume,
    putCallVolumeRatio: ratioReason === null ? significant(put.volume / call.volume, 6) : null,
    putCallVolumeRatioReason: ratioReason,
    callOpenInterest: callOi.value,
    callOpenInterestReason: callOi.reason,
    putOpenInterest: putOi.value,
    putOpenInterestReason: putOi.reason,
    callContractsWithoutOpenInterest: call.contracts - call.withOpenInterest,
    putContractsWithoutOpenInterest: put.contracts - put.withOpenInterest,
    contracts: call.contracts + put.contracts,
    callContracts: call.contracts,
    putContracts: put.contracts,
    expiries: expiries.size,
    coverage: hasCalls && hasPuts ? "calls_and_puts" : hasCalls ? "calls_only" : "puts_only",
    sourceFiles: [...sourceFiles].sort(),
    preSplitTwinsExcluded: twins,
  };
}

function openInterestOf(
  side: SideTotals,
  noContracts: string,
): { value: number | null; reason: string | null } {
  if (side.contracts === 0) return { value: null, reason: noContracts };
  if (side.withOpenInterest === 0) return { value: null, reason: NULL_REASONS.openInterestNotReported };
  return { value: side.openInterest, reason: null };
}

function significant(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

/** What the numbers cover and where they fall short, for the items actually returned. */
export function optionsVolumeNote(ticker: string, days: readonly OptionsVolumeDay[]): string {
  if (days.length === 0) {
    return `No option chain snapshots are held for ${ticker}; the empty list means none is held, not that no options traded.`;
  }
  const notes = [
    `Each item sums the contracts held in the ${ticker} option chain snapshot of its date (files under options/chains/, converted from QuantConnect Lean option universes): day volume and open interest in contracts, as the files give them. A chain that holds only part of the listed contracts understates the real totals; contracts and expiries say how much is held.`,
  ];
  for (const [coverage, side, missing] of [
    ["calls_only", "calls", "put"],
    ["puts_only", "puts", "call"],
  ] as const) {
    const partial = days.filter((day) => day.coverage === coverage);
    if (partial.length === 0) continue;
    const sizes = partial.map((day) => day.contracts);
    const size =
      Math.min(...sizes) === Math.max(...sizes)
        ? `${sizes[0]}`
        : `${Math.min(...sizes)} to ${Math.max(...sizes)}`;
    notes.push(
      `The chains of ${partial.map((day) => day.date).join(", ")} hold ${side} only (${size} contracts a day): they are truncated chains, not full ones, so ${missing} volume, ${missing} open interest and the put/call ratio are null (unknown), not zero, and the other figures cover only the contracts held.`,
    );
  }
  const twins = days.filter((day) => day.preSplitTwinsExcluded > 0);
  if (twins.length > 0) {
    notes.push(
      `The chains of ${twins.map((day) => day.date).join(", ")} list contracts a second time on the pre-split share basis (${twins.map((day) => day.preSplitTwinsExcluded).join(", ")} contracts); those stale twins are left out, so their open interest is not counted twice.`,
    );
  }
  const contracts = days.reduce((n, day) => n + day.contracts, 0);
  const withoutOi = days.reduce(
    (n, day) => n + day.callContractsWithoutOpenInterest + day.putContractsWithoutOpenInterest,
    0,
  );
  if (withoutOi > 0) {
    notes.push(
      `Open interest sums only the contracts that report it: ${withoutOi} of the ${contracts} contracts shown report none (unknown, not zero).`,
    );
  }
  return notes.join(" ");
}
