/**
 * The screener's cross-section (issue 27): one small row per held listing with the figures the
 * screen filters and sorts on, built once per data version and filing visibility date
 * (kit/dataCache.ts) instead of walking every company's facts on every request. A request then
 * filters, sorts and pages rows already built (resolvers/screener.ts).
 *
 * - `screenerListings`: every listing of every company with a fact visible at the clock's filing
 *   date (data/facts.ts): the screen's candidates, the tickers market prices.
 * - `screenerCrossSection`: those listings' rows as of a close date: figures from the facts filed
 *   by that date, judged current on it (domain/screenerFigures.ts), and the share count a market
 *   cap at a close on that date is formed from (domain/valuation.ts). Keyed by the date and the
 *   tickers priced on it, so each row is computed for the dates its own closes ask for.
 *
 * Both are keyed by the clock's filing visibility date, so a pinned clock gets rows built from the
 * facts visible then, never from a later filing. Building reads and computes a few companies at a
 * time and yields to the event loop between them (setImmediate): at 1,000 companies the first
 * build takes seconds, and other requests are served meanwhile. Not the derived-products worker:
 * the facts are this process's (data/facts.ts keeps them per file version), and a worker would
 * read and parse them all again.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { instrumentsWithCik } from "../../kit/instruments.js";
import type { CompanyFacts } from "../data/facts.js";
import { factsByCik } from "../data/facts.js";
import { type Candidate, securityClassOf } from "../domain/screener.js";
import { companyFigures, figuresCurrentAt } from "../domain/screenerFigures.js";
import type { ShareCountResult } from "../domain/shareCount.js";
import { knownOn, marketCapShares } from "../domain/valuation.js";

export type ScreenerListing = Omit<Candidate, "figures"> & { cik: string };

export interface CrossSectionRow {
  /** Figures from the facts filed by the row's date, judged current on it. */
  candidate: Candidate;
  /** The share count a market cap at a close on the row's date is formed from; null: no date. */
  shares: ShareCountResult | null;
}

/** Companies read and computed between two yields to the event loop. */
const COMPANIES_PER_STEP = 25;

type Ctx = SubgraphContext<"fundamentals">;

const listingsCache = dataCache<ScreenerListing[]>({
  name: "fundamentals.screener_listings",
  owner: "fundamentals",
  description: "The screener's candidates: every listing of every company with a visible SEC fact.",
});

const crossSectionCache = dataCache<ReadonlyMap<string, CrossSectionRow>>({
  name: "fundamentals.screener_cross_section",
  owner: "fundamentals",
  description: "The screener's rows (figures, market-cap share count) as of a close date, per ticker set.",
});

/** Each company's facts as the clock sees them, a few companies per step. */
async function* factsInSteps<T extends { cik: string }>(
  ctx: Ctx,
  items: readonly T[],
): AsyncGenerator<{ item: T; facts: CompanyFacts | null }[]> {
  for (let start = 0; start < items.length; start += COMPANIES_PER_STEP) {
    const step = items.slice(start, start + COMPANIES_PER_STEP);
    const facts = await Promise.all(step.map((item) => ctx.loaders.get(factsByCik).load(item.cik)));
    yield step.map((item, index) => ({ item, facts: facts[index] ?? null }));
    await yieldToEventLoop();
  }
}

export function screenerListings(ctx: Ctx): Promise<ScreenerListing[]> {
  const visibleThrough = filingsVisibleThrough(ctx.clock.now());
  return listingsCache.get(ctx, { asOf: visibleThrough }, async () => {
    const companies = await ctx.db.selectFrom("sec_companies").select("cik").execute();
    const rows = await instrumentsWithCik(
      ctx,
      companies.map((company) => company.cik),
    );
    const listings: ScreenerListing[] = [];
    const withCik = rows.flatMap((row) => (row.cik ? [{ row, cik: row.cik }] : []));
    for await (const step of factsInSteps(ctx, withCik)) {
      for (const { item, facts } of step) {
        // A company with nothing filed by the clock's date is not screened.
        if (!facts || facts.facts.length === 0) continue;
        const { row, cik } = item;
        listings.push({
          cik,
          ticker: row.ticker,
          name: row.name,
          sector: row.sector,
          industry: row.industry,
          assetClass: row.asset_class,
          securityClass: securityClassOf(row.ticker, row.name, row.asset_class),
        });
      }
    }
    return listings;
  });
}

/**
 * The rows of `listings` as of `date` (a close date; null: no close in the screen, every visible
 * fact and no currency rule), keyed by ticker.
 */
export function screenerCrossSection(
  ctx: Ctx,
  date: string | null,
  listings: readonly ScreenerListing[],
): Promise<ReadonlyMap<string, CrossSectionRow>> {
  const visibleThrough = filingsVisibleThrough(ctx.clock.now());
  const tickers = listings.map((listing) => listing.ticker);
  return crossSectionCache.get(ctx, { asOf: visibleThrough, args: { date, tickers } }, async () => {
    const rows = new Map<string, CrossSectionRow>();
    for await (const step of factsInSteps(ctx, listings)) {
      for (const { item: listing, facts } of step) {
        if (!facts) continue;
        const { cik: _cik, ...candidate } = listing;
        const filed = date === null ? facts.facts : knownOn(facts.facts, date);
        const figures = companyFigures(filed, { source: facts.source, sector: listing.sector });
        rows.set(listing.ticker, {
          candidate: { ...candidate, figures: figuresCurrentAt(figures, date) },
          shares: date === null ? null : marketCapShares(facts.facts, date),
        });
      }
    }
    return rows;
  });
}
