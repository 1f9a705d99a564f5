import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { StreamGap } from "../../kit/streamGapType.js";
import { barPrice } from "../descriptions.js";
import { Instrument } from "./instrument.js";

@ObjectType({ description: "One closed 1-minute candle (stream bars), published after the minute ends." })
export class BarFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Instrument, { description: "The instrument, with fields from every subgraph." })
  instrument!: Instrument;
  @Field(() => Float, { description: barPrice("open", "in the minute, USD as traded") }) open!: number;
  @Field(() => Float, { description: barPrice("high", "in the minute, USD as traded") }) high!: number;
  @Field(() => Float, { description: barPrice("low", "in the minute, USD as traded") }) low!: number;
  @Field(() => Float, { description: barPrice("close", "in the minute, USD as traded") }) close!: number;
  @Field(() => Float, { description: "Shares traded in the minute." }) volume!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Volume-weighted price; null with vwap_reason when not derivable.",
  })
  vwap!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why vwap is null: not_derivable_from_minute_ohlcv (the bar comes from recorded minute OHLCV); null when vwap is set.",
  })
  vwapReason!: string | null;
  @Field(() => Int, { description: "Always 60." }) barPeriodS!: number;
  @Field(() => String, { description: "Equals timestamp minus 60 s." }) barStart!: string;
  @Field(() => String, { description: "End of the minute, ISO 8601 UTC (bar_start plus 60 s)." })
  barEnd!: string;
  @Field(() => String, { description: "Equals bar_end." }) timestamp!: string;
  @Field(() => String, { description: "Repeats bar_end." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: "The bar's original end time when replayed." })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
  @Field(() => StreamGap, {
    nullable: true,
    description:
      "Frames of this stream lost just before this one (the event bus was unavailable); null when none were.",
  })
  gap!: StreamGap | null;
}
