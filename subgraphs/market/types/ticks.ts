import { Field, Float, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { StreamGap } from "../../kit/streamGapType.js";
import { Instrument } from "./instrument.js";

@ObjectType({ description: "One US-equity trade (stream ticks)." })
export class TickFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Instrument, { description: "The instrument, with fields from every subgraph." })
  instrument!: Instrument;
  @Field(() => Float, {
    description:
      "Trade price, USD as traded (from recorded minutes: the minute's close, see timestamp_basis).",
  })
  price!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Shares (fractional for fractional prints); null with size_reason when unknown.",
  })
  size!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why size is null: minute_aggregate_source (a recorded minute's close carries no print size); null when size is set.",
  })
  sizeReason!: string | null;
  @Field(() => String, { description: "Trade time." }) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => String, {
    description:
      "trade_time: the print's own time; minute_end: the end of the source minute whose close this is (the print happened at or before it).",
  })
  timestampBasis!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: "The trade's original time when replayed." })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
  @Field(() => StreamGap, {
    nullable: true,
    description:
      "Frames of this stream lost just before this one (the event bus was unavailable); null when none were.",
  })
  gap!: StreamGap | null;
}
