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

  @Field(() => String, {
    nullable: true,
    description: "The manager's SEC CIK as filed; null when the filing does not state it (nullReasons).",
  })
  fundCik!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Null unless the CUSIP maps to a ticker; ticker_reason says why.",
  })
  ticker!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why ticker is null: cusip_not_mapped (the CUSIP-to-ticker map lacks the CUSIP); null when ticker is set.",
  })
  tickerReason!: string | null;

  @Field(() => String, {
    description: "The security's nine-character CUSIP as filed: the key holdings are matched on.",
  })
  cusip!: string;

  @Field(() => String, { description: "The issuer's name as the manager filed it (nameOfIssuer)." })
  issuerName!: string;

  @Field(() => String, {
    nullable: true,
    description: "The class of the security as filed (COM, CL A, …); null when not stated in the filing.",
  })
  titleOfClass!: string | null;

  @Field(() => Float, {
    description: "Shares held, or principal amount in USD for a PRN line (sharesType says which).",
  })
  shares!: number;

  @Field(() => String, { description: "SH (shares) or PRN (principal amount)." })
  sharesType!: string;

  @Field(() => String, { nullable: true, description: "PUT or CALL for an option line." })
  putCall!: string | null;

  @Field(() => Float, { description: "Market value at the period end, US dollars as filed." })
  valueUsd!: number;

  @Field(() => String, {
    description: "ISO date of the calendar quarter end the filing reports holdings at.",
  })
  reportPeriod!: string;

  @Field(() => String, { description: "ISO date the 13F-HR was filed with the SEC." })
  filedDate!: string;

  @Field(() => String, {
    nullable: true,
    description: "SEC accession number of the 13F-HR filing; null when not stated (nullReasons).",
  })
  accessionNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Investment discretion as filed: SOLE, DFND (shared-defined) or OTR (other); null when not stated.",
  })
  investmentDiscretion!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Shares over which the manager has sole voting authority; null when not stated in the filing.",
  })
  votingSole!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Shares over which the manager shares voting authority; null when not stated in the filing.",
  })
  votingShared!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Shares over which the manager has no voting authority; null when not stated in the filing.",
  })
  votingNone!: number | null;

  @Field(() => FieldMap, {
    description: "Why a null field of the line is null (put_call on a share or principal line, …).",
  })
  nullReasons!: Record<string, string>;
}

/** The freshness block every 13F answer carries. */
@ObjectType({ description: "The 13F freshness fields every ownership answer carries." })
export class OwnershipCoverage {
  @Field(() => String, {
    description:
      "The clock's New York date (YYYY-MM-DD) the answer is as of; a 13F filing counts from 22:00 ET of its filing day.",
  })
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

  @Field(() => Boolean, {
    description:
      "True when newestReportPeriod is older than expectedReportPeriod, or no 13F filing is visible.",
  })
  isStale!: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      "Whole quarters from newestReportPeriod to expectedReportPeriod, 0 when current; null when no 13F filing is visible (nullReasons).",
  })
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

  @Field(() => [Sec13fHolding], {
    description: "The 13F lines matching ticker and fund, largest value first, at most limit.",
  })
  items!: Sec13fHolding[];
}

@ObjectType({
  description: "A holding's quarter-on-quarter change; withheld where no prior quarter is held.",
})
export class Sec13fChange extends Sec13fHolding {
  @Field(() => Float, {
    nullable: true,
    description:
      "Shares held at the prior quarter end; null (no_prior_quarter_held) while one quarter per manager is held.",
  })
  prevShares!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Signed fraction: (shares − prev_shares) / prev_shares.",
  })
  changePct!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Split factor applied to prevShares to put it on the current share basis; null with prevShares.",
  })
  prevSharesSplitFactor!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The split that factor stands for, in words; null with prevShares.",
  })
  splitAdjustment!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why change_pct is withheld (no_prior_quarter_held, split_basis_ambiguous).",
  })
  changeWithheld!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The prior-quarter shares an archive reports, shown when the split basis is ambiguous; null with prevShares.",
  })
  archiveShares!: number | null;
}

@ObjectType({ description: "13F quarter-on-quarter changes." })
export class Sec13fChangesAnswer extends OwnershipCoverage {
  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [Sec13fChange], {
    description:
      "One change per matching 13F line, at most limit; none when minPct is above 0 while every change is withheld.",
  })
  items!: Sec13fChange[];

  @Field(() => Int, { description: "Changes withheld because no prior quarter of the filer is held." })
  changesWithheld!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Prior-quarter holders with no current filing: unknown with one quarter.",
  })
  unreportedPrevHolders!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Current holders with no prior-quarter filing: unknown with one quarter held, so null (nullReasons).",
  })
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

  @Field(() => [Sec13fHolding], {
    description:
      "The stock's 13F lines (share, principal and option lines), largest value first, at most limit.",
  })
  items!: Sec13fHolding[];

  @Field(() => Float, {
    description:
      "Shares (or principal) summed over every held share and principal line of the stock, not just those listed; option lines excluded.",
  })
  totalShares!: number;

  @Field(() => Float, {
    description:
      "Market value in USD at the report period end summed over every held line of the stock, option lines included.",
  })
  totalValueUsd!: number;
}

@ObjectType({ description: "An ETF's holdings (no holdings source is configured)." })
export class EtfHoldings {
  @Field(() => String, {
    nullable: true,
    description:
      "The ETF listed, normalised; null when the answer lists the ETFs holding a stock. No ETF holdings source is configured: the operation answers 503.",
  })
  etf!: string | null;

  @Field(() => Int, { description: "Holding lines the ETF's newest held snapshot lists." })
  totalHoldings!: number;
}
