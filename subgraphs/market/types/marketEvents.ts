import { Field, Float, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { Instrument } from "./instrument.js";

@ObjectType({
  description:
    "A market event (stream market_events), with its source's as-of time, feed lag and staleness. No producer publishes them yet.",
})
export class MarketEventFrame {
  @Field(() => String, { description: "Stream id <ms>-<seq>; `since` resumes after it." }) id!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Instrument, { description: "The instrument, with fields from every subgraph." })
  instrument!: Instrument;
  @Field(() => String, { description: "The event's type, as its source names it." }) type!: string;
  @Field(() => String, { description: "The source's own as-of time." }) sourceAsOf!: string;
  @Field(() => Float, { nullable: true, description: "Seconds between the source's as-of time and receipt." })
  feedLagS!: number | null;
  @Field(() => Boolean, {
    description: "The source's as-of time is older than the stream's freshness bound.",
  })
  isStale!: boolean;
  @Field(() => String, { description: "The event's time, ISO 8601 UTC." }) timestamp!: string;
  @Field(() => String, { description: "Repeats timestamp." }) asOf!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The event's original time when replayed; null for a live frame.",
  })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the stream." }) publishedAt!: string;
}
