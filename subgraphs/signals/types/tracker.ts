/** svc_v3_prediction_tracker (docs/LEARNING.md "Lifecycle"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, returnedIn, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BOOK_CONVICTION, BOOK_RANK, PREDICTION_LIFECYCLE, predictionsIn } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";
import { LifecycleState } from "./resolverStatus.js";

@ObjectType({ description: "One prediction of the book and where it stands at the clock." })
export class TrackedPrediction {
  @Field(() => String, { description: "The book date the prediction was made on." }) predictionDate!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: "−1..+1, an ordering, not a forecast." }) blendedScore!: number;
  @Field(() => Int, { description: BOOK_RANK }) rank!: number;
  @Field(() => Int, { description: "1..10, 10 the best." }) decile!: number;
  @Field(() => String, { description: "LONG, SHORT or NEUTRAL (no call)." }) direction!: string;
  @Field(() => Float, { description: BOOK_CONVICTION }) conviction!: number;
  @Field(() => Float, { description: "The prediction date's close (adjusted)." }) close!: number;
  @Field(() => String, { description: "pending, resolved or unresolved." }) state!: string;
  @Field(() => Int, {
    nullable: true,
    description: "Sessions still to close before a pending prediction resolves.",
  })
  sessionsToResolution!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The resolution date (21st session after), once its close is final at the clock.",
  })
  resolutionDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The close (adjusted) on resolution_date; null while pending or when unresolved (null_reasons).",
  })
  closeAtResolution!: number | null;
  @Field(() => Float, { nullable: true, description: "close_at_resolution ÷ close − 1." })
  realisedReturn!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "The book's equal-weighted mean return over the horizon.",
  })
  benchmarkReturn!: number | null;
  @Field(() => Float, { nullable: true, description: "realised_return − benchmark_return." })
  excessReturn!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "A LONG above the benchmark, a SHORT below it; null for NEUTRAL (no call).",
  })
  hit!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "A LONG up, a SHORT down." }) absoluteHit!:
    | boolean
    | null;
  @Field(() => String, {
    nullable: true,
    description: "outcome_not_held or no_bar_on_resolution_date when unresolved.",
  })
  unresolvedReason!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "The book's predictions, newest first, with their lifecycle state (svc_v3_prediction_tracker).",
})
export class PredictionTracker extends BookStamp {
  @Field(() => Int, {
    description: "21: a prediction resolves at the close of the 21st NYSE session after its date.",
  })
  horizonSessions!: number;
  @Field(() => String, { description: "The newest session whose close is final at the clock." })
  lastFinalClose!: string;
  @Field(() => [LifecycleState], { description: PREDICTION_LIFECYCLE }) lifecycle!: LifecycleState[];
  @Field(() => Int, { description: "Scored predictions of every book date up to as_of." })
  totalPredictions!: number;
  @Field(() => Int, { description: predictionsIn("pending") }) pending!: number;
  @Field(() => Int, { description: predictionsIn("resolved") }) resolved!: number;
  @Field(() => Int, { description: predictionsIn("unresolved") }) unresolved!: number;
  @Field(() => [TrackedPrediction], {
    description:
      "Newest lifecycle event first: on each book date the predictions it resolved, then those made on it and not yet resolved, each by rank; at most limit.",
  })
  predictions!: TrackedPrediction[];
  @Field(() => Int, { description: returnedIn("predictions") }) returned!: number;
  @Field(() => Boolean, { description: "More predictions exist than limit returned." }) hasMore!: boolean;
  @Field(() => String, { description: NOTE }) note!: string;
}
