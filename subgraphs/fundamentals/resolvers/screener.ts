/**
 * svc_v3_fundamentals_screener. Fundamentals owns the screen but not prices, so the answer is a
 * federated entity built in three steps the gateway plans from the directives:
 *
 *   1. Query.screener (here): checks the parameters, applies every fundamentals filter and names
 *      the `candidates`; the entity's key `request` is the canonical request as JSON.
 *   2. Screener.marketFigures (market, @requires candidates): each candidate's last close and
 *      21-session average dollar volume.
 *   3. Screener.items, total, ... (here, @requires marketFigures): market cap from that close and
 *      the SEC share count on its date, the market floors, the order and the page.
 *
 * Rows carry `instrument`, so a GraphQL caller selects any domain's fields for each of them.
 */
import {
  Args,
  ArgsType,
  Ctx,
  Directive,
  Field,
  FieldResolver,
  Float,
  Int,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requestMemo } from "../../kit/requestMemo.js";
import { range } from "../../kit/validation.js";
import { HAS_MORE } from "../descriptions.js";
import {
  type Candidate,
  type MarketCap,
  passesFundamentals,
  type ScreenResult,
  screen,
} from "../domain/screener.js";
import {
  FILTERS,
  type RawScreenerInputs,
  type ScreenerRequest,
  screenerRequest,
} from "../domain/screenerRequest.js";
import type { ShareCountResult } from "../domain/shareCount.js";
import { marketCapOf } from "../domain/valuation.js";
import { REQUIRES_MARKET_FIGURES, Screener, ScreenerRow, ScreenerUniverse } from "../types/screener.js";
import { type ScreenerListing, screenerCrossSection, screenerListings } from "./screenerCrossSection.js";

const DEPRECATED = (name: string) =>
  `Use ${name}; a value strictly between -1 and 1 (not 0) is refused as ambiguous.`;
const DEPRECATED_SPELLING = (name: string) => `The deprecated spelling of ${name}, in percent.`;

@ArgsType()
export class ScreenerArgs {
  @Field(() => String, { nullable: true, description: "GICS sector (any case)." }) sector?: string;
  @Field(() => String, { nullable: true, description: "GICS sub-industry (any case)." }) industry?: string;
  @Field(() => Float, { nullable: true, description: "Percent." }) roeMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) roeMaxPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) roaMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) netMarginMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) revenueGrowthMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) epsGrowthMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) payoutRatioMaxPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) grossMarginMinPct?: number;
  @Field(() => Float, { nullable: true, description: "Percent." }) operatingMarginMinPct?: number;
  @Field(() => Float, { nullable: true, description: "USD." }) revenueMinUsd?: number;
  @Field(() => Float, { nullable: true, description: "USD." }) revenueMaxUsd?: number;
  @Field(() => Float, { nullable: true, description: "Alias of gross_margin_min_pct." })
  grossMarginMin?: number;
  @Field(() => Float, { nullable: true, description: "Alias of operating_margin_min_pct." })
  operatingMarginMin?: number;
  @Field(() => Float, { nullable: true, description: "Alias of revenue_min_usd." }) revenueMin?: number;
  @Field(() => Float, { nullable: true, description: "Alias of revenue_max_usd." }) revenueMax?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("roe_min_pct"),
    deprecationReason: DEPRECATED("roe_min_pct"),
  })
  roeMin?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("roe_max_pct"),
    deprecationReason: DEPRECATED("roe_max_pct"),
  })
  roeMax?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("roa_min_pct"),
    deprecationReason: DEPRECATED("roa_min_pct"),
  })
  roaMin?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("net_margin_min_pct"),
    deprecationReason: DEPRECATED("net_margin_min_pct"),
  })
  netMarginMin?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("revenue_growth_min_pct"),
    deprecationReason: DEPRECATED("revenue_growth_min_pct"),
  })
  revenueGrowthMin?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("eps_growth_min_pct"),
    deprecationReason: DEPRECATED("eps_growth_min_pct"),
  })
  epsGrowthMin?: number;
  @Field(() => Float, {
    nullable: true,
    description: DEPRECATED_SPELLING("payout_ratio_max_pct"),
    deprecationReason: DEPRECATED("payout_ratio_max_pct"),
  })
  payoutRatioMax?: number;
  @Field(() => Float, {
    nullable: true,
    description: "Multiple, 0..20 (else 422 debt_to_equity_max_out_of_range).",
  })
  debtToEquityMax?: number;
  @Field(() => Float, { nullable: true, description: "Multiple." }) currentRatioMin?: number;
  @Field(() => Int, {
    nullable: true,
    description: "Years: consecutive fiscal years, ending at the latest, in which dividends paid rose.",
  })
  yearsDividendGrowthMin?: number;
  @Field(() => String, {
    defaultValue: "market_cap_usd",
    description:
      "A sort key or its alias (GET /api/v3/fundamentals/screener/presets lists them); others 400.",
  })
  sortBy!: string;
  @Field(() => String, { defaultValue: "desc", description: "asc or desc; nulls last either way." })
  sortOrder!: string;
  @Field(() => Int, { defaultValue: 50, description: "Rows per page (1–100)." })
  @range(1, 100)
  limit!: number;
  @Field(() => Int, { defaultValue: 1, description: "The page asked for (1–100)." })
  @range(1, 100)
  page!: number;
  @Field(() => Float, { defaultValue: 300_000_000, description: "USD; 0 also admits unknown market caps." })
  @range(0, 1e12)
  minMarketCapUsd!: number;
  @Field(() => Float, { defaultValue: 1_000_000, description: "USD; 0 also admits unknown ADV." })
  @range(0, 1e10)
  minAdvUsd!: number;
  @Field(() => [String], {
    defaultValue: ["common"],
    description: "Any of common, adr, preferred, fund, unit, warrant, other; others 400.",
  })
  securityClass!: string[];
}

