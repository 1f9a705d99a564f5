/**
 * The replay producer: one recorded session of the bundled minute data, published as ticks,
 * closed 1-minute bars and quotes (frames.ts says how a minute becomes each), time-compressed by
 * `speed` (60: a recorded minute a second). Every frame says `replay: true` and keeps its
 * original time. It is the first `FeedAdapter` (kit/producers.ts); `runProducer` registers it,
 * publishes its heartbeats on `heartbeat:<name>` and reports its liveness like any live feed's.
 *
 * Any session held in minute_bars can be replayed (SPY 2023-08-03 is the default and the only one
 * with quotes; the others publish ticks and bars only, and say so in their capabilities).
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { EventBus } from "../../kit/eventBus.js";
import { processLogger } from "../../kit/log.js";
import { runPaced } from "../../kit/pacedFeed.js";
import {
  type Capability,
  type FeedAdapter,
  type FeedSink,
  type RunningFeed,
  type RunningProducer,
  runProducer,
} from "../../kit/producers.js";
import { sessionMinuteBars } from "../data/minuteBars.js";
import { sessionMinuteQuotes } from "../data/minuteQuotes.js";
import { type ReplayStep, replayDelayMs, replaySteps } from "./frames.js";

export interface MarketReplayOptions {
  ticker: string;
  /** The exchange-local trading date of the recording (YYYY-MM-DD). */
  sessionDate: string;
  /** Multiple of real time; 60 publishes a recorded minute every second. */
  speed: number;
  /** Start again from the first minute after the last one. */
  loop: boolean;
  /** Heartbeat period (default 5,000 ms). */
  heartbeatMs?: number;
  /** Producer name; default market-replay-<TICKER>-<date>. */
  name?: string;
}

export function replayProducerName(ticker: string, sessionDate: string): string {
  return `market-replay-${ticker}-${sessionDate}`;
}

/** The replay as a feed adapter, over a timeline already read from the warehouse. */
export function replayFeed(
  steps: readonly ReplayStep[],
  options: Pick<MarketReplayOptions, "ticker" | "sessionDate" | "speed" | "loop" | "name">,
): FeedAdapter {
  if (!(options.speed > 0)) throw new RangeError(`replay speed must be positive, got ${options.speed}`);
  const first = steps[0];
  if (!first)
    throw new Error(`No minute bars or quotes of ${options.ticker} on ${options.sessionDate} to replay.`);
  const capabilities: Capability[] = [];
  if (steps.some((step) => step.tick)) capabilities.push("ticks");
  if (steps.some((step) => step.bar)) capabilities.push("bars");
  if (steps.some((step) => step.quote)) capabilities.push("quotes");
  const identity = {
    producer: options.name ?? replayProducerName(options.ticker, options.sessionDate),
    capabilities,
    replay: true,
    source: `replay:${options.ticker}:${options.sessionDate}`,
    symbols: [options.ticker],
  };

  return {
    identity,
    async start(sink: FeedSink): Promise<RunningFeed> {
      let index = 0;
      const publish = async (step: ReplayStep) => {
        // In this order within a minute: the close print, the closed bar, the quote at its end,
        // each tried on its own: a bus outage loses this minute's frames, not the producer, and
        // the sink counts each stream's loss for the gap its next frame tells (kit/streamGap.ts).
        const frames = [
          ["ticks", step.tick],
          ["bars", step.bar],
          ["quotes", step.quote],
        ] as const;
        for (const [capability, frame] of frames) {
          if (!frame) continue;
          try {
            await sink.publish(capability, frame, step.atMs);
          } catch (error) {
            processLogger().warn(
              { component: "producer" },
              `producer ${identity.producer}: ${capability} frame not published: ${(error as Error).message}`,
            );
          }
        }
      };
      // The first minute goes out now, so the producer has a frame before anyone can ask.
      return runPaced(async () => {
        const step = steps[index] as ReplayStep;
        await publish(step);
        index += 1;
        if (index >= steps.length) {
          if (!options.loop) return "finished";
          index = 0;
        }
        const next = steps[index] as ReplayStep;
        return { nextInMs: replayDelayMs(index === 0 ? null : step.atMs, next.atMs, options.speed) };
      });
    },
  };
}

/** Reads the session from the warehouse and starts its replay as a producer on the bus. */
export async function startMarketReplay(
  deps: { db: Warehouse<"market">; bus: EventBus },
  options: MarketReplayOptions,
): Promise<RunningProducer> {
  const [bars, quotes] = await Promise.all([
    sessionMinuteBars(deps.db, options.ticker, options.sessionDate),
    sessionMinuteQuotes(deps.db, options.ticker, options.sessionDate),
  ]);
  const feed = replayFeed(replaySteps(options.ticker, bars, quotes), options);
  return runProducer(
    deps.bus,
    feed,
    options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs },
  );
}
