/** The answers of the news routes the store serves (docs/NEWS.md), around NewsItem. */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, METHOD, NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { NEWS } from "../descriptions.js";
import { NewsItem } from "./newsItem.js";

@ObjectType({
  description:
    "What the answer's window covers: the window searched, what the store holds for the answer's scope, and whether the window lies inside it (an empty list outside it means not held, not nothing happened).",
})
export class NewsCoverage {
  @Field(() => Boolean, {
    description: "False when part of the window is not held, or a read cap stopped short of it.",
  })
  complete!: boolean;
  @Field(() => String, { description: "Start of the window searched, ISO 8601 UTC." }) searchedFrom!: string;
  @Field(() => String, { description: "End of the window searched (never after now), ISO 8601 UTC." })
  searchedTo!: string;
  @Field(() => String, { description: "Publication of the oldest item held in scope." }) heldFrom!: string;
  @Field(() => String, {
    description: "Through when the scope's sources are held: now, or where a bundled feed ends.",
  })
  heldThrough!: string;
  @Field(() => [String], { description: "Sources of the items held in scope." }) sources!: string[];
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A date_range as read: New York dates, inclusive." })
export class NewsDateRange {
  @Field(() => String, { description: "As given (or the default)." }) value!: string;
  @Field(() => String, { description: "First New York date of the range (YYYY-MM-DD)." }) fromDate!: string;
  @Field(() => String, { description: "Never after today." }) toDate!: string;
  @Field(() => String, {
    description: "How the range was read, e.g. date_range:last7days (America/New_York dates).",
  })
  basis!: string;
}

@ObjectType({ description: "v3_news_aggregated: headlines of the last `hours`, newest first." })
export class NewsAggregated {
  @Field(() => String, { description: "news_ticker with a ticker (items tagged with it), else news_market." })
  source!: string;
  @Field(() => String, { nullable: true, description: "The ticker asked for." }) ticker!: string | null;
  @Field(() => Int, { description: "The trailing window asked for, in hours (1..168)." }) hours!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Items read from the store (at most read_cap)." }) itemsRead!: number;
  @Field(() => Int, { description: "At most this many items are read per request (spec/03)." })
  readCap!: number;
  @Field(() => Boolean, { description: "Always false: items are not de-duplicated." }) deduplicated!: boolean;
  @Field(() => [NewsItem], { description: NEWS.items }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "v3_news_latest: a ticker's items of the last `minutes`, newest first." })
export class NewsLatest {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: "The trailing window asked for, in minutes (5..1440)." }) minutes!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], { description: NEWS.items }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "v3_news_by_topic: items about a topic in a date range, newest first." })
export class NewsByTopic {
  @Field(() => String, {
    description: "The topic asked for, lower case (a keyword reading of each headline, docs/NEWS.md).",
  })
  topic!: string;
  @Field(() => String, { nullable: true, description: "The ticker asked for." }) ticker!: string | null;
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], { description: NEWS.items }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "Items of a list route, one page, with paging." })
export class NewsPage {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], {
    description: "The page's items, in the answer's order (newest first unless sortby says otherwise).",
  })
  items!: NewsItem[];
  @Field(() => Int, { description: NEWS.page }) page!: number;
  @Field(() => Int, { description: "Items per page (the items parameter)." }) pageSize!: number;
  @Field(() => Int, { description: "Matching items over all pages." }) total!: number;
  @Field(() => Boolean, { description: "True when a page follows this one." }) hasMore!: boolean;
  @Field(() => Int, { nullable: true, description: "The next page; null on the last." }) nextPage!:
    | number
    | null;
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "v3_news_ticker_news: items tagged with any of the tickers, filtered." })
export class TickerNews extends NewsPage {
  @Field(() => [String], { description: NEWS.tickersRead }) tickers!: string[];
  @Field(() => [String], { description: NEWS.symbolsUnknown }) symbolsUnknown!: string[];
  @Field(() => [String], { description: NEWS.tickersNotHeld })
  tickersNotHeld!: string[];
  @Field(() => String, { description: "newest (default), rank or oldestfirst." }) sortby!: string;
  @Field(() => Boolean, {
    description: "True when fallback=true found nothing for the tickers and served the store's other items.",
  })
  fallbackUsed!: boolean;
  @Field(() => FieldMap, { description: "The filters applied, by parameter." })
  filtersApplied!: Record<string, unknown>;
}

@ObjectType({ description: "v3_news_ticker_only: items tagged with this ticker and no other." })
export class TickerOnlyNews extends NewsPage {
  @Field(() => String, { description: TICKER }) ticker!: string;
}

@ObjectType({ description: "v3_news_multi_ticker: items tagged with every one of the tickers." })
export class MultiTickerNews extends NewsPage {
  @Field(() => [String], { description: NEWS.tickersRead }) tickers!: string[];
}

@ObjectType({ description: "v3_news_alerts (category ticker): the newest items of the tickers." })
export class NewsAlerts extends NewsPage {
  @Field(() => String, { description: "ticker (given, or implied by tickers)." }) category!: string;
  @Field(() => [String], { description: NEWS.tickersRead }) tickers!: string[];
  @Field(() => [String], { description: NEWS.symbolsUnknown }) symbolsUnknown!: string[];
  @Field(() => [String], { description: NEWS.tickersNotHeld }) tickersNotHeld!: string[];
}

