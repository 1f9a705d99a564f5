import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE, returnedIn } from "../../kit/descriptions.js";
import { labSharpeReason, STRATEGY_FAMILY, STRATEGY_NAME } from "../descriptions.js";

@ObjectType({ description: "A strategy in the research lab, with the stage it has reached." })
export class LabStrategy {
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: STRATEGY_FAMILY }) family!: string;
  @Field(() => String, { description: "research, backtested, paper or live (see stages)." }) stage!: string;
  @Field(() => String, { description: "Why it is at that stage and not the next." }) stageReason!: string;
  @Field(() => Int, { description: "Runs registered by the clock." }) runs!: number;
  @Field(() => Int, { description: "Runs registered by the clock that completed (metrics established)." })
  completedRuns!: number;
  @Field(() => String, { description: "The default configuration's run, <strategy>.default." })
  defaultRunId!: string;
  @Field(() => Float, {
    nullable: true,
    description: "The default configuration's Sharpe ratio (not deflated).",
  })
  defaultSharpe!: number | null;
  @Field(() => String, { nullable: true, description: labSharpeReason("default_sharpe") })
  defaultSharpeReason!: string | null;
  @Field(() => String, { nullable: true, description: "The run with the highest Sharpe ratio." }) bestRunId!:
    | string
    | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The highest Sharpe ratio among its runs (annualised, net of costs, not deflated); null with best_sharpe_reason.",
  })
  bestSharpe!: number | null;
  @Field(() => String, { nullable: true, description: labSharpeReason("best_sharpe") }) bestSharpeReason!:
    | string
    | null;
  @Field(() => Boolean, { description: "Always false: nothing is deployed from this service." })
  deployed!: boolean;
}

@ObjectType({ description: "The research lab: the library's strategies by stage." })
export class LabStrategies {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => [String], { description: "The stage lifecycle, in order." }) stages!: string[];
  @Field(() => [LabStrategy], { description: "The library's strategies in library order, at most limit." })
  items!: LabStrategy[];
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A strategy deployed to paper or live trading." })
export class LabDeployment {
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: "paper or live." }) mode!: string;
  @Field(() => String, { description: "When the deployment started (ISO 8601 UTC)." }) since!: string;
}

@ObjectType({
  description: "Deployed strategies: none — this service backtests on history and trades nothing.",
})
export class LabDeployments {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [LabDeployment], { description: "Always empty: nothing is deployed from this service." })
  items!: LabDeployment[];
  @Field(() => Boolean, { description: "Always false: this service runs no paper trading." })
  paperTrading!: boolean;
  @Field(() => Boolean, { description: "Always false: this service trades nothing live." })
  liveTrading!: boolean;
  @Field(() => String, { description: NOTE }) note!: string;
}
