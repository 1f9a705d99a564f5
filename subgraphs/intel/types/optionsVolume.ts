import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";

@ObjectType({
  description:
    "Options volume of one snapshot date: sums over the contracts held in that date's option chain snapshot.",
})
export class OptionsVolumeDay {
  @Field(() => String, { description: "Snapshot date of the chain (the date its file is named for)." })
  date!: string;

  @Field(() => Float, { nullable: true, description: "Day volume of the calls held, in contracts." })
  callVolume!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "no_call_contracts_held when the call volume is null.",
  })
  callVolumeReason!: string | null;

  @Field(() => Float, { nullable: true, description: "Day volume of the puts held, in contracts." })
  putVolume!: number | null;

  @Field(() => String, { nullable: true, description: "no_put_contracts_held when the put volume is null." })
  putVolumeReason!: string | null;

  @Field(() => Float, { description: "Day volume of every contract held, calls and puts." })
  totalVolume!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Put volume / call volume, 6 significant figures; null with a reason.",
  })
  putCallVolumeRatio!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Why the ratio is null: no_call_volume, no_call_contracts_held or no_put_contracts_held.",
  })
  putCallVolumeRatioReason!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Open interest summed over the calls that report it; the others are counted, not guessed.",
  })
  callOpenInterest!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "no_call_contracts_held or open_interest_not_reported when the call open interest is null.",
  })
  callOpenInterestReason!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Open interest summed over the puts that report it; the others are counted, not guessed.",
  })
  putOpenInterest!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "no_put_contracts_held or open_interest_not_reported when the put open interest is null.",
  })
  putOpenInterestReason!: string | null;

  @Field(() => Int, { description: "Calls held whose open interest the source does not report." })
  callContractsWithoutOpenInterest!: number;

  @Field(() => Int, { description: "Puts held whose open interest the source does not report." })
  putContractsWithoutOpenInterest!: number;

  @Field(() => Int, { description: "Contracts (rows) held in the chain snapshot, calls and puts." })
  contracts!: number;

  @Field(() => Int, { description: "Call contracts held in the snapshot." })
  callContracts!: number;

  @Field(() => Int, { description: "Put contracts held in the snapshot." })
  putContracts!: number;

  @Field(() => Int, { description: "Distinct expiries among the contracts held." })
  expiries!: number;

  @Field(() => String, {
    description:
      "calls_and_puts, or calls_only / puts_only: a chain holding one side only is truncated, not a full chain.",
  })
  coverage!: string;

  @Field(() => [String], { description: "The chain files the item was computed from." })
  sourceFiles!: string[];

  @Field(() => Int, {
    description:
      "Contracts listed a second time on the pre-split share basis (AAPL 2014-06-10, strikes ×7), left out of every figure as max_pain and gex leave them out.",
  })
  preSplitTwinsExcluded!: number;
}

@ObjectType({ description: "Daily options volume of one underlying, newest snapshot date first." })
export class OptionsVolume {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => [OptionsVolumeDay], { description: "One item per snapshot date held, newest first." })
  items!: OptionsVolumeDay[];

  @Field(() => Int, { description: "Items returned." })
  count!: number;

  @Field(() => String, { description: '"option_chain_snapshots".' })
  source!: string;

  @Field(() => String, { description: "What the figures cover and where they fall short." })
  note!: string;
}
