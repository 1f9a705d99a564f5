import { Ctx, Directive, FieldResolver, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import { sicByCik } from "../data/companyProfiles.js";
import {
  type LegacyFundamentals,
  legacyFundamentals,
  unavailableFundamentals,
} from "../domain/legacyFundamentals.js";
import { sicDivision } from "../domain/sicDivision.js";
import { LegacyFundamentalsBlock, LegacySnapshot, REQUIRES_LEGACY_PRICE } from "../types/legacySnapshot.js";
import { factsOf, noFactsReason } from "./shared.js";

@Resolver(() => LegacySnapshot)
export class LegacySnapshotFundamentalsResolver {
  @FieldResolver(() => LegacyFundamentalsBlock, {
    description:
      "The valuation block at the quote's price, point in time: P/E, P/B, market cap and their bases.",
  })
  @Directive(REQUIRES_LEGACY_PRICE)
  async fundamentals(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<LegacyFundamentals> {
    const instrument = await knownInstrument(ctx, snapshot.ticker);
    if (instrument.asset_class !== "equity") return unavailableFundamentals("not_applicable_non_equity");
    const facts = await factsOf(ctx, instrument);
    if (!facts) return unavailableFundamentals(noFactsReason(ctx, instrument));
    return legacyFundamentals(facts.facts, facts.source, snapshot.price, snapshot.priceDate);
  }

  @FieldResolver(() => String, { nullable: true, description: "SIC division of the issuer." })
  async sector(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<string | null> {
    return (await sectorOf(snapshot, ctx)).sector;
  }

  @FieldResolver(() => String, { description: "The taxonomy `sector` is named in." })
  sectorTaxonomy(): string {
    return "sic_division";
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The SEC's SIC code the division is read from (submissions JSON).",
  })
  async sicCode(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<string | null> {
    return (await sectorOf(snapshot, ctx)).sic;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why sector is null: not_applicable_non_equity, no_sec_cik, sic_code_not_held, sic_code_outside_divisions.",
  })
  async sectorReason(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<string | null> {
    return (await sectorOf(snapshot, ctx)).reason;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why sic_code is null: not_applicable_non_equity, no_sec_cik, sic_code_not_held (no SEC submissions file for the CIK); null when it is set.",
  })
  async sicCodeReason(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<string | null> {
    const { sic, reason } = await sectorOf(snapshot, ctx);
    return sic === null ? reason : null;
  }
}

interface Sector {
  sector: string | null;
  sic: string | null;
  reason: string | null;
}

/** spec/01: the legacy snapshot's sector is the SIC division of the SEC's code for the filer. */
async function sectorOf(snapshot: LegacySnapshot, ctx: SubgraphContext<"fundamentals">): Promise<Sector> {
  const instrument = await knownInstrument(ctx, snapshot.ticker);
  if (instrument.asset_class !== "equity")
    return { sector: null, sic: null, reason: "not_applicable_non_equity" };
  if (!instrument.cik) return { sector: null, sic: null, reason: "no_sec_cik" };
  const sic = (await ctx.loaders.get(sicByCik).load(instrument.cik))?.sic ?? null;
  if (sic === null) return { sector: null, sic: null, reason: "sic_code_not_held" };
  const sector = sicDivision(sic);
  return { sector, sic, reason: sector === null ? "sic_code_outside_divisions" : null };
}
