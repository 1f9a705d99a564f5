/**
 * Form 4 arithmetic, pure: a line's dollar value, whole-filing paging and the legacy insider
 * clusters (spec/01 "Insider and ownership rows"). Prices are as filed, in the filing's currency
 * (USD for every issuer bundled); no exchange rate is ever applied.
 */

/** One Form 4 line as the domain needs it (a subset of the insider_transactions row). */
export interface Form4Line {
  filingKey: string;
  issuerTicker: string;
  issuerName: string;
  ownerName: string;
  ownerCik: string | null;
  transactionDate: string;
  transactionCode: string;
  shares: number | null;
  pricePerShare: number | null;
  is10b51: boolean | null;
}

/** Form 4 transaction codes (SEC Form 4 General Instructions 8). */
export const TRANSACTION_CODES: Readonly<Record<string, string>> = {
  P: "open market or private purchase",
  S: "open market or private sale",
  A: "grant, award or other acquisition from the issuer",
  D: "disposition to the issuer",
  F: "payment of exercise price or tax by delivering or withholding securities",
  I: "discretionary transaction",
  M: "exercise or conversion of a derivative security",
  C: "conversion of a derivative security",
  E: "expiration of a short derivative position",
  H: "expiration or cancellation of a long derivative position",
  O: "exercise of an out-of-the-money derivative security",
  X: "exercise of an in-the-money or at-the-money derivative security",
  G: "bona fide gift",
  L: "small acquisition",
  W: "acquisition or disposition by will or the laws of descent",
  Z: "deposit into or withdrawal from a voting trust",
  J: "other acquisition or disposition",
  K: "equity swap or similar instrument",
  U: "disposition in a change-of-control tender",
  V: "transaction voluntarily reported earlier than required",
};

export type ValueReason = "price_not_reported" | "zero_price_as_filed" | "shares_not_reported";

/**
 * shares × price, in the filing currency. Null where the dollars are not known: no price filed,
 * a price of 0 (grants, gifts, exercises carry 0: not a market value) or no share count.
 */
