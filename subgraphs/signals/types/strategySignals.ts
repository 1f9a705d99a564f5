import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { STRATEGY_FAMILY, STRATEGY_NAME } from "../descriptions.js";

@ObjectType({ description: "A position of the strategy's book." })
export class StrategyPosition {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: "Target weight, fraction of the portfolio's value (negative: short)." })
  weight!: number;
  @Field(() => Float, { description: "The weight held going into the decision, drifted with prices." })
  previousWeight!: number;
  @Field(() => String, { description: "long, short, or flat (closed)." }) side!: string;
  @Field(() => String, { description: "opened, closed, increased, decreased, flipped or held (not traded)." })
  change!: string;
}

@ObjectType({
  description:
    "A strategy's signals: the book of its latest decision that traded, through the request's clock.",
})
export class StrategySignals {
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: STRATEGY_FAMILY }) family!: string;
  @Field(() => String, { description: "The default configuration's run, whose book this is." })
  runId!: string;
  @Field(() => String, {
    description:
      "daily, weekly (first session of each week) or monthly (of each month): when the strategy decides.",
  })
  schedule!: string;
  @Field(() => String, { nullable: true, description: "The newest universe session visible at the clock." })
  asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "no_universe_session_by_clock when as_of is null; null otherwise.",
  })
  asOfReason!: string | null;
  @Field(() => Boolean, {
    description: "True when a session closed after as_of that the universe does not hold.",
  })
  isStale!: boolean;
  @Field(() => Int, { nullable: true, description: "Calendar days from as_of to the clock's date." })
  ageDays!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The session whose close decided the book; it is held from the next session.",
  })
  signalDate!: string | null;
  @Field(() => String, { nullable: true, description: "Why there is no book: no_decision_by_clock." })
  signalDateReason!: string | null;
  @Field(() => Int, { description: "Positions in the book." }) count!: number;
  @Field(() => Int, { description: "Positions in items (at most limit)." }) returned!: number;
  @Field(() => Float, {
    description:
      "Σ|weight| of the book, a fraction of the portfolio's value (1 = fully invested, long plus short).",
  })
  grossExposure!: number;
  @Field(() => Float, {
    description:
      "Σ weight of the book, a fraction of the portfolio's value (negative: net short); the rest is cash.",
  })
  netExposure!: number;
  @Field(() => Int, { description: "Long positions in the book." }) longCount!: number;
  @Field(() => Int, { description: "Short positions in the book." }) shortCount!: number;
  @Field(() => [StrategyPosition], { description: "Largest |weight| first." }) items!: StrategyPosition[];
  @Field(() => [StrategyPosition], { description: "Positions the decision closed." })
  closed!: StrategyPosition[];
  @Field(() => String, { description: NOTE }) note!: string;
}
