/** The Form 4 answers of intel (spec/01 "Insider and ownership rows"); docs/INTEL.md "Insiders". */
import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  COUNT,
  COVERAGE_NOTE,
  NOTE,
  NULL_REASONS,
  TICKER,
  TICKER_ASKED,
  UNITS,
} from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CLOCK_DAY, FORM4, FORM144 } from "../descriptions.js";

@ObjectType({ description: "One Form 4 line as filed (intel's row shape)." })
export class InsiderTrade {
  @Field(() => String, { description: "The SEC form: 4." })
  form!: string;

  @Field(() => String, { description: "The issuer's trading symbol as filed." })
  ticker!: string;

  @Field(() => String, { description: FORM4.issuerName })
  issuerName!: string;

  @Field(() => String, { nullable: true, description: FORM4.accessionNumber })
  accessionNumber!: string | null;

  @Field(() => String, { description: FORM4.filingKey })
  filingKey!: string;

  @Field(() => Boolean, { description: "False when the source holds only the filing's first line." })
  filingComplete!: boolean;

  @Field(() => String, { description: FORM4.ownerName })
  ownerName!: string;

  @Field(() => String, { nullable: true, description: FORM4.ownerCik })
  ownerCik!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "officerTitle as filed; null for directors and 10% owners.",
  })
  ownerTitle!: string | null;

  @Field(() => String, { description: FORM4.transactionDate })
  transactionDate!: string;

  @Field(() => String, {
    description: "Form 4 code: P purchase, S sale, A award, M exercise, F tax, G gift, …",
  })
  transactionCode!: string;

  @Field(() => String, { nullable: true, description: FORM4.transactionDescription })
  transactionDescription!: string | null;

  @Field(() => Boolean, { description: FORM4.isDerivative })
  isDerivative!: boolean;

  @Field(() => String, { nullable: true, description: FORM4.securityTitle })
  securityTitle!: string | null;

  @Field(() => Float, { nullable: true, description: FORM4.shares })
  shares!: number | null;

  @Field(() => Float, { nullable: true, description: "Price per share as filed, in the filing currency." })
  price!: number | null;

  @Field(() => String, { description: "The filing currency (USD for every bundled issuer)." })
  priceCurrency!: string;

  @Field(() => String, { nullable: true, description: "A (acquired) or D (disposed); null where not kept." })
  acquiredDisposed!: string | null;

  @Field(() => Float, { nullable: true, description: FORM4.sharesOwnedAfter })
  sharesOwnedAfter!: number | null;

  @Field(() => String, {
    nullable: true,
    description: FORM4.ownership,
  })
  ownership!: string | null;

  @Field(() => String, { nullable: true, description: "The nature of an indirect holding (e.g. Trust)." })
  ownershipNature!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: FORM4.is_10b5_1,
  })
  is_10b5_1!: boolean | null;

  @Field(() => Float, {
    nullable: true,
    description: "shares × price in the filing currency; null where unknown.",
  })
  value!: number | null;

  @Field(() => Float, { nullable: true, description: "A Form 144 figure; always null on a Form 4 line." })
  proposedSaleValueUsd!: number | null;

  @Field(() => Float, { nullable: true, description: "A derivative's exercise or conversion price." })
  exercisePrice!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "A derivative's expiration as filed (legitimately in the future).",
  })
  expiry!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A derivative's underlying security as filed; null on a non-derivative line or where not stated.",
  })
  underlyingTitle!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Shares of the underlying security a derivative line covers; null on a non-derivative line or where not stated.",
  })
  underlyingShares!: number | null;

  @Field(() => String, {
    description: FORM4.visibleFrom,
  })
  visibleFrom!: string;

  @Field(() => FieldMap, {
    description: "Why a null field is null (value, proposed_sale_value_usd, is_10b5_1, …).",
  })
  nullReasons!: Record<string, string>;

  @Field(() => String, {
    description: "The bundled source file the line was read from (the Form 4 CSV or a filing's XML).",
  })
  sourceFile!: string;
}

@ObjectType({ description: "A Form 144 notice of proposed sale (none is bundled)." })
export class IntentToSellNotice {
  @Field(() => String, { description: "The person proposing the sale, as named on the Form 144." })
  ownerName!: string;

  @Field(() => String, { description: "ISO date the Form 144 was filed." })
  noticeDate!: string;

  @Field(() => Float, {
    nullable: true,
    description: "Shares proposed for sale; null when the notice does not state them.",
  })
  shares!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Aggregate market value of the proposed sale in USD; null when the notice does not state it.",
  })
  proposedSaleValueUsd!: number | null;
}

