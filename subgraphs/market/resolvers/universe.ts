/**
 * The shared warm set: marketUniverse (svc_v3_market_universe, GET), marketUniverseWarm
 * (svc_v3_market_universe_warm, POST) and quotesSubscribe (svc_v3_stream_quotes_subscribe, POST).
 * The POST operations are Query fields served on POST routes, as svc_v3_deflated_sharpe is (the
 * REST generator maps Query and Subscription fields). Admission is domain/warm.ts; the warm set is
 * the warehouse table warm_coverage (data/warmCoverage.ts says why not the bus).
 */
import { Arg, Ctx, Float, Query, Resolver } from "type-graphql";
import { inputName, ServiceError } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentByTicker } from "../../kit/instruments.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { liveSymbols, producerOut, readProducers } from "../data/streamState.js";
import { admitToWarmSet, readWarmSet } from "../data/warmCoverage.js";
import {
  admitWarm,
  type Coverage,
  QUOTES_SUBSCRIBE_MAX_SYMBOLS,
  QUOTES_SUBSCRIBE_TTL_S,
  secondsUntilSlotFrees,
  UNIVERSE_WARM_SYMBOLS,
  UNIVERSE_WARM_TTL_S,
  WARM_BUDGET,
  type WarmAdmission,
  type WarmEntry,
  type WarmRequestSymbol,
} from "../domain/warm.js";
import { MarketUniverse, WarmAdmissionResult } from "../types/streamAdmin.js";

const iso = (ms: number) => new Date(ms).toISOString();
const WARM_NOTE =
  "Warm means requested, not provider-confirmed: coverage is recorded in the shared warm set until it expires. The replay producer publishes its recorded session whatever is warm.";

async function resolveSymbols(
  ctx: SubgraphContext<"market">,
  raw: readonly string[],
): Promise<WarmRequestSymbol[]> {
  const parsed = raw.map((requested) => {
    try {
      return { requested, ticker: normaliseTicker(requested) as string | null };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return { requested, ticker: null };
    }
  });
  const tickers = [...new Set(parsed.flatMap((item) => (item.ticker === null ? [] : [item.ticker])))];
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany(tickers);
  const known = new Set<string>();
  tickers.forEach((ticker, i) => {
    const row = rows[i];
    if (row instanceof Error) throw row;
    if (row) known.add(ticker);
  });
  return parsed.map((item) => ({ ...item, known: item.ticker !== null && known.has(item.ticker) }));
}

async function warm(
  ctx: SubgraphContext<"market">,
  symbols: readonly string[],
  ttlS: number,
  coverage: Coverage,
  operation: string,
): Promise<WarmAdmissionResult> {
  const requested = await resolveSymbols(ctx, symbols);
  const nowMs = ctx.clock.now().getTime();
  let outcome: { result: WarmAdmission; current: WarmEntry[] };
  try {
    outcome = await admitToWarmSet(ctx.db, nowMs, (current) =>
      admitWarm({ symbols: requested, current, nowMs, ttlS, coverage }),
    );
  } catch (error) {
    throw new ServiceError("upstream_unavailable", "The shared warm set cannot be read or written.", {
      extra: { operation, cause: (error as Error).message },
      retryAfterS: 5,
    });
  }
  const { result } = outcome;
  if (result.admitted.length === 0) {
    const exhausted = result.refused.filter((item) => item.reason === "warm_budget_exhausted");
    if (exhausted.length > 0) {
      const retryAfter = secondsUntilSlotFrees(outcome.current, nowMs);
      throw new ServiceError(
        "upstream_unavailable",
        `The shared ${result.budget}-symbol warm budget is fully used; nothing was admitted.`,
        {
          extra: {
            operation,
            reason: "warm_budget_exhausted",
            budget: result.budget,
            used: result.used,
            refused: result.refused.map((item) => `${item.symbol}:${item.reason}`),
            retry_after_s: retryAfter,
          },
          retryAfterS: retryAfter ?? 60,
        },
      );
    }
    const unknown = result.refused
      .filter((item) => item.reason === "unknown_ticker")
      .map((item) => item.symbol);
    if (unknown.length > 0 && unknown.length === result.refused.length) {
      throw new ServiceError(
        "unknown_ticker",
        `No requested symbol is known: ${inputName(unknown.join(", "))}.`,
        {
          extra: { ticker: unknown[0] as string, tickers: unknown },
        },
      );
    }
    throw new ServiceError("invalid_ticker", "No requested symbol is a plain ticker.", {
      extra: {
        parameter: "symbols",
        refused: result.refused.map((item) => `${inputName(item.symbol)}:${item.reason}`),
      },
    });
  }
  return {
    asOf: iso(nowMs),
    ttlS,
    admitted: result.admitted.map((item) => ({
      symbol: item.symbol,
      coverage: item.coverage,
      expiresAt: iso(item.expiresAtMs),
      extended: item.extended,
    })),
    refused: result.refused,
    capacity: { budget: result.budget, used: result.used, remaining: result.remaining },
    note: WARM_NOTE,
  };
}

