/**
 * The subscriptions open in this gateway process, whichever way they came (graphql-ws, or SSE
 * through the shim), each with the principal it was opened for. Three rules read it:
 *
 * - the cap: at most N open at once per key; beyond it, 429 rate_limited before anything opens
 *   (plugins/streamCap.ts);
 * - revocation: the streams of a key that stopped working, or of a suspended account, end with a
 *   final error frame saying why (access/revocations.ts);
 * - resumption: on shutdown each priced stream leaves a grant, so that its client's resume is
 *   not billed again (access/resume.ts).
 *
 * A stream counts from the moment it opens until it ends, is returned, fails or is ended here.
 */
import type { ExecutionResult } from "graphql";
import { ServiceError } from "../../core/errors.js";
import { interruptible } from "../../subgraphs/kit/interruptible.js";
import type { Principal } from "./keys.js";

export const DEFAULT_MAX_STREAMS_PER_KEY = 20;

export interface OpenStream {
  principal: Principal;
  /** What makes a resume of it the same subscription for billing (access/resume.ts); null: free. */
  resumeKey: string | null;
}

export type OpenStreams = ReturnType<typeof openStreams>;

export function openStreams(maxPerKey: number) {
  interface Entry extends OpenStream {
    end(final: ExecutionResult): void;
  }
  const byKey = new Map<string, Set<Entry>>();

  return {
    /** Refuses a new stream for a key already at its limit. */
    check(keyId: string) {
      if ((byKey.get(keyId)?.size ?? 0) < maxPerKey) return;
      throw new ServiceError(
        "rate_limited",
        `At most ${maxPerKey} streams may be open at once per key; close one first.`,
        { retryAfterS: 60, extra: { limit: maxPerKey, window_s: 60 } },
      );
    },

    /** Counts a stream as open until it ends; returns the stream to hand on. */
    track(
      stream: AsyncIterable<ExecutionResult>,
      opened: OpenStream,
    ): AsyncIterableIterator<ExecutionResult> {
      const { keyId } = opened.principal;
      const streams = byKey.get(keyId) ?? new Set<Entry>();
      byKey.set(keyId, streams);
      const { iterator, interrupt } = interruptible<ExecutionResult, ExecutionResult>(
        stream[Symbol.asyncIterator](),
        {
          last: (final) => final,
          onEnd: () => {
            streams.delete(entry);
            if (streams.size === 0 && byKey.get(keyId) === streams) byKey.delete(keyId);
          },
        },
      );
      const entry: Entry = { ...opened, end: interrupt };
      streams.add(entry);
      return iterator;
    },

    /** The streams open now. */
    list(): OpenStream[] {
      return [...byKey.values()].flatMap((streams) => [...streams]);
    },

    /**
     * Ends every open stream `which` selects: the read in flight (or the next) yields `final`, then
     * the stream is done. Returns how many it ended.
     */
    end(which: (stream: OpenStream) => boolean, final: ExecutionResult): number {
      let ended = 0;
      for (const streams of byKey.values()) {
        for (const entry of streams) {
          if (!which(entry)) continue;
          entry.end(final);
          ended += 1;
        }
      }
      return ended;
    },
  };
}
