/**
 * The signals replay: the book's changes over the bundled history (domain/replay.ts), published as
 * the signals and decisions streams, one book date every `sessionMs` (default 1 s), oldest first,
 * from the second book date to the newest the clock sees; then again from the start when `loop`.
 * It is a `FeedAdapter` (kit/producers.ts): `runProducer` registers it, publishes its heartbeats
 * and reports its liveness like the market replay's, so the streams' ready frame, the generator
 * status routes and svc_v3_stream_status tell the truth. Every record says `replay: true` and
 * carries its book date's close as its time.
 *
 * Point in time: each pass replays only the book dates on or before the last close final at the
 * clock when the pass starts. A book that is cold (being rebuilt) or holds no date at the clock
 * cannot be replayed: the start fails saying so (the streams then answer 503 producer_unavailable).
 *
 * Settings (bin/serve.ts): SIGNALS_REPLAY=on|off (default on for `npm start`, off for
 * `--service signals`), SIGNALS_REPLAY_SESSION_MS. signals' definition declares it
 * (`signalsReplay`), so the process that serves signals starts it (app/).
 */

import { lastFinalCloseDate, regularCloseInstant } from "../../../core/calendar.js";
import type { Clock } from "../../../core/clock.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import { narrowTo } from "../../../warehouse/views.js";
import type { ProducerDeclaration } from "../../kit/declaredProducers.js";
import type { EventBus } from "../../kit/eventBus.js";
import { processLogger } from "../../kit/log.js";
import { runPaced } from "../../kit/pacedFeed.js";
import {
  type FeedAdapter,
  type FeedSink,
  type RunningFeed,
  type RunningProducer,
  runProducer,
} from "../../kit/producers.js";
import { bookChanges, type ReplayBookRow } from "../domain/replay.js";
import { type BookHandle, bookColumns, bookDates, openBook } from "./signalsBook.js";

export const SIGNALS_REPLAY_PRODUCER = "signals-book-replay";
export const DEFAULT_SESSION_MS = 1_000;

export interface SignalsReplayOptions {
  /** Wall-clock milliseconds between two book dates. */
  sessionMs: number;
  /** Start again from the first book date after the newest. */
  loop: boolean;
  heartbeatMs?: number;
  name?: string;
}

export const DEFAULT_SIGNALS_REPLAY: SignalsReplayOptions = {
  sessionMs: DEFAULT_SESSION_MS,
  loop: true,
  heartbeatMs: 5_000,
};

/** SIGNALS_REPLAY (on|off; `fallback` when unset) and SIGNALS_REPLAY_SESSION_MS, or false for off. */
export function signalsReplayFromEnv(
  env: Record<string, string | undefined>,
  fallback: "on" | "off",
): SignalsReplayOptions | false {
  const setting =
    env.SIGNALS_REPLAY === undefined || env.SIGNALS_REPLAY === "" ? fallback : env.SIGNALS_REPLAY;
  if (setting === "off") return false;
  if (setting !== "on") {
    throw new RangeError(`SIGNALS_REPLAY must be on or off, got ${JSON.stringify(env.SIGNALS_REPLAY)}`);
  }
  const raw = env.SIGNALS_REPLAY_SESSION_MS;
  const sessionMs = raw === undefined || raw === "" ? DEFAULT_SESSION_MS : Number(raw);
  if (!(sessionMs > 0) || !Number.isFinite(sessionMs)) {
    throw new RangeError(`SIGNALS_REPLAY_SESSION_MS must be a positive number, got ${JSON.stringify(raw)}`);
  }
  return { ...DEFAULT_SIGNALS_REPLAY, sessionMs };
}

/** The book at the clock, or an error saying why it cannot be replayed. */
async function bookAtClock(db: Warehouse<"signals">, clock: Clock): Promise<BookHandle> {
  const through = lastFinalCloseDate(clock.now(), "equity");
  const opened = await openBook(db, through);
  if (opened.status === "cold")
    throw new Error("the signals book is not built from the data held now (cold)");
  if (opened.status === "none_as_of") throw new Error(`the signals book has no date on or before ${through}`);
  return opened.book;
}

const COLUMNS = [
  "close",
  "blended_score",
  "rank",
  "decile",
  "percentile",
  "direction",
  "conviction",
] as const;

async function rowsOf(db: Warehouse<"signals">, book: BookHandle, date: string): Promise<ReplayBookRow[]> {
  const rows = await bookColumns(db, book, COLUMNS, { from: date, to: date });
  return rows.map((row) => ({
    ticker: row.ticker,
    close: row.close,
    blendedScore: row.blended_score,
    rank: row.rank,
    decile: row.decile,
    percentile: row.percentile,
    direction: row.direction,
    conviction: row.conviction,
  }));
}

