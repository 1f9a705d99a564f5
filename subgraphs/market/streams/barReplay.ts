/**
 * Replays a recorded session's 1-minute bars onto the bus as closed-bar frames: the first
 * producer behind the bars stream, standing where a live vendor feed will. Frames say they are
 * a replay and keep the bar's original times; `speed` compresses time (60 = a minute a second).
 */

import type { Warehouse } from "../../../warehouse/connection.js";
import type { EventBus } from "../../kit/eventBus.js";
import { type MinuteBar, sessionMinuteBars } from "../data/minuteBars.js";

export const BARS_STREAM = "bars";

export interface BarPayload {
  ticker: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  barStartMs: number;
  barEndMs: number;
  replay: boolean;
  replayedAtMs: number;
}

export interface BarReplayOptions {
  ticker: string;
  sessionDate: string;
  /** Replay speed as a multiple of real time; 60 publishes one bar per second. */
  speed: number;
  /** Start again from the first bar after the last one. */
  loop: boolean;
}

export interface RunningProducer {
  stop(): void;
  /** Resolves when the replay ends (never, with loop, until stopped). */
  finished: Promise<void>;
}

export async function startBarReplay(
  deps: { db: Warehouse; bus: EventBus },
  options: BarReplayOptions,
): Promise<RunningProducer> {
  const bars = await sessionMinuteBars(deps.db, options.ticker, options.sessionDate);
  if (bars.length === 0) {
    throw new Error(`No minute bars of ${options.ticker} on ${options.sessionDate} to replay.`);
  }
  const intervalMs = 60_000 / options.speed;
  let timer: NodeJS.Timeout | undefined;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let index = 0;
  const publishNext = () => {
    const bar = bars[index] as MinuteBar;
    deps.bus.publish<BarPayload>(BARS_STREAM, {
      ticker: options.ticker,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      barStartMs: bar.ts_ms,
      barEndMs: bar.ts_ms + 60_000,
      replay: true,
      replayedAtMs: Date.now(),
    });
    index += 1;
    if (index >= bars.length) {
      if (!options.loop) return stop();
      index = 0;
    }
    timer = setTimeout(publishNext, intervalMs);
  };
  const stop = () => {
    clearTimeout(timer);
    finish();
  };
  timer = setTimeout(publishNext, intervalMs);
  return { stop, finished };
}
