/**
 * The heartbeats of a server's SSE streams (rest-shim/sse.ts): comment lines that keep an idle
 * connection (and the proxies on its way) open. One timer for every open stream rather than one
 * per connection: each tick encodes one heartbeat frame and writes that same Buffer to every stream
 * that carried nothing since the previous tick. A stream that carries frames is not idle and gets
 * none, so at 1,000 subscribers of a busy stream a tick costs a loop, not 1,000 timers and writes;
 * an idle stream is never silent for longer than two intervals. A socket still draining what it
 * was sent is not idle either: the bytes it has not taken yet keep it busy.
 */
import type { ServerResponse } from "node:http";

/** One open stream's place in the heartbeat loop. */
export interface HeartbeatSlot {
  /** Set when a frame is written: the next tick skips the stream and clears it. */
  carried: boolean;
  /** Leaves the loop (the stream ended). */
  remove(): void;
}

export function sseHeartbeats(intervalMs: number) {
  const slots = new Map<ServerResponse, HeartbeatSlot>();
  let timer: NodeJS.Timeout | null = null;

  function beat() {
    let bytes: Buffer | null = null;
    for (const [raw, slot] of slots) {
      if (slot.carried || raw.writableNeedDrain) {
        slot.carried = false;
        continue;
      }
      bytes ??= Buffer.from(`: heartbeat ${new Date().toISOString()}\n\n`);
      raw.write(bytes);
    }
  }

  return {
    add(raw: ServerResponse): HeartbeatSlot {
      const slot: HeartbeatSlot = {
        carried: false,
        remove() {
          if (slots.get(raw) !== slot) return;
          slots.delete(raw);
          if (slots.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        },
      };
      slots.set(raw, slot);
      timer ??= setInterval(beat, intervalMs);
      return slot;
    },
  };
}
