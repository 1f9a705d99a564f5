/** The `gap` field of a stream's frames (kit/streamGap.ts says when a frame carries one). */
import { Field, Int, ObjectType } from "type-graphql";
import type { StreamGapPayload } from "./streamGap.js";

@ObjectType({
  description:
    "Frames of this stream the producer could not publish just before this one (the event bus was unavailable): which, by their original time, and how many. A replay publishes a frame per recorded minute, so these are the minutes lost.",
})
export class StreamGap {
  @Field(() => String, { description: "Original time of the first frame lost (ISO 8601 UTC)." })
  firstLost!: string;
  @Field(() => String, {
    description:
      "Original time of the last frame lost: in publishing order, so earlier than the first when a replay looped during the outage.",
  })
  lastLost!: string;
  @Field(() => Int, {
    description: "How many frames were lost between first_lost and last_lost (whole number, at least 1).",
  })
  framesLost!: number;
  @Field(() => String, { description: "bus_unavailable: the event bus could not take them." })
  reason!: string;
}

/** The GraphQL gap of a payload's, or null when the frame follows no loss. */
export function streamGapOf(gap: StreamGapPayload | undefined): StreamGap | null {
  if (!gap) return null;
  return {
    firstLost: new Date(gap.firstLostMs).toISOString(),
    lastLost: new Date(gap.lastLostMs).toISOString(),
    framesLost: gap.framesLost,
    reason: gap.reason,
  };
}