function checkCount(symbols: readonly string[], min: number, max: number): void {
  if (symbols.length < min || symbols.length > max) {
    throw invalidArgument("symbols", `${symbols.length} symbols`, `${min}..${max} symbols`);
  }
}

@Resolver()
export class UniverseResolver {
  @Query(() => MarketUniverse, {
    description:
      "Operation svc_v3_market_universe: symbols with live coverage (published by a live producer within 120 s) and the shared warm set with each symbol's expiry, the warm budget and producer heartbeats. Warm means requested, not provider-confirmed.",
  })
  async marketUniverse(@Ctx() ctx: SubgraphContext<"market">): Promise<MarketUniverse> {
    const nowMs = ctx.clock.now().getTime();
    const read = await readProducers(ctx.bus);
    if (read.producers === null) {
      throw new ServiceError("cache_unavailable", "The producer heartbeats cannot be read.", {
        extra: { cause: read.error },
        retryAfterS: 5,
      });
    }
    let warmSet: Awaited<ReturnType<typeof readWarmSet>>;
    let live: Awaited<ReturnType<typeof liveSymbols>>;
    try {
      live = await liveSymbols(ctx.bus, read.producers);
    } catch (error) {
      throw new ServiceError("cache_unavailable", "The market streams cannot be read.", {
        extra: { cause: (error as Error).message },
        retryAfterS: 5,
      });
    }
    try {
      warmSet = (await readWarmSet(ctx.db)).filter((entry) => entry.expiresAtMs > nowMs);
    } catch (error) {
      throw new ServiceError("upstream_unavailable", "The shared warm set cannot be read.", {
        extra: { cause: (error as Error).message },
        retryAfterS: 5,
      });
    }
    return {
      asOf: iso(nowMs),
      live: live.map((state) => ({
        symbol: state.symbol,
        streams: [...state.streams],
        producers: [...state.producers],
        replay: state.replay,
        lastEventAt: iso(state.lastEventMs),
      })),
      warm: warmSet.map((entry) => ({
        symbol: entry.symbol,
        coverage: entry.coverage,
        requestedAt: iso(entry.requestedAtMs),
        expiresAt: iso(entry.expiresAtMs),
        expiresInS: Math.round((entry.expiresAtMs - nowMs) / 100) / 10,
      })),
      capacity: {
        budget: WARM_BUDGET,
        used: warmSet.length,
        remaining: Math.max(0, WARM_BUDGET - warmSet.length),
      },
      producers: read.producers.map(producerOut),
      note: WARM_NOTE,
    };
  }

  @Query(() => WarmAdmissionResult, {
    description: `Operation svc_v3_market_universe_warm (POST): queues expiring trade and quote coverage for 1..200 symbols in the shared ${WARM_BUDGET}-symbol warm set (${UNIVERSE_WARM_TTL_S} s; a warm symbol's expiry is extended). Admitted and refused symbols are listed; 503 upstream_unavailable (retryable) when the budget admits none.`,
  })
  marketUniverseWarm(
    @Ctx() ctx: SubgraphContext<"market">,
    @Arg("symbols", () => [String], { description: "Tickers, 1..200." }) symbols: string[],
  ): Promise<WarmAdmissionResult> {
    checkCount(symbols, UNIVERSE_WARM_SYMBOLS.min, UNIVERSE_WARM_SYMBOLS.max);
    return warm(ctx, symbols, UNIVERSE_WARM_TTL_S, "trades_and_quotes", "svc_v3_market_universe_warm");
  }

  @Query(() => WarmAdmissionResult, {
    description: `Operation svc_v3_stream_quotes_subscribe (POST): idempotent quote pre-warm of up to ${QUOTES_SUBSCRIBE_MAX_SYMBOLS} symbols for ttl_s seconds; a symbol already warm has its expiry extended, a new one uses the shared ${WARM_BUDGET}-symbol budget. Partial admission is listed (admitted; refused with reason: invalid_ticker, unknown_ticker, warm_budget_exhausted); 503 upstream_unavailable (retryable, Retry-After) when the budget is fully used and nothing is admitted.`,
  })
  quotesSubscribe(
    @Ctx() ctx: SubgraphContext<"market">,
    @Arg("symbols", () => [String], { description: "Tickers, 1..50." }) symbols: string[],
    // spec/02 types ttl_s as a number (30..3600), so 90.5 s is accepted as given.
    @Arg("ttlS", () => Float, {
      defaultValue: QUOTES_SUBSCRIBE_TTL_S.default,
      description: "Seconds of coverage from now.",
    })
    @range(QUOTES_SUBSCRIBE_TTL_S.min, QUOTES_SUBSCRIBE_TTL_S.max)
    ttlS: number,
  ): Promise<WarmAdmissionResult> {
    checkCount(symbols, 1, QUOTES_SUBSCRIBE_MAX_SYMBOLS);
    return warm(ctx, symbols, ttlS, "quotes", "svc_v3_stream_quotes_subscribe");
  }
}
