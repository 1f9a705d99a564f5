import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { CHAIN_SOURCE, NOTE, NULL_REASONS, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CHAIN_SOURCE_FILES, OPTION_EXPIRY, sourceGreek } from "../descriptions.js";

export enum OptionsChainSort {
  open_interest = "open_interest",
  notional = "notional",
}
registerEnumType(OptionsChainSort, {
  name: "OptionsChainSort",
  description: "open_interest or notional (day volume × close × 100), largest first; unknown last.",
  valuesConfig: {
    open_interest: { description: "By open interest, largest first." },
    notional: { description: "By notional (day volume × close × 100), largest first." },
  },
});

const opt = { nullable: true } as const;

@ObjectType({ description: "One option contract of a chain snapshot (spec/01 Options chain contract)." })
export class OptionsChainContract {
  @Field(() => String, { description: OPTION_EXPIRY }) expiry!: string;
  @Field(() => Int, { description: "Calendar days from the snapshot date." }) dte!: number;
  @Field(() => Float, { description: "USD per share, on strike_basis." }) strike!: number;
  @Field(() => String, { description: "C or P." }) right!: string;
  @Field(() => String, {
    description:
      "current (the snapshot day's share basis) or pre_split (a stale twin struck on the old basis).",
  })
  strikeBasis!: string;
  @Field(() => Float, { nullable: true, description: "Always null: the source holds no quotes." }) bid!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Always null: the source holds no quotes." }) ask!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Always null: the source holds no quotes." }) mid!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "The day's close where the contract traded." })
  last!: number | null;
  @Field(() => Float, { description: "The day bar's open, USD per share of premium." }) open!: number;
  @Field(() => Float, { description: "The day bar's high, USD per share of premium." }) high!: number;
  @Field(() => Float, { description: "The day bar's low, USD per share of premium." }) low!: number;
  @Field(() => Float, {
    description: "The day bar's close as the source gives it (also for untraded lines).",
  })
  close!: number;
  @Field(() => Float, { description: "Day volume, contracts." }) volume!: number;
  @Field(() => Float, { nullable: true, description: "Always null: the source holds no trade prints." })
  vwap!: number | null;
  @Field(() => Float, { nullable: true, description: "volume × close × 100, USD; null when untraded." })
  notionalUsd!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "As the source computed it; null where it computed none.",
  })
  impliedVolatility!: number | null;
  @Field(() => Float, { ...opt, description: sourceGreek("delta") }) delta!: number | null;
  @Field(() => Float, { ...opt, description: sourceGreek("gamma") }) gamma!: number | null;
  @Field(() => Float, { ...opt, description: sourceGreek("theta") }) theta!: number | null;
  @Field(() => Float, { ...opt, description: sourceGreek("vega") }) vega!: number | null;
  @Field(() => Float, { nullable: true, description: "Contracts; null where not reported." })
  openInterest!: number | null;
  @Field(() => Float, { nullable: true, description: "The underlying's close on strike_basis." })
  underlyingPrice!: number | null;
  @Field(() => Float, { nullable: true, description: "strike / underlying_price." }) moneyness!:
    | number
    | null;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The whole current-basis chain of the snapshot, not the page." })
export class OptionsChainSummary {
  @Field(() => Int, { description: "Current-basis contracts in the snapshot." }) contracts!: number;
  @Field(() => Int, { description: "Distinct expiries among them." }) expirations!: number;
  @Field(() => Int, { description: "Call contracts among them." }) callContracts!: number;
  @Field(() => Int, { description: "Put contracts among them." }) putContracts!: number;
  @Field(() => Float, {
    ...opt,
    description: "Open interest summed over the calls that report it, contracts; null when none does.",
  })
  callOpenInterest!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Open interest summed over the puts that report it, contracts; null when none does.",
  })
  putOpenInterest!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Day volume summed over the calls, contracts; null when the chain has no call.",
  })
  callVolume!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Day volume summed over the puts, contracts; null when the chain has no put.",
  })
  putVolume!: number | null;
  @Field(() => Float, { nullable: true, description: "Put open interest / call open interest." })
  putCallOpenInterestRatio!: number | null;
  @Field(() => Float, { nullable: true, description: "Put volume / call volume." })
  putCallVolumeRatio!: number | null;
  @Field(() => String, { nullable: true, description: "The nearest expiry at least 7 days out." })
  frontMonthExpiry!: string | null;
  @Field(() => Float, { nullable: true, description: "Its at-the-money IV (vol_surface's model)." })
  frontMonthAtmIv!: number | null;
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "What the bundled chain is." })
export class OptionsChainCoverage {
  @Field(() => String, { description: "full_chain, truncated_calls_only or truncated_puts_only." })
  kind!: string;
  @Field(() => Int, {
    description:
      "Stale pre-split twins listed beside the current contracts (strikeBasis pre_split); 0 when none.",
  })
  preSplitContracts!: number;
  @Field(() => Int, {
    ...opt,
    description:
      "The split's ratio (new shares per old): the twins' strikes are the current ones × this; null when there are none.",
  })
  splitRatio!: number | null;
  @Field(() => Boolean, { description: "False: a bundled chain, not a live capture window." })
  captureWindowApplied!: boolean;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "Operation svc_v3_tape_options_chain: one held option chain snapshot." })
export class OptionsChain {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The snapshot's date (end of day)." }) snapshotDay!: string;
  @Field(() => Boolean, {
    description: "True when the snapshot is older than the last final close at the clock.",
  })
  isStale!: boolean;
  @Field(() => [String], { description: "Snapshot dates visible at the clock, newest first." })
  availableDates!: string[];
  @Field(() => Float, {
    ...opt,
    description:
      "The underlying's close on the snapshot day in USD per share, on the chain's strike basis; null with its reason (nullReasons).",
  })
  underlyingPrice!: number | null;
  @Field(() => String, {
    ...opt,
    description:
      "Which close underlyingPrice is (its series' daily close, and any splits after the day undone); null with underlyingPrice.",
  })
  underlyingPriceBasis!: string | null;
  @Field(() => OptionsChainSummary, {
    description: "The whole current-basis chain summarised, not just the contracts listed.",
  })
  summary!: OptionsChainSummary;
  @Field(() => OptionsChainCoverage, {
    description: "What the bundled chain is: full or truncated, and its pre-split twins.",
  })
  coverage!: OptionsChainCoverage;
  @Field(() => Int, { description: "Contracts matching the filters, before limit." }) matched!: number;
  @Field(() => Int, { description: "Contracts listed (at most limit)." }) count!: number;
  @Field(() => [OptionsChainContract], {
    description: "The contracts matching the filters, in sort order, at most limit.",
  })
  contracts!: OptionsChainContract[];
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: CHAIN_SOURCE }) source!: string;
  @Field(() => [String], { description: CHAIN_SOURCE_FILES }) sourceFiles!: string[];
}
