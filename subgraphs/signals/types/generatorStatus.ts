import { Field, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";

@ObjectType({
  description:
    "The status of the signal or decision generator (spec/01 Generator effective status): unavailable (no producer reports), degraded (a producer reports but does not run), running, or unknown (heartbeats unreadable).",
})
export class GeneratorStatus {
  @Field(() => String, { description: "The clock's instant the status was read at (ISO 8601 UTC)." })
  asOf!: string;
  @Field(() => String, { description: "signals or decisions: the stream the generator feeds." })
  capability!: string;
  @Field(() => String, {
    description:
      "running, degraded (a producer reports but does not run), unavailable (no producer reports) or unknown (heartbeats unreadable).",
  })
  effectiveStatus!: string;
  @Field(() => String, {
    nullable: true,
    description: "Why it is not running: no_producer, or the producers' not_running_reason.",
  })
  reason!: string | null;
  @Field(() => [String], { description: "Producers that registered with the capability." })
  producers!: string[];
  @Field(() => [String], { description: "Producers of the capability live by spec/03's rule." })
  liveProducers!: string[];
  @Field(() => String, { description: "The SSE route it feeds." }) streamPath!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
