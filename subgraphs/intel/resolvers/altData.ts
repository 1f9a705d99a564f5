/**
 * The alternative-data routes no bundled source feeds (data/sample/PROVENANCE.md lists none:
 * government contracts were a three-file toy sample, dropped; no retail-chatter, patent, pay,
 * donation, estimates or analyst-rating file): government contracts (quarterly and live), r/wsb and
 * Twitter mentions, patents, executive compensation, corporate donors, street estimates and
 * analyst consensus. Each route is real — inputs checked (422), the ticker proven (404
 * unknown_ticker; street estimates first refuses a ticker that is no plain symbol, 400
 * invalid_ticker), plan and metering enforced by the gateway (402) — and only then asks its
 * provider, which answers the honest 503, not billed (docs/INTEL.md "Which 503"):
 * upstream_unavailable, or upstream_dataset_empty for Twitter, as spec/02 names it.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput, ServiceError, unknownTicker } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, OPTIONAL_TICKER_ARG, TICKER_ARG } from "../../kit/descriptions.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { notConfiguredProvider, type ProviderAdapter } from "../../kit/providers.js";
import { range } from "../../kit/validation.js";
import { type ContractAward, quarterlyTotals } from "../domain/fiscalQuarters.js";
import {
  AnalystConsensus,
  CorporateDonors,
  ExecCompensation,
  GovContracts,
  GovContractsLive,
  Mentions,
  Patents,
  StreetEstimates,
} from "../types/altData.js";

interface TickerRequest {
  ticker: string;
  limit?: number;
}

/**
 * spec/02: "Currently 503 upstream_dataset_empty" — the Twitter dataset has nothing in it. Here no
 * Twitter source is connected at all, which the caller is told beside that code.
 */
function emptyDatasetProvider<Request, Result>(
  name: string,
  dataset: string,
): ProviderAdapter<Request, Result> {
  return {
    name,
    configured: false,
    fetch: async () => {
      throw new ServiceError(
        "upstream_dataset_empty",
        `The ${dataset} dataset is empty: no ${dataset} source is configured on this deployment (provider ${name}); nothing was charged.`,
        { retryAfterS: null, extra: { provider: name, provider_status: "not_configured", dataset } },
      );
    },
  };
}

export const providers = {
  govContracts: notConfiguredProvider<TickerRequest & { since: string }, ContractAward[]>(
    "government_contracts",
    {
      dataset: "government contracts",
    },
  ),
  govContractsLive: notConfiguredProvider<{ ticker: string | null; limit: number }, GovContractsLive>(
    "government_contracts_live",
    { dataset: "live government contract awards" },
  ),
  wsb: notConfiguredProvider<TickerRequest, Mentions>("wallstreetbets_mentions", {
    dataset: "r/wallstreetbets mentions",
  }),
  twitter: emptyDatasetProvider<TickerRequest, Mentions>("twitter_mentions", "Twitter/X mentions"),
  patents: notConfiguredProvider<TickerRequest, Patents>("patents", { dataset: "patents" }),
  execCompensation: notConfiguredProvider<TickerRequest, ExecCompensation>("executive_compensation", {
    dataset: "executive compensation",
  }),
  corporateDonors: notConfiguredProvider<TickerRequest, CorporateDonors>("political_donations", {
    dataset: "political donations",
  }),
  streetEstimates: notConfiguredProvider<TickerRequest, StreetEstimates>("street_estimates", {
    dataset: "street estimates",
  }),
  analystConsensus: notConfiguredProvider<TickerRequest, AnalystConsensus>("analyst_ratings", {
    dataset: "analyst ratings",
  }),
};

/** spec/02: government contract history from FY2020 Q2, which begins 2020-01-01. */
export const GOV_CONTRACTS_FROM = "2020-01-01";

/** spec/02 street estimates: a plain symbol after upper-casing, else 400 invalid_ticker. */
const PLAIN_SYMBOL = /^[A-Z][A-Z0-9.-]{0,11}$/;