@ObjectType({ description: "v3_news_category (section alltickers): ticker-tagged items, filtered." })
export class NewsCategory extends NewsPage {
  @Field(() => String, {
    description: "The section asked for: alltickers (general is answered 503: no market-wide feed).",
  })
  section!: string;
  @Field(() => FieldMap, { description: "The filters applied, by parameter." })
  filtersApplied!: Record<string, unknown>;
}

/** The counts of a sentiment summary (the labels are NewsSentimentFilter's). */
const SUMMARY_COUNTS = {
  itemCount: "Items in the set.",
  positive: "Items whose headline score is above zero.",
  negative: "Items whose headline score is below zero.",
  neutral: "Items whose headline score is zero.",
} as const;
const SCORE_REASON = "no_items_in_range when score is null; null otherwise.";

@ObjectType({ description: "Sentiment of a set of items: the mean of their headline scores (-1.5..+1.5)." })
export class NewsSentimentSummary {
  @Field(() => Float, { nullable: true, description: "Mean score; null with scoreReason when no item." })
  score!: number | null;
  @Field(() => String, { nullable: true, description: SCORE_REASON }) scoreReason!: string | null;
  @Field(() => Int, { description: SUMMARY_COUNTS.itemCount }) itemCount!: number;
  @Field(() => Int, { description: SUMMARY_COUNTS.positive }) positive!: number;
  @Field(() => Int, { description: SUMMARY_COUNTS.negative }) negative!: number;
  @Field(() => Int, { description: SUMMARY_COUNTS.neutral }) neutral!: number;
}

/** A summary's fields after the key that names what it summarises (`date`, `ticker`). */
const SUMMARY_FIELDS = (prototype: object) => {
  Field(() => Float, { nullable: true, description: "Mean score; null with scoreReason when no item." })(
    prototype,
    "score",
  );
  Field(() => String, { nullable: true, description: SCORE_REASON })(prototype, "scoreReason");
  for (const [count, description] of Object.entries(SUMMARY_COUNTS))
    Field(() => Int, { description })(prototype, count);
};

@ObjectType({ description: "One New York day of a ticker's news sentiment." })
export class NewsSentimentDay {
  @Field(() => String, { description: "New York date." }) date!: string;
  score!: number | null;
  scoreReason!: string | null;
  itemCount!: number;
  positive!: number;
  negative!: number;
  neutral!: number;
}
SUMMARY_FIELDS(NewsSentimentDay.prototype);

@ObjectType({ description: "v3_news_sentiment_stats: a ticker's daily headline sentiment (-1.5..+1.5)." })
export class NewsSentimentStats {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => NewsSentimentSummary, { description: "Over the whole range." }) overall!: NewsSentimentSummary;
  @Field(() => [NewsSentimentDay], { description: "Every day of the range, oldest first." })
  days!: NewsSentimentDay[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "One ticker's headline sentiment over the range." })
export class TickerSentimentRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  score!: number | null;
  scoreReason!: string | null;
  itemCount!: number;
  positive!: number;
  negative!: number;
  neutral!: number;
}
SUMMARY_FIELDS(TickerSentimentRow.prototype);

@ObjectType({
  description: "v3_news_all_tickers_sentiment: every ticker with news in the range, by item count.",
})
export class AllTickersSentiment {
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => Int, { description: NEWS.page }) page!: number;
  @Field(() => Int, { description: "Tickers per page." }) pageSize!: number;
  @Field(() => Int, { description: "Tickers with news in the range." }) total!: number;
  @Field(() => Boolean, { description: "True when a page follows this one." }) hasMore!: boolean;
  @Field(() => Int, { nullable: true, description: "The next page; null on the last." }) nextPage!:
    | number
    | null;
  @Field(() => [TickerSentimentRow], { description: "The page's tickers, most items first." })
  rows!: TickerSentimentRow[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({
  description: "v3_intel_news_headlines: headlines newest first, market-wide or for one ticker.",
})
export class NewsHeadlines {
  @Field(() => String, { nullable: true, description: "The ticker asked for." }) ticker!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], { description: NEWS.items }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({
  description:
    "The news_pro family (v3_intel_news_pro, _why_moving; the shape _press_releases and _movers would answer): items in a UTC date window, newest first.",
})
export class NewsProFeed {
  @Field(() => [String], { description: "The tickers read; empty for the whole store." }) tickers!: string[];
  @Field(() => [String], { description: NEWS.symbolsUnknown }) symbolsUnknown!: string[];
  @Field(() => [String], { description: NEWS.tickersNotHeld }) tickersNotHeld!: string[];
  @Field(() => [String], { description: "The channels asked for; empty for all." }) channels!: string[];
  @Field(() => String, { description: "UTC day, inclusive." }) dateFrom!: string;
  @Field(() => String, { description: "UTC day, inclusive; never after today." }) dateTo!: string;
  @Field(() => Boolean, { description: NEWS.body }) body!: boolean;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], { description: NEWS.items }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "A ticker's items of the last 24 hours (news summary)." })
export class NewsSummaryStories {
  @Field(() => Int, { description: "Every item of the last 24 hours." }) count!: number;
  @Field(() => [NewsItem], { description: "The newest 20 of them." }) items!: NewsItem[];
  @Field(() => NewsCoverage, { description: NEWS.coverage }) coverage!: NewsCoverage;
}

@ObjectType({ description: "Seven New York days of headline sentiment (today and the six before)." })
export class NewsSummarySentiment extends NewsSentimentSummary {
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => NewsDateRange, {
    description: "The seven New York days the sentiment covers (today and the six before).",
  })
  dateRange!: NewsDateRange;
}