@ObjectType({ description: "A ticker's insider transactions visible as of the clock, newest first." })
export class InsiderTrades {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, { description: CLOCK_DAY })
  asOf!: string;

  @Field(() => Int, { description: "Lines in items (Form 144 notices never count)." })
  count!: number;

  @Field(() => [InsiderTrade], {
    description:
      "The ticker's Form 4 lines visible as of the clock, newest transaction first, at most limit.",
  })
  items!: InsiderTrade[];

  @Field(() => [IntentToSellNotice], { description: FORM144.notices })
  intentToSellNotices!: IntentToSellNotice[];

  @Field(() => String, { nullable: true, description: FORM144.reason })
  intentToSellNoticesReason!: string | null;

  @Field(() => Int, { description: "Lines visible for the ticker." })
  rowsAvailable!: number;

  @Field(() => String, {
    nullable: true,
    description: "ISO date of the newest transaction visible for the ticker; null when none is visible yet.",
  })
  newestTransactionDate!: string | null;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "The rows the feed read before the ticker filter." })
export class InsiderFeedWindow {
  @Field(() => Int, { description: "Lines in the window (at most 20,000)." })
  rowsScanned!: number;

  @Field(() => String, { nullable: true, description: "Oldest transaction date in the window." })
  windowStart!: string | null;

  @Field(() => String, { nullable: true, description: "Newest transaction date in the window." })
  windowEnd!: string | null;
}

@ObjectType({
  description: "The newest insider lines across issuers; a ticker filter applies to that window.",
})
export class InsiderFeed {
  @Field(() => String, { description: CLOCK_DAY })
  asOf!: string;

  @Field(() => String, { nullable: true, description: TICKER_ASKED })
  ticker!: string | null;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [InsiderTrade], {
    description:
      "The window's lines (narrowed to ticker when given), newest transaction first, at most limit.",
  })
  items!: InsiderTrade[];

  @Field(() => InsiderFeedWindow, {
    description:
      "The newest visible lines across issuers the feed read (at most 20,000) before the ticker filter.",
  })
  feedWindow!: InsiderFeedWindow;

  @Field(() => [IntentToSellNotice], { description: FORM144.notices })
  intentToSellNotices!: IntentToSellNotice[];

  @Field(() => String, { nullable: true, description: FORM144.reason })
  intentToSellNoticesReason!: string | null;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "One Form 4 line (fundamentals' row shape): whole filings are served." })
export class FilingInsiderTrade {
  @Field(() => String, { description: FORM4.filingKey })
  filingKey!: string;

  @Field(() => String, { nullable: true, description: FORM4.accessionNumber })
  accessionNumber!: string | null;

  @Field(() => String, { description: FORM4.ownerName })
  ownerName!: string;

  @Field(() => String, { nullable: true, description: FORM4.ownerCik })
  ownerCik!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The officer title as filed; null when the source names none (insiderRoleStatus, nullReasons).",
  })
  insiderRole!: string | null;

  @Field(() => String, {
    description: "officer_title_as_filed, or role_not_in_source where the source names none.",
  })
  insiderRoleStatus!: string;

  @Field(() => String, { description: FORM4.transactionDate })
  transactionDate!: string;

  @Field(() => String, { description: "Form 4 code (M: exercise or conversion of a derivative)." })
  transactionCode!: string;

  @Field(() => String, { nullable: true, description: FORM4.transactionDescription })
  transactionDescription!: string | null;

  @Field(() => Boolean, { description: FORM4.isDerivative })
  isDerivative!: boolean;

  @Field(() => String, { nullable: true, description: FORM4.securityTitle })
  securityTitle!: string | null;

  @Field(() => String, { description: "as_filed, or not_in_source." })
  securityTitleStatus!: string;

  @Field(() => Float, { nullable: true, description: FORM4.shares })
  shares!: number | null;

  @Field(() => Float, { nullable: true, description: "Per share as filed; null when 0 or not reported." })
  price!: number | null;

  @Field(() => String, { description: "as_filed, or zero_or_not_reported." })
  priceStatus!: string;

  @Field(() => String, { description: "What the price is per: ordinary_share_as_filed." })
  priceBasis!: string;

  @Field(() => Float, {
    nullable: true,
    description: "Price per ADR; always null: no ADR reference data is held (adr_reference_unavailable).",
  })
  pricePerAdr!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Ordinary shares per ADR; always null: no ADR reference data is held (adr_reference_unavailable).",
  })
  adrRatio!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The listed share class the line's security is; always null: no listing-class reference is held.",
  })
  listingClass!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Which fields listingClass applies to; always null with listingClass.",
  })
  listingClassAppliesTo!: string | null;

  @Field(() => Float, { nullable: true, description: FORM4.sharesOwnedAfter })
  sharesOwnedAfter!: number | null;

  @Field(() => String, { nullable: true, description: FORM4.ownership })
  ownership!: string | null;

  @Field(() => Boolean, { nullable: true, description: FORM4.is_10b5_1 })
  is_10b5_1!: boolean | null;

  @Field(() => String, { description: FORM4.visibleFrom })
  visibleFrom!: string;

  @Field(() => FieldMap, { description: NULL_REASONS })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A ticker's Form 4 filings, newest first, never cut inside a filing." })
