/** svc_v3_resolver_status (domain/resolverLifecycle.ts; docs/LEARNING.md "Lifecycle"). */
import { Field, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { PREDICTION_LIFECYCLE, predictionsIn } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "A state of a prediction's lifecycle and what it means." })
export class LifecycleState {
  @Field(() => String, { description: "pending, resolved or unresolved." }) state!: string;
  @Field(() => String, { description: "What the state means and when a prediction is in it." })
  meaning!: string;
}

@ObjectType({ description: "The learning product's build (a derived product, once per data version)." })
export class ResolverProduct {
  @Field(() => String, { description: "Its name in the derived-products ledger: learning." })
  name!: string;
  @Field(() => String, { description: "current: built from the data held now." }) status!: string;
  @Field(() => String, { description: "The data version (digest of the ingest ledger) it was built from." })
  dataVersion!: string;
  @Field(() => Int, { description: "Rows it wrote." }) rows!: number;
  @Field(() => Int, { description: "Milliseconds the build took." }) durationMs!: number;
}

@ObjectType({ description: "Where the prediction resolver stands at the clock (svc_v3_resolver_status)." })
export class ResolverStatus extends BookStamp {
  @Field(() => Int, { description: "21 sessions from a prediction to its resolution." })
  horizonSessions!: number;
  @Field(() => String, { description: "The newest session whose close is final at the clock." })
  lastFinalClose!: string;
  @Field(() => [LifecycleState], { description: PREDICTION_LIFECYCLE }) lifecycle!: LifecycleState[];
  @Field(() => Int, { description: "Scored predictions of every book date up to as_of." })
  predictions!: number;
  @Field(() => Int, { description: predictionsIn("pending") }) pending!: number;
  @Field(() => Int, { description: predictionsIn("resolved") }) resolved!: number;
  @Field(() => Int, { description: predictionsIn("unresolved") }) unresolved!: number;
  @Field(() => Int, { description: "Unresolved because the data ends before their resolution date." })
  unresolvedOutcomeNotHeld!: number;
  @Field(() => Int, { description: "Unresolved because the stock has no bar on its resolution date." })
  unresolvedNoBar!: number;
  @Field(() => Int, { description: "Book dates up to as_of with predictions." }) predictionDates!: number;
  @Field(() => Int, { description: "Prediction dates whose resolution close is not final at the clock." })
  pendingDates!: number;
  @Field(() => Int, { description: "Prediction dates resolved (their resolution close final and held)." })
  resolvedDates!: number;
  @Field(() => Int, { description: "Prediction dates none of whose predictions can be resolved." })
  unresolvedDates!: number;
  @Field(() => String, { nullable: true, description: "The oldest prediction date still pending." })
  oldestPendingPredictionDate!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Sessions still to close before the next resolution (the oldest pending prediction's).",
  })
  sessionsToNextResolution!: number | null;
  @Field(() => String, { nullable: true, description: "The newest resolution date reached." })
  lastResolvedOn!: string | null;
  @Field(() => String, { nullable: true, description: "The prediction date it resolved." })
  lastResolvedPredictionDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The newest prediction date whose outcome is not held.",
  })
  lastUnresolvedPredictionDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The resolution date it needed (final at the clock, not in the data).",
  })
  lastUnresolvedResolvesOn!: string | null;
  @Field(() => ResolverProduct, { description: "The learning product's build the answer reads." })
  product!: ResolverProduct;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
