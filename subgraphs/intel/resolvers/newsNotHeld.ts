/**
 * The news routes whose feed the store does not hold (docs/NEWS.md "What each route answers"):
 * event clusters (events, event_by_id, curated_events), market-wide untagged news
 * (market_sentiment), a live feed's last 72 hours (trending), mention counts (top_mentions), the
 * evening digest (sundown) and analyst actions (ratings). Each is a real route — every parameter
 * checked (ranges, enums, date ranges, topics, unknown tickers 404), plan and metering enforced by
 * the gateway — and then asks its provider, which answers the honest 503 dataset_unavailable (not
 * billed) until a feed is connected (kit/providers.ts). Never an empty list standing for "not held".
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import {
  itemsPerPageArg,
  limitArg,
  OPTIONAL_TICKER_ARG,
  pageArg,
  trailingArg,
} from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { dateRangeWindow } from "../domain/newsWindows.js";
import { AnalystRatingType } from "../types/newsEnums.js";
import {
  CuratedNewsEvents,
  MarketNewsSentiment,
  NewsEventStories,
  NewsEvents,
  NewsRatings,
  NewsSundown,
  NewsTopMentions,
  NewsTrending,
} from "../types/newsNotHeld.js";
import { NEWS_MAX_TICKERS, namedTickers } from "./newsShared.js";

const notHeld = <T>(name: string, dataset: string) =>
  notConfiguredProvider<unknown, T>(name, { dataset, errorCode: "dataset_unavailable" });

/** The feeds the news store does not hold, one adapter each; a connected feed replaces one. */
export const newsProviders = {
  events: notHeld<NewsEvents>("news_events", "news event clustering"),
  eventStories: notHeld<NewsEventStories>("news_events", "news event clustering"),
  curatedEvents: notHeld<CuratedNewsEvents>("news_events", "news event clustering"),
  marketNews: notHeld<never>("market_news", "market-wide (untagged) news"),
  marketSentiment: notHeld<MarketNewsSentiment>("market_news", "market-wide (untagged) news"),
  trending: notHeld<NewsTrending>("live_news", "live news (last 72 hours)"),
  mentions: notHeld<NewsTopMentions>("news_mentions", "news mention count"),
  sundown: notHeld<NewsSundown>("sundown_digest", "evening digest (sundown)"),
  ratings: notHeld<NewsRatings>("analyst_actions", "analyst action"),
};

/** spec/02: ratings' history starts 2022-04-08. */
export const RATINGS_HISTORY_FROM = "2022-04-08";

const DATE_RANGE = "today, yesterday, last<N>days or MMDDYYYY-MMDDYYYY (New York dates).";

@Resolver()
export class NewsNotHeldResolver {
  @Query(() => NewsEvents, {
    description: "Operation svc_v3_news_events. No event-clustering feed is configured (503).",
  })
  async newsEvents(
    @Arg("hours", () => Int, { defaultValue: 24, description: trailingArg("hours", 1, 168) })
    @range(1, 168)
    hours: number,
  ): Promise<NewsEvents> {
    return newsProviders.events.fetch({ hours });
  }

