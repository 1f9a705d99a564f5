import { Field, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { PlanGuarantees } from "./execution.js";

@ObjectType({ description: "One slice of a TWAP plan: minutes from the plan's start, [start, end)." })
export class TwapSlice {
  @Field(() => Int) index!: number;
  @Field(() => Int) startMinute!: number;
  @Field(() => Int) endMinute!: number;
  @Field(() => Int, { description: "Whole shares; 0 when qty is smaller than the number of slices." })
  shares!: number;
  @Field(() => Int) cumulativeShares!: number;
}

@ObjectType({ description: "An even-slice TWAP scenario: qty whole shares over the full window." })
export class TwapPlan {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int) qty!: number;
  @Field(() => Int, { description: "The window, minutes; every minute of it holds a slice." })
  minutes!: number;
  @Field(() => String, { description: "even_slice_scenario." }) kind!: string;
  @Field(() => Int) sliceMinutes!: number;
  @Field(() => Int) sliceCount!: number;
  @Field(() => String) remainderRule!: string;
  @Field(() => Int) minSliceShares!: number;
  @Field(() => Int) maxSliceShares!: number;
  @Field(() => Int) zeroShareSlices!: number;
  @Field(() => [TwapSlice], { description: "In time order." }) slices!: TwapSlice[];
  @Field(() => PlanGuarantees) guarantees!: PlanGuarantees;
  @Field(() => String, { description: NOTE }) note!: string;
}