export class FilingInsiderTrades {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, { description: CLOCK_DAY })
  asOf!: string;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int, { description: "Distinct Form 4 filings among items." })
  filings!: number;

  @Field(() => [FilingInsiderTrade], {
    description:
      "Lines of whole filings, newest filing first, until limit lines (the newest filing is served whole even when longer).",
  })
  items!: FilingInsiderTrade[];

  @Field(() => Boolean, { description: "The newest filing alone is longer than limit and was served whole." })
  limitExceeded!: boolean;

  @Field(() => Boolean, { description: "Rows held were left out." })
  truncated!: boolean;

  @Field(() => Int, { description: "Lines visible for the ticker as of the clock." })
  rowsAvailable!: number;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "Two or more distinct insiders buying (code P) one stock within 30 days." })
export class InsiderClusterRow {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, { description: FORM4.issuerName })
  issuerName!: string;

  @Field(() => [String], { description: "Distinct buyers' names, alphabetical." })
  buyers!: string[];

  @Field(() => Int, { description: "Distinct buyers (by CIK, else name), at least 2." })
  nBuyers!: number;

  @Field(() => Int, {
    description: "Buyers with a purchase not flagged 10b5-1 (an unknown flag counts as discretionary).",
  })
  nBuyersDiscretionary!: number;

  @Field(() => Int, { description: "Buyers whose purchase shares its day and price with another buyer's." })
  nBuyersSameDayPrice!: number;

  @Field(() => Int, { description: "Purchase lines in the window." })
  nPurchases!: number;

  @Field(() => Int, { description: "Purchase lines with shares and a price above 0." })
  nPurchasesPriced!: number;

  @Field(() => Float, { description: "Shares bought across the purchase lines (unreported counted as 0)." })
  totalShares!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Σ shares × price as filed, no exchange rate; null with its reason.",
  })
  totalValueUsd!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Why totalValueUsd is null: unpriced_purchases; null when it is set.",
  })
  totalValueUsdReason!: string | null;

  @Field(() => Float, { description: "n_buyers_discretionary / 5, capped at 1." })
  clusterScore!: number;

  @Field(() => Boolean, { description: "Mostly 10b5-1 plan purchases; ranked after discretionary clusters." })
  planPurchase!: boolean;

  @Field(() => String, { description: "ISO date of the earliest purchase in the window." })
  firstPurchaseDate!: string;

  @Field(() => String, { description: "ISO date of the latest purchase in the window." })
  lastPurchaseDate!: string;
}

@ObjectType({ description: "Insider buying clusters in the 30 days ending on the data's last date." })
export class InsiderClusters {
  @Field(() => String, {
    nullable: true,
    description: "The newest transaction date visible as of the clock.",
  })
  asOf!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "asOf as an instant (its midnight UTC); null with asOf.",
  })
  asOfTs!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "First day of the window (asOf − 29 days, inclusive); null when no Form 4 line is visible.",
  })
  windowStart!: string | null;

  @Field(() => Int, { description: "Calendar days in the window: 30." })
  windowDays!: number;

  @Field(() => Boolean, { description: "Every filing in the window is held whole." })
  complete!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Why complete is false: source_keeps_first_line_of_each_filing or no_form4_lines_visible; null when complete.",
  })
  completeReason!: string | null;

  @Field(() => Int, { description: "Purchase lines (code P) across issuers in the window." })
  purchasesInWindow!: number;

  @Field(() => Int, { description: "Clusters listed (at most limit)." })
  count!: number;

  @Field(() => [InsiderClusterRow], {
    description: "Clusters, discretionary ones first, then by clusterScore, buyers and priced value.",
  })
  clusters!: InsiderClusterRow[];

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: NOTE })
  note!: string;
}
