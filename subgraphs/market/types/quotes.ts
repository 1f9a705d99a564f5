import { Field, Float, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { StreamGap } from "../../kit/streamGapType.js";
import { Instrument } from "./instrument.js";

@ObjectType({ description: "Bid and ask of one instrument (stream quotes)." })
export class QuoteFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Instrument, { description: "The instrument, with fields from every subgraph." })
  instrument!: Instrument;
  @Field(() => Float, { nullable: true, description: "Null with null_reason when the side is not quoted." })
  bidPrice!: number | null;
  @Field(() => Float, { nullable: true, description: "In size_unit." }) bidSize!: number | null;
  @Field(() => Float, { nullable: true, description: "Null with null_reason when the side is not quoted." })
  askPrice!: number | null;
  @Field(() => Float, { nullable: true, description: "In size_unit." }) askSize!: number | null;
  @Field(() => String, { description: "Unit of bid_size and ask_size: shares." }) sizeUnit!: string;
  @Field(() => String, {
    nullable: true,
    description: "Venue of the bid; null with venue_reason when unknown.",
  })
  bidVenue!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Venue of the ask; null with venue_reason when unknown.",
  })
  askVenue!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why bid_venue and ask_venue are null: consolidated_nbbo_source_has_no_venue; null when they are set.",
  })
  venueReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Which side was not quoted in the minute (bid_not_quoted_in_minute, ask_not_quoted_in_minute, bid_and_ask_not_quoted_in_minute); null when both are.",
  })
  nullReason!: string | null;
  @Field(() => String, {
    description:
      "quote: one quote update; minute_close: the state at the end of a minute quote bar (prices the side's close, sizes the last quoted in the minute).",
  })
  quoteBasis!: string;
  @Field(() => String, { description: "Quote time." }) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: "The quote's original time when replayed." })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
  @Field(() => StreamGap, {
    nullable: true,
    description:
      "Frames of this stream lost just before this one (the event bus was unavailable); null when none were.",
  })
  gap!: StreamGap | null;
}
