/**
 * The 13F operations (docs/INTEL.md "Institutional ownership"): svc_v3_intel_sec13f,
 * svc_v3_intel_sec13f_changes, svc_v3_intel_top_shareholders (Query and
 * Instrument.topShareholders), svc_v3_fundamentals_institutional_ownership, and
 * svc_v3_intel_etf_holdings (no ETF holdings source: the honest 503). Only filings accepted before
 * the clock's day are read (data/ownership.ts). One quarter per filer is held, so a change is
 * withheld, never computed against a fabricated prior quarter.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, OPTIONAL_TICKER_ARG, TICKER_ARG } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireInstrument } from "../../kit/instruments.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { coverage, holdersOf, institutionalOwnershipOf, load } from "../data/holders.js";
import { archiveFailure } from "../data/readFailures.js";
import { Instrument } from "../types/instrument.js";
import {
  EtfHoldings,
  InstitutionalOwnership,
  Sec13fAnswer,
  type Sec13fChange,
  Sec13fChangesAnswer,
  type Sec13fHolding,
  TopShareholders,
} from "../types/ownership.js";

export const providers = {
  etfHoldings: notConfiguredProvider<unknown, EtfHoldings>("etf_holdings", { dataset: "ETF holdings" }),
};

/** The `fund` filter of the 13F lists. */
const FUND_ARG = "Keep the lines whose manager's name contains this text, any case.";

/** An omitted nullable argument arrives as undefined; blank counts as omitted. */
function optionalText(value: string | null | undefined): string | null {
  return value == null || value.trim() === "" ? null : value.trim();
}

/**
 * An optional ticker filter: omitted is null; a ticker no instrument has is 404 unknown_ticker (an
 * empty answer would claim the managers hold none of it, and bill for that).
 */
async function knownTicker(ctx: SubgraphContext<"intel">, ticker: string | null): Promise<string | null> {
  if (optionalText(ticker) === null) return null;
  // The instrument lookup reads the same warehouse: its failure is the archive's too.
  return (await requireInstrument(ctx, ticker!).catch(archiveFailure)).ticker;
}

export const TopShareholdersResolver = instrumentOperation<"intel">(Instrument, {
  field: "topShareholders",
  summary: "institutional holders of the stock from 13F filings visible as of the clock.",
  instrumentDescription: (operation) =>
    `13F holders (${operation}); null when no holding maps to the ticker.`,
  returns: () => TopShareholders,
  async resolve(ctx, row): Promise<TopShareholders> {
    const { today, overview, holdings } = await holdersOf(ctx, row);
    const bySharesDesc = (a: Sec13fHolding, b: Sec13fHolding) => b.shares - a.shares;
    return {
      ...coverage(today, overview),
      ticker: row.ticker,
      ownership: holdings.filter((h) => h.putCall === null).sort(bySharesDesc),
      ownershipOptions: holdings.filter((h) => h.putCall !== null).sort(bySharesDesc),
    };
  },
});

@Resolver()
export class OwnershipResolver {
  @Query(() => Sec13fAnswer, {
    description:
      "Operation svc_v3_intel_sec13f: 13F holdings by ticker and/or manager (substring), largest value first.",
  })
  async sec13f(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("fund", () => String, { nullable: true, description: FUND_ARG }) fund: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Sec13fAnswer> {
    const wanted = await knownTicker(ctx, ticker);
    const { today, overview, holdings } = await load(ctx, { ticker: wanted, fund: optionalText(fund) });
    const items = holdings.slice(0, limit);
    return { ...coverage(today, overview), count: items.length, items };
  }

  @Query(() => Sec13fChangesAnswer, {
    description:
      "Operation svc_v3_intel_sec13f_changes: quarter-on-quarter 13F changes; withheld (no_prior_quarter_held) while one quarter per manager is held.",
  })
  async sec13fChanges(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("fund", () => String, { nullable: true, description: FUND_ARG }) fund: string | null,
    @Arg("minPct", () => Float, { defaultValue: 0, description: "Minimum |change_pct|, a fraction." })
    @range(0, 10)
    minPct: number,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Sec13fChangesAnswer> {
    const wanted = await knownTicker(ctx, ticker);
    const { today, overview, holdings } = await load(ctx, { ticker: wanted, fund: optionalText(fund) });
    const quarters = new Set(holdings.map((h) => `${h.fundCik}@${h.reportPeriod}`));
    const withheld = "no_prior_quarter_held";
    const changes: Sec13fChange[] = holdings.map((h) => ({
      ...h,
      prevShares: null,
      changePct: null,
      prevSharesSplitFactor: null,
      splitAdjustment: null,
      changeWithheld: withheld,
      archiveShares: null,
      nullReasons: {
        ...h.nullReasons,
        prevShares: withheld,
        changePct: withheld,
        prevSharesSplitFactor: withheld,
        splitAdjustment: withheld,
        archiveShares: withheld,
      },
    }));
    // A withheld change has no size: it can pass only a min_pct of 0.
    const kept = minPct > 0 ? [] : changes;
    const items = kept.slice(0, limit);
    const base = coverage(today, overview);
    return {
      ...base,
      nullReasons: {
        ...base.nullReasons,
        unreportedPrevHolders: "no_prior_quarter_held",
        unreportedCurHolders: "no_prior_quarter_held",
      },
      count: items.length,
      items,
      changesWithheld: changes.length,
      unreportedPrevHolders: null,
      unreportedCurHolders: null,
      quartersHeld: new Set([...quarters].map((key) => key.split("@")[1])).size,
      coverageNote: `${base.coverageNote} Each manager's filings cover one quarter only, so no change can be measured: change_pct is null with change_withheld no_prior_quarter_held${minPct > 0 ? `, and none passes min_pct ${minPct}` : ""}.`,
    };
  }

  @Query(() => InstitutionalOwnership, {
    description: "Operation svc_v3_fundamentals_institutional_ownership: 13F holders of one stock.",
  })
  async institutionalOwnership(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<InstitutionalOwnership> {
    // The instrument lookup reads the same warehouse: its failure is the archive's too.
    const instrument = await requireInstrument(ctx, ticker).catch(archiveFailure);
    return institutionalOwnershipOf(ctx, instrument, limit);
  }

  @Query(() => EtfHoldings, {
    description:
      "Operation svc_v3_intel_etf_holdings: an ETF's holdings (etf), or the ETFs holding a stock (ticker); at least one of etf, ticker; etf wins when both.",
  })
  async etfHoldings(
    @Arg("etf", () => String, { nullable: true, description: "The ETF whose holdings to list (any case)." })
    etf: string | null,
    @Arg("ticker", () => String, {
      nullable: true,
      description: "List the ETFs holding this stock instead (any case); etf wins when both are given.",
    })
    ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 1000) })
    @range(1, 1000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<EtfHoldings> {
    const byEtf = optionalText(etf);
    const byTicker = optionalText(ticker);
    if (byEtf === null && byTicker === null) {
      throw invalidArgument("etf", "and ticker are both missing", "at least one of etf, ticker");
    }
    // The symbol asked about must exist (404 unknown_ticker) before the provider's 503 is said.
    const request =
      byEtf !== null
        ? { etf: (await requireInstrument(ctx, byEtf)).ticker, limit }
        : { ticker: (await requireInstrument(ctx, byTicker!)).ticker, limit };
    return providers.etfHoldings.fetch(request);
  }
}
