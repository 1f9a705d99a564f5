import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";

@ObjectType({ description: "One position of the snapshot and the weight it is held at." })
export class ScenarioPositionWeight {
  @Field(() => Int) permno!: number;
  @Field(() => String) side!: string;
  @Field(() => Float) marketValueUsd!: number;
  @Field(() => Float, { description: "Signed market value / nav_usd (short negative)." }) weight!: number;
}

@ObjectType({ description: "The worst horizon scenario of the history." })
export class WorstScenario {
  @Field(() => String, { description: "Date of the block's first observation." }) start!: string;
  @Field(() => String, { description: "Date of its last observation." }) end!: string;
  @Field(() => Float, { description: "Loss, a fraction of NAV (negative: a gain)." }) loss!: number;
  @Field(() => Float) lossUsd!: number;
}

@ObjectType({
  description:
    "Empirical VaR and expected shortfall of a portfolio snapshot on non-overlapping horizon scenarios.",
})
export class HistoricalVarScenario {
  @Field(() => String) snapshotId!: string;
  @Field(() => String, { description: "The snapshot's as_of, as sent." }) portfolioAsOf!: string;
  @Field(() => String) currency!: string;
  @Field(() => Float) navUsd!: number;
  @Field(() => Float) cashUsd!: number;
  @Field(() => Float, { description: "Σ market values, long and short." }) grossExposureUsd!: number;
  @Field(() => Float, { description: "Σ long market values - Σ short market values." })
  netExposureUsd!: number;
  @Field(() => [ScenarioPositionWeight]) positions!: ScenarioPositionWeight[];
  @Field(() => String, { description: "supplied_total_returns or warehouse_archive." }) historyKind!: string;
  @Field(() => String) sourceLabel!: string;
  @Field(() => String) returnBasis!: string;
  @Field(() => Float) confidence!: number;
  @Field(() => Int) horizonSessions!: number;
  @Field(() => Int, { description: "Observations in the history." }) observations!: number;
  @Field(() => Int, {
    description: "Non-overlapping horizon scenarios: floor(observations / horizon_sessions).",
  })
  scenarios!: number;
  @Field(() => String) scenarioBasis!: string;
  @Field(() => Int, { description: "Oldest observations left out so the newest is always used." })
  droppedObservations!: number;
  @Field(() => Int, { description: "k = ⌈scenarios·(1 - confidence)⌉, at least 10." })
  tailObservations!: number;
  @Field(() => String, { description: "First observation used." }) firstDate!: string;
  @Field(() => String, { description: "Last observation used." }) lastDate!: string;
  @Field(() => Float, { description: "Loss of the k-th worst scenario, a fraction of NAV." }) var!: number;
  @Field(() => Float) varUsd!: number;
  @Field(() => Float, { description: "Mean loss of the k worst scenarios, a fraction of NAV." })
  expectedShortfall!: number;
  @Field(() => Float) expectedShortfallUsd!: number;
  @Field(() => WorstScenario) worstScenario!: WorstScenario;
  @Field(() => Boolean, { description: "Always true: a research figure, not a risk limit." })
  researchOnly!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String) units!: string;
}
