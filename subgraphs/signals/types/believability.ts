/** svc_v3_believability (domain/believability.ts; docs/LEARNING.md "Believability"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { returnedIn } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { RESOLUTION_DATES, resolvedOnBound, sideCalls, sideHitRate, T_DATES } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "One source's track record over one window of resolution dates, and its believability.",
})
export class BelievabilityRow {
  @Field(() => String, { description: "ensemble, or a voter." }) source!: string;
  @Field(() => String, { description: "ensemble or voter." }) kind!: string;
  @Field(() => String, {
    description:
      "all_history, last_252_sessions, last_63_sessions or last_21_sessions (of resolution dates).",
  })
  window!: string;
  @Field(() => Int, {
    nullable: true,
    description: "The window's resolution dates at most; null for all_history.",
  })
  windowSessions!: number | null;
  @Field(() => Int, { description: RESOLUTION_DATES }) resolutionDates!: number;
  @Field(() => String, { nullable: true, description: resolvedOnBound("oldest") }) firstResolvedOn!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: resolvedOnBound("newest") }) lastResolvedOn!:
    | string
    | null;
  @Field(() => Int, { description: "Resolved calls: favourable and unfavourable readings." }) calls!: number;
  @Field(() => Int, {
    description:
      "Calls on their side of the benchmark: a favourable reading above it, an unfavourable one below.",
  })
  hits!: number;
  @Field(() => Float, { nullable: true, description: "hits ÷ calls." }) hitRate!: number | null;
  @Field(() => Int, { description: sideCalls("favourable") }) favourableCalls!: number;
  @Field(() => Float, { nullable: true, description: sideHitRate("favourable") }) favourableHitRate!:
    | number
    | null;
  @Field(() => Int, { description: sideCalls("unfavourable") }) unfavourableCalls!: number;
  @Field(() => Float, { nullable: true, description: sideHitRate("unfavourable") }) unfavourableHitRate!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Mean of the dates' ICs." }) meanIc!: number | null;
  @Field(() => Float, { description: "resolution_dates ÷ 21: the evidence in non-overlapping horizons." })
  independentHorizons!: number;
  @Field(() => Float, {
    nullable: true,
    description: "(independent_horizons × hit_rate + 12 × 0.5) ÷ (independent_horizons + 12).",
  })
  believability!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "t of the daily hit rate against 0.5, non-overlapping dates.",
  })
  tStat!: number | null;
  @Field(() => Int, { description: T_DATES }) tDates!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "How believable each source's calls have been (svc_v3_believability)." })
export class ExperienceBelievability extends BookStamp {
  @Field(() => String, { nullable: true, description: "The source asked for; null for every source." })
  source!: string | null;
  @Field(() => String, { description: "What believability means here." }) method!: string;
  @Field(() => Float, { description: "0.5: the hit rate believability is shrunk toward (chance)." })
  priorHitRate!: number;
  @Field(() => Int, { description: "12: the prior's weight, in independent 21-session horizons." })
  priorHorizons!: number;
  @Field(() => [BelievabilityRow], { description: "By window (all history first), then believability." })
  rows!: BelievabilityRow[];
  @Field(() => Int, { description: returnedIn("rows") }) returned!: number;
  @Field(() => Int, { description: "Rows there are (sources × windows) before limit." }) total!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}
