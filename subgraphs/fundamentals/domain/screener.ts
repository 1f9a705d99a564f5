/**
 * The screen itself (pure): which companies pass the fundamentals filters, then the market floors
 * (market cap, 21-session average dollar volume), then the order and the page.
 *
 * - A filter on a figure that is null fails (the row says why in nullReasons): a screen never
 *   admits a company on a figure it does not have. The one exception is the spec's: a
 *   min_market_cap_usd of 0 also admits companies whose market cap is unknown, and likewise a
 *   min_adv_usd of 0 admits unknown ADV.
 * - Order: by the sort key, ascending or descending, nulls last either way; ties by ticker.
 */
import type { CompanyFigures } from "./screenerFigures.js";
import { FILTERS, type ScreenerRequest, type SecurityClass, SORT_KEYS } from "./screenerRequest.js";

export interface Candidate {
  ticker: string;
  name: string;
  sector: string | null;
  industry: string | null;
  assetClass: string;
  securityClass: SecurityClass;
  figures: CompanyFigures;
}

export interface MarketFigures {
  ticker: string;
  price: number | null;
  priceDate: string | null;
  adv21dUsd: number | null;
}

export interface MarketCap {
  value: number | null;
  /** Share-count basis, or why the value is null. */
  basis: string | null;
  reason: string | null;
}

export interface ScreenerRow extends CompanyFigures {
  ticker: string;
  name: string;
  sector: string | null;
  industry: string | null;
  securityClass: SecurityClass;
  priceUsd: number | null;
  priceDate: string | null;
  adv21dUsd: number | null;
  marketCapUsd: number | null;
  marketCapBasis: string | null;
}

/**
 * The listing's class from the instrument master: funds by asset class, the rest by the share
 * class suffix of the normalised symbol and the issuer name. Plain symbols are common stock.
 */
export function securityClassOf(ticker: string, name: string, assetClass: string): SecurityClass {
  if (assetClass === "etf") return "fund";
  if (assetClass !== "equity") return "other";
  const suffix = ticker.includes(".") ? (ticker.split(".").at(-1) ?? "") : "";
  if (/^(U|UN|UNT)$/.test(suffix)) return "unit";
  if (/^(W|WS|WT|WTS)$/.test(suffix)) return "warrant";
  if (/^P[A-Z]?$/.test(suffix) || /\bpreferred\b|\bpfd\b/i.test(name)) return "preferred";
  if (/\bADR\b|american depositary/i.test(name)) return "adr";
  return "common";
}

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.toLowerCase();

export function passesFundamentals(candidate: Candidate, request: ScreenerRequest): boolean {
  if (!request.securityClass.includes(candidate.securityClass)) return false;
  if (request.sector !== null && !same(candidate.sector, request.sector)) return false;
  if (request.industry !== null && !same(candidate.industry, request.industry)) return false;
  for (const spec of FILTERS) {
    const threshold = request.filters[spec.param];
    if (threshold === undefined) continue;
    const value = candidate.figures[spec.field];
    if (value === null) return false;
    if (spec.op === "min" ? value < threshold : value > threshold) return false;
  }
  return true;
}

export interface ScreenResult {
  rows: ScreenerRow[];
  total: number;
  /** Liquid enough (ADV over the floor) but no market cap known. */
  liquidWithoutMarketCap: number;
  asOf: string | null;
}

export function screen(
  candidates: readonly Candidate[],
  market: ReadonlyMap<string, MarketFigures>,
  capOf: (candidate: Candidate, figures: MarketFigures | undefined) => MarketCap,
  request: ScreenerRequest,
): ScreenResult {
  let liquidWithoutMarketCap = 0;
  const passed: ScreenerRow[] = [];
  for (const candidate of candidates) {
    const figures = market.get(candidate.ticker);
    const cap = capOf(candidate, figures);
    const adv = figures?.adv21dUsd ?? null;
    const liquid = adv === null ? request.minAdvUsd === 0 : adv >= request.minAdvUsd;
    if (!liquid) continue;
    if (cap.value === null) {
      liquidWithoutMarketCap += 1;
      if (request.minMarketCapUsd !== 0) continue;
    } else if (cap.value < request.minMarketCapUsd) continue;
    const nullReasons = { ...candidate.figures.nullReasons };
    if (cap.value === null) nullReasons.marketCapUsd = cap.reason ?? "market_cap_unknown";
    if (figures?.price == null) nullReasons.priceUsd = "no_daily_bars";
    if (adv === null) nullReasons.adv21dUsd = figures ? "fewer_than_21_sessions" : "no_daily_bars";
    passed.push({
      ...candidate.figures,
      nullReasons,
      ticker: candidate.ticker,
      name: candidate.name,
      sector: candidate.sector,
      industry: candidate.industry,
      securityClass: candidate.securityClass,
      priceUsd: figures?.price ?? null,
      priceDate: figures?.priceDate ?? null,
      adv21dUsd: adv,
      marketCapUsd: cap.value,
      marketCapBasis: cap.basis,
    });
  }
  const field = SORT_KEYS[request.sortBy];
  const direction = request.sortOrder === "asc" ? 1 : -1;
  passed.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === null && y === null) return a.ticker.localeCompare(b.ticker);
    if (x === null) return 1;
    if (y === null) return -1;
    return x === y ? a.ticker.localeCompare(b.ticker) : (x < y ? -1 : 1) * direction;
  });
  const start = (request.page - 1) * request.limit;
  const asOf = passed.reduce<string | null>(
    (newest, row) =>
      row.priceDate !== null && (newest === null || row.priceDate > newest) ? row.priceDate : newest,
    null,
  );
  return {
    rows: passed.slice(start, start + request.limit),
    total: passed.length,
    liquidWithoutMarketCap,
    asOf,
  };
}
