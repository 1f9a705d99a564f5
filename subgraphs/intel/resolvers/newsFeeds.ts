/**
 * The store's time-window feeds (docs/NEWS.md): svc_v3_news_aggregated, svc_v3_news_latest,
 * svc_v3_intel_news_headlines and svc_v3_news_by_topic. Each reads the news store bounded by the
 * clock, newest first, and says in `coverage` how much of its window the store holds.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, OPTIONAL_TICKER_ARG, TICKER_ARG, trailingArg } from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { storeNews, storeNewsCount } from "../data/newsStore.js";
import { coverageOf } from "../domain/newsCoverage.js";
import { readingOf } from "../domain/newsRecord.js";
import { checkTopics } from "../domain/newsTopics.js";
import { dateRangeWindow, trailingWindow } from "../domain/newsWindows.js";
import { NewsAggregated, NewsByTopic, NewsHeadlines, NewsLatest } from "../types/newsAnswers.js";
import { heldNewsOf, storeHolding, tickerHolding, toNewsItem } from "./newsShared.js";

/** spec/03 "News aggregated": at most 150 items read per request. */
export const AGGREGATED_READ_CAP = 150;

const iso = (ms: number) => new Date(ms).toISOString();

@Resolver()
export class NewsFeedsResolver {
  @Query(() => NewsAggregated, {
    description:
      "Operation svc_v3_news_aggregated: headlines of the last `hours`, market-wide or tagged with `ticker`; at most 150 items read.",
  })
  async newsAggregated(
    @Arg("hours", () => Int, { defaultValue: 24, description: trailingArg("hours", 1, 168) })
    @range(1, 168)
    hours: number,
    @Arg("limit", () => Int, { defaultValue: 100, description: "Items returned, of those read." })
    @range(1, 1000)
    limit: number,
    @Arg("ticker", () => String, { nullable: true, description: "Only headlines tagged with it." })
    ticker: string | null,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsAggregated> {
    const window = trailingWindow("hours", hours, ctx.clock.now());
    const row = ticker == null ? null : await requireInstrument(ctx, ticker);
    const holding = row ? await tickerHolding(ctx, row.ticker) : await storeHolding(ctx);
    const scope = row ? { ticker: row.ticker } : {};
    const [read, inWindow] = await Promise.all([
      storeNews(ctx, window, { ...scope, limit: AGGREGATED_READ_CAP }),
      storeNewsCount(ctx, window, scope),
    ]);
    const oldestRead = read.at(-1);
    const incomplete =
      inWindow > read.length && oldestRead
        ? [
            `The window holds ${inWindow} items; the ${AGGREGATED_READ_CAP} read reach back to ${iso(oldestRead.publishedMs)} only, not to the window's start.`,
          ]
        : [];
    const items = read.slice(0, limit).map((record) => toNewsItem(record));
    return {
      source: row ? "news_ticker" : "news_market",
      ticker: row?.ticker ?? null,
      hours,
      count: items.length,
      itemsRead: read.length,
      readCap: AGGREGATED_READ_CAP,
      deduplicated: false,
      items,
      coverage: coverageOf(holding, window, {
        incomplete,
        notes: ["Items are not de-duplicated: a story in several sources is listed once per source."],
      }),
    };
  }

  @Query(() => NewsLatest, {
    description: "Operation svc_v3_news_latest: a ticker's items of the last `minutes`, newest first.",
  })
  async newsLatest(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("minutes", () => Int, { defaultValue: 60, description: trailingArg("minutes", 5, 1440) })
    @range(5, 1440)
    minutes: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsLatest> {
    const row = await requireInstrument(ctx, ticker);
    const records = await heldNewsOf(ctx, row);
    const window = trailingWindow("minutes", minutes, ctx.clock.now());
    const items = records
      .filter((record) => record.publishedMs >= window.fromMs && record.publishedMs <= window.toMs)
      .map((record) => toNewsItem(record));
    return {
      ticker: row.ticker,
      minutes,
      count: items.length,
      items,
      coverage: coverageOf(await tickerHolding(ctx, row.ticker), window),
    };
  }

  @Query(() => NewsHeadlines, {
    description:
      "Operation svc_v3_intel_news_headlines: the newest headlines, market-wide or for one ticker.",
  })
  async newsHeadlines(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 100) })
    @range(1, 100)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsHeadlines> {
    const row = ticker == null ? null : await requireInstrument(ctx, ticker);
    const holding = row ? await tickerHolding(ctx, row.ticker) : await storeHolding(ctx);
    // The newest `limit` of everything held: the window is the store's whole span up to now.
    const window = { fromMs: holding.oldestMs, toMs: ctx.clock.now().getTime() };
    const records = await storeNews(ctx, window, { ...(row ? { ticker: row.ticker } : {}), limit });
    const items = records.map((record) => toNewsItem(record));
    return { ticker: row?.ticker ?? null, count: items.length, items, coverage: coverageOf(holding, window) };
  }

  @Query(() => NewsByTopic, {
    description:
      "Operation svc_v3_news_by_topic: items about a topic in a date range; any topic outside the list is 422 invalid_topic.",
  })
  async newsByTopic(
    @Arg("topic", () => String, {
      description:
        "earnings, dividend, layoffs, lawsuit, mergers, pricemovement, tanalysis, product, ceo, pressrelease, podcast, oil, futures or paywall.",
    })
    topic: string,
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("items", () => Int, { defaultValue: 50, description: limitArg(1, 50) }) @range(1, 50) items: number,
    @Arg("dateRange", () => String, {
      defaultValue: "last7days",
      description: "today, yesterday, last<N>days or MMDDYYYY-MMDDYYYY (New York dates).",
    })
    dateRange: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsByTopic> {
    const [asked] = checkTopics("topic", [topic]) as [ReturnType<typeof checkTopics>[number]];
    const window = dateRangeWindow("date_range", dateRange, ctx.clock.now());
    const row = ticker == null ? null : await requireInstrument(ctx, ticker);
    const holding = row ? await tickerHolding(ctx, row.ticker) : await storeHolding(ctx);
    const inWindow = row
      ? (await heldNewsOf(ctx, row)).filter(
          (r) => r.publishedMs >= window.fromMs && r.publishedMs <= window.toMs,
        )
      : await storeNews(ctx, window);
    // paywall is a property of a source's item, not a word: no source of the store is paywalled.
    const chosen = inWindow
      .filter((record) => asked !== "paywall" && readingOf(record).topics.includes(asked))
      .slice(0, items)
      .map((record) => toNewsItem(record));
    return {
      topic: asked,
      ticker: row?.ticker ?? null,
      dateRange: { value: dateRange, fromDate: window.fromDate, toDate: window.toDate, basis: window.basis },
      count: chosen.length,
      items: chosen,
      coverage: coverageOf(holding, window, {
        notes: [
          "Topics are a keyword reading of each headline (docs/NEWS.md); paywall matches no item: no source of the store is paywalled.",
        ],
      }),
    };
  }
}
