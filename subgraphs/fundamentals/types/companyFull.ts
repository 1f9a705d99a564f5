import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { InstitutionalOwnership } from "../../intel/readers/institutionalHolders.js";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  COMPANY_PROFILE,
  FILED,
  FILING_ACCESSION,
  FILING_FISCAL_YEAR,
  FILING_FORM,
} from "../descriptions.js";
import { CompanyFacts } from "./companyFacts.js";
import { FundamentalsGrowthRow } from "./growth.js";
import { IncomeStatement } from "./incomeStatements.js";
import { MetricsSnapshot } from "./metrics.js";
import { FinancialStatements } from "./statements.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "An annual report (10-K, 10-KT, 20-F, 40-F) in the company's SEC facts." })
export class AnnualReportFiling {
  @Field(() => String, { ...opt, description: FILING_FORM }) form!: string | null;
  @Field(() => String, { ...opt, description: FILED }) filed!: string | null;
  @Field(() => String, { ...opt, description: FILING_ACCESSION }) accession!: string | null;
  @Field(() => Int, { ...opt, description: FILING_FISCAL_YEAR }) fiscalYear!: number | null;
}

@ObjectType({
  description: "Company profile and its newest annual figures (operation svc_v3_fundamentals_company_full).",
})
export class CompanyFull {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => CompanyFacts, {
    description: COMPANY_PROFILE,
  })
  profile!: CompanyFacts;
  @Field(() => AnnualReportFiling, { nullable: true, description: "The newest annual report filed." })
  latestAnnualReport!: AnnualReportFiling | null;
  @Field(() => IncomeStatement, { nullable: true, description: "The newest annual income statement served." })
  latestAnnualStatement!: IncomeStatement | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "An annual report newer than the served annual figures exists in the SEC facts; null when the facts hold no annual report.",
  })
  newerAnnualReport!: boolean | null;
  @Field(() => String, {
    description:
      "newer_report_filed, statements_current, no_annual_statement_from_report, no_annual_report or why no SEC facts are held.",
  })
  newerAnnualReportStatus!: string;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_annual_report_in_sec_facts, no_annual_statement_in_sec_facts, or why no SEC facts are held.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description: "Everything fundamentals holds on a company (operation svc_v3_fundamentals_full).",
})
export class FundamentalsFull {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => CompanyFacts, {
    description: COMPANY_PROFILE,
  })
  profile!: CompanyFacts;
  @Field(() => FinancialStatements, {
    nullable: true,
    description: "The three statements, four newest fiscal years; null with statements_status.",
  })
  statements!: FinancialStatements | null;
  @Field(() => String, {
    nullable: true,
    description: "Why statements is null: no_sec_companyfacts_held or no_sec_cik.",
  })
  statementsStatus!: string | null;
  @Field(() => MetricsSnapshot, { nullable: true, description: "null with metrics_status." })
  metrics!: MetricsSnapshot | null;
  @Field(() => String, {
    nullable: true,
    description: "Why metrics is null: no_sec_companyfacts_held or no_sec_cik.",
  })
  metricsStatus!: string | null;
  @Field(() => [FundamentalsGrowthRow], { description: "The newest fiscal year's growth." })
  growth!: FundamentalsGrowthRow[];
  @Field(() => [GraphQLJSONObject], {
    nullable: true,
    description: "Form 4 insider trades (intel's data); null with insider_trades_status saying why.",
  })
  insiderTrades!: Record<string, unknown>[] | null;
  @Field(() => String, {
    description:
      "plan_required (the plan lacks the funds product) or not_available_from_intel (no insider-trade field to join).",
  })
  insiderTradesStatus!: string;
  @Field(() => InstitutionalOwnership, {
    nullable: true,
    description:
      "The top 10 institutional holders from intel's 13F data, as svc_v3_fundamentals_institutional_ownership serves them (fund, report period, shares, value; newest_report_period, is_stale, quarters_behind, coverage_note); null with top_institutional_holders_status.",
  })
  topInstitutionalHolders!: InstitutionalOwnership | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why top_institutional_holders is null: plan_required (the plan lacks the funds product), no_13f_holding_held (no held filing holds the stock), cusip_not_mapped, or the 13F archive's 503 code (upstream_dead_no_archive, archive_read_failed, archive_read_timeout).",
  })
  topInstitutionalHoldersStatus!: string | null;
}
