/**
 * A time-weighted (TWAP) even-slice scenario: `qty` whole shares over `minutes` one-minute slices,
 * the full window always used (spec/02 twap_plan: "even-slice scenario; whole shares, full
 * window"). Slice times are offsets from the start the caller chooses: the plan knows no calendar.
 */
import { wholeShareSlices } from "./executionSlices.js";

/** Every slice lasts one minute: the finest grain minute data and the spec's 1..390 minutes share. */
export const TWAP_SLICE_MINUTES = 1;

export const TWAP_REMAINDER_RULE =
  "Slice i (0-based) of n gets ⌊(i+1)·qty/n⌋ − ⌊i·qty/n⌋ shares: after each slice the cumulative " +
  "quantity is the straight-line target rounded down, so slices differ by at most one share, the " +
  "odd shares are spread evenly through the window, and the last slice completes qty exactly. When " +
  "qty < n some slices hold 0 shares; the window is still the full n minutes.";

export interface PlanSlice {
  index: number;
  /** Minutes from the plan's start at which the slice begins (inclusive) and ends (exclusive). */
  startMinute: number;
  endMinute: number;
  shares: number;
  cumulativeShares: number;
}

export interface TwapPlan {
  slices: PlanSlice[];
  minSliceShares: number;
  maxSliceShares: number;
  zeroShareSlices: number;
}

export function twapPlan(qty: number, minutes: number): TwapPlan {
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new RangeError(`minutes must be a whole number ≥ 1, got ${minutes}`);
  }
  const count = minutes / TWAP_SLICE_MINUTES;
  const shares = wholeShareSlices(qty, new Array<number>(count).fill(1));
  let cumulative = 0;
  const slices = shares.map((sliceShares, index) => {
    cumulative += sliceShares;
    return {
      index,
      startMinute: index * TWAP_SLICE_MINUTES,
      endMinute: (index + 1) * TWAP_SLICE_MINUTES,
      shares: sliceShares,
      cumulativeShares: cumulative,
    };
  });
  return {
    slices,
    minSliceShares: Math.min(...shares),
    maxSliceShares: Math.max(...shares),
    zeroShareSlices: shares.filter((sliceShares) => sliceShares === 0).length,
  };
}
