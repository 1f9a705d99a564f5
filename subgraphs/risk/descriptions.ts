/**
 * Descriptions risk's answers repeat: one sentence per meaning, declared once (issue 28 item 6).
 * The generic ones every subgraph shares are in kit/descriptions.ts.
 */

/** A portfolio-risk answer's `bookBasis` (domain/houseBook.ts). */
export const BOOK_BASIS = "Which book was measured: signals_book or reference_portfolio.";

/** A portfolio-risk answer's `book`. */
export const HOUSE_BOOK =
  "The book measured: its members, their sides and weights, and where their closes are read.";

/** A house-book position's `side`. */
export const POSITION_SIDE = "long or short.";

/** A house-book position's `weight`. */
export const POSITION_WEIGHT = "Share of the book's value, positive; side gives its sign.";

/** An execution answer's `qty`: the argument echoed. */
export const ORDER_QTY = "The order's size in whole shares, as asked (1..10,000,000).";

/** An execution answer's `side`: the argument echoed. */
export const ORDER_SIDE = "The order's side, as asked.";

/** A plan slice's `index`. */
export const SLICE_INDEX = "The slice's position in the plan, from 0, in time order.";

/** A plan slice's `cumulativeShares`. */
export const CUMULATIVE_SHARES = "Shares planned through the end of this slice; the last slice's equals qty.";

/** A plan's `remainderRule`. */
export const REMAINDER_RULE = "How whole shares are spread over the slices so that they sum to qty exactly.";

/** A plan's `guarantees`. */
export const PLAN_GUARANTEES = "What the plan does not guarantee: every flag false, and the disclaimer.";

/** A plan's `sliceCount`. */
export const SLICE_COUNT = "Slices in the plan (the length of slices).";

/** The last session of a daily window that is empty when no bar is held. */
export const WINDOW_END_NEWEST_BAR =
  "ISO date of the newest daily bar held by the clock: the window's last session.";

/** The `registry` block of a trial-registry answer. */
export const TRIAL_REGISTRY_READ = "The trial registry read.";

/** The `units` of the deflated-Sharpe answers. */
export const SHARPE_UNITS = "The unit of each value (annualised Sharpe ratios, probabilities, counts).";
