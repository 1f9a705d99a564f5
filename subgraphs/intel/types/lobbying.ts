/** Lobbying filings of the clients attributed to a stock (spec/01 "Lobbying rows"; docs/INTEL.md). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, COVERAGE_NOTE, NULL_REASONS, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One Lobbying Disclosure Act filing (LD-1 registration or LD-2 report)." })
export class LobbyingFilingRow {
  @Field(() => String, { description: "The day the Senate received the filing." }) filingDate!: string;
  @Field(() => String, { description: "The day after filing_date: the first day it is shown." })
  visibleFrom!: string;
  @Field(() => String, { description: "The client as filed." }) client!: string;
  @Field(() => String, { nullable: true, description: "The lobbying firm (or the client itself)." })
  registrant!: string | null;
  @Field(() => Float, { nullable: true, description: "USD as filed; null with amount_reason." })
  amount!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why amount is null: registration_reports_no_amount, no_activity_reported, not_an_activity_report, not_stated_on_report, not_in_source or zero_in_source_ambiguous; null when amount is set.",
  })
  amountReason!: string | null;
  @Field(() => String, {
    description:
      "lda_income_from_client_as_filed, lda_lobbying_expenses_as_filed, quiver_income_or_expenses, or not_reported.",
  })
  amountBasis!: string;
  @Field(() => String, { description: "The amount exactly as the source writes it ('' when empty)." })
  amountAsFiled!: string;
  @Field(() => [String], { description: "General issue areas (Senate codes or Quiver's names)." })
  issues!: string[];
  @Field(() => [String], { description: "The specific lobbying issues as filed; empty when none are." })
  specificIssues!: string[];
  @Field(() => String, {
    ...opt,
    description:
      "The filing type as filed (a registration, a quarterly report, …); null when not stated (nullReasons).",
  })
  filingType!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The reporting period as filed; null when not stated (nullReasons).",
  })
  period!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The Senate's filing id; null when the source keeps none (nullReasons).",
  })
  filingId!: string | null;
  @Field(() => String, { nullable: true, description: "The Senate's receipt timestamp as filed (no zone)." })
  receivedAt!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "The client files for itself (its amount is expenses, not a firm's income).",
  })
  selfFiler!: boolean | null;
  @Field(() => [String], { description: "The lobbyists the filing names; empty when none." })
  lobbyists!: string[];
  @Field(() => [String], { description: "The government entities contacted as filed; empty when none." })
  governmentEntities!: string[];
  @Field(() => [String], { description: "senate_lda, quiver, or both when each holds the report." })
  sources!: string[];
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "How many filings each source gave." })
export class LobbyingSourceCounts {
  @Field(() => Int, { description: "Senate XML filings Quiver does not hold." }) senateLdaOnly!: number;
  @Field(() => Int, { description: "Quiver rows the Senate XML does not hold." }) quiverOnly!: number;
  @Field(() => Int, { description: "Reports held by both." }) both!: number;
}

@ObjectType({ description: "Lobbying filings of the clients attributed to a stock, newest first." })
export class Lobbying {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The clock's day: filings visible by then." }) asOf!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Filings visible, before the limit." }) filingsAvailable!: number;
  @Field(() => [LobbyingFilingRow], {
    description: "Filings visible as of the clock, newest filing date first, at most limit.",
  })
  items!: LobbyingFilingRow[];
  @Field(() => [String], { description: "The client names attributed to the stock (Quiver's file)." })
  clientNames!: string[];
  @Field(() => String, {
    ...opt,
    description: "ISO date of the oldest filing visible; null when none is (nullReasons).",
  })
  dataFrom!: string | null;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the newest filing visible; null when none is (nullReasons).",
  })
  dataThrough!: string | null;
  @Field(() => LobbyingSourceCounts, { description: "How many of the filings visible each source gave." })
  sourceCounts!: LobbyingSourceCounts;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: COVERAGE_NOTE }) coverageNote!: string;
}
