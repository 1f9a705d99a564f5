import { Field, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { Instrument } from "./instrument.js";

@ObjectType({
  description:
    "A news frame (stream news): one news store item, today replayed in acceptance order (replay true, originalTime its acceptance instant).",
})
export class NewsFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Instrument, { description: "The instrument, with fields from every subgraph." })
  instrument!: Instrument;
  @Field(() => String, { description: "The item's headline." }) title!: string;
  @Field(() => String, { nullable: true, description: "Link to the item; null when the item has none." })
  url!: string | null;
  @Field(() => String, { nullable: true, description: "Who published the item." }) source!: string | null;
  @Field(() => String, { description: "When the item was published (a filing: its acceptance instant)." })
  timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "On a replayed frame, the recorded item's own time (ISO 8601 UTC); null on a live one.",
  })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
}

@ObjectType({
  description:
    "v3_stream_news_publisher_status: whether a news publisher feeds the news stream: unavailable (no producer reports), degraded (one reports but does not run), running, or unknown (heartbeats unreadable).",
})
export class NewsPublisherStatus {
  @Field(() => String, { description: "The clock's instant the status was read, ISO 8601 UTC." })
  asOf!: string;
  @Field(() => String, {
    description:
      "running (a producer is live), degraded (producers report, none live), unavailable (no producer reports) or unknown (heartbeat unreadable).",
  })
  effectiveStatus!: string;
  @Field(() => String, { nullable: true, description: "no_producer, or the producers' not_running_reason." })
  reason!: string | null;
  @Field(() => [String], { description: "Producers reporting a heartbeat for the news stream." })
  producers!: string[];
  @Field(() => [String], { description: "Those of producers that are live." }) liveProducers!: string[];
  @Field(() => String, { description: "The REST path of the news stream (SSE): /api/v3/stream/news." })
  streamPath!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
