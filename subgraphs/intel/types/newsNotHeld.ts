/**
 * The answers of the news routes whose feed the store does not hold (docs/NEWS.md): event
 * clusters, trending and mention counts, untagged market news, the evening digest, analyst
 * actions, press releases, the movers channel, crypto news. Each route answers its honest 503
 * today; these types are what a connected feed would fill, and what OpenAPI publishes. The news
 * summary is here too: its trending, events and analyst-action parts are of these types (null
 * with their reasons today).
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, METHOD, TICKER, TICKER_ASKED } from "../../kit/descriptions.js";
import {
  NewsDateRange,
  NewsProFeed,
  NewsSentimentDay,
  NewsSummarySentiment,
  NewsSummaryStories,
} from "./newsAnswers.js";
import { NewsItem } from "./newsItem.js";

@ObjectType({ description: "A cluster of stories about one event (spec/01: name, summary, tickers, date)." })
export class NewsEvent {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) summary!: string;
  @Field(() => [String]) tickers!: string[];
  @Field(() => String, { description: "When the cluster formed, ISO 8601 UTC." }) date!: string;
  @Field(() => Int, { description: "Stories in the cluster." }) itemCount!: number;
}

@ObjectType({ description: "v3_news_events: event clusters of the last `hours`." })
export class NewsEvents {
  @Field(() => Int) hours!: number;
  @Field(() => Int) count!: number;
  @Field(() => [NewsEvent]) events!: NewsEvent[];
}

@ObjectType({ description: "v3_news_curated_events: curated event clusters in a date range." })
export class CuratedNewsEvents {
  @Field(() => String, { nullable: true, description: TICKER_ASKED }) ticker!: string | null;
  @Field(() => NewsDateRange) dateRange!: NewsDateRange;
  @Field(() => Int) count!: number;
  @Field(() => [NewsEvent]) events!: NewsEvent[];
}

@ObjectType({ description: "v3_news_event_by_id: one event and a page of its stories." })
export class NewsEventStories {
  @Field(() => NewsEvent) event!: NewsEvent;
  @Field(() => Int) page!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem]) items!: NewsItem[];
}

@ObjectType({ description: "v3_news_market_sentiment: daily sentiment of untagged (market-wide) news." })
export class MarketNewsSentiment {
  @Field(() => NewsDateRange) dateRange!: NewsDateRange;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => [NewsSentimentDay]) days!: NewsSentimentDay[];
  @Field(() => [String], { description: "Days of the range not fully covered." }) partialDays!: string[];
}

@ObjectType({ description: "A ticker trending in the news: mentions over the window." })
export class TrendingTicker {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int) mentions!: number;
  @Field(() => Float, { nullable: true }) sentimentScore!: number | null;
}

@ObjectType({ description: "v3_news_trending: tickers trending over the last 72 hours." })
export class NewsTrending {
  @Field(() => Int, { description: "72." }) windowHours!: number;
  @Field(() => [TrendingTicker]) rows!: TrendingTicker[];
}

@ObjectType({
  description: "A company mentioned in the news; private companies are flagged is_listed false.",
})
export class NewsMention {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) ticker!: string | null;
  @Field(() => Boolean) isListed!: boolean;
  @Field(() => Int) mentions!: number;
}

@ObjectType({ description: "v3_news_top_mentions: the most mentioned companies in a date range." })
export class NewsTopMentions {
  @Field(() => NewsDateRange) dateRange!: NewsDateRange;
  @Field(() => String, { nullable: true }) sector!: string | null;
  @Field(() => [NewsMention]) rows!: NewsMention[];
}

@ObjectType({ description: "One evening digest (published around 18:45 ET)." })
export class SundownDigest {
  @Field(() => String, { description: "New York date." }) date!: string;
  @Field(() => String) publishedAt!: string;
  @Field(() => String) title!: string;
  @Field(() => [NewsItem]) items!: NewsItem[];
}

@ObjectType({ description: "v3_news_sundown: evening digests in a date range." })
export class NewsSundown {
  @Field(() => NewsDateRange) dateRange!: NewsDateRange;
  @Field(() => Int) count!: number;
  @Field(() => [SundownDigest]) digests!: SundownDigest[];
}

@ObjectType({ description: "An analyst action: upgrade, downgrade or initiation." })
export class AnalystAction {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) firm!: string;
  @Field(() => String, { description: "upgrade, downgrade or initiation." }) ratingType!: string;
  @Field(() => String, { nullable: true }) fromRating!: string | null;
  @Field(() => String) toRating!: string;
  @Field(() => Float, { nullable: true }) priceTarget!: number | null;
  @Field(() => String, { description: "ISO 8601 UTC." }) date!: string;
}

@ObjectType({
  description: "v3_news_ratings: analyst actions, history from 2022-04-08; feed_coverage partial.",
})
export class NewsRatings {
  @Field(() => String, { description: "partial: the feed carries some firms' actions only." })
  feedCoverage!: string;
  @Field(() => Int) page!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [AnalystAction]) items!: AnalystAction[];
}

@ObjectType({ description: "How news_crypto read one requested symbol." })
export class NewsSymbolReading {
  @Field(() => String) symbol!: string;
  @Field(() => String, {
    nullable: true,
    description: "The instrument it was read as; null when unknown (basis).",
  })
  readAs!: string | null;
  @Field(() => String, { nullable: true, description: "crypto or equity; null when unknown (basis)." })
  assetClass!: string | null;
  @Field(() => String, {
    description:
      "x_prefix_forces_coin, asset_class_crypto, bare_symbol_coin, bare_symbol_equity or unknown_symbol.",
  })
  basis!: string;
  @Field(() => Boolean, { description: "A bare symbol that is both a held coin pair and a listed equity." })
  ambiguous!: boolean;
}

@ObjectType({ description: "v3_intel_news_crypto: crypto news, with how each symbol was read." })
export class NewsCryptoFeed extends NewsProFeed {
  @Field(() => [NewsSymbolReading]) tickersReadAs!: NewsSymbolReading[];
}

@ObjectType({ description: "v3_news_summary: a ticker's news at a glance (spec/02)." })
export class NewsSummary {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => NewsSummaryStories, { description: "The last 24 hours." }) stories24h!: NewsSummaryStories;
  @Field(() => NewsSummarySentiment) sentiment7d!: NewsSummarySentiment;
  @Field(() => NewsTrending, { nullable: true, description: "Null with trending72hReason: no live feed." })
  trending72h!: NewsTrending | null;
  @Field(() => String, { nullable: true }) trending72hReason!: string | null;
  @Field(() => [NewsEvent], { nullable: true, description: "Null with eventsReason: no event feed." })
  events!: NewsEvent[] | null;
  @Field(() => String, { nullable: true }) eventsReason!: string | null;
  @Field(() => [AnalystAction], { nullable: true, description: "Null with analystActionsReason." })
  analystActions!: AnalystAction[] | null;
  @Field(() => String, { nullable: true }) analystActionsReason!: string | null;
}
