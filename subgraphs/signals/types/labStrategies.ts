import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE, returnedIn } from "../../kit/descriptions.js";

@ObjectType({ description: "A strategy in the research lab, with the stage it has reached." })
export class LabStrategy {
  @Field(() => String) strategy!: string;
  @Field(() => String) family!: string;
  @Field(() => String, { description: "research, backtested, paper or live (see stages)." }) stage!: string;
  @Field(() => String, { description: "Why it is at that stage and not the next." }) stageReason!: string;
  @Field(() => Int, { description: "Runs registered by the clock." }) runs!: number;
  @Field(() => Int) completedRuns!: number;
  @Field(() => String) defaultRunId!: string;
  @Field(() => Float, {
    nullable: true,
    description: "The default configuration's Sharpe ratio (not deflated).",
  })
  defaultSharpe!: number | null;
  @Field(() => String, { nullable: true }) defaultSharpeReason!: string | null;
  @Field(() => String, { nullable: true, description: "The run with the highest Sharpe ratio." }) bestRunId!:
    | string
    | null;
  @Field(() => Float, { nullable: true }) bestSharpe!: number | null;
  @Field(() => String, { nullable: true }) bestSharpeReason!: string | null;
  @Field(() => Boolean, { description: "Always false: nothing is deployed from this service." })
  deployed!: boolean;
}

@ObjectType({ description: "The research lab: the library's strategies by stage." })
export class LabStrategies {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => [String], { description: "The stage lifecycle, in order." }) stages!: string[];
  @Field(() => [LabStrategy]) items!: LabStrategy[];
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A strategy deployed to paper or live trading." })
export class LabDeployment {
  @Field(() => String) strategy!: string;
  @Field(() => String, { description: "paper or live." }) mode!: string;
  @Field(() => String) since!: string;
}

@ObjectType({
  description: "Deployed strategies: none — this service backtests on history and trades nothing.",
})
export class LabDeployments {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [LabDeployment]) items!: LabDeployment[];
  @Field(() => Boolean) paperTrading!: boolean;
  @Field(() => Boolean) liveTrading!: boolean;
  @Field(() => String, { description: NOTE }) note!: string;
}