/** GraphQL argument → REST name, for the canonical request. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function rawInputs(args: ScreenerArgs): RawScreenerInputs {
  const raw: RawScreenerInputs = {};
  for (const [key, value] of Object.entries(args)) raw[snake(key)] = value as RawScreenerInputs[string];
  return raw;
}

const UNITS: Record<string, string> = {
  marketCapUsd: "usd",
  adv21dUsd: "usd",
  priceUsd: "usd_per_share",
  revenueUsd: "usd",
  netIncomeUsd: "usd",
  revenueGrowthYoy: "percent",
  netIncomeGrowthYoy: "percent",
  epsGrowthYoy: "percent",
  roe: "percent",
  roa: "percent",
  grossMargin: "percent",
  operatingMargin: "percent",
  netMargin: "percent",
  debtToEquity: "multiple",
  currentRatio: "multiple",
  quickRatio: "multiple",
  payoutRatio: "percent",
  dividendGrowthYoy: "percent",
  yearsDividendGrowth: "count",
};

const SEC = "sec_companyfacts (latest fiscal year: statements and metrics)";
const FIELD_SOURCES: Record<string, string> = {
  ...Object.fromEntries(Object.keys(UNITS).map((field) => [field, SEC])),
  marketCapUsd: "market daily close × SEC share count on that date (federated: market subgraph)",
  adv21dUsd:
    "market daily bars: mean close × volume over the newest 21 sessions (federated: market subgraph)",
  priceUsd: "market daily bars: last close (federated: market subgraph)",
  sector: "instrument master (GICS, S&P 500 list)",
  industry: "instrument master (GICS, S&P 500 list)",
  securityClass: "instrument master: asset class, share-class suffix and issuer name",
};

/** Seconds to wait for market's size data: a failed fetch is a subgraph briefly down. */
const SIZE_DATA_RETRY_AFTER_S = 5;

/**
 * The gateway hands the entity on with marketFigures null when market's fetch failed: without
 * closes there is no market cap or ADV to filter and sort on (spec/02: 503, refunded).
 */
function sizeDataUnavailable(): ServiceError {
  return new ServiceError(
    "screener_size_data_unavailable",
    "The screener's size data (closes and dollar volumes from the market service) could not be read; retry shortly.",
    { billing: "refunded", retryAfterS: SIZE_DATA_RETRY_AFTER_S, extra: { upstream: "market" } },
  );
}

