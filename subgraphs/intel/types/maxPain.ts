import { Field, Float, Int, ObjectType } from "type-graphql";
import { CHAIN_SOURCE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { CHAIN_SOURCE_FILES, EXPIRY_GROUP } from "../descriptions.js";
import { MAX_PAIN_FIGURES } from "../domain/maxPain.js";

@ObjectType({
  description: "Max pain of one expiry: the settlement price, among its strikes, paying holders least.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class MaxPainExpiry {
  @Field(() => String, { description: EXPIRY_GROUP })
  expiry!: string;

  @Field(() => Int, { description: "Calendar days from the snapshot date to the expiry." })
  dte!: number;

  @FigureFields(MAX_PAIN_FIGURES, {
    descriptions: {
      maxPainStrike: "Strike minimising the intrinsic value paid to holders; the lowest on a tie.",
      payoutUsd: "What holders would be paid at that strike: Σ open interest × intrinsic value × 100.",
      callPayoutUsd: "The calls' part of payoutUsd.",
      putPayoutUsd: "The puts' part of payoutUsd.",
      callOpenInterest: "Summed over the calls that report it.",
      putOpenInterest: "Summed over the puts that report it.",
    },
  })
  readonly figures?: never;

  @Field(() => String, { nullable: true, description: "Why max pain is null: a side without open interest." })
  maxPainReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why callOpenInterest is null: no_call_contracts_held or call_open_interest_not_reported; null when it is set.",
  })
  callOpenInterestReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why putOpenInterest is null: no_put_contracts_held or put_open_interest_not_reported; null when it is set.",
  })
  putOpenInterestReason!: string | null;

  @Field(() => Int, { description: "Candidate settlement prices: the distinct strikes held." })
  strikesConsidered!: number;

  @Field(() => Int, { description: "Contracts used, with or without open interest." })
  contracts!: number;

  @Field(() => Int, {
    description: "Contracts of the expiry that report no open interest (counted as none).",
  })
  contractsWithoutOpenInterest!: number;

  @Field(() => Int, { description: "Stale pre-split duplicate contracts left out." })
  preSplitTwinsExcluded!: number;

  @Field(() => Int, { nullable: true, description: "The split ratio those duplicates reveal." })
  splitRatio!: number | null;
}

/** The figures' types, from the table `FigureFields` declares. */
export interface MaxPainExpiry extends Figures<typeof MAX_PAIN_FIGURES> {}

@ObjectType({ description: "Max pain per expiry of the newest option chain snapshot held as of the clock." })
export class MaxPain {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, { description: "The chain's snapshot date (end of day)." })
  asOf!: string;

  @Field(() => Boolean, { description: "True when the snapshot is older than the last final close." })
  isStale!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: "The underlying's close on the snapshot date, as traded.",
  })
  underlyingPrice!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO date of that close; null with underlyingPrice (nullReasons).",
  })
  underlyingAsOf!: string | null;

  @Field(() => String, { nullable: true, description: "How the close was put on the chain's share basis." })
  underlyingPriceBasis!: string | null;

  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => Int, { description: "Shares a contract: payouts are per contract." })
  contractMultiplier!: number;

  @Field(() => Int, { description: "Expiries listed." })
  count!: number;

  @Field(() => [MaxPainExpiry], { description: "Nearest expiry first." })
  expiries!: MaxPainExpiry[];

  @Field(() => String, { description: CHAIN_SOURCE })
  source!: string;

  @Field(() => [String], { description: CHAIN_SOURCE_FILES })
  sourceFiles!: string[];

  @Field(() => String, { description: "What the figures cover and where they fall short." })
  note!: string;
}
