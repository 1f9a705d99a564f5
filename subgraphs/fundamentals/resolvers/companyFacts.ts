import { Ctx, Directive, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { gicsReason, type InstrumentRow, knownInstrument } from "../../kit/instruments.js";
import { requestMemo } from "../../kit/requestMemo.js";
import { sicByCik } from "../data/companyProfiles.js";
import { instrumentAnswer, MARKET_CAP_SHARES, MARKET_CAP_SHARES_AS_OF } from "../descriptions.js";
import { companyProfileFromFacts, parseFiscalYearEnd } from "../domain/companyProfile.js";
import { isCurrent, NOT_CURRENT } from "../domain/currency.js";
import { listingStatusOf } from "../domain/directory.js";
import type { ShareCountResult } from "../domain/shareCount.js";
import { latestShareCount } from "../domain/shareCount.js";
import { marketCapAt } from "../domain/valuation.js";
import { CompanyFacts, REQUIRES_PRIOR_CLOSE, ShareCount } from "../types/companyFacts.js";
import { Instrument } from "../types/instrument.js";
import { factsOf, noFactsReason } from "./shared.js";

/** No share count because no companyfacts are held at all (JPM) or there is no CIK (SPY): say so. */
const noShares = (status: string): ShareCount =>
  shareCountOut({ shares: null, basis: null, asOf: null, accession: null, status });

/**
 * The share count as served, each null saying why: the count's fields for its status, the
 * accession for a fact without one, the note when there is nothing to add (one share class, current).
 */
function shareCountOut(found: Omit<ShareCountResult, "status"> & { status: string }): ShareCount {
  const nullReasons: Record<string, string> = {};
  for (const field of ["shares", "basis", "asOf", "accession"] as const)
    if (found[field] === null)
      nullReasons[field] = found.shares === null ? found.status : "not_in_sec_companyfacts_entry";
  if (!found.note) nullReasons.note = "nothing_to_note";
  return { ...found, note: found.note ?? null, nullReasons };
}

/**
 * The latest share count, judged current against today on the clock (domain/currency.ts): an older
 * one is still shown with its as-of date, but its status is fundamentals_not_current, never ok.
 */
function currentShareCount(found: ShareCountResult, today: string): ShareCountResult {
  if (found.asOf === null || isCurrent("share_count", found.asOf, today)) return found;
  const why = `newest share count is as of ${found.asOf}, too old to stand for ${today}`;
  return { ...found, status: NOT_CURRENT, note: found.note ? `${why}; ${found.note}` : why };
}

/**
 * The fiscal year end from the submissions JSON (companyfacts carry no text cover-page facts):
 * "MM-DD", or null with why — no submissions file held for the CIK, or the file gives none.
 */
async function fiscalYearEndOf(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<{ value: string | null; reason: string | null }> {
  if (!row.cik) return { value: null, reason: "no_sec_cik" };
  const submissions = await ctx.loaders.get(sicByCik).load(row.cik);
  if (!submissions) return { value: null, reason: "no_sec_submissions_held" };
  const value = parseFiscalYearEnd(submissions.fiscalYearEnd);
  return value ? { value, reason: null } : { value: null, reason: "fiscal_year_end_not_in_sec_submissions" };
}

export async function companyFactsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<CompanyFacts> {
  const facts = await factsOf(ctx, row);
  const profile = facts ? companyProfileFromFacts(facts.facts) : null;
  const yearEnd =
    row.asset_class === "equity"
      ? await fiscalYearEndOf(ctx, row)
      : { value: null, reason: row.cik ? "not_applicable_non_equity" : "no_sec_cik" };
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const shares = facts ? currentShareCount(latestShareCount(facts.facts), today) : null;
  const noFacts = facts ? null : noFactsReason(ctx, row);
  const latestFiling = profile?.latestFiling ?? null;
  const nullReasons: Record<string, string> = {};
  if (row.cik === null) nullReasons.cik = "no_sec_cik";
  const gics = gicsReason(row);
  if (gics) nullReasons.sector = gics;
  if (row.industry === null) nullReasons.industry = gics ?? "not_in_sp500_gics_list";
  if (latestFiling === null) nullReasons.latestFiling = noFacts ?? "no_dated_filing_in_sec_facts";
  if (noFacts) nullReasons.factsSource = noFacts;
  return {
    ticker: row.ticker,
    name: row.name,
    cik: row.cik,
    sector: row.sector,
    industry: row.industry,
    assetClass: row.asset_class,
    listingStatus: listingStatusOf(row).listingStatus,
    isSp500: row.is_sp500 === 1,
    fiscalYearEnd: yearEnd.value,
    fiscalYearEndReason: yearEnd.reason,
    sharesOutstanding: shares ? shareCountOut(shares) : noShares(noFacts ?? "unknown"),
    latestFiling,
    factsSource: facts?.source ?? null,
    factsStatus: noFacts,
    nullReasons,
  };
}

export const CompanyFactsResolver = instrumentOperation<"fundamentals">(Instrument, {
  field: "companyFacts",
  instrumentDescription: instrumentAnswer("The company profile"),
  returns: () => CompanyFacts,
  resolve: companyFactsFor,
});

interface MarketCap {
  value: number | null;
  shares: ShareCountResult | null;
  /** Why value is null; null when it is not. */
  reason: string | null;
}

/** Per request: one market cap per profile, however many of its fields are selected. */
const marketCaps = requestMemo<MarketCap>();

function marketCapOf(facts: CompanyFacts, ctx: SubgraphContext<"fundamentals">): Promise<MarketCap> {
  const key = `${facts.ticker}|${facts.priorCloseDate}|${facts.priorClose}`;
  return marketCaps(ctx, key, () => computeMarketCap(facts, ctx));
}

/** spec/02: the profile's market cap is on the prior close, which market supplies (@requires). */
async function computeMarketCap(
  facts: CompanyFacts,
  ctx: SubgraphContext<"fundamentals">,
): Promise<MarketCap> {
  const row = await knownInstrument(ctx, facts.ticker);
  const none = (reason: string): MarketCap => ({ value: null, shares: null, reason });
  if (row.asset_class !== "equity") return none("not_applicable_non_equity");
  const held = await factsOf(ctx, row);
  if (!held) return none(noFactsReason(ctx, row));
  if (facts.priorClose == null || facts.priorCloseDate == null) return none("no_prior_close");
  const { marketCap, shares } = marketCapAt(held.facts, facts.priorClose, facts.priorCloseDate);
  return { value: marketCap, shares, reason: marketCap === null ? shares.status : null };
}

@Resolver(() => CompanyFacts)
export class CompanyMarketCapResolver {
  @FieldResolver(() => Float, {
    nullable: true,
    description: "prior_close × the SEC share count known on prior_close_date.",
  })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCap(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await marketCapOf(facts, ctx)).value;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Why market_cap is null; null when it is not.",
  })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCapReason(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await marketCapOf(facts, ctx)).reason;
  }

  @FieldResolver(() => Float, { nullable: true, description: MARKET_CAP_SHARES })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCapShares(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await marketCapOf(facts, ctx)).shares?.shares ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "sec_dei_cover_page, balance_sheet_shares_outstanding or weighted_average_basic.",
  })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCapSharesBasis(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await marketCapOf(facts, ctx)).shares?.basis ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: MARKET_CAP_SHARES_AS_OF })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCapSharesAsOf(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await marketCapOf(facts, ctx)).shares?.asOf ?? null;
  }

  @FieldResolver(() => String, {
    description: "ok, not_filed_by_price_date, fundamentals_not_current, or why the share count is null.",
  })
  @Directive(REQUIRES_PRIOR_CLOSE)
  async marketCapSharesStatus(@Root() facts: CompanyFacts, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const cap = await marketCapOf(facts, ctx);
    return cap.shares?.status ?? cap.reason ?? "unknown";
  }
}
