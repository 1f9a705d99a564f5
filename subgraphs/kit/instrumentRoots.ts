/**
 * The instrument roots, `Query.instrument(ticker, assetClass)` and `Query.instruments(tickers)`:
 * the entry to the graph of one or several instruments, resolved from the shared instrument master
 * (404 unknown_ticker for a symbol it does not hold). Declared once here and served by market
 * (their owner) and by fundamentals, which takes them over through progressive override while
 * the gateway finds market unavailable: fundamentals' copy carries
 * `@override(from: "market", label: "market_unavailable")`, and the gateway turns that label on
 * while market's circuit breaker is not closed (gateway/subgraphBreaker.ts). Then the query planner
 * starts an instrument's plan at fundamentals, and market's fields are null with market's
 * upstream_unavailable error while every other subgraph's fields answer (docs/ARCHITECTURE.md,
 * "Nullability and partial answers").
 */
import type { ClassType } from "type-graphql";
import { Arg, Ctx, Directive, Query, Resolver } from "type-graphql";
import { AssetClass } from "./assetClass.js";
import type { AnyContext } from "./context.js";
import { ASSET_CLASS_ARG, TICKER_ARG } from "./descriptions.js";
import type { InstrumentKey } from "./instrument.js";
import { requireInstrument } from "./instruments.js";
import { invalidArgument } from "./validation.js";

/**
 * The progressive-override label the gateway turns on while a subgraph is unavailable (its
 * breaker not closed: gateway/subgraphBreaker.ts).
 */
export function unavailableLabel(subgraph: string): string {
  return `${subgraph}_unavailable`;
}

const MARKET_UNAVAILABLE_LABEL = unavailableLabel("market");

/** Most symbols one `instruments` call takes. */
export const MAX_INSTRUMENTS = 200;

/**
 * The roots' resolver class over a subgraph's own `Instrument` type. `takesOverFromMarket`: the
 * fallback copy (fundamentals), overriding market's under MARKET_UNAVAILABLE_LABEL.
 */
export function instrumentRoots<T extends InstrumentKey>(
  Instrument: ClassType<T>,
  options: { takesOverFromMarket?: boolean } = {},
) {
  const override = options.takesOverFromMarket
    ? Directive(`@override(from: "market", label: "${MARKET_UNAVAILABLE_LABEL}")`)
    : () => {};

  @Resolver(() => Instrument)
  class InstrumentRootsResolver {
    @Query(() => Instrument, {
      description: "One instrument; 404 unknown_ticker when the platform has no such symbol.",
    })
    @override
    async instrument(
      @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
      @Arg("assetClass", () => AssetClass, { defaultValue: AssetClass.equity, description: ASSET_CLASS_ARG })
      assetClass: AssetClass,
      @Ctx() ctx: AnyContext,
    ): Promise<InstrumentKey> {
      const row = await requireInstrument(ctx, ticker, assetClass);
      return { ticker: row.ticker };
    }

    @Query(() => [Instrument], {
      description: "Several instruments in the order asked; unknown symbols fail the call.",
    })
    @override
    async instruments(
      @Arg("tickers", () => [String], {
        description:
          "1–200 tickers, each read as an equity unless X:-prefixed; any unknown one is 404 unknown_ticker.",
      })
      tickers: string[],
      @Ctx() ctx: AnyContext,
    ): Promise<InstrumentKey[]> {
      if (tickers.length < 1 || tickers.length > MAX_INSTRUMENTS) {
        throw invalidArgument("tickers", `${tickers.length} symbols given`, `1..${MAX_INSTRUMENTS} symbols`);
      }
      const rows = await Promise.all(tickers.map((ticker) => requireInstrument(ctx, ticker)));
      return rows.map((row) => ({ ticker: row.ticker }));
    }
  }
  return InstrumentRootsResolver;
}
