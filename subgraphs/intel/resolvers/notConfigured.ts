/**
 * Options flow and dark-pool prints: no such feed is bundled (data/sample/PROVENANCE.md lists
 * none; off-exchange and short volume are served from FINRA's files, resolvers/offExchange.ts). Each route is real — inputs checked (422, `freshness`
 * included), ticker proven (404 unknown_ticker before anything else is said about it), plan and
 * metering enforced by the gateway (402) — and only then asks its provider, which answers the
 * honest 503 (not billed) until a source is connected (kit/providers.ts): upstream_unavailable.
 * `freshness` cannot turn that into data_stale: there is no data whose age could be judged.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, TICKER_ARG } from "../../kit/descriptions.js";
import { FreshnessPolicy } from "../../kit/freshness.js";
import { requireInstrument } from "../../kit/instruments.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { range } from "../../kit/validation.js";
import { DarkpoolPrints, OptionsFlow } from "../types/offExchange.js";

// upstream_unavailable, what every not-configured provider of the service answers: a source the
// deployment does not reach (docs/INTEL.md "Which 503").
export const providers = {
  optionsFlow: notConfiguredProvider<unknown, OptionsFlow>("options_flow", { dataset: "options flow" }),
  darkpool: notConfiguredProvider<unknown, DarkpoolPrints>("darkpool_prints", { dataset: "dark-pool print" }),
};

const FRESHNESS = {
  defaultValue: FreshnessPolicy.off,
  description: "off serves stale data labelled; live and strict answer 503 data_stale instead.",
} as const;

@Resolver()
export class FlowAndDarkpoolResolver {
  @Query(() => OptionsFlow, {
    description: "Operation svc_v3_intel_options_flow. No options-flow feed is configured (503).",
  })
  async optionsFlow(
    @Arg("freshness", () => FreshnessPolicy, FRESHNESS) freshness: FreshnessPolicy,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Arg("minPremium", () => Int, { defaultValue: 50_000, description: "USD." })
    @range(0, 100_000_000)
    minPremium: number,
  ): Promise<OptionsFlow> {
    return providers.optionsFlow.fetch({ freshness, limit, minPremium });
  }

  @Query(() => OptionsFlow, {
    description: "Operation svc_v3_intel_options_flow_ticker. No options-flow feed is configured (503).",
  })
  async optionsFlowTicker(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("freshness", () => FreshnessPolicy, FRESHNESS) freshness: FreshnessPolicy,
    @Arg("limit", () => Int, { defaultValue: 25, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<OptionsFlow> {
    const row = await requireInstrument(ctx, ticker);
    return providers.optionsFlow.fetch({ ticker: row.ticker, freshness, limit });
  }

  @Query(() => DarkpoolPrints, {
    description: "Operation svc_v3_intel_darkpool_recent. No dark-pool print feed is configured (503).",
  })
  async darkpoolRecent(
    @Arg("freshness", () => FreshnessPolicy, FRESHNESS) freshness: FreshnessPolicy,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
  ): Promise<DarkpoolPrints> {
    return providers.darkpool.fetch({ freshness, limit });
  }

  @Query(() => DarkpoolPrints, {
    description: "Operation svc_v3_intel_darkpool_ticker. No dark-pool print feed is configured (503).",
  })
  async darkpoolTicker(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("freshness", () => FreshnessPolicy, FRESHNESS) freshness: FreshnessPolicy,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<DarkpoolPrints> {
    const row = await requireInstrument(ctx, ticker);
    return providers.darkpool.fetch({ ticker: row.ticker, freshness, limit });
  }
}
