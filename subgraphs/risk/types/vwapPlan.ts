import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  CUMULATIVE_SHARES,
  ORDER_QTY,
  PLAN_GUARANTEES,
  REMAINDER_RULE,
  SLICE_COUNT,
  SLICE_INDEX,
} from "../descriptions.js";
import { PlanGuarantees } from "./execution.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One slice of a VWAP plan: a span of the reference session's regular hours." })
export class VwapSlice {
  @Field(() => Int, { description: SLICE_INDEX }) index!: number;
  @Field(() => Int, { description: "Minutes after the 09:30 ET open, [start, end)." }) startMinute!: number;
  @Field(() => Int, { description: "Minutes after the 09:30 ET open at which the slice ends (exclusive)." })
  endMinute!: number;
  @Field(() => String, { description: "US Eastern wall clock, HH:MM." }) startEt!: string;
  @Field(() => String, { description: "US Eastern wall clock the slice ends at, HH:MM." }) endEt!: string;
  @Field(() => Float, { description: "Shares traded in the slice on the reference session." })
  volume!: number;
  @Field(() => Float, { description: "volume / session_volume." }) volumeFraction!: number;
  @Field(() => Int, { description: "Whole shares planned." }) shares!: number;
  @Field(() => Int, { description: CUMULATIVE_SHARES }) cumulativeShares!: number;
}

@ObjectType({ description: "The reference session's daily-bar volume against its minute bars." })
export class DailyVolumeCheck {
  @Field(() => String, { description: "consistent, or not_checked (reason says why)." }) status!: string;
  @Field(() => Float, { ...opt, description: "The daily bar's volume, on that day's share basis." })
  dailyVolume!: number | null;
  @Field(() => Float, { ...opt, description: "|daily − minute total| / daily (fraction)." })
  difference!: number | null;
  @Field(() => Float, { description: "The largest difference accepted (fraction)." }) maxDifference!: number;
  @Field(() => String, { ...opt, description: "Why the check was not made; null when status is consistent." })
  reason!: string | null;
}

@ObjectType({
  description:
    "A historical volume-weighted scenario: qty whole shares over one completed session's regular-hours volume curve.",
})
export class VwapPlan {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: ORDER_QTY }) qty!: number;
  @Field(() => String, { description: "The completed XNYS session whose curve is used." })
  referenceDate!: string;
  @Field(() => String, { description: "requested, or last_completed_session_held (the default)." })
  referenceDateBasis!: string;
  @Field(() => Boolean, { description: "True when the reference session closed early (13:00 ET)." })
  halfDay!: boolean;
  @Field(() => String, { description: "historical_volume_weighted_scenario." }) kind!: string;
  @Field(() => Int, {
    description: "Minutes per slice, as asked (1..60); the last slice ends at the bell and may be shorter.",
  })
  minutesPerSlice!: number;
  @Field(() => Int, { description: SLICE_COUNT }) sliceCount!: number;
  @Field(() => Int, { description: "Minutes from the open to the bell." }) regularMinutes!: number;
  @Field(() => Int, { description: "Regular minutes with a minute bar (a minute without trades has none)." })
  minutesWithBars!: number;
  @Field(() => Float, { description: "Shares traded in the regular hours, from the minute bars." })
  sessionVolume!: number;
  @Field(() => DailyVolumeCheck, {
    description: "The minute bars' total volume checked against the session's daily bar.",
  })
  dailyVolumeCheck!: DailyVolumeCheck;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, { description: REMAINDER_RULE }) remainderRule!: string;
  @Field(() => [VwapSlice], { description: "In time order; the last slice ends at the bell." })
  slices!: VwapSlice[];
  @Field(() => PlanGuarantees, { description: PLAN_GUARANTEES }) guarantees!: PlanGuarantees;
  @Field(() => String, { description: "The reference session." }) asOf!: string;
  @Field(() => Boolean, {
    description: "True when the reference session is older than the last final close.",
  })
  isStale!: boolean;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
