/**
 * Result types of the alternative-data routes no bundled source feeds (government contracts, retail
 * chatter, patents, executive pay, donations, street estimates, analyst consensus). Their
 * resolvers validate and then answer the not-configured provider's 503 (resolvers/altData.ts);
 * these shapes say what a connected source must return, in spec/01's words where it has them.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, TICKER, TICKER_ASKED, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({
  description: "Federal contract awards of one US federal fiscal quarter (Q1 is October to December).",
})
export class GovContractQuarter {
  @Field(() => Int, { description: "The federal fiscal year (it ends on September 30 of that year)." })
  fiscalYear!: number;
  @Field(() => Int, { description: "1 (Oct-Dec) to 4 (Jul-Sep)." }) fiscalQuarter!: number;
  @Field(() => String, { description: "ISO date the fiscal quarter begins." }) periodStart!: string;
  @Field(() => String, { description: "ISO date the fiscal quarter ends." }) periodEnd!: string;
  @Field(() => Float, { description: "USD obligated in the quarter." }) amountUsd!: number;
  @Field(() => Int, { description: "Contract awards to the company in the quarter." }) awards!: number;
}

@ObjectType({ description: "Operation svc_v3_intel_gov_contracts." })
export class GovContracts {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GovContractQuarter], { description: "Newest quarter first." })
  quarters!: GovContractQuarter[];
  @Field(() => String, { description: "The first quarter held (FY2020 Q2 begins 2020-01-01)." })
  historyFrom!: string;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
}

@ObjectType({ description: "One federal contract award." })
export class GovContractAward {
  @Field(() => String, {
    ...opt,
    description: "The recipient's ticker; null when the recipient is not matched to a listed company.",
  })
  ticker!: string | null;
  @Field(() => String, { description: "The award recipient's name as the award records it." })
  recipient!: string;
  @Field(() => String, {
    ...opt,
    description: "The awarding federal agency; null when the award names none.",
  })
  agency!: string | null;
  @Field(() => String, { description: "ISO date of the award action." }) actionDate!: string;
  @Field(() => Float, { description: "USD." }) amountUsd!: number;
  @Field(() => String, { ...opt, description: "The award's description as recorded; null when it has none." })
  description!: string | null;
}

@ObjectType({ description: "Operation svc_v3_intel_gov_contracts_live." })
export class GovContractsLive {
  @Field(() => String, { ...opt, description: TICKER_ASKED }) ticker!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GovContractAward], { description: "Newest first." }) items!: GovContractAward[];
}

@ObjectType({ description: "A day's mentions of a stock in a social feed." })
export class MentionDay {
  @Field(() => String, { description: "ISO date of the day." }) date!: string;
  @Field(() => Int, { description: "Posts mentioning the stock that day." }) mentions!: number;
  @Field(() => Int, { nullable: true, description: "The stock's rank by mentions that day." }) rank!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "-1.5 (negative) to +1.5 (positive)." }) sentiment!:
    | number
    | null;
}

@ObjectType({
  description: "Operations svc_v3_intel_wsb and svc_v3_intel_twitter: daily mentions, newest first.",
})
export class Mentions {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [MentionDay], { description: "One row per day with mentions, newest first." })
  items!: MentionDay[];
  @Field(() => String, { ...opt, description: "ISO date of the newest day listed; null when none is." })
  newestDate!: string | null;
  @Field(() => String, { ...opt, description: "ISO date of the oldest day listed; null when none is." })
  oldestDate!: string | null;
}

@ObjectType({ description: "One patent granted to the company." })
export class Patent {
  @Field(() => String, { description: "The patent number as granted (USPTO)." }) patentNumber!: string;
  @Field(() => String, { description: "The patent's title." }) title!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date the application was filed; null when the record lacks it.",
  })
  filingDate!: string | null;
  @Field(() => String, { description: "ISO date the patent was granted." }) grantDate!: string;
  @Field(() => String, {
    ...opt,
    description: "The assignee named on the patent; null when none is recorded.",
  })
  assignee!: string | null;
}

@ObjectType({ description: "Operation svc_v3_intel_patents." })
export class Patents {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [Patent], { description: "Newest grant first." }) items!: Patent[];
}

@ObjectType({ description: "One named executive officer's compensation for a fiscal year (USD)." })
export class ExecCompensationRow {
  @Field(() => String, { description: "The executive's name as the proxy statement gives it." })
  name!: string;
  @Field(() => String, {
    ...opt,
    description: "The executive's title; null when the proxy statement gives none.",
  })
  title!: string | null;
  @Field(() => Int, { description: "The company's fiscal year the compensation is for." })
  fiscalYear!: number;
  @Field(() => Float, { ...opt, description: "Base salary in USD; null when not reported." }) salary!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Always null: withheld (see withheld)." }) bonus!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Stock and option awards (alias stock_option_awards)." })
  stockAndOptionAwards!: number | null;
  @Field(() => Float, {
    ...opt,
    description:
      "Total compensation in USD as the summary compensation table reports it; null when not reported.",
  })
  total!: number | null;
  @Field(() => FieldMap, { description: "bonus: why it is withheld." }) withheld!: Record<string, string>;
}

@ObjectType({ description: "Operation svc_v3_intel_exec_compensation." })
export class ExecCompensation {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [ExecCompensationRow], {
    description: "One row per named executive officer and fiscal year, newest year first.",
  })
  items!: ExecCompensationRow[];
}

@ObjectType({ description: "One political donation linked to the company." })
export class Donation {
  @Field(() => String, { description: "The committee or candidate receiving the donation." })
  recipient!: string;
  @Field(() => Float, { description: "USD." }) amountUsd!: number;
  @Field(() => String, { description: "ISO date of the donation." }) date!: string;
  @Field(() => String, { nullable: true, description: "The two-year election cycle." }) cycle!: string | null;
  @Field(() => String, { ...opt, description: "The recipient's party; null when the record names none." })
  party!: string | null;
}

@ObjectType({ description: "Operation svc_v3_intel_corporate_donors." })
export class CorporateDonors {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [Donation], { description: "Donations, newest first." }) items!: Donation[];
}

export enum NextReportDateStatus {
  confirmed = "confirmed",
  projected = "projected",
  unknown = "unknown",
  not_applicable = "not_applicable",
}
registerEnumType(NextReportDateStatus, {
  name: "NextReportDateStatus",
  description:
    "spec/01 next-report date status: confirmed by the company, projected, unknown, or not_applicable.",
  valuesConfig: {
    confirmed: { description: "The date the company announced." },
    projected: { description: "A projected date, not confirmed by the company." },
    unknown: { description: "No date is known." },
    not_applicable: { description: "No report date applies to this instrument." },
  },
});

@ObjectType({ description: "One quarter of estimates against the reported figure." })
export class EstimateQuarter {
  @Field(() => String, {
    description: "The fiscal quarter the estimate is for, on the company's fiscal calendar.",
  })
  fiscalPeriod!: string;
  @Field(() => String, { ...opt, description: "ISO date the quarter was reported; null when unknown." })
  reportDate!: string | null;
  @Field(() => Float, {
    ...opt,
    description: "The consensus EPS estimate before the report, USD per share; null when none.",
  })
  epsEstimate!: number | null;
  @Field(() => Float, { ...opt, description: "The reported EPS, USD per share; null when not yet reported." })
  epsActual!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points." }) surprisePct!: number | null;
}

@ObjectType({ description: "Operation svc_v3_intel_street_estimates." })
export class StreetEstimates {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, {
    ...opt,
    description: "The consensus EPS estimate for the next report, USD per share; null when there is none.",
  })
  consensusEps!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "The options-implied move into the report, percent points.",
  })
  expectedMovePct!: number | null;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the next earnings report; null when unknown (nextReportDateStatus).",
  })
  nextReportDate!: string | null;
  @Field(() => NextReportDateStatus, {
    description: "Whether nextReportDate is confirmed, projected, unknown or not_applicable.",
  })
  nextReportDateStatus!: NextReportDateStatus;
  @Field(() => [EstimateQuarter], { description: "The last 8 quarters." }) history!: EstimateQuarter[];
}

@ObjectType({ description: "Operation svc_v3_intel_analyst_consensus." })
export class AnalystConsensus {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { nullable: true, description: "buy, hold or sell." }) rating!: string | null;
  @Field(() => Int, { description: "Analysts with a current rating." }) analysts!: number;
  @Field(() => Int, { description: "Of them, rating buy." }) buy!: number;
  @Field(() => Int, { description: "Of them, rating hold." }) hold!: number;
  @Field(() => Int, { description: "Of them, rating sell." }) sell!: number;
  @Field(() => Float, { nullable: true, description: "USD per share." }) priceTargetMean!: number | null;
  @Field(() => Float, { ...opt, description: "The highest price target, USD per share; null when none." })
  priceTargetHigh!: number | null;
  @Field(() => Float, { ...opt, description: "The lowest price target, USD per share; null when none." })
  priceTargetLow!: number | null;
  @Field(() => String, { ...opt, description: "ISO date of the consensus; null when the source gives none." })
  asOf!: string | null;
  @Field(() => String, { description: "Analyst actions are partial: feed_coverage partial." })
  feedCoverage!: string;
}
