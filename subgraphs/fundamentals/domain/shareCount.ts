/**
 * Shares outstanding from SEC XBRL facts (pure). Source order:
 *  1. dei:EntityCommonStockSharesOutstanding (cover page, "as of" a date shortly after the period end).
 *     Several rows of ONE filing for the same date are share classes (GOOGL-style A/B/C) and are
 *     summed, with a `note`. When several filings report the same date, the most recently filed wins.
 *  2. us-gaap:CommonStockSharesOutstanding (balance sheet, as of the period end).
 *  3. us-gaap:WeightedAverageNumberOfSharesOutstandingBasic of the latest quarter-long period
 *     (as of the period end).
 * With `onOrBefore`, only counts whose as-of date (period_end) is on or before it are considered,
 * taking the tiers in order. Only if no tier has one, the EARLIEST count after the date is returned
 * (tiers again in order) with status "after_price_date". The filing date is not checked: a cover-page
 * count as of 2022-10-14 was published with a 10-K filed 2022-10-28. With no count at all the status
 * is concept_not_mapped when no tier's concept is tagged (LPA's ifrs-full facts without dei), else
 * not_reported. The concepts come from the one SEC concept map (secConcepts.ts).
 */
import { classifyDuration } from "./periods.js";
import { SEC_CONCEPTS, taggedConcepts, unreportedReason } from "./secConcepts.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

export type { SecFact } from "./secFact.js";

export type ShareCountBasis =
  | "sec_dei_cover_page"
  | "balance_sheet_shares_outstanding"
  | "weighted_average_basic";
export type ShareCountStatus =
  | "ok"
  /** No tier's concept is tagged at all (secConcepts.ts). */
  | "concept_not_mapped"
  /** A tier's concept is tagged, but no value of the kind the tier accepts (an instant, a quarter). */
  | "not_reported"
  | "after_price_date"
  /** Set by the valuation: facts are held, but none was filed on or before the price date. */
  | "not_filed_by_price_date"
  /** Set by the valuation (domain/currency.ts): found, but too old for the price date. */
  | "fundamentals_not_current";

export interface ShareCountResult {
  shares: number | null;
  basis: ShareCountBasis | null;
  asOf: string | null;
  accession: string | null;
  status: ShareCountStatus;
  note?: string;
}

export interface ShareCountOptions {
  /** 'YYYY-MM-DD' (e.g. a price date): ignore counts as of a later date when an earlier one exists. */
  onOrBefore?: string;
}

interface Candidate {
  shares: number;
  asOf: string;
  accession: string | null;
  note?: string;
}

export interface ShareCountSource {
  basis: ShareCountBasis;
  taxonomy: string;
  concept: string;
  accept: (f: SecFact) => boolean;
  /** Sum every row of the chosen filing for the date (share classes) instead of taking one. */
  sumClasses: boolean;
}

export const SHARE_COUNT_SOURCES: readonly ShareCountSource[] = [
  {
    basis: "sec_dei_cover_page",
    taxonomy: "dei",
    concept: SEC_CONCEPTS.shareCount.coverPage[0],
    accept: (f) => f.period_start === null,
    sumClasses: true,
  },
  {
    basis: "balance_sheet_shares_outstanding",
    taxonomy: "us-gaap",
    concept: SEC_CONCEPTS.shareCount.balanceSheet[0],
    accept: (f) => f.period_start === null,
    sumClasses: false,
  },
  {
    basis: "weighted_average_basic",
    taxonomy: "us-gaap",
    concept: SEC_CONCEPTS.shareCount.weightedAverage[0],
    accept: (f) => classifyDuration(f.period_start, f.period_end) === "quarter",
    sumClasses: false,
  },
];

/** One candidate per as-of date: the most recently filed filing's value (summed over classes). */
function candidates(facts: SecFact[], tier: ShareCountSource): Candidate[] {
  const byDate = new Map<string, SecFact[]>();
  for (const f of facts) {
    if (f.taxonomy !== tier.taxonomy || f.concept !== tier.concept || f.unit !== "shares") continue;
    if (!Number.isFinite(f.value) || !tier.accept(f)) continue;
    const list = byDate.get(f.period_end) ?? [];
    list.push(f);
    byDate.set(f.period_end, list);
  }
  const out: Candidate[] = [];
  for (const [asOf, list] of byDate) {
    const sorted = [...list].sort(compareMostRecentlyFiledFirst);
    const chosen = sorted[0] as SecFact;
    if (!tier.sumClasses) {
      out.push({ shares: chosen.value, asOf, accession: chosen.accn });
      continue;
    }
    const sameFiling = sorted.filter((f) => f.accn === chosen.accn && f.filed === chosen.filed);
    const total = sameFiling.reduce((s, f) => s + f.value, 0);
    const candidate: Candidate = { shares: total, asOf, accession: chosen.accn };
    if (sameFiling.length > 1) {
      candidate.note =
        `sum of ${sameFiling.length} cover-page share counts reported for ${asOf} in ` +
        `${chosen.accn ?? "one filing"} (one per share class): ${sameFiling.map((f) => f.value).join(" + ")}`;
    }
    out.push(candidate);
  }
  return out;
}

function result(c: Candidate, basis: ShareCountBasis, status: ShareCountStatus): ShareCountResult {
  const r: ShareCountResult = { shares: c.shares, basis, asOf: c.asOf, accession: c.accession, status };
  if (c.note) r.note = c.note;
  return r;
}

export function latestShareCount(facts: SecFact[], options: ShareCountOptions = {}): ShareCountResult {
  const limit = options.onOrBefore;
  const tiers = SHARE_COUNT_SOURCES.map((tier) => ({ tier, list: candidates(facts, tier) }));
  for (const { tier, list } of tiers) {
    const eligible = limit === undefined ? list : list.filter((c) => c.asOf <= limit);
    const best = eligible.reduce<Candidate | null>((b, c) => (b === null || c.asOf > b.asOf ? c : b), null);
    if (best) return result(best, tier.basis, "ok");
  }
  if (limit !== undefined) {
    for (const { tier, list } of tiers) {
      const best = list.reduce<Candidate | null>((b, c) => (b === null || c.asOf < b.asOf ? c : b), null);
      if (best) {
        const r = result(best, tier.basis, "after_price_date");
        const why = `no share count as of ${limit} or earlier; earliest later count is as of ${best.asOf}`;
        r.note = r.note ? `${why}; ${r.note}` : why;
        return r;
      }
    }
  }
  const status = unreportedReason(
    taggedConcepts(facts),
    SHARE_COUNT_SOURCES.map((tier) => tier.concept),
  );
  return { shares: null, basis: null, asOf: null, accession: null, status };
}
