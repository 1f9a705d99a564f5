/** svc_v2_drift (domain/drift.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  BOOK_AGE_SESSIONS,
  BOOK_UNIVERSE,
  DRIFT_STALE_AFTER_HOURS,
  STALE_BOOK_REASON,
} from "../descriptions.js";

@ObjectType({ description: "One signal's recent predictive power against the year before." })
export class ModelDriftRow {
  @Field(() => String, { description: "A voter, or blended_score." }) signal!: string;
  @Field(() => String, { description: "voter or blend." }) kind!: string;
  @Field(() => Float, { nullable: true, description: "Mean daily IC of the window's measured predictions." })
  recentIc!: number | null;
  @Field(() => Int, { description: "Score dates of the window with an IC for the signal." })
  recentDays!: number;
  @Field(() => Float, { nullable: true, description: "Mean daily IC of the 252 measured before the window." })
  baselineIc!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Standard deviation of the baseline's daily ICs; null with fewer than 2 baseline days (null_reasons).",
  })
  baselineIcSd!: number | null;
  @Field(() => Int, { description: "Score dates of the baseline with an IC for the signal (at most 252)." })
  baselineDays!: number;
  @Field(() => Float, { nullable: true, description: "recent_ic − baseline_ic." }) icChange!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "ic_change ÷ (baseline_ic_sd ÷ √recent_days).",
  })
  driftZ!: number | null;
  @Field(() => Boolean, { nullable: true, description: "|drift_z| ≥ 2." }) drifting!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Score date of this signal's newest measured prediction.",
  })
  newestMeasuredDate!: string | null;
  @Field(() => String, { nullable: true, description: "The session whose close measured it." })
  measuredOn!: string | null;
  @Field(() => String, { nullable: true, description: "That close (ISO 8601)." }) measuredAt!: string | null;
  @Field(() => Boolean, { description: "Measured over 80 hours before the clock, or undated." })
  stale!: boolean;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Model drift of the book's signals (svc_v2_drift)." })
export class ModelDrift {
  @Field(() => [ModelDriftRow], { description: "The seven voters, then the blend." }) rows!: ModelDriftRow[];
  @Field(() => Int, { description: "Calendar days of measured predictions up to the book date, as asked." })
  windowDays!: number;
  @Field(() => String, { nullable: true, description: "First score date of the window." })
  windowStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "First score date of the baseline (the 252 measured before the window); null when none was measured before it (null_reasons).",
  })
  baselineStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Last score date of the baseline; null with baseline_start.",
  })
  baselineEnd!: string | null;
  @Field(() => Int, { description: "1: a prediction is measured against the next session's return." })
  horizonSessions!: number;

  @Field(() => String, { nullable: true, description: "Score date of the newest measured prediction." })
  newestMeasuredDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "When it was measured: its next session's close (ISO 8601).",
  })
  measuredAt!: string | null;
  @Field(() => Int, { nullable: true, description: "measured_at, epoch seconds." }) measuredAtTs!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Hours from measured_at to the clock." })
  ageHours!: number | null;
  @Field(() => Boolean, {
    description: "True when the newest measured prediction is over 80 hours old or undated.",
  })
  stale!: boolean;
  @Field(() => String, { nullable: true, description: "older_than_80_hours or undated; null when fresh." })
  staleReason!: string | null;
  @Field(() => Boolean, {
    description:
      "Whether it was already over 80 hours old at the snapshot's own instant (the book date's close): the drift snapshot is built point in time at its book date.",
  })
  staleAtBuild!: boolean;
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
