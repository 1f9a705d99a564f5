/** svc_v3_signals_fusion: the book's fused signal per stock. */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { NOT_A_FORECAST } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";
import { DecisionVoterReading, ModelOrderingFields, type ModelOrderingValues } from "./fusionFields.js";

@ObjectType({
  description: "A stock's fused signal on the book date: the blend of its voters and the book's ordering.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the ordering fields' types come from the merged interface below.
export class FusedSignal {
  @Field(() => String, { description: TICKER }) ticker!: string;

  @ModelOrderingFields() readonly ordering?: never;

  @Field(() => Float, {
    nullable: true,
    description: "The universe close of the book date (split- and dividend-adjusted).",
  })
  close!: number | null;

  @Field(() => Int, { description: "Voters ranked in the blend (7, or 6 with an implausible momentum)." })
  votersUsed!: number;

  @Field(() => String, {
    nullable: true,
    description: "implausible_12_1_momentum, or null (flag_status says none).",
  })
  flag!: string | null;

  @Field(() => String, { description: "none or flagged." })
  flagStatus!: string;

  @Field(() => [DecisionVoterReading], { description: "The seven voters in their documented order." })
  voters!: DecisionVoterReading[];
}

export interface FusedSignal extends ModelOrderingValues {}

@ObjectType({ description: "Fused signals of the book date (svc_v3_signals_fusion)." })
export class SignalsFusion extends BookStamp {
  @Field(() => String, { description: "top_by_rank (no tickers) or requested_tickers." })
  selection!: string;

  @Field(() => Int, { description: "Rows returned." }) count!: number;
  @Field(() => Int, { description: "Scored stocks of the book date." }) scoredCount!: number;

  @Field(() => [FusedSignal], { description: "By rank; with tickers, in the order asked." })
  rows!: FusedSignal[];

  @Field(() => [String], { description: "Requested symbols unknown to the platform (404 when all are)." })
  symbolsUnknown!: string[];

  @Field(() => String, { description: "10_is_best." }) decileConvention!: string;
  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => Boolean, { description: NOT_A_FORECAST }) notAForecast!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
}
