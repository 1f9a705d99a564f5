/**
 * The store's paged lists (docs/NEWS.md): svc_v3_news_ticker_news (every filter of spec/02),
 * svc_v3_news_ticker_only, svc_v3_news_multi_ticker, svc_v3_news_alerts (category ticker) and
 * svc_v3_news_category (section alltickers). The feeds they would need for market-wide news
 * (alerts general, category general) are not held: 503 dataset_unavailable (newsNotHeld.ts).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { pageArg, TICKER_ARG } from "../../kit/descriptions.js";
import { instrumentByTicker, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { storeNews } from "../data/newsStore.js";
import { coverageOf, type Holding } from "../domain/newsCoverage.js";
import type { NewsRecord } from "../domain/newsRecord.js";
import {
  admits,
  type NewsFilter,
  type NewsOrder,
  ordered,
  pageOf,
  searchWords,
} from "../domain/newsSelection.js";
import { checkTopics } from "../domain/newsTopics.js";
import { dateRangeWindow, type NewsWindow } from "../domain/newsWindows.js";
import {
  MultiTickerNews,
  NewsAlerts,
  NewsCategory,
  NewsPage,
  TickerNews,
  TickerOnlyNews,
} from "../types/newsAnswers.js";
import {
  NewsAlertCategory,
  NewsSection,
  NewsSentimentFilter,
  NewsSortOrder,
  NewsTypeFilter,
} from "../types/newsEnums.js";
import { newsProviders } from "./newsNotHeld.js";
import {
  distinctRecords,
  heldNewsOf,
  heldTickers,
  NEWS_MAX_TICKERS,
  namedTickers,
  noNewsHeldFor,
  storeHolding,
  tickerHolding,
  tickersHolding,
  toNewsItem,
} from "./newsShared.js";

const DATE_RANGE = "today, yesterday, last<N>days or MMDDYYYY-MMDDYYYY (New York dates).";

/** One page of chosen records with its coverage: the fields every list answer shares. */
function paged(
  records: readonly NewsRecord[],
  page: number,
  pageSize: number,
  holding: Holding,
  window: { fromMs: number; toMs: number },
): NewsPage {
  const one = pageOf(records, page, pageSize);
  const items = one.items.map((record) => toNewsItem(record));
  return { ...one, count: items.length, items, coverage: coverageOf(holding, window) };
}

/** The window of a list: its date range when given, else everything held up to now. */
function listWindow(ctx: SubgraphContext<"intel">, holding: Holding, span: NewsWindow | null) {
  return span ?? { fromMs: holding.oldestMs, toMs: ctx.clock.now().getTime() };
}

function lower(values: readonly string[] | null): string[] | undefined {
  const kept = values?.map((value) => value.trim().toLowerCase()).filter((value) => value !== "");
  return kept && kept.length > 0 ? kept : undefined;
}