  @Query(() => NewsEventStories, {
    description: "Operation svc_v3_news_event_by_id. No event-clustering feed is configured (503).",
  })
  async newsEventById(
    @Arg("eventid", () => String, { description: "The event's id." }) eventid: string,
    @Arg("items", () => Int, { defaultValue: 50, description: itemsPerPageArg(1, 50) })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 20) }) @range(1, 20) page: number,
  ): Promise<NewsEventStories> {
    if (eventid.trim() === "") throw invalidArgument("eventid", "it is empty", "an event id");
    return newsProviders.eventStories.fetch({ eventid, items, page });
  }

  @Query(() => CuratedNewsEvents, {
    description:
      "Operation svc_v3_news_curated_events: event_type is refused whatever its value (422 unsupported_filter). No event-clustering feed is configured (503).",
  })
  async newsCuratedEvents(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("eventType", () => String, { nullable: true, description: "Refused: 422 unsupported_filter." })
    eventType: string | null,
    @Arg("dateRange", () => String, { defaultValue: "today", description: DATE_RANGE }) dateRange: string,
    @Arg("items", () => Int, { defaultValue: 50, description: limitArg(1, 50) }) @range(1, 50) items: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<CuratedNewsEvents> {
    if (eventType != null) {
      throw new ServiceError(
        "unsupported_filter",
        "event_type: filtering curated events by type is not supported; accepted: leave event_type out.",
        { extra: { parameter: "event_type", accepted: "none" } },
      );
    }
    dateRangeWindow("date_range", dateRange, ctx.clock.now());
    const row = ticker == null ? null : await requireInstrument(ctx, ticker);
    return newsProviders.curatedEvents.fetch({ ticker: row?.ticker ?? null, dateRange, items });
  }

  @Query(() => MarketNewsSentiment, {
    description:
      "Operation svc_v3_news_market_sentiment: daily sentiment of untagged news. The store holds no untagged news feed (503).",
  })
  async newsMarketSentiment(
    @Arg("dateRange", () => String, { defaultValue: "last7days", description: DATE_RANGE }) dateRange: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<MarketNewsSentiment> {
    dateRangeWindow("date_range", dateRange, ctx.clock.now());
    return newsProviders.marketSentiment.fetch({ dateRange });
  }

  @Query(() => NewsTrending, {
    description:
      "Operation svc_v3_news_trending: the last 72 hours of a live feed. No live news feed is configured (503).",
  })
  async newsTrending(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsTrending> {
    const row = ticker == null ? null : await requireInstrument(ctx, ticker);
    return newsProviders.trending.fetch({ ticker: row?.ticker ?? null });
  }

  @Query(() => NewsTopMentions, {
    description: "Operation svc_v3_news_top_mentions. No mention-count feed is configured (503).",
  })
  async newsTopMentions(
    @Arg("dateRange", () => String, { defaultValue: "today", description: DATE_RANGE }) dateRange: string,
    @Arg("sector", () => String, {
      nullable: true,
      description: "Only companies of this sector; all when omitted.",
    })
    sector: string | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsTopMentions> {
    dateRangeWindow("date_range", dateRange, ctx.clock.now());
    return newsProviders.mentions.fetch({ dateRange, sector });
  }

  @Query(() => NewsSundown, {
    description:
      "Operation svc_v3_news_sundown: evening digests (around 18:45 ET). No digest publisher is configured (503).",
  })
  async newsSundown(
    @Arg("dateRange", () => String, { defaultValue: "today", description: DATE_RANGE }) dateRange: string,
    @Arg("limit", () => Int, { defaultValue: 5, description: limitArg(1, 50) }) @range(1, 50) limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsSundown> {
    dateRangeWindow("date_range", dateRange, ctx.clock.now());
    return newsProviders.sundown.fetch({ dateRange, limit });
  }

  @Query(() => NewsRatings, {
    description:
      "Operation svc_v3_news_ratings: analyst actions, history from 2022-04-08, feed_coverage partial. No analyst-action feed is configured (503).",
  })
  async newsRatings(
    @Arg("tickers", () => [String], { nullable: true, description: "Symbols (REST: a comma list)." })
    tickers: string[] | null,
    @Arg("ratingType", () => AnalystRatingType, {
      nullable: true,
      description: "Keep only upgrades, downgrades or initiations; all when omitted.",
    })
    ratingType: AnalystRatingType | null,
    @Arg("dateRange", () => String, { nullable: true, description: `${DATE_RANGE} From 2022-04-08.` })
    dateRange: string | null,
    @Arg("items", () => Int, { defaultValue: 50, description: itemsPerPageArg(1, 50) })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsRatings> {
    if (dateRange != null) {
      const window = dateRangeWindow("date_range", dateRange, ctx.clock.now());
      if (window.fromDate < RATINGS_HISTORY_FROM) {
        throw new ServiceError(
          "invalid_date_range",
          `date_range: ${dateRange} starts ${window.fromDate}, before the ratings history (from ${RATINGS_HISTORY_FROM}); accepted: a range from ${RATINGS_HISTORY_FROM}.`,
          { extra: { parameter: "date_range", accepted: `from ${RATINGS_HISTORY_FROM}` } },
        );
      }
    }
    const named = tickers == null ? null : await namedTickers(ctx, "tickers", tickers, NEWS_MAX_TICKERS);
    return newsProviders.ratings.fetch({
      tickers: named?.known.map((row) => row.ticker) ?? null,
      ratingType,
      items,
      page,
    });
  }
}
