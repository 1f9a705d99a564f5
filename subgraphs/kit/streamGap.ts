/**
 * Frames a producer could not publish, told to the stream's readers instead of lost in silence.
 *
 * When the bus is unreachable (a Redis outage) a producer's publishes fail and those frames are
 * gone: a replay moves on to its next minute, a live feed's vendor does not resend. The producer
 * keeps a `GapLedger` per stream: the original time (the frame's own `timestamp`) of the first and
 * last frame it lost and how many. The first frame it publishes on that stream once the bus is
 * back carries the gap (`gap` in the payload, kit/producers.ts), so a reader sees, in order, the
 * frames before the outage, then a frame saying which were lost, then the rest. The frames of the
 * bundled replays are one per recorded minute, so a replay's gap names the minutes lost.
 *
 * First and last are in publishing order: a looping replay that restarted its session during the
 * outage has a `lastLost` earlier than its `firstLost`. The frames' GraphQL field is
 * kit/streamGapType.ts; this module stays free of type-graphql, since producers and stream readers
 * load it outside any schema.
 */

/** What a frame carries in its payload after frames of its stream were lost. */
export interface StreamGapPayload {
  /** Original time (epoch ms) of the first frame lost. */
  firstLostMs: number;
  /** Original time (epoch ms) of the last frame lost. */
  lastLostMs: number;
  framesLost: number;
  /** Why they were lost: the bus refused or could not take the publish. */
  reason: "bus_unavailable";
}

/** The gaps a producer has not told yet, per stream. */
export class GapLedger<S extends string> {
  readonly #pending = new Map<S, StreamGapPayload>();

  /** A frame of `stream`, originally of `originalTimeMs`, could not be published. */
  lost(stream: S, originalTimeMs: number): void {
    const gap = this.#pending.get(stream);
    this.#pending.set(
      stream,
      gap
        ? { ...gap, lastLostMs: originalTimeMs, framesLost: gap.framesLost + 1 }
        : {
            firstLostMs: originalTimeMs,
            lastLostMs: originalTimeMs,
            framesLost: 1,
            reason: "bus_unavailable",
          },
    );
  }

  /** The gap the next frame of `stream` must carry, if any. */
  pending(stream: S): StreamGapPayload | undefined {
    return this.#pending.get(stream);
  }

  /** A frame carrying `gap` was published: that gap is told (a loss recorded since is not). */
  told(stream: S, gap: StreamGapPayload): void {
    if (this.#pending.get(stream) === gap) this.#pending.delete(stream);
  }
}
