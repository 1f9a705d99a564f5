import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { CHAIN_SOURCE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { CHAIN_SOURCE_FILES } from "../descriptions.js";
import { GEX_FIGURES } from "../domain/gex.js";

@ObjectType({ description: "Gamma exposure at one strike, calls and puts of every expiry held." })
export class GexStrike {
  @Field(() => Float, { description: "USD per share." }) strike!: number;
  @Field(() => Float, { description: "Shares per $1 move; positive." }) callGamma!: number;
  @Field(() => Float, { description: "Shares per $1 move; negative." }) putGamma!: number;
  @Field(() => Float, { description: "call_gamma + put_gamma." }) netGamma!: number;
  @Field(() => Float, { description: "Contracts." }) callOpenInterest!: number;
  @Field(() => Float, { description: "Contracts." }) putOpenInterest!: number;
}

@ObjectType({
  description:
    "Gamma exposure of the newest option chain snapshot held as of the clock, on the snapshot day's share basis.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class Gex {
  @Field(() => String, { description: TICKER }) ticker!: string;

  @Field(() => String, { description: "The chain's snapshot date (end of day)." })
  asOf!: string;

  @Field(() => Boolean, { description: "True when the snapshot is older than the last final close." })
  isStale!: boolean;

  @Field(() => Int, { description: "Calendar days from the snapshot date to the clock's date." })
  ageDays!: number;

  @Field(() => String, { nullable: true, description: "The date of the close used as spot." })
  spotAsOf!: string | null;

  @Field(() => String, { nullable: true, description: "How the close was put on the chain's share basis." })
  spotBasis!: string | null;

  @FigureFields(GEX_FIGURES, {
    descriptions: {
      callGamma: "Σ over calls of gamma × open interest × 100: shares per $1 move, positive.",
      putGamma: "−Σ over puts of gamma × open interest × 100: shares per $1 move, negative.",
      netGamma: "call_gamma + put_gamma.",
      gammaUsdPer1pctMove: "net_gamma × spot × (1 % of spot): USD of delta change for a 1 % move.",
      callDelta: "Σ over calls of delta × open interest × 100, in shares.",
      putDelta: "Σ over puts of delta × open interest × 100, in shares (negative).",
      netDelta: "call_delta + put_delta.",
      spot: "The underlying's close on the snapshot date, as traded.",
    },
  })
  readonly figures?: never;

  @Field(() => FieldMap, { description: "Why a null figure is null." })
  nullReasons!: Record<string, string>;

  @Field(() => FieldMap, { description: UNITS })
  units!: Record<string, string>;

  @Field(() => Int, { description: "Shares a contract." })
  contractMultiplier!: number;

  @Field(() => String, { description: "How gamma and delta were obtained." })
  model!: string;

  @Field(() => Int, { description: "Contracts with open interest and a gamma, summed." })
  contractsUsed!: number;

  @Field(() => Int, { description: "Contracts without reported open interest, left out." })
  contractsWithoutOpenInterest!: number;

  @Field(() => Int, {
    description: "Contracts with open interest whose close implies no volatility, left out.",
  })
  contractsWithoutGamma!: number;

  @Field(() => Float, { description: "Their open interest, in contracts." })
  openInterestWithoutGamma!: number;

  @Field(() => GraphQLJSONObject, { description: "Why gamma could not be read: reason → contracts." })
  withoutGammaReasons!: Record<string, number>;

  @Field(() => Int, { description: "Stale pre-split duplicate contracts left out." })
  preSplitContractsExcluded!: number;

  @Field(() => Int, { nullable: true, description: "The split ratio those duplicates reveal." })
  splitRatio!: number | null;

  @Field(() => [GexStrike], { description: "Strikes with open interest used, ascending." })
  strikes!: GexStrike[];

  @Field(() => String, { description: CHAIN_SOURCE })
  source!: string;

  @Field(() => [String], { description: CHAIN_SOURCE_FILES })
  sourceFiles!: string[];

  @Field(() => String, { description: "What the figures cover and where they fall short." })
  note!: string;
}

export interface Gex extends Figures<typeof GEX_FIGURES> {}
