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

@ObjectType({ description: "One Form 4 line as filed (intel's row shape)." })
export class InsiderTrade {
  @Field(() => String, { description: "The SEC form: 4." })
  form!: string;

  @Field(() => String, { description: "The issuer's trading symbol as filed." })
  ticker!: string;

  @Field(() => String)
  issuerName!: string;

  @Field(() => String, { nullable: true, description: "EDGAR accession; null where the source keeps none." })
  accessionNumber!: string | null;

  @Field(() => String, { description: "Identifies the filing the line belongs to." })
  filingKey!: string;

  @Field(() => Boolean, { description: "False when the source holds only the filing's first line." })
  filingComplete!: boolean;

  @Field(() => String)
  ownerName!: string;

  @Field(() => String, { nullable: true })
  ownerCik!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "officerTitle as filed; null for directors and 10% owners.",
  })
  ownerTitle!: string | null;

  @Field(() => String)
  transactionDate!: string;

  @Field(() => String, {
    description: "Form 4 code: P purchase, S sale, A award, M exercise, F tax, G gift, …",
  })
  transactionCode!: string;

  @Field(() => String, { nullable: true })
  transactionDescription!: string | null;

  @Field(() => Boolean)
  isDerivative!: boolean;

  @Field(() => String, { nullable: true })
  securityTitle!: string | null;

  @Field(() => Float, { nullable: true })
  shares!: number | null;

  @Field(() => Float, { nullable: true, description: "Price per share as filed, in the filing currency." })
  price!: number | null;

  @Field(() => String, { description: "The filing currency (USD for every bundled issuer)." })
  priceCurrency!: string;

  @Field(() => String, { nullable: true, description: "A (acquired) or D (disposed); null where not kept." })
  acquiredDisposed!: string | null;

  @Field(() => Float, { nullable: true })
  sharesOwnedAfter!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "direct or indirect; null where the source does not say.",
  })
  ownership!: string | null;

  @Field(() => String, { nullable: true, description: "The nature of an indirect holding (e.g. Trust)." })
  ownershipNature!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "The filing's Rule 10b5-1 plan flag; null where not kept.",
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

  @Field(() => String, { nullable: true })
  underlyingTitle!: string | null;

  @Field(() => Float, { nullable: true })
  underlyingShares!: number | null;

  @Field(() => String, {
    description: "When the line became visible: the Form 4 deadline (transaction + 2 business days).",
  })
  visibleFrom!: string;

  @Field(() => FieldMap, {
    description: "Why a null field is null (value, proposed_sale_value_usd, is_10b5_1, …).",
  })
  nullReasons!: Record<string, string>;

  @Field(() => String)
  sourceFile!: string;
}

@ObjectType({ description: "A Form 144 notice of proposed sale (none is bundled)." })
export class IntentToSellNotice {
  @Field(() => String)
  ownerName!: string;

  @Field(() => String)
  noticeDate!: string;

  @Field(() => Float, { nullable: true })
  shares!: number | null;

  @Field(() => Float, { nullable: true })
  proposedSaleValueUsd!: number | null;
}

@ObjectType({ description: "A ticker's insider transactions visible as of the clock, newest first." })
export class InsiderTrades {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, { description: "The clock's day: lines visible by then." })
  asOf!: string;

  @Field(() => Int, { description: "Lines in items (Form 144 notices never count)." })
  count!: number;

  @Field(() => [InsiderTrade])
  items!: InsiderTrade[];

  @Field(() => [IntentToSellNotice])
  intentToSellNotices!: IntentToSellNotice[];

  @Field(() => String, { nullable: true })
  intentToSellNoticesReason!: string | null;

  @Field(() => Int, { description: "Lines visible for the ticker." })
  rowsAvailable!: number;

  @Field(() => String, { nullable: true })
  newestTransactionDate!: string | null;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "The rows the feed read before the ticker filter." })
export class InsiderFeedWindow {
  @Field(() => Int)
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
  @Field(() => String)
  asOf!: string;

  @Field(() => String, { nullable: true, description: TICKER_ASKED })
  ticker!: string | null;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => [InsiderTrade])
  items!: InsiderTrade[];

  @Field(() => InsiderFeedWindow)
  feedWindow!: InsiderFeedWindow;

  @Field(() => [IntentToSellNotice])
  intentToSellNotices!: IntentToSellNotice[];

  @Field(() => String, { nullable: true })
  intentToSellNoticesReason!: string | null;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: COVERAGE_NOTE })
  coverageNote!: string;
}

@ObjectType({ description: "One Form 4 line (fundamentals' row shape): whole filings are served." })
export class FilingInsiderTrade {
  @Field(() => String)
  filingKey!: string;

