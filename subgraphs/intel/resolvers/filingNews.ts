/**
 * The catalogue operation svc_v3_fundamentals_news (/api/v3/fundamentals/news): a company's news
 * from the news store, as Query.filingNews and Instrument.news (Query.news would collide with the
 * news stream's Subscription.news), whose older name Instrument.filingNews is kept, deprecated.
 */
import { Int } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import { limitArg } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { Instrument } from "../types/instrument.js";
import { NewsFeed } from "../types/newsFeed.js";
import { loadFeed } from "./feed.js";

interface FilingNewsArgs {
  limit: number;
  startDate: string | null;
  endDate: string | null;
}

export const FilingNewsResolver = instrumentOperation<"intel", FilingNewsArgs>(Instrument, {
  field: "filingNews",
  instrumentField: "news",
  instrumentAliases: ["filingNews"],
  summary: "a company's news from the news store (today its SEC 8-K, 10-K and 10-Q filings).",
  instrumentDescription: (operation) =>
    `The company's news, newest first (${operation}); null with a 503 dataset_unavailable error when the store holds none for it.`,
  returns: () => NewsFeed,
  args: {
    limit: { type: () => Int, default: 50, range: [1, 100], description: limitArg(1, 100) },
    startDate: { type: () => String, date: true, description: "Earliest published UTC date, inclusive." },
    endDate: { type: () => String, date: true, description: "Latest published UTC date, inclusive." },
  },
  check: ({ startDate, endDate }) => {
    if (startDate && endDate && endDate < startDate) {
      throw new ServiceError(
        "invalid_date_range",
        `endDate ${endDate} is before startDate ${startDate}; accepted: endDate on or after startDate.`,
        { extra: { parameter: "endDate", accepted: "endDate >= startDate" } },
      );
    }
  },
  // Not held for the company: 503 dataset_unavailable on Query, a null field with its error on Instrument.
  // Batched: every instrument of a request shares one instruments query and one news store query.
  resolve: (ctx, row, args) => loadFeed(ctx, row, args),
});