/**
 * Refuses the entity once, where the gateway hands it over, rather than in each of its fields:
 * the gateway folds several field errors of one entity into one error without a code.
 */
export const screenerReference = {
  Screener: {
    __resolveReference(reference: Partial<Screener>) {
      if (reference.marketFigures === null) throw sizeDataUnavailable();
      return reference;
    },
  },
};

/** Per request: one screen per canonical request, however many of its fields are selected. */
const screens = requestMemo<ScreenResult & { candidates: number; screened: number }>();

async function runScreen(screener: Screener, ctx: SubgraphContext<"fundamentals">) {
  const request = JSON.parse(screener.request) as ScreenerRequest;
  if (!Array.isArray(screener.marketFigures)) throw sizeDataUnavailable();
  const listings = await screenerListings(ctx);
  const market = new Map(screener.marketFigures.map((figures) => [figures.ticker, figures]));
  // The currency rule, before any filter: each company's latest fiscal year is judged at its own
  // close's date, or at the screen's newest close when it has none.
  const screenDate = screener.marketFigures.reduce<string | null>(
    (newest, f) => (f.priceDate !== null && (newest === null || f.priceDate > newest) ? f.priceDate : newest),
    null,
  );
  // Each row as of its own close (else the screen's newest): figures from the facts filed by then,
  // judged current then; the rows of one date come from one cached cross-section.
  const byDate = new Map<string | null, ScreenerListing[]>();
  for (const listing of listings) {
    const asOf = market.get(listing.ticker)?.priceDate ?? screenDate;
    const dated = byDate.get(asOf);
    if (dated) dated.push(listing);
    else byDate.set(asOf, [listing]);
  }
  const sections = await Promise.all(
    [...byDate].map(([asOf, dated]) => screenerCrossSection(ctx, asOf, dated)),
  );
  const all = sections.flatMap((section) => [...section.values()]);
  const passing = all.filter(({ candidate }) => passesFundamentals(candidate, request));
  const sharesOf = new Map(passing.map(({ candidate, shares }) => [candidate.ticker, shares]));
  const capOf = (
    candidate: Candidate,
    figures: { price: number | null; priceDate: string | null } | undefined,
  ): MarketCap => {
    // `== null`: a field market could not fill may arrive absent rather than null, depending on
    // how the gateway's planner builds the entity's representation.
    if (figures?.price == null || figures.priceDate == null)
      return { value: null, basis: null, reason: "no_daily_bars" };
    // The row's date is its close's, so its share count is the one on the close's date.
    const shares = sharesOf.get(candidate.ticker) as ShareCountResult;
    const value = marketCapOf(shares, figures.price);
    if (value === null)
      return {
        value: null,
        basis: null,
        reason: shares.status === "fundamentals_not_current" ? shares.status : `share_count_${shares.status}`,
      };
    return {
      value,
      basis: `close ${figures.priceDate} × ${shares.basis} shares as of ${shares.asOf}${
        shares.status === "ok" ? "" : ` (${shares.status})`
      }`,
      reason: null,
    };
  };
  const result = screen(
    passing.map(({ candidate }) => candidate),
    market,
    capOf,
    request,
  );
  return { ...result, candidates: passing.length, screened: all.length };
}

function screenOf(screener: Screener, ctx: SubgraphContext<"fundamentals">) {
  // Keyed by the request's loader set, which in-process subgraphs of one request share.
  return screens(ctx.loaders, screener.request, () => runScreen(screener, ctx));
}

/**
 * The tickers market prices: every held company, not only those passing on their newest figures,
 * because a row's figures are those filed by its close (runScreen), which market tells only after;
 * a company may pass on older figures.
 */
async function candidatesOf(ctx: SubgraphContext<"fundamentals">): Promise<string[]> {
  return (await screenerListings(ctx)).map((listing) => listing.ticker);
}