@Resolver()
export class NewsListsResolver {
  @Query(() => TickerNews, {
    description:
      "Operation svc_v3_news_ticker_news: items tagged with any of the tickers, with every filter of spec/02; a sector filter is 422 unsupported_filter.",
  })
  async tickerNews(
    @Arg("tickers", () => [String], { description: "Symbols (REST: a comma list)." }) tickers: string[],
    @Arg("items", () => Int, { defaultValue: 50, description: "Items per page." })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Arg("dateRange", () => String, { nullable: true, description: `${DATE_RANGE} Not with days.` })
    dateRange: string | null,
    @Arg("topic", () => [String], { nullable: true, description: "Topics the item must all be about." })
    topic: string[] | null,
    @Arg("topicOr", () => [String], {
      nullable: true,
      description: "Topics of which the item must be about one.",
    })
    topicOr: string[] | null,
    @Arg("topicExclude", () => [String], {
      nullable: true,
      description: "Topics the item must not be about.",
    })
    topicExclude: string[] | null,
    @Arg("source", () => [String], { nullable: true, description: "Sources to keep (sec-edgar)." })
    source: string[] | null,
    @Arg("sourceExclude", () => [String], { nullable: true, description: "Sources to leave out." })
    sourceExclude: string[] | null,
    @Arg("newsType", () => NewsTypeFilter, {
      nullable: true,
      description: "Keep only articles or only videos; both when omitted.",
    })
    newsType: NewsTypeFilter | null,
    @Arg("sentiment", () => NewsSentimentFilter, {
      nullable: true,
      description: "The headline sentiment's label.",
    })
    sentiment: NewsSentimentFilter | null,
    @Arg("sortby", () => NewsSortOrder, { nullable: true, description: "Not given: newest first." })
    sortby: NewsSortOrder | null,
    @Arg("days", () => Int, {
      nullable: true,
      description: "The last N New York days (today included). Not with date_range.",
    })
    @range(1, 30)
    days: number | null,
    @Arg("search", () => String, {
      nullable: true,
      description: "Words that must all occur in the headline.",
    })
    search: string | null,
    @Arg("searchOr", () => String, { nullable: true, description: "Words of which one must occur." })
    searchOr: string | null,
    @Arg("fallback", () => Boolean, {
      defaultValue: false,
      description: "True: when nothing matches for the tickers, serve the store's other items that match.",
    })
    fallback: boolean,
    @Arg("sector", () => String, { nullable: true, description: "Refused: 422 unsupported_filter." })
    sector: string | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<TickerNews> {
    if (sector != null) {
      throw new ServiceError(
        "unsupported_filter",
        "sector: ticker_news does not filter by sector; accepted: leave sector out (news/category filters by sector).",
        { extra: { parameter: "sector", accepted: "none" } },
      );
    }
    if (dateRange != null && days != null) {
      throw invalidArgument("days", "given with date_range", "date_range or days, not both");
    }
    const topics = {
      allTopics: topic ? checkTopics("topic", topic) : undefined,
      anyTopic: topicOr ? checkTopics("topic_or", topicOr) : undefined,
      noTopic: topicExclude ? checkTopics("topic_exclude", topicExclude) : undefined,
    };
    const now = ctx.clock.now();
    const span =
      dateRange != null
        ? dateRangeWindow("date_range", dateRange, now)
        : days != null
          ? {
              ...dateRangeWindow("days", `last${days}days`, now),
              basis: `days:${days} (America/New_York dates)`,
            }
          : null;
    const { known, unknown } = await namedTickers(ctx, "tickers", tickers, NEWS_MAX_TICKERS);
    const { held, notHeld } = await heldTickers(ctx, known);
    const tickersRead = known.map((row) => row.ticker);
    const holding = (await tickersHolding(ctx, [...held.keys()])) as Holding;
    const window = listWindow(ctx, holding, span);
    const filter: NewsFilter = {
      window,
      ...topics,
      sources: lower(source),
      excludedSources: lower(sourceExclude),
      newsType: newsType ?? undefined,
      sentiment: sentiment ?? undefined,
      allWords: searchWords(search),
      anyWord: searchWords(searchOr),
    };
    let matched = distinctRecords(held.values()).filter((record) => admits(filter, record));
    let fallbackUsed = false;
    let answerHolding = holding;
    let answerWindow = window;
    if (matched.length === 0 && fallback) {
      // The store's other items that pass every filter but the tickers, over the store's own span.
      answerHolding = await storeHolding(ctx);
      answerWindow = listWindow(ctx, answerHolding, span);
      const others = { ...filter, window: answerWindow };
      matched = (await storeNews(ctx, answerWindow)).filter((record) => admits(others, record));
      fallbackUsed = true;
    }
    const order: NewsOrder = sortby ?? "newest";
    const answer = paged(
      ordered(matched, order, { ...filter, anyTicker: tickersRead }),
      page,
      items,
      answerHolding,
      answerWindow,
    );
    const filtersApplied: Record<string, unknown> = {
      ...(span ? { [dateRange != null ? "dateRange" : "days"]: dateRange ?? days, window: span.basis } : {}),
      ...(topics.allTopics ? { topic: topics.allTopics } : {}),
      ...(topics.anyTopic ? { topicOr: topics.anyTopic } : {}),
      ...(topics.noTopic ? { topicExclude: topics.noTopic } : {}),
      ...(filter.sources ? { source: filter.sources } : {}),
      ...(filter.excludedSources ? { sourceExclude: filter.excludedSources } : {}),
      ...(newsType ? { newsType } : {}),
      ...(sentiment ? { sentiment } : {}),
      ...(filter.allWords?.length ? { search: filter.allWords } : {}),
      ...(filter.anyWord?.length ? { searchOr: filter.anyWord } : {}),
    };
    return {
      ...answer,
      tickers: tickersRead,
      symbolsUnknown: unknown,
      tickersNotHeld: notHeld,
      sortby: order,
      fallbackUsed,
      filtersApplied,
    };
  }

  @Query(() => TickerOnlyNews, {
    description:
      "Operation svc_v3_news_ticker_only: items tagged with this ticker and no other, newest first.",
  })
  async tickerOnlyNews(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("items", () => Int, { defaultValue: 50, description: "Items per page." })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<TickerOnlyNews> {
    const row = await requireInstrument(ctx, ticker);
    const records = await heldNewsOf(ctx, row);
    const holding = await tickerHolding(ctx, row.ticker);
    const window = listWindow(ctx, holding, null);
    const only = records.filter((record) => admits({ onlyTicker: row.ticker }, record));
    return { ...paged(only, page, items, holding, window), ticker: row.ticker };
  }

  @Query(() => MultiTickerNews, {
    description:
      "Operation svc_v3_news_multi_ticker: items tagged with every one of the tickers, newest first.",
  })
  async multiTickerNews(
    @Arg("tickers", () => [String], {
      description: "Symbols (REST: a comma list); every one must be tagged.",
    })
    tickers: string[],
    @Arg("items", () => Int, { defaultValue: 50, description: "Items per page." })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<MultiTickerNews> {
    const { known, unknown } = await namedTickers(ctx, "tickers", tickers, NEWS_MAX_TICKERS);
    // Every ticker must co-appear: one the platform does not know, or for which no news is held,
    // leaves nothing to answer, and says so rather than answering an empty list.
    if (unknown.length > 0) {
      throw new ServiceError("unknown_ticker", `Symbol ${unknown.join(", ")} is unknown to the platform.`, {
        extra: { tickers: unknown },
      });
    }
    const { held, notHeld } = await heldTickers(ctx, known);
    if (notHeld.length > 0) throw noNewsHeldFor(notHeld);
    const all = known.map((row) => row.ticker);
    const holding = (await tickersHolding(ctx, all)) as Holding;
    const window = listWindow(ctx, holding, null);
    const together = (held.get(all[0] as string) ?? []).filter((record) =>
      admits({ allTickers: all }, record),
    );
    return { ...paged(together, page, items, holding, window), tickers: all };
  }

  @Query(() => NewsAlerts, {
    description:
      "Operation svc_v3_news_alerts: the newest items as alerts. tickers alone imply category ticker; tickers with category general is 422; category general needs a market-wide feed (503).",
  })
  async newsAlerts(
    @Arg("category", () => NewsAlertCategory, {
      nullable: true,
      description: "Not given: ticker with tickers, else general.",
    })
    category: NewsAlertCategory | null,
    @Arg("tickers", () => [String], { nullable: true, description: "Symbols (REST: a comma list)." })
    tickers: string[] | null,
    @Arg("items", () => Int, { defaultValue: 100, description: "Items per page." })
    @range(1, 100)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsAlerts> {
    const given = (tickers ?? []).some((ticker) => ticker.trim() !== "");
    if (given && category === NewsAlertCategory.general) {
      throw invalidArgument(
        "tickers",
        "given with category general",
        "tickers only with category ticker (or no category)",
      );
    }
    if (!given && category === NewsAlertCategory.ticker) {
      throw invalidArgument(
        "tickers",
        "missing with category ticker",
        "a comma list of symbols with category ticker",
      );
    }
    if (!given) return newsProviders.marketNews.fetch({ category: "general", items, page });
    const { known, unknown } = await namedTickers(ctx, "tickers", tickers ?? [], NEWS_MAX_TICKERS);
    const { held, notHeld } = await heldTickers(ctx, known);
    const holding = (await tickersHolding(ctx, [...held.keys()])) as Holding;
    const window = listWindow(ctx, holding, null);
    const newest = ordered(distinctRecords(held.values()), "newest");
    return {
      ...paged(newest, page, items, holding, window),
      category: NewsAlertCategory.ticker,
      tickers: known.map((row) => row.ticker),
      symbolsUnknown: unknown,
      tickersNotHeld: notHeld,
    };
  }

  @Query(() => NewsCategory, {
    description:
      "Operation svc_v3_news_category: section alltickers serves ticker-tagged items, filtered; section general needs a market-wide feed (503).",
  })
  async newsCategory(
    @Arg("section", () => NewsSection, {
      defaultValue: NewsSection.general,
      description:
        "general (market-wide news: no feed, 503) or alltickers (ticker-tagged items from the store).",
    })
    section: NewsSection,
    @Arg("topic", () => String, {
      nullable: true,
      description: "A topic the item must be about (one of newsByTopic's); 422 invalid_topic otherwise.",
    })
    topic: string | null,
    @Arg("sector", () => String, {
      nullable: true,
      description: "The tagged company's sector (instrument master).",
    })
    sector: string | null,
    @Arg("industry", () => String, {
      nullable: true,
      description: "The tagged company's industry (instrument master).",
    })
    industry: string | null,
    @Arg("source", () => String, { nullable: true, description: "A source to keep (sec-edgar)." }) source:
      | string
      | null,
    @Arg("items", () => Int, { defaultValue: 50, description: "Items per page." })
    @range(1, 50)
    items: number,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 50) }) @range(1, 50) page: number,
    @Arg("dateRange", () => String, { nullable: true, description: DATE_RANGE }) dateRange: string | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsCategory> {
    const topics = topic == null ? undefined : checkTopics("topic", [topic]);
    const span = dateRange == null ? null : dateRangeWindow("date_range", dateRange, ctx.clock.now());
    if (section === NewsSection.general) return newsProviders.marketNews.fetch({ section, items, page });
    const holding = await storeHolding(ctx);
    const window = listWindow(ctx, holding, span);
    const sources = lower(source == null ? null : [source]);
    const tagged = (await storeNews(ctx, window)).filter((record) =>
      admits({ tagged: true, allTopics: topics, sources }, record),
    );
    const chosen = await withCompanies(ctx, tagged, sector, industry);
    const filtersApplied: Record<string, unknown> = {
      ...(topics ? { topic: topics[0] } : {}),
      ...(sector != null ? { sector } : {}),
      ...(industry != null ? { industry } : {}),
      ...(sources ? { source: sources[0] } : {}),
      ...(span ? { dateRange, window: span.basis } : {}),
    };
    return { ...paged(chosen, page, items, holding, window), section, filtersApplied };
  }
}

/** Items one of whose tagged companies has the sector and industry asked for (case-insensitive). */
async function withCompanies(
  ctx: SubgraphContext<"intel">,
  records: NewsRecord[],
  sector: string | null,
  industry: string | null,
): Promise<NewsRecord[]> {
  if (sector == null && industry == null) return records;
  const tickers = [...new Set(records.flatMap((record) => record.tickers))];
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany(tickers);
  const same = (a: string | null, b: string | null) =>
    b == null || a?.toLowerCase() === b.trim().toLowerCase();
  const matching = new Set(
    rows.flatMap((row) =>
      row && !(row instanceof Error) && same(row.sector, sector) && same(row.industry, industry)
        ? [row.ticker]
        : [],
    ),
  );
  return records.filter((record) => record.tickers.some((ticker) => matching.has(ticker)));
}
