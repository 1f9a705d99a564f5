import { Ctx, Directive, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import { defineLoader } from "../../kit/loaders.js";
import { type Valuation, valuationAt } from "../domain/valuation.js";
import { PriceSnapshot, REQUIRES_PRICE } from "../types/priceSnapshot.js";
import { factsOf } from "./shared.js";

const NON_EQUITY = "not_applicable_non_equity";

/** One valuation per snapshot per request, however many of its fields are selected. */
async function valuationOf(snapshot: PriceSnapshot, ctx: SubgraphContext): Promise<Valuation | string> {
  const memo = ctx.loaders.get(valuationMemo);
  return memo
    .load(`${snapshot.ticker}|${snapshot.priceDate}|${snapshot.price}`)
    .then((compute) => compute(ctx));
}

// The memo stores a thunk so the loader's cache (per request) holds one promise per snapshot.
const valuationMemo = defineLoader<string, (ctx: SubgraphContext) => Promise<Valuation | string>>(
  "fundamentals.valuationMemo",
  async (_deps, keys) =>
    keys.map((key) => {
      let result: Promise<Valuation | string> | null = null;
      return (ctx: SubgraphContext) => {
        result ??= (async () => {
          const [ticker, priceDate, price] = key.split("|") as [string, string, string];
          const instrument = await knownInstrument(ctx, ticker);
          if (instrument.asset_class !== "equity") return NON_EQUITY;
          const facts = await factsOf(ctx, instrument);
          if (!facts) return instrument.cik ? "no_sec_companyfacts_held" : "no_sec_cik";
          return valuationAt(facts.facts, facts.source, Number(price), priceDate);
        })();
        return result;
      };
    }),
);

@Resolver(() => PriceSnapshot)
export class ValuationResolver {
  @FieldResolver(() => Float, { nullable: true, description: "price × share count." })
  @Directive(REQUIRES_PRICE)
  async marketCap(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.marketCap;
  }

  @FieldResolver(() => Float, { nullable: true })
  @Directive(REQUIRES_PRICE)
  async marketCapShares(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.shares;
  }

  @FieldResolver(() => String, { nullable: true })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesBasis(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.basis;
  }

  @FieldResolver(() => String, { nullable: true })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesAsOf(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.shares.asOf;
  }

  @FieldResolver(() => String, { description: "ok, after_price_date, or why the share count is null." })
  @Directive(REQUIRES_PRICE)
  async marketCapSharesStatus(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.shares.status;
  }

  @FieldResolver(() => Float, { nullable: true, description: "Diluted EPS over the trailing year." })
  @Directive(REQUIRES_PRICE)
  async epsTtm(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.epsTtm;
  }

  @FieldResolver(() => String, { nullable: true })
  @Directive(REQUIRES_PRICE)
  async epsTtmBasis(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.epsTtmBasis;
  }

  @FieldResolver(() => Float, { nullable: true })
  @Directive(REQUIRES_PRICE)
  async peTtm(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? null : v.peTtm;
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: "Not computed yet: forward_pe_status says why.",
  })
  @Directive(REQUIRES_PRICE)
  async forwardPe() {
    return null;
  }

  @FieldResolver(() => String)
  @Directive(REQUIRES_PRICE)
  async forwardPeStatus() {
    return "not_computed";
  }

  @FieldResolver(() => String, { description: "ok when the valuation fields are populated, else why not." })
  @Directive(REQUIRES_PRICE)
  async valuationStatus(@Root() snapshot: PriceSnapshot, @Ctx() ctx: SubgraphContext) {
    const v = await valuationOf(snapshot, ctx);
    return typeof v === "string" ? v : v.valuationStatus;
  }
}