/** A plain symbol the platform holds: 400 for anything else written, 404 for one it does not know. */
export async function plainSymbolInstrument(
  ctx: SubgraphContext<"intel">,
  raw: string,
): Promise<InstrumentRow> {
  const upper = raw.trim().toUpperCase();
  if (!PLAIN_SYMBOL.test(upper)) {
    throw new ServiceError(
      "invalid_ticker",
      `ticker ${quoteInput(raw)} is not a plain symbol: accepted is a letter then up to 11 letters, digits, '.' or '-'.`,
      { status: 400, extra: { parameter: "ticker" } },
    );
  }
  try {
    return await requireInstrument(ctx, upper);
  } catch (error) {
    // A plain symbol the normaliser cannot place (too long for a listing, several dots) is one the
    // platform does not know: 404, as any other.
    if (error instanceof ServiceError && error.errorCode === "invalid_ticker") throw unknownTicker(upper);
    throw error;
  }
}

@Resolver()
export class AltDataResolver {
  @Query(() => GovContracts, {
    description:
      "Operation svc_v3_intel_gov_contracts: federal contract totals per US federal fiscal quarter. No source is configured (503).",
  })
  async govContracts(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<GovContracts> {
    const row = await requireInstrument(ctx, ticker);
    const awards = await providers.govContracts.fetch({
      ticker: row.ticker,
      since: GOV_CONTRACTS_FROM,
      limit,
    });
    const quarters = quarterlyTotals(awards.filter((award) => award.actionDate >= GOV_CONTRACTS_FROM)).slice(
      0,
      limit,
    );
    return {
      ticker: row.ticker,
      count: quarters.length,
      quarters,
      historyFrom: GOV_CONTRACTS_FROM,
      units: { amountUsd: "usd" },
    };
  }

  @Query(() => GovContractsLive, {
    description:
      "Operation svc_v3_intel_gov_contracts_live: the newest federal contract awards. No live feed is configured (503).",
  })
  async govContractsLive(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<GovContractsLive> {
    const wanted =
      ticker == null || ticker.trim() === "" ? null : (await requireInstrument(ctx, ticker)).ticker;
    return providers.govContractsLive.fetch({ ticker: wanted, limit });
  }

  @Query(() => Mentions, {
    description:
      "Operation svc_v3_intel_wsb: daily r/wallstreetbets mentions, newest_date and oldest_date. No source is configured (503).",
  })
  async wsb(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 60, description: limitArg(1, 365) })
    @range(1, 365)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Mentions> {
    const row = await requireInstrument(ctx, ticker);
    return providers.wsb.fetch({ ticker: row.ticker, limit });
  }

  @Query(() => Mentions, {
    description: "Operation svc_v3_intel_twitter: daily Twitter/X mentions. The dataset is empty (503).",
  })
  async twitter(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 60, description: limitArg(1, 365) })
    @range(1, 365)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Mentions> {
    const row = await requireInstrument(ctx, ticker);
    return providers.twitter.fetch({ ticker: row.ticker, limit });
  }

  @Query(() => Patents, {
    description:
      "Operation svc_v3_intel_patents: patents granted to the company. No source is configured (503).",
  })
  async patents(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 25, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Patents> {
    const row = await requireInstrument(ctx, ticker);
    return providers.patents.fetch({ ticker: row.ticker, limit });
  }

  @Query(() => ExecCompensation, {
    description:
      "Operation svc_v3_intel_exec_compensation: executive pay by fiscal year, bonus withheld. No source is configured (503).",
  })
  async execCompensation(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 25, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<ExecCompensation> {
    const row = await requireInstrument(ctx, ticker);
    return providers.execCompensation.fetch({ ticker: row.ticker, limit });
  }

  @Query(() => CorporateDonors, {
    description:
      "Operation svc_v3_intel_corporate_donors: political donations linked to the company. No source is configured (503).",
  })
  async corporateDonors(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<CorporateDonors> {
    const row = await requireInstrument(ctx, ticker);
    return providers.corporateDonors.fetch({ ticker: row.ticker, limit });
  }

  @Query(() => StreetEstimates, {
    description:
      "Operation svc_v3_intel_street_estimates: consensus EPS, expected move, 8-quarter history, next report date. A ticker that is no plain symbol is 400 invalid_ticker. No source is configured (503).",
  })
  async streetEstimates(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<StreetEstimates> {
    const row = await plainSymbolInstrument(ctx, ticker);
    return providers.streetEstimates.fetch({ ticker: row.ticker });
  }

  @Query(() => AnalystConsensus, {
    description:
      "Operation svc_v3_intel_analyst_consensus: analysts' ratings and price targets. No source is configured (503).",
  })
  async analystConsensus(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<AnalystConsensus> {
    const row = await requireInstrument(ctx, ticker);
    return providers.analystConsensus.fetch({ ticker: row.ticker });
  }
}
