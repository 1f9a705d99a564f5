/**
 * A filtered ticks or quotes connect queues coverage of its symbols (spec/02 v3_stream_ticks: "a
 * filtered connect queues coverage, reconciled in about 5 s"; spec/03 quotes: "connecting
 * auto-subscribes within about 5 s"). The symbols go into the same shared, expiring warm set as
 * quotes/subscribe and universe/warm (domain/warm.ts, data/warmCoverage.ts): one 200-symbol
 * budget, UNIVERSE_WARM_TTL_S (300 s) from the connect, a symbol already warm extended.
 *
 * The stream has opened before this runs (symbols checked, a live producer covers at least one),
 * so a refused connect changes nothing. Queueing never refuses the connect: a full budget or an
 * unwritable warm set only leaves those symbols out of the warm set (the reason is logged), since
 * the frames the producers already publish do not depend on it.
 */
import type { SubgraphContext } from "../../kit/context.js";
import { admitToWarmSet } from "../data/warmCoverage.js";
import { admitWarm, type Coverage, UNIVERSE_WARM_TTL_S, type WarmAdmission } from "../domain/warm.js";

export async function queueConnectCoverage(
  ctx: SubgraphContext,
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
      console.warn(
        `connect coverage: not queued: ${result.refused.map((item) => `${item.symbol} (${item.reason})`).join(", ")}`,
      );
    }
    return result;
  } catch (error) {
    console.warn(`connect coverage: the warm set cannot be written: ${(error as Error).message}`);
    return null;
  }
}
