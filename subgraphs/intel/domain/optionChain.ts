/**
 * One option chain snapshot as every options route reads it: the contracts held, split into the
 * current share basis and the stale pre-split twins (maxPain.ts `preSplitTwins`, per expiry), and
 * each current contract's implied volatility, delta and gamma read off its own close and the
 * underlying's close with Black–Scholes (blackScholes.ts). max_pain, gex, vol_surface and the
 * options chain route all take the basis split from here, so no route mixes bases silently.
 */
import { DAYS_PER_YEAR, delta, gamma, impliedVol } from "./blackScholes.js";
import { type ChainContract, preSplitTwins } from "./maxPain.js";
import type { ChainSlice } from "./optionsVolume.js";

const DAY_MS = 86_400_000;

/** A contract row as held (option_chain_rows): prices, IV and greeks exactly as the source gives them. */
export interface HeldContract extends ChainContract {
  open: number;
  high: number;
  low: number;
  close: number;
  impliedVolatility: number | null;
  delta: number | null;
  gamma: number | null;
  vega: number | null;
  theta: number | null;
}

export interface ChainBases<C extends ChainContract> {
  /** Contracts on the share basis of the snapshot day. */
  current: C[];
  /** Stale duplicates listed on the share basis before a split (strikes × splitRatio). */
  preSplit: C[];
  splitRatio: number | null;
}

/** The chain split by share basis, expiry by expiry (a twin listing is recognised per expiry). */
export function splitBases<C extends ChainContract>(contracts: readonly C[]): ChainBases<C> {
  const byExpiry = new Map<string, C[]>();
  for (const contract of contracts) {
    const group = byExpiry.get(contract.expiry);
    if (group) group.push(contract);
    else byExpiry.set(contract.expiry, [contract]);
  }
  const twins = new Set<ChainContract>();
  let splitRatio: number | null = null;
  for (const group of byExpiry.values()) {
    const found = preSplitTwins(group);
    if (!found) continue;
    splitRatio = found.ratio;
    for (const twin of found.twins) twins.add(twin);
  }
  return {
    current: contracts.filter((contract) => !twins.has(contract)),
    preSplit: contracts.filter((contract) => twins.has(contract)),
    splitRatio,
  };
}

/** Calendar days from the snapshot date to the expiry. */
export function daysToExpiry(snapshotDate: string, expiry: string): number {
  return Math.round((Date.parse(expiry) - Date.parse(snapshotDate)) / DAY_MS);
}

/** A current-basis contract with what the model reads off its close. */
export interface ModeledContract<C extends ChainContract = HeldContract> {
  contract: C;
  dte: number;
  /** Implied volatility (fraction per √year) of the contract's close; null with ivReason. */
  iv: number | null;
  ivReason: string | null;
  /** Per share; null where iv is. */
  delta: number | null;
  gamma: number | null;
}

/**
 * Each contract's implied volatility, delta and gamma at `spot` (USD per share, the snapshot day's
 * close on the chain's basis). Without a spot nothing can be read: every iv is null, no_underlying_price.
 */
export function modelContracts<C extends ChainContract & { close: number }>(
  contracts: readonly C[],
  spot: number | null,
  snapshotDate: string,
): ModeledContract<C>[] {
  return contracts.map((contract) => {
    const dte = daysToExpiry(snapshotDate, contract.expiry);
    if (spot === null) {
      return { contract, dte, iv: null, ivReason: "no_underlying_price", delta: null, gamma: null };
    }
    const years = dte / DAYS_PER_YEAR;
    const solved = impliedVol(contract.right, contract.close, spot, contract.strike, years);
    if (solved.vol === null) {
      return { contract, dte, iv: null, ivReason: solved.reason, delta: null, gamma: null };
    }
    return {
      contract,
      dte,
      iv: solved.vol,
      ivReason: null,
      delta: delta(contract.right, spot, contract.strike, years, solved.vol),
      gamma: gamma(spot, contract.strike, years, solved.vol),
    };
  });
}

/** Put/call ratio of two sums, 6 significant figures; null with a reason when it has no meaning. */
export function putCallRatio(
  put: number | null,
  call: number | null,
  what: "open_interest" | "volume",
): { value: number | null; reason: string | null } {
  if (call === null) return { value: null, reason: `no_call_${what}_held` };
  if (put === null) return { value: null, reason: `no_put_${what}_held` };
  if (call === 0) return { value: null, reason: `no_call_${what}` };
  return { value: Number((put / call).toPrecision(6)), reason: null };
}

/** A contract row of some snapshot date, as options volume reads it. */
export interface DatedContract extends ChainContract {
  date: string;
  sourceFile: string;
}

/**
 * Options volume's slices (one per date, file, right and expiry) from contract rows, each date's
 * pre-split twins left out and counted (`preSplitTwins`), so its open interest is not counted twice.
 */
export function slicesOfContracts(rows: readonly DatedContract[]): ChainSlice[] {
  const byDate = new Map<string, DatedContract[]>();
  for (const row of rows) {
    const group = byDate.get(row.date);
    if (group) group.push(row);
    else byDate.set(row.date, [row]);
  }
  const slices = new Map<string, ChainSlice>();
  for (const dayRows of byDate.values()) {
    const { current, preSplit } = splitBases(dayRows);
    for (const [row, twin] of [
      ...current.map((c) => [c, false] as const),
      ...preSplit.map((c) => [c, true] as const),
    ]) {
      const key = `${row.date} ${row.sourceFile} ${row.right} ${row.expiry}`;
      let slice = slices.get(key);
      if (!slice) {
        slice = {
          date: row.date,
          sourceFile: row.sourceFile,
          right: row.right,
          expiry: row.expiry,
          contracts: 0,
          volume: 0,
          openInterest: null,
          contractsWithOpenInterest: 0,
          preSplitTwins: 0,
        };
        slices.set(key, slice);
      }
      if (twin) {
        slice.preSplitTwins = (slice.preSplitTwins ?? 0) + 1;
        continue;
      }
      slice.contracts += 1;
      slice.volume += row.volume;
      if (row.openInterest !== null) {
        slice.openInterest = (slice.openInterest ?? 0) + row.openInterest;
        slice.contractsWithOpenInterest += 1;
      }
    }
  }
  return [...slices.values()];
}
