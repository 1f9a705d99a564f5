/**
 * The smart-route answer (spec/02 smart_route: venue mix lit, dark, algo) and what it rests on.
 *
 * A venue mix is a statement about where a symbol's volume trades and how deep each venue's book is:
 * exchange market shares, FINRA ATS and OTC transparency data, trade-reporting-facility prints. None
 * of that is bundled, so the mix is withheld with its reason rather than invented. What the data does
 * hold about routing this order — its size against the average daily volume and against the size
 * displayed at the best quote on the side it would take — is stated instead.
 */
import { median, type QuoteSides } from "./costEstimate.js";

export const SMART_ROUTE_FIGURES = {
  litPct: "percent",
  darkPct: "percent",
  algoPct: "percent",
  advShares: "shares",
  participationOfAdv: "fraction",
  displayedSizeShares: "shares",
  qtyOverDisplayedSize: "multiple",
} as const;

export const VENUE_MIX_WITHHELD = "no_venue_volume_data_bundled";

export const VENUE_MIX_BASIS =
  "withheld: a lit/dark/algo mix rests on where the symbol's volume trades (exchange market shares, FINRA " +
  "ATS and OTC transparency data, trade-reporting-facility prints) and on each venue's depth; none of these " +
  "is bundled (data/sample/PROVENANCE.md), so any percentages would be invented. The order's size against " +
  "the average daily volume and the displayed best-quote size, which the data holds, are stated instead";

export type Side = "buy" | "sell";

export interface QuoteSizes extends QuoteSides {
  bidSize: number | null;
  askSize: number | null;
}

/**
 * The median size displayed at the best quote on the side the order takes (a buy lifts the ask, a sell
 * hits the bid), over minutes whose quote is two-sided and uncrossed; null when there are none.
 */
export function displayedSize(
  quotes: readonly QuoteSizes[],
  side: Side,
): { median: number | null; minutes: number } {
  const sizes = quotes
    .filter((quote) => quote.bid !== null && quote.ask !== null && quote.ask > quote.bid)
    .map((quote) => (side === "buy" ? quote.askSize : quote.bidSize))
    .filter((size): size is number => size !== null && size > 0);
  return { median: sizes.length > 0 ? median(sizes) : null, minutes: sizes.length };
}
