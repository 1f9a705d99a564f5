/**
 * The news replay: the news store's items (SEC filing events, docs/NEWS.md) published on the news
 * stream in acceptance order, one every `itemMs` (default 1 s), oldest first; then again from the
 * first when `loop`. It is a `FeedAdapter` (kit/producers.ts) like the market and signals replays:
 * `runProducer` registers it and reports its liveness, so the stream, newsPublisherStatus and
 * svc_v3_stream_status tell the truth. Every frame says `replay: true` and carries its item's
 * acceptance instant as its time (`originalTime`).
 *
 * Point in time: each pass replays only the items visible at the service's clock when the pass
 * starts (the store's rule, newsStore.ts: never before acceptance), so a replay at a past clock
 * never shows a filing accepted after it. A store with nothing visible cannot be replayed: the
 * start says so and the stream keeps answering 503 producer_unavailable.
 *
 * Settings (bin/serve.ts): NEWS_REPLAY=on|off (default on for `npm start`, off for `--service intel`,
 * where, like the signals replay, one per REDIS_URL should run), REPLAY=off (the market replay's
 * switch: it stops every recording's replay, this one too), NEWS_REPLAY_ITEM_MS. intel's definition
 * declares it (`newsReplay`).
 */
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
  type ProducedFrame,
  type RunningFeed,
  runProducer,
} from "../../kit/producers.js";
import type { NewsRecord } from "../domain/newsRecord.js";
import { itemsInAcceptanceOrder } from "./newsStore.js";

/** What a news producer puts on the bus stream `news` (the resolver's NewsFrame reads it). */
export interface NewsPayload extends ProducedFrame {
  ticker: string;
  title: string;
  url: string | null;
  source: string | null;
  /** The item's publication: a filing's acceptance instant. */
  timeMs: number;
  replay: boolean;
}

export const NEWS_REPLAY_PRODUCER = "news-store-replay";
export const DEFAULT_ITEM_MS = 1_000;

export interface NewsReplayOptions {
  /** Wall-clock milliseconds between two items. */
  itemMs: number;
  /** Start again from the first item after the last. */
  loop: boolean;
  heartbeatMs?: number;
  name?: string;
}

export const DEFAULT_NEWS_REPLAY: NewsReplayOptions = {
  itemMs: DEFAULT_ITEM_MS,
  loop: true,
  heartbeatMs: 5_000,
};

/**
 * Off when REPLAY=off or NEWS_REPLAY=off (`fallback` when unset); else on, paced by
 * NEWS_REPLAY_ITEM_MS. Throws naming a malformed value.
 */
export function newsReplayFromEnv(
  env: Record<string, string | undefined>,
  fallback: "on" | "off",
): NewsReplayOptions | false {
  if (env.REPLAY === "off") return false;
  const setting = env.NEWS_REPLAY === undefined || env.NEWS_REPLAY === "" ? fallback : env.NEWS_REPLAY;
  if (setting === "off") return false;
  if (setting !== "on") {
    throw new RangeError(`NEWS_REPLAY must be on or off, got ${JSON.stringify(env.NEWS_REPLAY)}`);
  }
  const raw = env.NEWS_REPLAY_ITEM_MS;
  const itemMs = raw === undefined || raw === "" ? DEFAULT_ITEM_MS : Number(raw);
  if (!(itemMs > 0) || !Number.isFinite(itemMs)) {
    throw new RangeError(`NEWS_REPLAY_ITEM_MS must be a positive number, got ${JSON.stringify(raw)}`);
  }
  return { ...DEFAULT_NEWS_REPLAY, itemMs };
}

type IntelDeps = { db: Warehouse<"intel">; clock: Clock };

/** The items one pass replays, or an error saying why there is nothing to replay. */
async function passAtClock({ db, clock }: IntelDeps): Promise<NewsRecord[]> {
  const items = await itemsInAcceptanceOrder(db, clock.now().getTime());
  if (items.length === 0)
    throw new Error(`the news store holds no item visible at ${clock.now().toISOString()}`);
  return items;
}

function payloadOf(item: NewsRecord): Omit<NewsPayload, "producer"> {
  return {
    ticker: item.ticker as string,
    title: item.title,
    url: item.url,
    source: item.source,
    timeMs: item.publishedMs,
    replay: true,
  };
}

/** The replay as a feed adapter over the news store; `items` is the first pass, read by the caller. */
export function newsReplayFeed(
  deps: IntelDeps,
  options: NewsReplayOptions,
  items: readonly NewsRecord[],
): FeedAdapter {
  if (!(options.itemMs > 0)) throw new RangeError(`itemMs must be positive, got ${options.itemMs}`);
  const identity = {
    producer: options.name ?? NEWS_REPLAY_PRODUCER,
    capabilities: ["news" as const],
    replay: true,
    source: "replay:news_store",
    // The tickers of the first pass's items: a filtered stream of another ticker is refused, not
    // silent. A later pass at a moved clock may name more; they are published, not declared.
    symbols: [...new Set(items.map((item) => item.ticker as string))].sort(),
  };
  return {
    identity,
    async start(sink: FeedSink): Promise<RunningFeed> {
      let pass = items;
      let index = 0;
      return runPaced(async () => {
        const item = pass[index] as NewsRecord;
        await sink.publish("news", payloadOf(item), item.publishedMs).catch((error: Error) => {
          // A failed publish loses this item (the gap ledger counts it), not the producer.
          processLogger().warn(
            { component: "producer" },
            `producer ${identity.producer}: item ${item.id} not published: ${error.message}`,
          );
        });
        index += 1;
        if (index >= pass.length) {
          if (!options.loop) return "finished";
          try {
            pass = await passAtClock(deps);
          } catch (error) {
            processLogger().warn(
              { component: "producer" },
              `producer ${identity.producer}: replay ended: ${(error as Error).message}`,
            );
            return "finished";
          }
          index = 0;
        }
        return { nextInMs: options.itemMs };
      });
    },
  };
}

declare module "../../kit/declaredProducers.js" {
  interface ProducerSettings {
    /** The replay of the news store's items as the news stream. */
    newsReplay: NewsReplayOptions;
  }
}

/**
 * The replay as intel's definition declares it: off unless asked for (the service's tests opt in);
 * from the environment on for the whole service in one process, off for intel served alone.
 */
export const newsReplay: ProducerDeclaration<"newsReplay"> = {
  name: "newsReplay",
  byDefault: false,
  fromEnv: (env, servedAs) => newsReplayFromEnv(env, servedAs === "whole" ? "on" : "off"),
  start: async (given: { db: Warehouse; bus: EventBus; clock: Clock }, options) => {
    const deps = { db: narrowTo("intel", given.db), clock: given.clock };
    let items: NewsRecord[];
    try {
      items = await passAtClock(deps);
    } catch (error) {
      processLogger().warn(
        { component: "producer" },
        `news replay: not started: ${(error as Error).message}; the news stream answers 503`,
      );
      return [];
    }
    const heartbeat = options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs };
    return [await runProducer(given.bus, newsReplayFeed(deps, options, items), heartbeat)];
  },
};
