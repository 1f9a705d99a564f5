/** svc_v2_factor_decay (domain/decay.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  BOOK_AGE_SESSIONS,
  BOOK_UNIVERSE,
  DRIFT_STALE_AFTER_HOURS,
  STALE_BOOK_REASON,
} from "../descriptions.js";

@ObjectType({
  description: "A signal's IC and IR against the one-session return `lag` sessions after the score date.",
})
export class FactorDecayPoint {
  @Field(() => Int, {
    description:
      "Sessions from the score date to the one-session return measured (0 = the next session's return).",
  })
  lag!: number;
  @Field(() => Float, { nullable: true, description: "Mean daily IC." }) ic!: number | null;
  @Field(() => Float, { nullable: true, description: "IC ÷ its standard deviation (per day)." }) ir!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "IR × √days." }) tStat!: number | null;
  @Field(() => Int, { description: "Score dates with an IC at this lag." }) days!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "How fast one signal's predictive power fades." })
export class FactorDecayRow {
  @Field(() => String, { description: "A voter, or blended_score." }) signal!: string;
  @Field(() => String, { description: "voter or blend." }) kind!: string;
  @Field(() => [FactorDecayPoint], { description: "Lags 0, 1, 2, 3, 5, 10, 21." }) curve!: FactorDecayPoint[];
  @Field(() => Float, {
    nullable: true,
    description: "Sessions until the IC falls to half its lag-0 value (linear between lags).",
  })
  icHalfLifeSessions!: number | null;
  @Field(() => Float, { nullable: true, description: "The same for the IR." }) irHalfLifeSessions!:
    | number
    | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Factor decay of the book's signals (svc_v2_factor_decay)." })
export class FactorDecay {
  @Field(() => [FactorDecayRow], { description: "The seven voters, then the blend." })
  rows!: FactorDecayRow[];
  @Field(() => [Int], { description: "The lags measured, in sessions: 0, 1, 2, 3, 5, 10, 21." })
  lags!: number[];
  @Field(() => String, { nullable: true, description: "First score date averaged." }) firstScoreDate!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Last score date averaged; null when the book has fewer dates than the longest lag (null_reasons).",
  })
  lastScoreDate!: string | null;
  @Field(() => Int, {
    description: "Score dates from first_score_date to last_score_date (at most 252); 0 when none.",
  })
  days!: number;
  @Field(() => String, {
    nullable: true,
    description: "The drift snapshot: the close that realised the newest return used (ISO 8601).",
  })
  measuredAt!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Hours from measured_at to the clock; null when undated (null_reasons).",
  })
  ageHours!: number | null;
  @Field(() => Boolean, { description: "True when the drift snapshot is over 80 hours old (or undated)." })
  stale!: boolean;
  @Field(() => String, { nullable: true, description: "older_than_80_hours or undated; null when fresh." })
  staleReason!: string | null;
  @Field(() => Int, { description: DRIFT_STALE_AFTER_HOURS }) staleAfterHours!: number;

  @Field(() => String, { description: "The book date (its close)." }) asOf!: string;
  @Field(() => Int, { description: "The book date's close, epoch seconds." }) asOfTs!: number;
  @Field(() => Int, { description: BOOK_AGE_SESSIONS }) bookAgeSessions!: number;
  @Field(() => Boolean, { description: "The book's own staleness (2 sessions)." }) isStale!: boolean;
  @Field(() => String, { nullable: true, description: STALE_BOOK_REASON }) staleBookReason!: string | null;
  @Field(() => String, { description: BOOK_UNIVERSE }) universe!: string;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: METHOD }) method!: string;
}
