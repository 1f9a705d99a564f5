import { Field, Float, Int, ObjectType } from "type-graphql";
import { BOOK_BASIS, HOUSE_BOOK } from "../descriptions.js";
import { HouseBook } from "./houseBook.js";

@ObjectType({ description: "Historical VaR and CVaR from the window's overlapping horizon returns." })
export class HistoricalVarEstimate {
  @Field(() => String, { description: "historical" }) method!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Loss of the k-th worst scenario, k = ⌈scenarios·(1 - confidence)⌉; a positive fraction of the book's value.",
  })
  var!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean loss of the k worst scenarios (expected shortfall).",
  })
  cvar!: number | null;
  @Field(() => Int, { description: "Scenarios: overlapping horizon_days-session returns in the window." })
  nObs!: number;
  @Field(() => Int, { nullable: true, description: "k: the worst scenarios CVaR averages." })
  tailObservations!: number | null;
  @Field(() => String, {
    description:
      "How the scenarios are formed: overlapping horizon_days-session returns of the daily-rebalanced book.",
  })
  scenarioBasis!: string;
  @Field(() => String, { nullable: true, description: "Why the figures are null." }) nullReason!:
    | string
    | null;
}

@ObjectType({ description: "Parametric VaR and CVaR of normally distributed daily returns." })
export class ParametricVarEstimate {
  @Field(() => String, { description: "parametric_normal" }) method!: string;
  @Field(() => Float, {
    nullable: true,
    description: "σ√h·Φ⁻¹(confidence) - hμ, a positive fraction of the book's value.",
  })
  var!: number | null;
  @Field(() => Float, { nullable: true, description: "σ√h·φ(z)/(1 - confidence) - hμ (expected shortfall)." })
  cvar!: number | null;
  @Field(() => Int, { description: "Daily returns μ and σ were estimated from." }) nObs!: number;
  @Field(() => Float, { nullable: true, description: "μ: mean daily simple return." }) meanDaily!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "σ: sample standard deviation of daily simple returns.",
  })
  volatilityDaily!: number | null;
  @Field(() => String, {
    description:
      "The distribution assumed: i.i.d. normal daily simple returns, h-session mean hμ and standard deviation σ√h.",
  })
  distribution!: string;
  @Field(() => String, { nullable: true, description: "Why the figures are null." }) nullReason!:
    | string
    | null;
}

@ObjectType({ description: "VaR and CVaR of the house book over a horizon, historical and parametric." })
export class PortfolioVar {
  @Field(() => String, { description: BOOK_BASIS }) bookBasis!: string;
  @Field(() => HouseBook, { description: HOUSE_BOOK }) book!: HouseBook;
  @Field(() => Int, { description: "Sessions the loss is measured over, as asked (1..30)." })
  horizonDays!: number;
  @Field(() => Float, {
    description:
      "VaR confidence level, as asked (0.5..0.9999): the loss is exceeded with probability 1 − confidence.",
  })
  confidence!: number;
  @Field(() => Int, { description: "Daily returns the window holds at most: the book's last ones." })
  windowSessions!: number;
  @Field(() => Int, { description: "Daily returns in the window." }) nObs!: number;
  @Field(() => String, { nullable: true, description: "Close the window's first return starts from." })
  windowStart!: string | null;
  @Field(() => String, { nullable: true, description: "The window's last close." }) windowEnd!: string | null;
  @Field(() => String, { nullable: true, description: "The newest close measured (= window_end)." })
  asOf!: string | null;
  @Field(() => Boolean, {
    description: "True when as_of is older than the last close final at the request's clock.",
  })
  isStale!: boolean;
  @Field(() => Int, { nullable: true, description: "XNYS sessions closed since as_of." })
  ageSessions!: number | null;
  @Field(() => String, { nullable: true, description: "Adjustment basis of the members' closes." })
  priceBasis!: string | null;
  @Field(() => HistoricalVarEstimate, { description: "VaR and CVaR from the window's own horizon returns." })
  historical!: HistoricalVarEstimate;
  @Field(() => ParametricVarEstimate, {
    description: "VaR and CVaR of a normal distribution fitted to the window's daily returns.",
  })
  parametric!: ParametricVarEstimate;
  @Field(() => String, {
    description: "The unit of var and cvar: fractions of the book's value, positive = a loss.",
  })
  units!: string;
  @Field(() => String, {
    nullable: true,
    description: "Why the window is empty or short: the estimates are then null.",
  })
  nullReason!: string | null;
}
