import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { IS_SP500, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  ASSET_CLASS,
  COMPANY_NAME,
  FILED,
  FILING_ACCESSION,
  FILING_FISCAL_YEAR,
  FILING_FORM,
} from "../descriptions.js";

@ObjectType({ description: "Share count and where it came from (spec/01 source order)." })
export class ShareCount {
  @Field(() => Float, {
    nullable: true,
    description: "The share count, shares; null when none is found (status says why).",
  })
  shares!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "sec_dei_cover_page, balance_sheet_shares_outstanding or weighted_average_basic.",
  })
  basis!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date the count is reported as of; null with shares.",
  })
  asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "SEC accession number of the filing reporting the count; null with shares or when its fact names none.",
  })
  accession!: string | null;
  @Field(() => String, {
    description:
      "ok, concept_not_mapped (no share-count concept is tagged), not_reported (tagged, but no value of the kind read), not_filed_by_price_date, no_sec_companyfacts_held, no_sec_facts_filed_as_of_clock, no_sec_cik, or fundamentals_not_current (older than the currency rule allows; value kept with its as_of).",
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "How the count was formed when it needs saying (several cover-page classes summed); null when nothing needs noting.",
  })
  note!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: the status for a count not found, not_in_sec_companyfacts_entry, nothing_to_note (note).",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The filing whose facts are newest." })
export class LatestFiling {
  @Field(() => String, { nullable: true, description: FILING_FORM }) form!: string | null;
  @Field(() => String, { nullable: true, description: FILED }) filed!: string | null;
  @Field(() => String, { nullable: true, description: FILING_ACCESSION }) accession!: string | null;
  @Field(() => Int, { nullable: true, description: FILING_FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The fiscal period the filing reports (its fp label: FY, Q1–Q3); null when not tagged.",
  })
  fiscalPeriod!: string | null;
}

/**
 * Company profile (operation svc_v3_fundamentals_company_facts). An entity so that market can
 * supply the prior close the market cap is priced on (@requires); see resolvers/companyFacts.ts.
 */
@ObjectType({ description: "Company profile (operation svc_v3_fundamentals_company_facts)." })
@Directive('@key(fields: "ticker")')
export class CompanyFacts {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: COMPANY_NAME }) name!: string;
  @Field(() => String, { nullable: true, description: "Zero-padded to 10 digits." }) cik!: string | null;
  @Field(() => String, { nullable: true, description: "GICS sector (S&P 500 list)." }) sector!: string | null;
  @Field(() => String, { nullable: true, description: "GICS sub-industry." }) industry!: string | null;
  @Field(() => String, { description: ASSET_CLASS }) assetClass!: string;
  @Field(() => String, {
    description:
      "active (S&P 500 list, crypto pair files), unchecked (named only by the SEC's ticker map) or not_in_security_master.",
  })
  listingStatus!: string;
  @Field(() => Boolean, { description: IS_SP500 }) isSp500!: boolean;
  @Field(() => String, { nullable: true, description: "MM-DD." }) fiscalYearEnd!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why fiscal_year_end is null: no_sec_submissions_held (the year end comes from the SEC submissions file), fiscal_year_end_not_in_sec_submissions, no_sec_cik or not_applicable_non_equity.",
  })
  fiscalYearEndReason!: string | null;
  @Field(() => ShareCount, { description: "The SEC share count now and where it came from." })
  sharesOutstanding!: ShareCount;
  @Field(() => LatestFiling, {
    nullable: true,
    description:
      "The filing whose facts are newest (latest filed date); null when no SEC facts are held or none is dated (nullReasons).",
  })
  latestFiling!: LatestFiling | null;
  @Field(() => String, { nullable: true, description: "sec_edgar_companyfacts or derived_xbrl_instance." })
  factsSource!: string | null;
  @Field(() => String, { nullable: true, description: "Why SEC fields are null." }) factsStatus!:
    | string
    | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_sec_cik, not_in_sp500_gics_list or not_applicable_non_equity (sector, industry), no_sec_companyfacts_held, no_sec_facts_filed_as_of_clock.",
  })
  nullReasons!: Record<string, string>;
  @Field(() => Float, { nullable: true }) @Directive("@external") priorClose?: number | null;
  @Field(() => String, { nullable: true }) @Directive("@external") priorCloseDate?: string | null;
}

export const REQUIRES_PRIOR_CLOSE = '@requires(fields: "priorClose priorCloseDate")';
