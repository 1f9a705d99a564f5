/**
 * marketEventsCatchup (svc_v3_market_events_catchup, GET /api/v3/events): after a reconnect, the
 * market events the bus still holds after `since`, as one finite page (spec/03 Events rule 2).
 * Checks `since` (422), `symbols` (422/404), then reads the ticks, bars and quotes streams:
 * unreadable → 503 cache_unavailable; all three empty (no producer ever ran, or retention and a
 * restart left nothing) → 503 dataset_unavailable. Neither is billed.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { BusEvent, EventBus } from "../../kit/eventBus.js";
import { compareIds } from "../../kit/eventBus.js";
import { idMs } from "../../kit/producers.js";
import { streamSince, streamSymbols } from "../../kit/streams.js";
import { invalidArgument, range } from "../../kit/validation.js";
import {
  CATCHUP_STREAMS,
  catchupRecord,
  compareEvents,
  cutPage,
  eventAgeSeconds,
} from "../domain/catchup.js";
import { MarketEventsPage } from "../types/streamAdmin.js";

export const CATCHUP_LIMIT = { default: 100, min: 1, max: 1000 } as const;

interface StreamRead {
  matching: BusEvent<{ ticker?: string }>[];
  /** Every event after `since` was read. */
  complete: boolean;
  /** The last id read (the frontier of an incomplete read). */
  frontier: string | null;
}

/** Matching events of one stream after `since`, until `want` of them or the stream's end. */
async function readStream(
  bus: EventBus,
  stream: string,
  since: string,
  want: number,
  keep: (event: BusEvent<{ ticker?: string }>) => boolean,
): Promise<StreamRead> {
  const pageSize = Math.max(want, 500);
  const matching: BusEvent<{ ticker?: string }>[] = [];
  let cursor = since;
  for (;;) {
    const page = await bus.read<{ ticker?: string }>(stream, { since: cursor, limit: pageSize });
    for (const event of page) if (keep(event)) matching.push(event);
    const last = page.at(-1);
    if (page.length < pageSize || !last) return { matching, complete: true, frontier: last?.id ?? null };
    cursor = last.id;
    if (matching.length >= want) return { matching, complete: false, frontier: cursor };
  }
}

function cacheUnavailable(error: unknown): ServiceError {
  return new ServiceError("cache_unavailable", "The market event streams cannot be read.", {
    extra: { streams: [...CATCHUP_STREAMS], cause: (error as Error)?.message ?? String(error) },
    retryAfterS: 5,
  });
}

@Resolver()
export class EventsCatchupResolver {
  @Query(() => MarketEventsPage, {
    description:
      "Operation svc_v3_market_events_catchup: after a reconnect, a finite page of the market events (ticks, bars, quotes) the bus holds after `since`, merged by id, oldest first. 503 dataset_unavailable when no market stream holds anything; 503 cache_unavailable when the streams cannot be read.",
  })
  async marketEventsCatchup(
    @Ctx() ctx: SubgraphContext<"market">,
    @Arg("since", () => String, {
      defaultValue: "-",
      description: "Exclusive stream id <ms> or <ms>-<seq>, or - (the default) for the oldest held event.",
    })
    since: string,
    @Arg("symbols", () => [String], { nullable: true, description: "Tickers to keep; all when omitted." })
    symbols: string[] | null,
    @Arg("limit", () => Int, { defaultValue: CATCHUP_LIMIT.default, description: "Events per page." })
    @range(CATCHUP_LIMIT.min, CATCHUP_LIMIT.max)
    limit: number,
  ): Promise<MarketEventsPage> {
    // Left out, since is "-" (spec/02 does not require it); an empty string is no stream id.
    if (since === "") throw invalidArgument("since", "is empty", "<ms>, <ms>-<seq> or - for the start");
    const sinceId = streamSince(since) ?? "-";
    const wanted = await streamSymbols(ctx, symbols);
    const nowMs = ctx.clock.now().getTime();

    let newest: (BusEvent<unknown> | null)[];
    try {
      newest = await Promise.all(CATCHUP_STREAMS.map((stream) => ctx.bus.last(stream)));
    } catch (error) {
      throw cacheUnavailable(error);
    }
    if (newest.every((event) => event === null)) {
      throw new ServiceError(
        "dataset_unavailable",
        "No market events are held: no producer has published ticks, bars or quotes on this bus.",
        { retryAfterS: null, extra: { streams: [...CATCHUP_STREAMS] } },
      );
    }

    const keep = (event: BusEvent<{ ticker?: string }>) =>
      wanted === null || (typeof event.payload.ticker === "string" && wanted.has(event.payload.ticker));
    let reads: StreamRead[];
    try {
      reads = await Promise.all(
        CATCHUP_STREAMS.map((stream) => readStream(ctx.bus, stream, sinceId, limit + 1, keep)),
      );
    } catch (error) {
      throw cacheUnavailable(error);
    }
    // An incomplete stream may hold unseen events after its frontier: nothing later is safe to
    // return before them.
    const frontiers = reads
      .filter((read) => !read.complete && read.frontier !== null)
      .map((read) => read.frontier as string)
      .sort(compareIds);
    const frontier = frontiers[0];
    const merged = reads
      .flatMap((read) => read.matching)
      .filter((event) => frontier === undefined || compareIds(event.id, frontier) <= 0)
      .sort(compareEvents);
    const page = cutPage(merged, limit, frontiers.length === 0);

    const newestOverall = newest
      .filter((event): event is BusEvent<unknown> => event !== null)
      .sort(compareEvents)
      .at(-1);
    return {
      events: page.events.map(catchupRecord),
      nextSince: page.events.at(-1)?.id ?? sinceId,
      hasMore: page.hasMore,
      feed: {
        lastEventId: newestOverall?.id ?? null,
        lastEventAgeS: eventAgeSeconds(newestOverall?.id ?? null, nowMs),
        streams: CATCHUP_STREAMS.map((stream, i) => {
          const event = newest[i] ?? null;
          return {
            stream,
            lastEventId: event?.id ?? null,
            lastEventAt: event ? new Date(idMs(event.id)).toISOString() : null,
            lastEventAgeS: eventAgeSeconds(event?.id ?? null, nowMs),
          };
        }),
      },
    };
  }
}
