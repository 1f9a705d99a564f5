import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  ACCESSION_NUMBER,
  COUNT,
  FILING_DATE,
  FISCAL_PERIOD,
  FISCAL_YEAR,
  FORM,
  PERIOD_END,
  TICKER,
} from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import {
  FACTS_SOURCE,
  FIELDS_WITHHELD,
  STATEMENT_CHECK,
  STATEMENT_PERIOD_ASKED,
  STATEMENT_UNITS,
  TTM_STATUS,
} from "../descriptions.js";
import { FIELD_CONCEPTS } from "../domain/statementFields.js";

@ObjectType({ description: "Whether the row's figures are confirmed by the SEC filing itself." })
export class StatementCheck {
  @Field(() => String, { description: "sec_confirmed: figures taken from the SEC filing itself." })
  status!: string;
}

@ObjectType({ description: "One EPS figure fixed against the row's net income and weighted shares." })
export class EpsRepair {
  @Field(() => FieldName, { description: "epsBasic or epsDiluted." }) field!: string;
  @Field(() => Int, { nullable: true, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, { nullable: true, description: FISCAL_PERIOD }) fiscalPeriod!: string | null;
  @Field(() => Float, { description: "The figure as filed." }) filed!: number;
  @Field(() => Float, { description: "Net income over weighted shares, in cents." }) repaired!: number;
  @Field(() => String, {
    description: "zero_eps_with_net_income or eps_contradicts_net_income (off by more than a factor of two).",
  })
  reason!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "SEC accession number of the filing that carried the filed EPS; null when its fact names none.",
  })
  accession!: string | null;
}

@ObjectType({
  description: "One income statement (figures in the filing's units: usd, usd_per_share, shares).",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class IncomeStatement {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => Int, { nullable: true, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, { nullable: true, description: FISCAL_PERIOD }) fiscalPeriod!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date the period starts; null on a TTM row that could not be formed (periodStartReason).",
  })
  periodStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why periodStart is null: the ttmStatus of a TTM row that could not be formed; null when periodStart is set.",
  })
  periodStartReason!: string | null;
  @Field(() => String, { description: PERIOD_END }) periodEnd!: string;
  @Field(() => String, { nullable: true, description: FILING_DATE }) filingDate!: string | null;
  @Field(() => String, { nullable: true, description: ACCESSION_NUMBER }) accessionNumber!: string | null;
  @Field(() => String, { nullable: true, description: FORM }) form!: string | null;
  @FigureFields(FIELD_CONCEPTS, {
    pick: (field) => FIELD_CONCEPTS[field].kind !== "share_count",
    descriptions: { netInterestIncome: "Banks: net interest income, where tagged." },
    description:
      "USD over the period (epsBasic, epsDiluted: USD per share); fieldBasis names its concept, fieldNotes why it is null.",
  })
  readonly amounts?: never;
  @Field(() => Float, {
    nullable: true,
    description: "epsBasic on the share basis after the issuer's latest split known to its SEC facts.",
  })
  epsBasicSplitAdjusted!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "epsDiluted on the share basis after the issuer's latest split known to its SEC facts.",
  })
  epsDilutedSplitAdjusted!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Product of the split ratios dated after the EPS filing (1: none); null without EPS.",
  })
  splitAdjustmentFactor!: number | null;
  @Field(() => Boolean, { description: "A later filing changed the EPS first filed for this period." })
  perShareRestated!: boolean;
  @Field(() => [EpsRepair], { description: "EPS figures fixed against net income, with the filed figure." })
  epsRepair!: EpsRepair[];
  @FigureFields(FIELD_CONCEPTS, {
    pick: (field) => FIELD_CONCEPTS[field].kind === "share_count",
    description:
      "Weighted-average shares over the period; fieldBasis names its concept, fieldNotes why it is null.",
  })
  readonly shareCounts?: never;
  @Field(() => FieldMap, {
    description: "Field → the us-gaap concept (or derivation) it came from.",
  })
  fieldBasis!: Record<string, string>;
  @Field(() => [FieldName], { description: FIELDS_WITHHELD }) fieldsWithheld!: string[];
  @Field(() => FieldMap, { description: "Field → why it is null." }) fieldNotes!: Record<string, string>;
  @Field(() => StatementCheck, { description: STATEMENT_CHECK }) statementCheck!: StatementCheck;
  @Field(() => String, {
    nullable: true,
    description: "annual_report, quarterly_report, derived_fy_minus_q1_q3 or ttm_sum_of_4_quarters.",
  })
  periodSource!: string | null;
  @Field(() => FieldMap, { description: "Field → why no filed figure confirms it (derived Q4)." })
  fieldsUnverified!: Record<string, string>;
  @Field(() => String, { nullable: true, description: TTM_STATUS }) ttmStatus!: string | null;
}

/** The figures' types, from the table `FigureFields` declares. */
export interface IncomeStatement extends Figures<typeof FIELD_CONCEPTS> {}

@ObjectType({ description: "Income statements (operation svc_v3_fundamentals_income_statements)." })
export class IncomeStatements {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [IncomeStatement], { description: "Newest first." }) items!: IncomeStatement[];
  @Field(() => [String], { description: "Fiscal quarters absent between the newest and oldest served." })
  quartersMissing!: string[];
  @Field(() => Boolean, {
    nullable: true,
    description:
      "A periodic report (10-K, 10-Q, …) in the company's SEC facts was filed after the newest filing served; null when no row is served.",
  })
  newerFilingAvailable!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Why newer_filing_available is null: no_row_served, or why no SEC facts are held.",
  })
  newerFilingAvailableReason!: string | null;
  @Field(() => String, { nullable: true, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty or TTM is null." }) status!:
    | string
    | null;
  @Field(() => FieldMap, { description: STATEMENT_UNITS }) units!: Record<string, string>;
}
