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
import { NEWS } from "../descriptions.js";
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
  @Field(() => String, { description: "The event's id: newsEventById's eventid." }) id!: string;
  @Field(() => String, { description: "The event's name." }) name!: string;
  @Field(() => String, { description: "One-paragraph summary of the event." }) summary!: string;
  @Field(() => [String], { description: "Tickers the event's stories are tagged with." }) tickers!: string[];
  @Field(() => String, { description: "When the cluster formed, ISO 8601 UTC." }) date!: string;
  @Field(() => Int, { description: "Stories in the cluster." }) itemCount!: number;
}

@ObjectType({ description: "v3_news_events: event clusters of the last `hours`." })
export class NewsEvents {
  @Field(() => Int, { description: "The trailing window asked for, in hours." }) hours!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsEvent], { description: "Event clusters, newest first." }) events!: NewsEvent[];
}

@ObjectType({ description: "v3_news_curated_events: curated event clusters in a date range." })
export class CuratedNewsEvents {
  @Field(() => String, { nullable: true, description: TICKER_ASKED }) ticker!: string | null;
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsEvent], { description: "Curated event clusters, newest first." }) events!: NewsEvent[];
}

@ObjectType({ description: "v3_news_event_by_id: one event and a page of its stories." })
export class NewsEventStories {
  @Field(() => NewsEvent, { description: "The event asked for." }) event!: NewsEvent;
  @Field(() => Int, { description: NEWS.page }) page!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [NewsItem], { description: "The page's stories of the event, newest first." })
  items!: NewsItem[];
}

@ObjectType({ description: "v3_news_market_sentiment: daily sentiment of untagged (market-wide) news." })
export class MarketNewsSentiment {
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => [NewsSentimentDay], { description: "Every New York day of the range, oldest first." })
  days!: NewsSentimentDay[];
  @Field(() => [String], { description: "Days of the range not fully covered." }) partialDays!: string[];
}

@ObjectType({ description: "A ticker trending in the news: mentions over the window." })
export class TrendingTicker {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: "Items mentioning the ticker in the window." }) mentions!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The ticker's news sentiment over the window (-1.5..+1.5); null when the feed gives none.",
  })
  sentimentScore!: number | null;
}

@ObjectType({ description: "v3_news_trending: tickers trending over the last 72 hours." })
export class NewsTrending {
  @Field(() => Int, { description: "72." }) windowHours!: number;
  @Field(() => [TrendingTicker], { description: "Trending tickers, most mentions first." })
  rows!: TrendingTicker[];
}

@ObjectType({
  description: "A company mentioned in the news; private companies are flagged is_listed false.",
})
export class NewsMention {
  @Field(() => String, { description: "The company's name as mentioned." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: "Its ticker; null for a private company (isListed false).",
  })
  ticker!: string | null;
  @Field(() => Boolean, { description: "False for a private company." }) isListed!: boolean;
  @Field(() => Int, { description: "Items mentioning the company in the range." }) mentions!: number;
}

@ObjectType({ description: "v3_news_top_mentions: the most mentioned companies in a date range." })
export class NewsTopMentions {
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => String, { nullable: true, description: "The sector asked for; null when not narrowed." })
  sector!: string | null;
  @Field(() => [NewsMention], { description: "Companies, most mentions first." }) rows!: NewsMention[];
}

@ObjectType({ description: "One evening digest (published around 18:45 ET)." })
export class SundownDigest {
  @Field(() => String, { description: "New York date." }) date!: string;
  @Field(() => String, { description: "When the digest was published, ISO 8601 UTC." }) publishedAt!: string;
  @Field(() => String, { description: "The digest's title." }) title!: string;
  @Field(() => [NewsItem], { description: "The stories the digest lists." }) items!: NewsItem[];
}

@ObjectType({ description: "v3_news_sundown: evening digests in a date range." })
export class NewsSundown {
  @Field(() => NewsDateRange, { description: NEWS.dateRange }) dateRange!: NewsDateRange;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [SundownDigest], { description: "Digests, newest first." }) digests!: SundownDigest[];
}

@ObjectType({ description: "An analyst action: upgrade, downgrade or initiation." })
export class AnalystAction {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The research firm taking the action." }) firm!: string;
  @Field(() => String, { description: "upgrade, downgrade or initiation." }) ratingType!: string;
  @Field(() => String, { nullable: true, description: "The firm's rating before; null for an initiation." })
  fromRating!: string | null;
  @Field(() => String, { description: "The firm's rating after." }) toRating!: string;
  @Field(() => Float, {
    nullable: true,
    description: "The firm's price target in USD per share; null when none is given.",
  })
  priceTarget!: number | null;
  @Field(() => String, { description: "ISO 8601 UTC." }) date!: string;
}

@ObjectType({
  description: "v3_news_ratings: analyst actions, history from 2022-04-08; feed_coverage partial.",
})
export class NewsRatings {
  @Field(() => String, { description: "partial: the feed carries some firms' actions only." })
  feedCoverage!: string;
  @Field(() => Int, { description: NEWS.page }) page!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [AnalystAction], { description: "Analyst actions, newest first." }) items!: AnalystAction[];
}

@ObjectType({ description: "How news_crypto read one requested symbol." })
export class NewsSymbolReading {
  @Field(() => String, { description: "The symbol as requested." }) symbol!: string;
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
  @Field(() => [NewsSymbolReading], {
    description: "How each requested symbol was read (coin pair or equity).",
  })
  tickersReadAs!: NewsSymbolReading[];
}

@ObjectType({ description: "v3_news_summary: a ticker's news at a glance (spec/02)." })
export class NewsSummary {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => NewsSummaryStories, { description: "The last 24 hours." }) stories24h!: NewsSummaryStories;
  @Field(() => NewsSummarySentiment, {
    description: "Headline sentiment over seven New York days (today and the six before).",
  })
  sentiment7d!: NewsSummarySentiment;
  @Field(() => NewsTrending, { nullable: true, description: "Null with trending72hReason: no live feed." })
  trending72h!: NewsTrending | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why trending72h is null: no_live_news_feed_configured (provider live_news); null when it is set.",
  })
  trending72hReason!: string | null;
  @Field(() => [NewsEvent], { nullable: true, description: "Null with eventsReason: no event feed." })
  events!: NewsEvent[] | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why events is null: no_event_clustering_feed_configured (provider news_events); null when it is set.",
  })
  eventsReason!: string | null;
  @Field(() => [AnalystAction], { nullable: true, description: "Null with analystActionsReason." })
  analystActions!: AnalystAction[] | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why analystActions is null: no_analyst_action_feed_configured (provider analyst_actions); null when it is set.",
  })
  analystActionsReason!: string | null;
}
