import { Ctx, Directive, FieldResolver, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import {
  type LegacyFundamentals,
  legacyFundamentals,
  unavailableFundamentals,
} from "../domain/legacyFundamentals.js";
import { sicDivision } from "../domain/sicDivision.js";
import { LegacyFundamentalsBlock, LegacySnapshot, REQUIRES_LEGACY_PRICE } from "../types/legacySnapshot.js";
import { factsOf } from "./shared.js";

@Resolver(() => LegacySnapshot)
export class LegacySnapshotFundamentalsResolver {
  @FieldResolver(() => LegacyFundamentalsBlock)
  @Directive(REQUIRES_LEGACY_PRICE)
  async fundamentals(
    @Root() snapshot: LegacySnapshot,
    @Ctx() ctx: SubgraphContext,
  ): Promise<LegacyFundamentals> {
    const instrument = await knownInstrument(ctx, snapshot.ticker);
    if (instrument.asset_class !== "equity") return unavailableFundamentals("not_applicable_non_equity");
    const facts = await factsOf(ctx, instrument);
    if (!facts) return unavailableFundamentals(instrument.cik ? "no_sec_companyfacts_held" : "no_sec_cik");
    return legacyFundamentals(facts.facts, facts.source, snapshot.price, snapshot.priceDate);
  }

  /** The SEC's SIC code is not among the facts held (companyfacts carry none), so no division yet. */
  @FieldResolver(() => String, { nullable: true, description: "SIC division of the issuer." })
  sector(): string | null {
    return sicDivision(null);
  }

  @FieldResolver(() => String, { description: "The taxonomy `sector` is named in." })
  sectorTaxonomy(): string {
    return "sic_division";
  }

  @FieldResolver(() => String, { nullable: true, description: "Why sector is null." })
  sectorReason(): string | null {
    return "sic_code_not_held";
  }
}