export function lineValue(
  shares: number | null,
  price: number | null,
): { value: number | null; reason: ValueReason | null } {
  if (shares === null) return { value: null, reason: "shares_not_reported" };
  if (price === null) return { value: null, reason: "price_not_reported" };
  if (price === 0) return { value: null, reason: "zero_price_as_filed" };
  return { value: round2(shares * price), reason: null };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Whole filings, newest first, until `limit` rows are served: a filing is never cut. When the
 * newest filing alone is longer than limit it is served whole (limitExceeded); truncated says
 * rows were left out; rowsAvailable counts every row held.
 */
export function wholeFilings<T extends { filingKey: string }>(
  newestFirst: readonly T[],
  limit: number,
): { rows: T[]; limitExceeded: boolean; truncated: boolean; rowsAvailable: number } {
  const filings: T[][] = [];
  const index = new Map<string, T[]>();
  for (const row of newestFirst) {
    let filing = index.get(row.filingKey);
    if (!filing) {
      filing = [];
      index.set(row.filingKey, filing);
      filings.push(filing);
    }
    filing.push(row);
  }
  const rows: T[] = [];
  let limitExceeded = false;
  for (const [i, filing] of filings.entries()) {
    if (i === 0 && filing.length > limit) {
      rows.push(...filing);
      limitExceeded = true;
      break;
    }
    if (rows.length + filing.length > limit) break;
    rows.push(...filing);
  }
  return {
    rows,
    limitExceeded,
    truncated: rows.length < newestFirst.length,
    rowsAvailable: newestFirst.length,
  };
}

export const CLUSTER_WINDOW_DAYS = 30;
export const CLUSTER_MIN_BUYERS = 2;
/** cluster_score reaches 1 at five discretionary buyers (spec/01). */
export const CLUSTER_FULL_SCORE_BUYERS = 5;

export type ClusterValueReason =
  | "adr_home_market_shares"
  | "foreign_issuer_currency_unknown"
  | "issuer_not_identified"
  | "issuer_reference_unavailable"
  | "unpriced_purchases";

export interface InsiderCluster {
  ticker: string;
  issuerName: string;
  buyers: string[];
  nBuyers: number;
  nBuyersDiscretionary: number;
  nBuyersSameDayPrice: number;
  nPurchases: number;
  nPurchasesPriced: number;
  totalShares: number;
  totalValueUsd: number | null;
  totalValueUsdReason: ClusterValueReason | null;
  /** Priced purchases only: what is known even when total_value_usd is withheld. */
  pricedValueUsd: number;
  clusterScore: number;
  planPurchase: boolean;
  firstPurchaseDate: string;
  lastPurchaseDate: string;
}

/** The day `days` calendar days before `date` (YYYY-MM-DD). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Tickers where at least two distinct insiders bought (code P) in the `windowDays` days ending on
 * `asOf` (both ends inclusive: asOf − windowDays < date ≤ asOf). An insider is its CIK, else its
 * name. A buyer is discretionary unless every purchase of theirs is flagged 10b5-1 (an unknown
 * flag counts as discretionary: the flag is what would make it a plan); the cluster is a plan
 * purchase when more than half of its purchases are flagged. Order: discretionary clusters first,
 * then by cluster_score, buyers, priced value, ticker.
 */
export function insiderClusters(
  lines: readonly Form4Line[],
  asOf: string,
  windowDays = CLUSTER_WINDOW_DAYS,
): InsiderCluster[] {
  const start = daysBefore(asOf, windowDays);
  const byTicker = new Map<string, Form4Line[]>();
  for (const line of lines) {
    if (line.transactionCode !== "P" || line.transactionDate <= start || line.transactionDate > asOf)
      continue;
    const group = byTicker.get(line.issuerTicker) ?? [];
    group.push(line);
    byTicker.set(line.issuerTicker, group);
  }
  const clusters: InsiderCluster[] = [];
  for (const [ticker, purchases] of byTicker) {
    const buyerOf = (line: Form4Line) => line.ownerCik ?? line.ownerName;
    const buyers = new Map<string, Form4Line[]>();
    for (const line of purchases) buyers.set(buyerOf(line), [...(buyers.get(buyerOf(line)) ?? []), line]);
    if (buyers.size < CLUSTER_MIN_BUYERS) continue;
    const discretionary = [...buyers.values()].filter((own) =>
      own.some((line) => line.is10b51 !== true),
    ).length;
    // Buyers whose purchase shares its day and price with another buyer's: a placement or a
    // plan, not independent conviction.
    const dayPrice = (line: Form4Line) => `${line.transactionDate}@${line.pricePerShare}`;
    const sameDayPrice = [...buyers.entries()].filter(([buyer, own]) =>
      own.some(
        (line) =>
          line.pricePerShare !== null &&
          purchases.some((other) => buyerOf(other) !== buyer && dayPrice(other) === dayPrice(line)),
      ),
    ).length;
    const priced = purchases.filter(
      (line) => line.pricePerShare !== null && line.pricePerShare > 0 && line.shares !== null,
    );
    const pricedValue = round2(priced.reduce((sum, line) => sum + line.shares! * line.pricePerShare!, 0));
    const allPriced = priced.length === purchases.length;
    const dates = purchases.map((line) => line.transactionDate).sort();
    clusters.push({
      ticker,
      issuerName: purchases[0]!.issuerName,
      buyers: [...new Set(purchases.map((line) => line.ownerName))].sort(),
      nBuyers: buyers.size,
      nBuyersDiscretionary: discretionary,
      nBuyersSameDayPrice: sameDayPrice,
      nPurchases: purchases.length,
      nPurchasesPriced: priced.length,
      totalShares: purchases.reduce((sum, line) => sum + (line.shares ?? 0), 0),
      totalValueUsd: allPriced ? pricedValue : null,
      totalValueUsdReason: allPriced ? null : "unpriced_purchases",
      pricedValueUsd: pricedValue,
      clusterScore: Math.min(1, discretionary / CLUSTER_FULL_SCORE_BUYERS),
      planPurchase: purchases.filter((line) => line.is10b51 === true).length * 2 > purchases.length,
      firstPurchaseDate: dates[0]!,
      lastPurchaseDate: dates[dates.length - 1]!,
    });
  }
  return clusters.sort(
    (a, b) =>
      Number(a.planPurchase) - Number(b.planPurchase) ||
      b.clusterScore - a.clusterScore ||
      b.nBuyers - a.nBuyers ||
      b.pricedValueUsd - a.pricedValueUsd ||
      a.ticker.localeCompare(b.ticker),
  );
}
