import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { CHAIN_SOURCE, NOTE, NULL_REASONS, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

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
  @Field(() => String) expiry!: string;
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
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
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
  @Field(() => Float, opt) delta!: number | null;
  @Field(() => Float, opt) gamma!: number | null;
  @Field(() => Float, opt) theta!: number | null;
  @Field(() => Float, opt) vega!: number | null;
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
  @Field(() => Int) contracts!: number;
  @Field(() => Int) expirations!: number;
  @Field(() => Int) callContracts!: number;
  @Field(() => Int) putContracts!: number;
  @Field(() => Float, opt) callOpenInterest!: number | null;
  @Field(() => Float, opt) putOpenInterest!: number | null;
  @Field(() => Float, opt) callVolume!: number | null;
  @Field(() => Float, opt) putVolume!: number | null;
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
  @Field(() => Int) preSplitContracts!: number;
  @Field(() => Int, opt) splitRatio!: number | null;
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
  @Field(() => Float, opt) underlyingPrice!: number | null;
  @Field(() => String, opt) underlyingPriceBasis!: string | null;
  @Field(() => OptionsChainSummary) summary!: OptionsChainSummary;
  @Field(() => OptionsChainCoverage) coverage!: OptionsChainCoverage;
  @Field(() => Int, { description: "Contracts matching the filters, before limit." }) matched!: number;
  @Field(() => Int) count!: number;
  @Field(() => [OptionsChainContract]) contracts!: OptionsChainContract[];
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: CHAIN_SOURCE }) source!: string;
  @Field(() => [String]) sourceFiles!: string[];
}
