/**
 * Number presentation for market figures: fixed significant digits and percent changes, kept free of binary
 * float artefacts so that what is serialised is the shortest decimal a reader expects.
 */

/**
 * `x` rounded to `digits` significant figures (1.234567 → 1.23457, 123456789 → 123457000 at 6 digits).
 *
 * Goes through the decimal string because scaling by powers of ten (Math.round(x·10^k)/10^k) reintroduces the
 * artefacts (1.2345700000000001) it means to remove; Number(toPrecision) returns the double nearest to the
 * rounded decimal, which prints as exactly that decimal. Rounding is half-away-from-zero on the double's exact
 * value. Non-finite input passes through; -0 becomes 0.
 */
export function toSignificant(x: number, digits: number): number {
  if (!Number.isInteger(digits) || digits < 1 || digits > 100) {
    throw new RangeError(`digits must be an integer from 1 to 100, got ${digits}`);
  }
  if (!Number.isFinite(x)) return x;
  const rounded = Number(x.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Change from `from` to `to` in percent points (100 → 101.5 is 1.5), unrounded; null when either side is
 * missing or the base is zero, since no percentage describes a move off zero.
 */
export function percentChange(from: number | null | undefined, to: number | null | undefined): number | null {
  if (from === null || from === undefined || to === null || to === undefined || from === 0) return null;
  return ((to - from) / from) * 100;
}
