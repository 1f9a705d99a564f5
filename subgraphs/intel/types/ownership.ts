/** The 13F answers of intel (spec/01 "13F rows"); docs/INTEL.md "Institutional ownership". */
import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, COVERAGE_NOTE, NULL_REASONS, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

// Shareable: fundamentals' bundle serves the same holders (readers/institutionalHolders.ts).
@ObjectType({ description: "One line of a manager's 13F information table." })
@Directive("@shareable")
export class Sec13fHolding {
  @Field(() => String, { nullable: true, description: "The manager's name as filed." })
  fund!: string | null;

  @Field(() => String, { nullable: true, description: "The name on the manager's newest filing held." })
  fundCurrentName!: string | null;

  @Field(() => String, { nullable: true })
  fundCik!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Null unless the CUSIP maps to a ticker; ticker_reason says why.",
  })
  ticker!: string | null;

  @Field(() => String, { nullable: true })
  tickerReason!: string | null;

  @Field(() => String)
  cusip!: string;

  @Field(() => String)
  issuerName!: string;

  @Field(() => String, { nullable: true })
  titleOfClass!: string | null;

  @Field(() => Float)
  shares!: number;

  @Field(() => String, { description: "SH (shares) or PRN (principal amount)." })
  sharesType!: string;

  @Field(() => String, { nullable: true, description: "PUT or CALL for an option line." })
  putCall!: string | null;

  @Field(() => Float, { description: "Market value at the period end, US dollars as filed." })
  valueUsd!: number;

  @Field(() => String)
  reportPeriod!: string;

  @Field(() => String)
  filedDate!: string;

  @Field(() => String, { nullable: true })
  accessionNumber!: string | null;

  @Field(() => String, { nullable: true })
  investmentDiscretion!: string | null;

  @Field(() => Float, { nullable: true })
  votingSole!: number | null;

  @Field(() => Float, { nullable: true })
  votingShared!: number | null;

  @Field(() => Float, { nullable: true })
  votingNone!: number | null;

  @Field(() => FieldMap, {
    description: "Why a null field of the line is null (put_call on a share or principal line, …).",
  })
  nullReasons!: Record<string, string>;
}

/** The freshness block every 13F answer carries. */
@ObjectType({ description: "The 13F freshness fields every ownership answer carries." })
export class OwnershipCoverage {
  @Field(() => String)
  asOf!: string;

  @Field(() => String, { nullable: true, description: "Newest report period among the filings visible." })
  newestReportPeriod!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A vendor archive's newest period; no vendor archive is used.",
  })
  vendorCeiling!: string | null;

  @Field(() => String, { description: "The latest quarter end whose 45-day filing deadline has passed." })
  expectedReportPeriod!: string;

  @Field(() => Boolean)
  isStale!: boolean;

  @Field(() => Int, { nullable: true })
  quartersBehind!: number | null;

  @Field(() => [String], {
    description: "Known filers without a filing for the expected period: none is tracked.",
  })
  missingKnownFilers!: string[];

  @Field(() => String, { description: "How holdings are keyed: cusip." })
  securityKey!: string;

  @Field(() => FieldMap, { description: NULL_REASONS })
  nullReasons!: Record<string, string>;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "13F holdings visible as of the clock, largest value first." })
export class Sec13fAnswer extends OwnershipCoverage {
  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [Sec13fHolding])
  items!: Sec13fHolding[];
}

@ObjectType({
  description: "A holding's quarter-on-quarter change; withheld where no prior quarter is held.",
})
export class Sec13fChange extends Sec13fHolding {
  @Field(() => Float, { nullable: true })
  prevShares!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Signed fraction: (shares − prev_shares) / prev_shares.",
  })
  changePct!: number | null;

  @Field(() => Float, { nullable: true })
  prevSharesSplitFactor!: number | null;

  @Field(() => String, { nullable: true })
  splitAdjustment!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why change_pct is withheld (no_prior_quarter_held, split_basis_ambiguous).",
  })
  changeWithheld!: string | null;

  @Field(() => Float, { nullable: true })
  archiveShares!: number | null;
}

@ObjectType({ description: "13F quarter-on-quarter changes." })
export class Sec13fChangesAnswer extends OwnershipCoverage {
  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [Sec13fChange])
  items!: Sec13fChange[];

  @Field(() => Int, { description: "Changes withheld because no prior quarter of the filer is held." })
  changesWithheld!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Prior-quarter holders with no current filing: unknown with one quarter.",
  })
  unreportedPrevHolders!: number | null;

  @Field(() => Int, { nullable: true })
  unreportedCurHolders!: number | null;

  @Field(() => Int, { description: "Quarters of 13F filings held." })
  quartersHeld!: number;
}

@ObjectType({ description: "Institutional holders of one stock from 13F filings." })
export class TopShareholders extends OwnershipCoverage {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => [Sec13fHolding], { description: "Share holdings, most shares first." })
  ownership!: Sec13fHolding[];

  @Field(() => [Sec13fHolding], { description: "Put and call lines." })
  ownershipOptions!: Sec13fHolding[];
}

@ObjectType({ description: "Institutional ownership of one stock (fundamentals' shape)." })
@Directive("@shareable")
export class InstitutionalOwnership extends OwnershipCoverage {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [Sec13fHolding])
  items!: Sec13fHolding[];

  @Field(() => Float)
  totalShares!: number;

  @Field(() => Float)
  totalValueUsd!: number;
}

@ObjectType({ description: "An ETF's holdings (no holdings source is configured)." })
export class EtfHoldings {
  @Field(() => String, { nullable: true })
  etf!: string | null;

  @Field(() => Int)
  totalHoldings!: number;
}
