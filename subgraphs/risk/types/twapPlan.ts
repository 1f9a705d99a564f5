import { Field, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import {
  CUMULATIVE_SHARES,
  ORDER_QTY,
  PLAN_GUARANTEES,
  REMAINDER_RULE,
  SLICE_COUNT,
  SLICE_INDEX,
} from "../descriptions.js";
import { PlanGuarantees } from "./execution.js";

@ObjectType({ description: "One slice of a TWAP plan: minutes from the plan's start, [start, end)." })
export class TwapSlice {
  @Field(() => Int, { description: SLICE_INDEX }) index!: number;
  @Field(() => Int, { description: "Minutes from the plan's start at which the slice begins." })
  startMinute!: number;
  @Field(() => Int, { description: "Minutes from the plan's start at which the slice ends (exclusive)." })
  endMinute!: number;
  @Field(() => Int, { description: "Whole shares; 0 when qty is smaller than the number of slices." })
  shares!: number;
  @Field(() => Int, { description: CUMULATIVE_SHARES }) cumulativeShares!: number;
}

@ObjectType({ description: "An even-slice TWAP scenario: qty whole shares over the full window." })
export class TwapPlan {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: ORDER_QTY }) qty!: number;
  @Field(() => Int, { description: "The window, minutes; every minute of it holds a slice." })
  minutes!: number;
  @Field(() => String, { description: "even_slice_scenario." }) kind!: string;
  @Field(() => Int, { description: "Minutes per slice: 1." }) sliceMinutes!: number;
  @Field(() => Int, { description: SLICE_COUNT }) sliceCount!: number;
  @Field(() => String, { description: REMAINDER_RULE }) remainderRule!: string;
  @Field(() => Int, { description: "Fewest whole shares in any slice." }) minSliceShares!: number;
  @Field(() => Int, {
    description: "Most whole shares in any slice (at most one more than min_slice_shares).",
  })
  maxSliceShares!: number;
  @Field(() => Int, { description: "Slices that get 0 shares (qty smaller than the number of slices)." })
  zeroShareSlices!: number;
  @Field(() => [TwapSlice], { description: "In time order." }) slices!: TwapSlice[];
  @Field(() => PlanGuarantees, { description: PLAN_GUARANTEES }) guarantees!: PlanGuarantees;
  @Field(() => String, { description: NOTE }) note!: string;
}
