/**
 * Whole shares over slices, shared by the TWAP and VWAP plans: one rule for the remainder, so an
 * order is always placed in full and never as fractions.
 *
 * Slice i receives ⌊Q·Wᵢ/W⌋ − ⌊Q·Wᵢ₋₁/W⌋ shares, where Wᵢ is the cumulative weight through slice i
 * and W the total: after every slice the cumulative quantity is the straight (TWAP) or weighted
 * (VWAP) target rounded down, the last slice brings it to exactly Q, and the odd shares fall where
 * the target crosses a whole share — spread through the window, not heaped on its first or last
 * slice. With equal weights slices differ by at most one share. Integer arithmetic throughout
 * (BigInt: 10,000,000 shares × a session's volume exceeds 2^53), so no share is lost to rounding.
 */

/** Shares per slice for `qty` shares over slices of the given non-negative whole weights. */
export function wholeShareSlices(qty: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(qty) || qty < 0) throw new RangeError(`qty must be a whole number ≥ 0, got ${qty}`);
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new RangeError("weights must be whole numbers ≥ 0");
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError("the weights sum to zero: nothing to allocate by");
  const q = BigInt(qty);
  let cumulativeWeight = 0n;
  let placed = 0n;
  return weights.map((weight) => {
    cumulativeWeight += BigInt(weight);
    const target = (q * cumulativeWeight) / total;
    const shares = target - placed;
    placed = target;
    return Number(shares);
  });
}

/** The spec's disclaimers of an execution plan (spec/02 twap_plan), as fields. */
export const PLAN_GUARANTEES = {
  liquidityGuarantee: false,
  calendarGuarantee: false,
  costGuarantee: false,
  fillGuarantee: false,
} as const;

export const PLAN_DISCLAIMER =
  "A scenario, not an order: no liquidity, calendar, cost or fill guarantee. The slices assume every " +
  "share can be traded when scheduled; they do not check the exchange calendar, the book's depth, " +
  "halts or the cost of trading.";
