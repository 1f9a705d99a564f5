/** Root field filingNews: the catalogue operation svc_v3_fundamentals_news (/api/v3/fundamentals/news). */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { requireInstrument } from "../../kit/instruments.js";
import { isoDate, range } from "../../kit/validation.js";
import { NewsFeed } from "../types/newsFeed.js";
import { loadFeed } from "./feed.js";

@Resolver()
export class FilingNewsResolver {
  @Query(() => NewsFeed, {
    description: "SEC EDGAR filings (8-K, 10-K, 10-Q and amendments) of a company as news.",
  })
  async filingNews(
    @Ctx() ctx: SubgraphContext,
    @Arg("ticker", () => String) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50 }) @range(1, 100) limit: number,
    @Arg("startDate", () => String, {
      nullable: true,
      description: "Earliest published UTC date, inclusive.",
    })
    @isoDate()
    startDate: string | null,
    @Arg("endDate", () => String, { nullable: true, description: "Latest published UTC date, inclusive." })
    @isoDate()
    endDate: string | null,
  ): Promise<NewsFeed> {
    // Argument errors (422) before the ticker lookup (404), so a bad request never costs a query.
    if (startDate && endDate && endDate < startDate) {
      throw new ServiceError(
        "invalid_date_range",
        `endDate ${endDate} is before startDate ${startDate}; accepted: endDate on or after startDate.`,
        { extra: { parameter: "endDate", accepted: "endDate >= startDate" } },
      );
    }
    const instrument = await requireInstrument(ctx, ticker);
    return loadFeed(ctx, instrument, { limit, startDate, endDate });
  }
}
