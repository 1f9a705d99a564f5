import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import {
  countListings,
  gicsSectors,
  instrumentsMatching,
  listingsPage,
} from "../../kit/instrumentDirectory.js";
import { gicsReason, type InstrumentRow } from "../../kit/instruments.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { listingStatusOf, MAX_PAGE, NO_LISTING_HISTORY, pageOf, rankMatches } from "../domain/directory.js";
import { type DirectoryEntry, InstrumentSearch, TickerDirectory } from "../types/directory.js";

export function directoryEntry(row: InstrumentRow): DirectoryEntry {
  return {
    ticker: row.ticker,
    name: row.name,
    cik: row.cik,
    sector: row.sector,
    industry: row.industry,
    sectorReason: gicsReason(row),
    industryReason: row.industry === null ? (gicsReason(row) ?? "not_in_sp500_gics_list") : null,
    assetClass: row.asset_class,
    isSp500: row.is_sp500 === 1,
    ...listingStatusOf(row),
    listingStatusBasis: row.source,
    ...NO_LISTING_HISTORY,
  };
}

@Resolver()
export class DirectoryResolver {
  @Query(() => InstrumentSearch, {
    description:
      "Operation svc_v3_fundamentals_search: symbols and company names; exact symbol, then symbol prefix, then name.",
  })
  async instrumentSearch(
    @Arg("q", () => String, { description: "Symbol or part of a company name." }) q: string,
    @Arg("limit", () => Int, {
      defaultValue: 10,
      description: "Most matches listed (1–50); total counts every match.",
    })
    @range(1, 50)
    limit: number,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<InstrumentSearch> {
    const query = q.trim();
    if (query === "") throw invalidArgument("q", "is empty", "a symbol or part of a name");
    const matches = rankMatches(await instrumentsMatching(ctx.db, query), query);
    const results = matches
      .slice(0, limit)
      .map(({ row, match }) => ({ ...directoryEntry(row), matchedOn: match }));
    return { query, count: results.length, total: matches.length, results };
  }

  @Query(() => TickerDirectory, {
    description: "Operation svc_v3_fundamentals_tickers: listed symbols in symbol order, paged.",
  })
  async tickerDirectory(
    @Arg("isSp500", () => Boolean, { defaultValue: false, description: "Only S&P 500 members." })
    isSp500: boolean,
    @Arg("sector", () => String, { nullable: true, description: "GICS sector name (any case)." })
    sector: string | null,
    @Arg("limit", () => Int, { defaultValue: 100, description: "Entries per page (1–500)." })
    @range(1, 500)
    limit: number,
    @Arg("page", () => Int, { defaultValue: 1, description: "The page asked for, from 1." })
    @range(1, MAX_PAGE)
    page: number,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<TickerDirectory> {
    const wanted = sector?.trim() || null;
    if (wanted !== null) {
      const sectors = await gicsSectors(ctx.db);
      if (!sectors.some((s) => s.toLowerCase() === wanted.toLowerCase())) {
        throw invalidArgument("sector", `unknown GICS sector ${quoteInput(wanted)}`, sectors.join(", "));
      }
    }
    const filter = { sp500Only: isSp500, sector: wanted };
    const total = await countListings(ctx.db, filter);
    const paging = pageOf(page, limit, total);
    const rows = await listingsPage(ctx.db, filter, limit, paging.offset);
    return {
      isSp500,
      sector: wanted,
      page,
      limit,
      total,
      count: rows.length,
      hasMore: paging.hasMore,
      nextPage: paging.nextPage,
      truncated: paging.truncated,
      items: rows.map(directoryEntry),
    };
  }
}
