/**
 * Frames of the signals and decisions streams. Each connection starts with a ready frame
 * (type "ready": ready, producer_live, producers; ready true means the transport is ready, not
 * that a signal exists), then one frame per published record. Today's producer is the replay of
 * the book's changes (data/replayProducer.ts, frames `replay: true`): a signal frame per stock
 * whose decile changed on a book date, a decision frame per change of the house book (open, close,
 * flip). A record's fields are null on the ready frame (`type` says so) and where a record does
 * not carry them (an unscored stock closing a position has no score).
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { FRAME_CONVICTION, FRAME_ORIGINAL_TIME, FRAME_RANK, FRAME_TIMESTAMP } from "../descriptions.js";
import { Instrument } from "./instrument.js";

@ObjectType({
  description: "A fused-signal frame (stream signals); the first frame of a connection is a ready frame.",
})
export class SignalFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: "ready (the connection's first frame) or signal." }) type!: string;
  @Field(() => Boolean, { description: "True once the stream is connected (transport only)." })
  ready!: boolean;
  @Field(() => Boolean, { description: "Whether a signal producer was live when the frame was sent." })
  producerLive!: boolean;
  @Field(() => [String], { description: "The live producers of the stream." }) producers!: string[];
  @Field(() => String, { nullable: true, description: "Null on a ready frame." }) ticker!: string | null;
  @Field(() => Instrument, {
    nullable: true,
    description: "The instrument, with fields from every subgraph.",
  })
  instrument!: Instrument | null;
  @Field(() => String, { description: FRAME_TIMESTAMP }) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: FRAME_ORIGINAL_TIME }) originalTime!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The book date of the record (null on a ready frame).",
  })
  bookDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "The stock's blended score: an ordering, not a forecast.",
  })
  blendedScore!: number | null;
  @Field(() => Int, { nullable: true, description: FRAME_RANK }) rank!: number | null;
  @Field(() => Int, { nullable: true, description: "The decile reached (10 the best)." }) decile!:
    | number
    | null;
  @Field(() => Int, {
    nullable: true,
    description: "The decile left; null when the stock was not scored the book date before.",
  })
  previousDecile!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "0..100 on the book date, 100 the best scored stock; null on a ready frame or when not scored.",
  })
  percentile!: number | null;
  @Field(() => String, { nullable: true, description: "LONG, SHORT or NEUTRAL." }) direction!: string | null;
  @Field(() => Float, { nullable: true, description: FRAME_CONVICTION }) conviction!: number | null;
}

@ObjectType({
  description:
    "A decision-lifecycle frame (stream decisions): a change of the house book; the first frame of a connection is a ready frame.",
})
export class DecisionFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: "ready (the connection's first frame) or decision." }) type!: string;
  @Field(() => Boolean, { description: "True once the stream is connected (transport only)." })
  ready!: boolean;
  @Field(() => Boolean, { description: "Whether a decision producer was live when the frame was sent." })
  producerLive!: boolean;
  @Field(() => [String], { description: "The live producers of the stream." }) producers!: string[];
  @Field(() => String, { nullable: true, description: "Null on a ready frame." }) ticker!: string | null;
  @Field(() => Instrument, {
    nullable: true,
    description: "The instrument, with fields from every subgraph.",
  })
  instrument!: Instrument | null;
  @Field(() => String, { description: FRAME_TIMESTAMP }) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: FRAME_ORIGINAL_TIME }) originalTime!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The book date of the record (null on a ready frame).",
  })
  bookDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "open (a stock reached a side of the house book), close (it left one) or flip.",
  })
  event!: string | null;
  @Field(() => String, { nullable: true, description: "The side reached; null on close." }) side!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "The side left; null on open." })
  previousSide!: string | null;
  @Field(() => Float, { nullable: true, description: "Null when the stock is no longer scored." })
  blendedScore!: number | null;
  @Field(() => Int, { nullable: true, description: FRAME_RANK }) rank!: number | null;
  @Field(() => Float, { nullable: true, description: FRAME_CONVICTION }) conviction!: number | null;
  @Field(() => Float, { nullable: true, description: "The book date's close; null without a bar that day." })
  close!: number | null;
}
