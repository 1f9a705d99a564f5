/**
 * Frames of the signals and decisions streams. Each connection starts with a ready frame
 * (type "ready": ready, producer_live, producers; ready true means the transport is ready, not
 * that a signal exists), then one frame per published record. No signal or decision producer
 * runs yet, so subscribing answers 503 producer_unavailable; the types are what a producer's
 * frames will carry. Record fields beyond these are not shown by the spec and are not invented.
 */
import { Field, ObjectType } from "type-graphql";
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
  @Field(() => String) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true }) originalTime!: string | null;
}

@ObjectType({
  description:
    "A decision-lifecycle frame (stream decisions); the first frame of a connection is a ready frame.",
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
  @Field(() => String) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true }) originalTime!: string | null;
}