@Resolver(() => Screener)
export class ScreenerResolver {
  /**
   * The gateway asks for the entity's fields again when it resolves rows' instruments after the
   * @requires fetch, whose representation carries no candidates: they follow from the request.
   */
  @FieldResolver(() => [String])
  @Directive("@inaccessible")
  async candidates(
    @Root() screener: Screener,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<string[]> {
    return screener.candidates ?? candidatesOf(ctx);
  }

  @Query(() => Screener, {
    description:
      "Operation svc_v3_fundamentals_screener: companies by SEC fundamentals, market cap and liquidity; rows carry their Instrument.",
  })
  async screener(
    @Args(() => ScreenerArgs) args: ScreenerArgs,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<Screener> {
    const request = screenerRequest(rawInputs(args));
    const candidates = await candidatesOf(ctx);
    return {
      request: JSON.stringify(request),
      candidates,
      marketFigures: [],
      sortBy: request.sortBy,
      sortOrder: request.sortOrder,
      page: request.page,
      limit: request.limit,
      securityClass: request.securityClass,
      minMarketCapUsd: request.minMarketCapUsd,
      minAdvUsd: request.minAdvUsd,
      filtersApplied: {
        ...request.filters,
        ...(request.sector ? { sector: request.sector } : {}),
        ...(request.industry ? { industry: request.industry } : {}),
        security_class: request.securityClass,
        min_market_cap_usd: request.minMarketCapUsd,
        min_adv_usd: request.minAdvUsd,
      },
      localFilters: [
        ...FILTERS.filter((spec) => request.filters[spec.param] !== undefined).map((spec) => spec.param),
        ...(request.sector ? ["sector"] : []),
        ...(request.industry ? ["industry"] : []),
        "security_class",
        "min_market_cap_usd",
        "min_adv_usd",
      ],
      renamedParams: request.renamedParams,
      units: UNITS,
      fieldSources: FIELD_SOURCES,
    };
  }

  @FieldResolver(() => Int, { description: "Rows on this page." })
  @Directive(REQUIRES_MARKET_FIGURES)
  async count(@Root() screener: Screener, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await screenOf(screener, ctx)).rows.length;
  }

  @FieldResolver(() => Int, { description: "Rows passing every filter, before paging." })
  @Directive(REQUIRES_MARKET_FIGURES)
  async total(@Root() screener: Screener, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await screenOf(screener, ctx)).total;
  }

  @FieldResolver(() => Boolean, { description: HAS_MORE })
  @Directive(REQUIRES_MARKET_FIGURES)
  async hasMore(@Root() screener: Screener, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const request = JSON.parse(screener.request) as ScreenerRequest;
    return request.page * request.limit < (await screenOf(screener, ctx)).total;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "The next page's number; null on the last page or when it would pass page 100.",
  })
  @Directive(REQUIRES_MARKET_FIGURES)
  async nextPage(@Root() screener: Screener, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const request = JSON.parse(screener.request) as ScreenerRequest;
    const more = request.page * request.limit < (await screenOf(screener, ctx)).total;
    return more && request.page < 100 ? request.page + 1 : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "Newest price date among the rows." })
  @Directive(REQUIRES_MARKET_FIGURES)
  async asOf(@Root() screener: Screener, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    return (await screenOf(screener, ctx)).asOf;
  }

  @FieldResolver(() => ScreenerUniverse, { description: "How much of the universe the screen saw." })
  @Directive(REQUIRES_MARKET_FIGURES)
  async universe(
    @Root() screener: Screener,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<ScreenerUniverse> {
    const result = await screenOf(screener, ctx);
    return {
      screened: result.screened,
      candidates: result.candidates,
      liquidWithoutMarketCap: result.liquidWithoutMarketCap,
    };
  }

  @FieldResolver(() => [ScreenerRow], { description: "The page of rows, in the requested order." })
  @Directive(REQUIRES_MARKET_FIGURES)
  async items(
    @Root() screener: Screener,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<ScreenerRow[]> {
    return (await screenOf(screener, ctx)).rows.map((row) => ({
      ...row,
      listingTicker: row.ticker,
      instrument: { ticker: row.ticker },
    }));
  }
}
