/**
 * A filtered ticks or quotes connect queues coverage of its symbols (spec/02 v3_stream_ticks: "a
 * filtered connect queues coverage, reconciled in about 5 s"; spec/03 quotes: "connecting
 * auto-subscribes within about 5 s"). The symbols go into the same shared, expiring warm set as
 * quotes/subscribe and universe/warm (domain/warm.ts, data/warmCoverage.ts): one 200-symbol
 * budget, UNIVERSE_WARM_TTL_S (300 s) from the connect, a symbol already warm extended.
 *
 * Coverage lasts as long as the connection: while the stream is open its symbols are queued again
 * every half TTL, so a connection held for an hour keeps them warm, and they expire one TTL after
 * it ends.
 *
 * The stream has opened before this runs (symbols checked, a live producer covers at least one),
 * so a refused connect changes nothing. Queueing never refuses the connect: a full budget or an
 * unwritable warm set only leaves those symbols out of the warm set (the reason is logged), since
 * the frames the producers already publish do not depend on it.
 */
import type { SubgraphContext } from "../../kit/context.js";
import { processLogger } from "../../kit/log.js";
import { admitToWarmSet } from "../data/warmCoverage.js";
import { admitWarm, type Coverage, UNIVERSE_WARM_TTL_S, type WarmAdmission } from "../domain/warm.js";

export async function queueConnectCoverage(
  ctx: SubgraphContext<"market">,
  symbols: ReadonlySet<string> | null,
  coverage: Coverage,
): Promise<WarmAdmission | null> {
  if (symbols === null || symbols.size === 0) return null;
  const nowMs = ctx.clock.now().getTime();
  try {
    const { result } = await admitToWarmSet(ctx.db, nowMs, (current) =>
      admitWarm({
        symbols: [...symbols].map((ticker) => ({ requested: ticker, ticker, known: true })),
        current,
        nowMs,
        ttlS: UNIVERSE_WARM_TTL_S,
        coverage,
      }),
    );
    if (result.refused.length > 0) {
      processLogger().warn(
        { component: "market" },
        `connect coverage: not queued: ${result.refused.map((item) => `${item.symbol} (${item.reason})`).join(", ")}`,
      );
    }
    return result;
  } catch (error) {
    processLogger().warn(
      { component: "market" },
      `connect coverage: the warm set cannot be written: ${(error as Error).message}`,
    );
    return null;
  }
}

/** How often an open stream queues its symbols again: well inside their TTL. */
export const COVERAGE_RENEWAL_MS = (UNIVERSE_WARM_TTL_S * 1000) / 2;

/**
 * `events`, with its symbols queued in the warm set now and again every `renewalMs` until the
 * stream ends (done, failed or returned by the client).
 */
export async function coverWhileOpen<E>(
  ctx: SubgraphContext<"market">,
  symbols: ReadonlySet<string> | null,
  coverage: Coverage,
  events: AsyncIterableIterator<E>,
  renewalMs = COVERAGE_RENEWAL_MS,
): Promise<AsyncIterableIterator<E>> {
  if (symbols === null || symbols.size === 0) return events;
  await queueConnectCoverage(ctx, symbols, coverage);
  const timer = setInterval(() => void queueConnectCoverage(ctx, symbols, coverage), renewalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  const iterator: AsyncIterableIterator<E> = {
    async next() {
      try {
        const result = await events.next();
        if (result.done) stop();
        return result;
      } catch (error) {
        stop();
        throw error;
      }
    },
    async return(value?: unknown) {
      stop();
      return (await events.return?.(value)) ?? { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