  @Field(() => String, { nullable: true })
  accessionNumber!: string | null;

  @Field(() => String)
  ownerName!: string;

  @Field(() => String, { nullable: true })
  ownerCik!: string | null;

  @Field(() => String, { nullable: true })
  insiderRole!: string | null;

  @Field(() => String, {
    description: "officer_title_as_filed, or role_not_in_source where the source names none.",
  })
  insiderRoleStatus!: string;

  @Field(() => String)
  transactionDate!: string;

  @Field(() => String, { description: "Form 4 code (M: exercise or conversion of a derivative)." })
  transactionCode!: string;

  @Field(() => String, { nullable: true })
  transactionDescription!: string | null;

  @Field(() => Boolean)
  isDerivative!: boolean;

  @Field(() => String, { nullable: true })
  securityTitle!: string | null;

  @Field(() => String, { description: "as_filed, or not_in_source." })
  securityTitleStatus!: string;

  @Field(() => Float, { nullable: true })
  shares!: number | null;

  @Field(() => Float, { nullable: true, description: "Per share as filed; null when 0 or not reported." })
  price!: number | null;

  @Field(() => String, { description: "as_filed, or zero_or_not_reported." })
  priceStatus!: string;

  @Field(() => String, { description: "What the price is per: ordinary_share_as_filed." })
  priceBasis!: string;

  @Field(() => Float, { nullable: true })
  pricePerAdr!: number | null;

  @Field(() => Float, { nullable: true })
  adrRatio!: number | null;

  @Field(() => String, { nullable: true })
  listingClass!: string | null;

  @Field(() => String, { nullable: true })
  listingClassAppliesTo!: string | null;

  @Field(() => Float, { nullable: true })
  sharesOwnedAfter!: number | null;

  @Field(() => String, { nullable: true })
  ownership!: string | null;

  @Field(() => Boolean, { nullable: true })
  is_10b5_1!: boolean | null;

  @Field(() => String)
  visibleFrom!: string;

  @Field(() => FieldMap, { description: NULL_REASONS })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A ticker's Form 4 filings, newest first, never cut inside a filing." })
export class FilingInsiderTrades {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String)
  asOf!: string;

  @Field(() => Int, { description: COUNT })
  count!: number;

  @Field(() => Int)
  filings!: number;

  @Field(() => [FilingInsiderTrade])
  items!: FilingInsiderTrade[];

  @Field(() => Boolean, { description: "The newest filing alone is longer than limit and was served whole." })
  limitExceeded!: boolean;

  @Field(() => Boolean, { description: "Rows held were left out." })
  truncated!: boolean;

  @Field(() => Int)
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

  @Field(() => String)
  issuerName!: string;

  @Field(() => [String])
  buyers!: string[];

  @Field(() => Int)
  nBuyers!: number;

  @Field(() => Int)
  nBuyersDiscretionary!: number;

  @Field(() => Int, { description: "Buyers whose purchase shares its day and price with another buyer's." })
  nBuyersSameDayPrice!: number;

  @Field(() => Int)
  nPurchases!: number;

  @Field(() => Int)
  nPurchasesPriced!: number;

  @Field(() => Float)
  totalShares!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Σ shares × price as filed, no exchange rate; null with its reason.",
  })
  totalValueUsd!: number | null;

  @Field(() => String, { nullable: true })
  totalValueUsdReason!: string | null;

  @Field(() => Float, { description: "n_buyers_discretionary / 5, capped at 1." })
  clusterScore!: number;

  @Field(() => Boolean, { description: "Mostly 10b5-1 plan purchases; ranked after discretionary clusters." })
  planPurchase!: boolean;

  @Field(() => String)
  firstPurchaseDate!: string;

  @Field(() => String)
  lastPurchaseDate!: string;
}

@ObjectType({ description: "Insider buying clusters in the 30 days ending on the data's last date." })
export class InsiderClusters {
  @Field(() => String, {
    nullable: true,
    description: "The newest transaction date visible as of the clock.",
  })
  asOf!: string | null;

  @Field(() => String, { nullable: true })
  asOfTs!: string | null;

  @Field(() => String, { nullable: true })
  windowStart!: string | null;

  @Field(() => Int)
  windowDays!: number;

  @Field(() => Boolean, { description: "Every filing in the window is held whole." })
  complete!: boolean;

  @Field(() => String, { nullable: true })
  completeReason!: string | null;

  @Field(() => Int)
  purchasesInWindow!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [InsiderClusterRow])
  clusters!: InsiderClusterRow[];

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => String, { description: NOTE })
  note!: string;
}
