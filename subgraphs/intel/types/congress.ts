/** Congressional trades and the politicians' roster (spec/01 "Congress trades"; docs/INTEL.md). */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, COVERAGE_NOTE, NULL_REASONS, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CONGRESS } from "../descriptions.js";

export enum CongressProvider {
  options_flow = "options_flow",
  alternative_data = "alternative_data",
}
registerEnumType(CongressProvider, {
  name: "CongressProvider",
  description:
    "Which upstream feed to read: options_flow (House and Senate, 2019-2023, with disclosure dates) or alternative_data (Senate, 2012-2020, with owners and option terms).",
  valuesConfig: {
    options_flow: { description: "House and Senate trades, 2019-2023, with disclosure dates." },
    alternative_data: { description: "Senate trades, 2012-2020, with owners and option terms." },
  },
});

const opt = { nullable: true } as const;

@ObjectType({ description: "One trade line of a member's periodic transaction report." })
export class CongressTrade {
  @Field(() => String, { description: CONGRESS.member }) politician!: string;
  @Field(() => String, { description: CONGRESS.chamberCode }) chamberCode!: string;
  @Field(() => String, { description: CONGRESS.chamber }) chamber!: string;
  @Field(() => String, { nullable: true, description: "District (MI03) or Senate seat (GAS1) as filed." })
  office!: string | null;
  @Field(() => String, { nullable: true, description: "Null: no bundled source carries the party." })
  partyCode!: string | null;
  @Field(() => Boolean, { description: CONGRESS.isMemberOfCongress })
  isMemberOfCongress!: boolean;
  @Field(() => String, { nullable: true, description: "self, spouse, joint or child." }) owner!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description: "The listed symbol, as the instrument master spells it.",
  })
  ticker!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The symbol as the report wrote it; null when the report names none.",
  })
  tickerAsFiled!: string | null;
  @Field(() => String, { ...opt, description: "The asset's description as filed; null when not stated." })
  assetName!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "stock, stock_option, non_public_stock, corporate_bond, municipal_security or other_securities.",
  })
  assetType!: string | null;
  @Field(() => String, { nullable: true, description: "call or put." }) optionType!: string | null;
  @Field(() => Float, { nullable: true, description: "USD per share." }) strike!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "An option's expiry as filed (may be after the report).",
  })
  expiry!: string | null;
  @Field(() => String, { nullable: true, description: "buy, sell or exchange." }) side!: string | null;
  @Field(() => String, { nullable: true, description: "full or partial, where a sale says so." })
  saleExtent!: string | null;
  @Field(() => String, {
    description: "The transaction type as the report wrote it (Purchase, Sale (Full), …).",
  })
  transactionTypeAsFiled!: string;
  @Field(() => String, { description: CONGRESS.transactionDate }) transactionDate!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date the report was disclosed; null where the feed keeps none (alternative_data).",
  })
  disclosureDate!: string | null;
  @Field(() => String, { description: "When the trade became public (or, by law, had to)." })
  reportedDate!: string;
  @Field(() => String, { description: "disclosure_date, or stock_act_deadline (transaction + 45 days)." })
  reportedDateBasis!: string;
  @Field(() => String, { description: "The day after reported_date: the first day the trade is shown." })
  visibleFrom!: string;
  @Field(() => String, { nullable: true, description: 'The amount range as filed ("$1,001 - $15,000").' })
  amountRange!: string | null;
  @Field(() => Float, { nullable: true, description: "The range's lower bound, USD." }) amountMinUsd!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "The range's upper bound, USD." }) amountMaxUsd!:
    | number
    | null;
  @Field(() => String, {
    description:
      "range_as_filed, exact_as_filed or not_disclosed: a range is never turned into a single figure.",
  })
  amountBasis!: string;
  @Field(() => String, { ...opt, description: "The filer's comment on the line; null when none was filed." })
  comment!: string | null;
  @Field(() => String, { nullable: true, description: "The report on the chamber's site." }) filingUrl!:
    | string
    | null;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Congressional trades visible as of the clock, newest report first." })
export class CongressTrades {
  @Field(() => String, { description: CONGRESS.provider }) provider!: string;
  @Field(() => String, { description: CONGRESS.source })
  source!: string;
  @Field(() => String, { description: CONGRESS.asOf }) asOf!: string;
  @Field(() => String, {
    ...opt,
    description: "The ticker asked for, normalised; null when none was: every member's trades.",
  })
  ticker!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Trades visible for the query (the ticker's, or all)." })
  tradesAvailable!: number;
  @Field(() => [CongressTrade], {
    description: "Trades visible as of the clock, newest report first, at most limit.",
  })
  items!: CongressTrade[];
  @Field(() => String, {
    nullable: true,
    description: "The oldest transaction date among the trades visible for the query.",
  })
  dataFrom!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The oldest transaction date the feed holds as of the clock: nothing before it is held.",
  })
  historyFloor!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the newest report among the trades visible for the query; null when none is (nullReasons).",
  })
  newestReportedDate!: string | null;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: COVERAGE_NOTE }) coverageNote!: string;
}

@ObjectType({ description: "A member of Congress with the trades the feed holds for them." })
export class Politician {
  @Field(() => String, { description: CONGRESS.member }) name!: string;
  @Field(() => String, { description: CONGRESS.chamberCode }) chamberCode!: string;
  @Field(() => String, { description: CONGRESS.chamber }) chamber!: string;
  @Field(() => String, { nullable: true, description: "The office of the newest report." }) office!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Null: no bundled source carries the party." })
  partyCode!: string | null;
  @Field(() => Boolean, { description: CONGRESS.isMemberOfCongress }) isMemberOfCongress!: boolean;
  @Field(() => Int, { description: "Trades in trade_count_window." }) tradeCount!: number;
  @Field(() => Int, { description: "Trades in the window whose side is buy." }) buyCount!: number;
  @Field(() => Int, { description: "Trades in the window whose side is sell." }) sellCount!: number;
  @Field(() => Int, { description: "Trades in the window whose side is exchange." }) exchangeCount!: number;
  @Field(() => String, { description: "ISO date of the member's earliest trade in the window." })
  firstTransactionDate!: string;
  @Field(() => String, { description: "ISO date of the member's latest trade in the window." })
  lastTransactionDate!: string;
  @Field(() => String, { description: "ISO date of the member's newest report visible." })
  lastReportedDate!: string;
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The window trade_count counts over." })
export class TradeCountWindow {
  @Field(() => String, {
    nullable: true,
    description: "The oldest transaction date counted (the feed's history floor).",
  })
  start!: string | null;
  @Field(() => String, { description: "The last report day counted: the clock's day." }) end!: string;
  @Field(() => String, {
    description: "The window in words: trades of the feed executed from start and reported by end.",
  })
  basis!: string;
}

@ObjectType({ description: "Members of Congress with trades in the feed, most trades first." })
export class Politicians {
  @Field(() => String, { description: CONGRESS.provider }) provider!: string;
  @Field(() => String, { description: CONGRESS.source }) source!: string;
  @Field(() => String, { description: CONGRESS.asOf }) asOf!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Members with a visible trade, before the limit." }) membersHeld!: number;
  @Field(() => TradeCountWindow, { description: "The window tradeCount counts over." })
  tradeCountWindow!: TradeCountWindow;
  @Field(() => [Politician], { description: "Members, most trades first, at most limit." })
  items!: Politician[];
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: COVERAGE_NOTE }) coverageNote!: string;
}
