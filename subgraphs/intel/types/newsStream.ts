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
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true, description: "Who published the item." }) source!: string | null;
  @Field(() => String, { description: "When the item was published (a filing: its acceptance instant)." })
  timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true }) originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
}

@ObjectType({
  description:
    "v3_stream_news_publisher_status: whether a news publisher feeds the news stream: unavailable (no producer reports), degraded (one reports but does not run), running, or unknown (heartbeats unreadable).",
})
export class NewsPublisherStatus {
  @Field(() => String) asOf!: string;
  @Field(() => String) effectiveStatus!: string;
  @Field(() => String, { nullable: true, description: "no_producer, or the producers' not_running_reason." })
  reason!: string | null;
  @Field(() => [String]) producers!: string[];
  @Field(() => [String]) liveProducers!: string[];
  @Field(() => String) streamPath!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
