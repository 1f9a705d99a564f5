import { Ctx, Directive, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import { requestMemo } from "../../kit/requestMemo.js";
import { MARKET_CAP_SHARES, MARKET_CAP_SHARES_AS_OF, MARKET_CAP_SHARES_BASIS } from "../descriptions.js";
import type { Valuation } from "../domain/valuation.js";
import { PriceSnapshot, REQUIRES_PRICE } from "../types/priceSnapshot.js";
import { valuationAtClose } from "./factsCaches.js";
import { factsOf, noFactsReason } from "./shared.js";

const NON_EQUITY = "not_applicable_non_equity";

/** Per request: one valuation per snapshot, however many of its fields are selected. */
const valuations = requestMemo<Valuation | string>();

function valuationOf(
  snapshot: PriceSnapshot,
  ctx: SubgraphContext<"fundamentals">,
): Promise<Valuation | string> {
  const key = `${snapshot.ticker}|${snapshot.priceDate}|${snapshot.price}`;
  return valuations(ctx, key, () => computeValuation(snapshot, ctx));
}

/** The valuation, or why there is none (the reason the status fields report). */
async function computeValuation(
  snapshot: PriceSnapshot,
  ctx: SubgraphContext<"fundamentals">,
): Promise<Valuation | string> {
  const instrument = await knownInstrument(ctx, snapshot.ticker);
  if (instrument.asset_class !== "equity") return NON_EQUITY;
  const facts = await factsOf(ctx, instrument);
  if (!facts) return noFactsReason(ctx, instrument);
  return valuationAtClose(ctx, facts, { price: snapshot.price, priceDate: snapshot.priceDate });
}

@Resolver(() => PriceSnapshot)
export class ValuationResolver {
  @FieldResolver(() => Float, { nullable: true, description: "price × share count." })
  @Directive(REQUIRES_PRICE)
  async marketCap(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.marketCap;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why market_cap is null (the share count's status: fundamentals_not_current, not_filed_by_price_date, concept_not_mapped, no_sec_companyfacts_held, no_sec_cik, not_applicable_non_equity); null when it is not.",
  })
  @Directive(REQUIRES_PRICE)
  async marketCapReason(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.marketCapReason;
  }

  @FieldResolver(() => Float, { nullable: true, description: MARKET_CAP_SHARES })
  @Directive(REQUIRES_PRICE)
  async marketCapShares(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.shares;
  }

  @FieldResolver(() => String, { nullable: true, description: MARKET_CAP_SHARES_BASIS })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesBasis(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.basis;
  }

  @FieldResolver(() => String, { nullable: true, description: MARKET_CAP_SHARES_AS_OF })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesAsOf(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.asOf;
  }

  @FieldResolver(() => String, {
    description:
      "ok, fundamentals_not_current (too old for the price date: no market cap), not_filed_by_price_date, or why the share count is null.",
  })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesStatus(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.shares.status;
  }

  @FieldResolver(() => Float, { nullable: true, description: "Diluted EPS over the trailing year." })
  @Directive(REQUIRES_PRICE)
  async epsTtm(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.epsTtm;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why eps_ttm is null: eps_unavailable, fundamentals_not_current, or why no SEC facts apply; null when it is not.",
  })
  @Directive(REQUIRES_PRICE)
  async epsTtmReason(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.epsTtmReason;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Which earnings eps_ttm is: ttm_net_income_over_latest_quarter_diluted_shares, or fiscal_year_<fy>_diluted_eps when four quarters are not held; null with eps_ttm.",
  })
  @Directive(REQUIRES_PRICE)
  async epsTtmBasis(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.epsTtmBasis;
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: "price / eps_ttm, a multiple; null when eps_ttm is null or not positive (peTtmReason).",
  })
  @Directive(REQUIRES_PRICE)
  async peTtm(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.peTtm;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Why pe_ttm is null: eps_ttm's reason, or non_positive_earnings; null when it is not.",
  })
  @Directive(REQUIRES_PRICE)
  async peTtmReason(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.peTtmReason;
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description:
      "pe_ttm / (1 + latest fiscal-year diluted EPS growth, or net-income growth when a split lies between the years); trailing arithmetic, not a consensus.",
  })
  @Directive(REQUIRES_PRICE)
  async forwardPe(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.forwardPe;
  }

  @FieldResolver(() => String, {
    description:
      "ok, or why forward_pe is null: pe_ttm_unavailable, eps_growth_unavailable, non_positive_eps_growth, fundamentals_not_current.",
  })
  @Directive(REQUIRES_PRICE)
  async forwardPeStatus(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.forwardPeStatus;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "How forward_pe was computed: the growth used (..._split_adjusted_diluted_eps_growth or ..._net_income_growth_split_between_years).",
  })
  @Directive(REQUIRES_PRICE)
  async forwardPeBasis(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.forwardPeBasis;
  }

  @FieldResolver(() => String, {
    description:
      "ok when the valuation fields are populated, else why not (fundamentals_not_current: the EPS or share count is too old for the price date).",
  })
  @Directive(REQUIRES_PRICE)
  async valuationStatus(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext<"fundamentals">) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.valuationStatus;
  }
}
