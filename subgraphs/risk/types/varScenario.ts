import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { POSITION_SIDE } from "../descriptions.js";

@ObjectType({ description: "One position of the snapshot and the weight it is held at." })
export class ScenarioPositionWeight {
  @Field(() => Int, { description: "The position's CRSP PERMNO, as sent." }) permno!: number;
  @Field(() => String, { description: POSITION_SIDE }) side!: string;
  @Field(() => Float, {
    description: "The position's market value, USD, positive whatever the side, as sent.",
  })
  marketValueUsd!: number;
  @Field(() => Float, { description: "Signed market value / nav_usd (short negative)." }) weight!: number;
}

@ObjectType({ description: "The worst horizon scenario of the history." })
export class WorstScenario {
  @Field(() => String, { description: "Date of the block's first observation." }) start!: string;
  @Field(() => String, { description: "Date of its last observation." }) end!: string;
  @Field(() => Float, { description: "Loss, a fraction of NAV (negative: a gain)." }) loss!: number;
  @Field(() => Float, { description: "loss × nav_usd, USD (negative: a gain)." }) lossUsd!: number;
}

@ObjectType({
  description:
    "Empirical VaR and expected shortfall of a portfolio snapshot on non-overlapping horizon scenarios.",
})
export class HistoricalVarScenario {
  @Field(() => String, { description: "The snapshot's id, as sent." }) snapshotId!: string;
  @Field(() => String, { description: "The snapshot's as_of, as sent." }) portfolioAsOf!: string;
  @Field(() => String, { description: "The snapshot's currency: USD, the only one accepted." })
  currency!: string;
  @Field(() => Float, { description: "The snapshot's net asset value, USD, as sent." }) navUsd!: number;
  @Field(() => Float, { description: "The snapshot's cash, USD (negative: borrowed), as sent." })
  cashUsd!: number;
  @Field(() => Float, { description: "Σ market values, long and short." }) grossExposureUsd!: number;
  @Field(() => Float, { description: "Σ long market values - Σ short market values." })
  netExposureUsd!: number;
  @Field(() => [ScenarioPositionWeight], {
    description: "Each position of the snapshot with its signed weight.",
  })
  positions!: ScenarioPositionWeight[];
  @Field(() => String, { description: "supplied_total_returns or warehouse_archive." }) historyKind!: string;
  @Field(() => String, {
    description: "The history's source_label, as sent: where the caller took the returns from.",
  })
  sourceLabel!: string;
  @Field(() => String, {
    description:
      "What the returns include: total_return_including_distributions_and_delisting, the only basis accepted.",
  })
  returnBasis!: string;
  @Field(() => Float, {
    description:
      "VaR confidence level, as asked (0.9..0.99): the loss is exceeded with probability 1 − confidence.",
  })
  confidence!: number;
  @Field(() => Int, { description: "Observations (sessions) per scenario, as asked (1..30)." })
  horizonSessions!: number;
  @Field(() => Int, { description: "Observations in the history." }) observations!: number;
  @Field(() => Int, {
    description: "Non-overlapping horizon scenarios: floor(observations / horizon_sessions).",
  })
  scenarios!: number;
  @Field(() => String, {
    description:
      "How the scenarios are formed: non-overlapping blocks of horizon_sessions consecutive observations, counted back from the newest.",
  })
  scenarioBasis!: string;
  @Field(() => Int, { description: "Oldest observations left out so the newest is always used." })
  droppedObservations!: number;
  @Field(() => Int, { description: "k = ⌈scenarios·(1 - confidence)⌉, at least 10." })
  tailObservations!: number;
  @Field(() => String, { description: "First observation used." }) firstDate!: string;
  @Field(() => String, { description: "Last observation used." }) lastDate!: string;
  @Field(() => Float, { description: "Loss of the k-th worst scenario, a fraction of NAV." }) var!: number;
  @Field(() => Float, { description: "var × nav_usd, USD." }) varUsd!: number;
  @Field(() => Float, { description: "Mean loss of the k worst scenarios, a fraction of NAV." })
  expectedShortfall!: number;
  @Field(() => Float, { description: "expected_shortfall × nav_usd, USD." }) expectedShortfallUsd!: number;
  @Field(() => WorstScenario, { description: "The single worst horizon scenario of the history." })
  worstScenario!: WorstScenario;
  @Field(() => Boolean, { description: "Always true: a research figure, not a risk limit." })
  researchOnly!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, {
    description:
      "The units of the figures: var and expected_shortfall fractions of nav_usd (positive = a loss), *_usd in US dollars.",
  })
  units!: string;
}
