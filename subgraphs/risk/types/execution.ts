/** What the execution answers share: the order side, and the spec's disclaimers of a plan as fields. */
import { Field, ObjectType, registerEnumType } from "type-graphql";

export enum ExecutionSide {
  buy = "buy",
  sell = "sell",
}
registerEnumType(ExecutionSide, {
  name: "ExecutionSide",
  description: "The order's side: a buy lifts the ask, a sell hits the bid.",
  valuesConfig: {
    buy: { description: "Buy: lifts the ask." },
    sell: { description: "Sell: hits the bid." },
  },
});

@ObjectType({
  description:
    "The plan is a scenario: none of these is guaranteed (spec/02 twap_plan: no liquidity, calendar, cost or fill guarantee).",
})
export class PlanGuarantees {
  @Field(() => Boolean, { description: "Always false: the book may not hold the slices' size." })
  liquidityGuarantee!: boolean;

  @Field(() => Boolean, {
    description: "Always false: the plan does not check the exchange calendar or halts.",
  })
  calendarGuarantee!: boolean;

  @Field(() => Boolean, { description: "Always false: the plan prices nothing." })
  costGuarantee!: boolean;

  @Field(() => Boolean, { description: "Always false: a slice may not fill." })
  fillGuarantee!: boolean;

  @Field(() => String, {
    description: "The plan's disclaimer in words: a scenario, not an order, with what its slices assume.",
  })
  disclaimer!: string;
}