/** The replay as a feed adapter over the warehouse's book. */
export function signalsReplayFeed(
  deps: { db: Warehouse<"signals">; clock: Clock },
  options: SignalsReplayOptions,
): FeedAdapter {
  if (!(options.sessionMs > 0)) throw new RangeError(`sessionMs must be positive, got ${options.sessionMs}`);
  const identity = {
    producer: options.name ?? SIGNALS_REPLAY_PRODUCER,
    capabilities: ["signals" as const, "decisions" as const],
    replay: true,
    source: "replay:signals_book",
    // Every stock of the book: a filtered stream of any ticker opens on it.
    symbols: null,
  };
  return {
    identity,
    async start(sink: FeedSink): Promise<RunningFeed> {
      let book = await bookAtClock(deps.db, deps.clock);
      let dates = await bookDates(deps.db, book);
      if (dates.length < 2) throw new Error("the signals book has fewer than two dates to replay");
      let index = 1;
      let previous = await rowsOf(deps.db, book, dates[0] as string);

      const publishDate = async () => {
        const date = dates[index] as string;
        const current = await rowsOf(deps.db, book, date);
        const { signals, decisions } = bookChanges(previous, current);
        const timeMs = (regularCloseInstant(date) as Date).getTime();
        for (const change of signals) {
          await sink.publish("signals", { ...change, timeMs, replay: true, bookDate: date }, timeMs);
        }
        for (const change of decisions) {
          await sink.publish("decisions", { ...change, timeMs, replay: true, bookDate: date }, timeMs);
        }
        // A date without a change is still news from the feed: the producer stays live.
        sink.feedMessage();
        previous = current;
      };
      // The first book date goes out now, so the producer has a frame before anyone can ask.
      return runPaced(async () => {
        await publishDate().catch((error: Error) => {
          // A failed read or publish loses this date's records, not the producer.
          processLogger().warn(
            { component: "producer" },
            `producer ${identity.producer}: book date not replayed: ${error.message}`,
          );
        });
        index += 1;
        if (index >= dates.length) {
          if (!options.loop) return "finished";
          try {
            book = await bookAtClock(deps.db, deps.clock);
            dates = await bookDates(deps.db, book);
            previous = await rowsOf(deps.db, book, dates[0] as string);
          } catch (error) {
            processLogger().warn(
              { component: "producer" },
              `producer ${identity.producer}: replay ended: ${(error as Error).message}`,
            );
            return "finished";
          }
          index = 1;
        }
        return { nextInMs: options.sessionMs };
      });
    },
  };
}

/**
 * Why the book cannot be replayed at the clock (cold, no date yet, a single date), or null when it
 * can. A service whose warehouse holds no universe still starts: the streams then answer 503
 * producer_unavailable, as they do with the replay off.
 */
export async function signalsReplayRefusal(deps: {
  db: Warehouse<"signals">;
  clock: Clock;
}): Promise<string | null> {
  try {
    const dates = await bookDates(deps.db, await bookAtClock(deps.db, deps.clock));
    return dates.length < 2 ? "the signals book has fewer than two dates to replay" : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Starts the signals replay as a producer on the bus, or answers null (with one line saying why)
 * when the book cannot be replayed at the clock. Given the process's warehouse (the wiring that
 * starts producers holds the whole).
 */
export async function startSignalsReplay(
  given: { db: Warehouse; bus: EventBus; clock: Clock },
  options: SignalsReplayOptions,
): Promise<RunningProducer | null> {
  const deps = { ...given, db: narrowTo("signals", given.db) };
  const refusal = await signalsReplayRefusal(deps);
  if (refusal !== null) {
    processLogger().warn(
      { component: "producer" },
      `signals replay: not started: ${refusal}; the signals and decisions streams answer 503`,
    );
    return null;
  }
  return runProducer(
    deps.bus,
    signalsReplayFeed(deps, options),
    options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs },
  );
}

declare module "../../kit/declaredProducers.js" {
  interface ProducerSettings {
    /** The replay of the signals book's changes as the signals and decisions streams. */
    signalsReplay: SignalsReplayOptions;
  }
}

/**
 * The replay as signals' definition declares it: off unless asked for. From the environment it is
 * on for the whole service in one process, and off for signals served alone, where, like the market
 * replay, one per REDIS_URL should run.
 */
export const signalsReplay: ProducerDeclaration<"signalsReplay"> = {
  name: "signalsReplay",
  byDefault: false,
  readsDerived: true,
  fromEnv: (env, servedAs) => signalsReplayFromEnv(env, servedAs === "whole" ? "on" : "off"),
  start: async (deps, options) => {
    const producer = await startSignalsReplay(deps, options);
    return producer ? [producer] : [];
  },
};
