import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { companyProfileFromFacts } from "../domain/companyProfile.js";
import { latestShareCount } from "../domain/shareCount.js";
import { CompanyFacts, ShareCount } from "../types/companyFacts.js";
import { Instrument } from "../types/instrument.js";
import { factsOf } from "./shared.js";

const NO_SHARES: ShareCount = {
  shares: null,
  basis: null,
  asOf: null,
  accession: null,
  status: "not_found_in_sec_companyfacts",
  note: null,
};

export async function companyFactsFor(ctx: SubgraphContext, row: InstrumentRow): Promise<CompanyFacts> {
  const facts = await factsOf(ctx, row);
  const profile = facts ? companyProfileFromFacts(facts.facts) : null;
  const shares = facts ? latestShareCount(facts.facts) : null;
  return {
    ticker: row.ticker,
    name: row.name,
    cik: row.cik,
    sector: row.sector,
    industry: row.industry,
    assetClass: row.asset_class,
    listingStatus: row.listing_status,
    isSp500: row.is_sp500 === 1,
    fiscalYearEnd: profile?.fiscalYearEnd ?? null,
    sharesOutstanding: shares ? { ...shares, note: shares.note ?? null } : NO_SHARES,
    latestFiling: profile?.latestFiling ?? null,
    factsSource: facts?.source ?? null,
    factsStatus: facts ? null : row.cik ? "no_sec_companyfacts_held" : "no_sec_cik",
    marketCap: null,
    marketCapReason: "served_by_price_snapshot",
  };
}

@Resolver(() => Instrument)
export class CompanyFactsResolver {
  @Query(() => CompanyFacts, { description: "Operation svc_v3_fundamentals_company_facts." })
  async companyFacts(
    @Arg("ticker", () => String) ticker: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CompanyFacts> {
    return companyFactsFor(ctx, await requireInstrument(ctx, ticker));
  }

  @FieldResolver(() => CompanyFacts, { name: "companyFacts" })
  async instrumentCompanyFacts(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CompanyFacts> {
    return companyFactsFor(ctx, await knownInstrument(ctx, instrument.ticker));
  }
}
