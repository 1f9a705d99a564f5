/**
 * Headline sentiment from the news store (docs/NEWS.md "Sentiment"): svc_v3_news_sentiment_stats
 * (a ticker's days) and svc_v3_news_all_tickers_sentiment (every ticker with news in the range).
 * Every score is the lexicon method of domain/newsSentiment.ts applied to a real headline, or the
 * mean of such scores; a day or ticker without an item has no score (null with its reason).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { pageArg, TICKER_ARG } from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { storeNews } from "../data/newsStore.js";
import { coverageOf } from "../domain/newsCoverage.js";
import { type NewsRecord, readingOf } from "../domain/newsRecord.js";
import { pageOf } from "../domain/newsSelection.js";
import { meanScore, SENTIMENT_METHOD } from "../domain/newsSentiment.js";
import { addDays, dateRangeWindow, type NewsWindow } from "../domain/newsWindows.js";
import {
  AllTickersSentiment,
  type NewsDateRange,
  NewsSentimentStats,
  type NewsSentimentSummary,
} from "../types/newsAnswers.js";
import { heldNewsOf, storeHolding, tickerHolding } from "./newsShared.js";

/** Tickers per page of all_tickers_sentiment (spec/02 bounds page to 1..20, not its size). */
export const SENTIMENT_TICKERS_PER_PAGE = 50;

const DATE_RANGE = "today, yesterday, last<N>days or MMDDYYYY-MMDDYYYY (New York dates).";

/** The mean score and label counts of some items; none: score null with its reason. */
export function sentimentOf(records: readonly NewsRecord[]): NewsSentimentSummary {
  const labels = records.map((record) => readingOf(record).sentiment);
  const score = meanScore(labels.map((s) => s.score));
  return {
    score,
    scoreReason: score === null ? "no_items_in_range" : null,
    itemCount: records.length,
    positive: labels.filter((s) => s.label === "positive").length,
    negative: labels.filter((s) => s.label === "negative").length,
    neutral: labels.filter((s) => s.label === "neutral").length,
  };
}

export function rangeOf(value: string, window: NewsWindow): NewsDateRange {
  return { value, fromDate: window.fromDate, toDate: window.toDate, basis: window.basis };
}

const inWindow = (window: NewsWindow) => (record: NewsRecord) =>
  record.publishedMs >= window.fromMs && record.publishedMs <= window.toMs;

@Resolver()
export class NewsSentimentResolver {
  @Query(() => NewsSentimentStats, {
    description:
      "Operation svc_v3_news_sentiment_stats: a ticker's daily headline sentiment (-1.5..+1.5) over a date range.",
  })
  async newsSentimentStats(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("dateRange", () => String, { defaultValue: "last30days", description: DATE_RANGE })
    dateRange: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<NewsSentimentStats> {
    const window = dateRangeWindow("date_range", dateRange, ctx.clock.now());
    const row = await requireInstrument(ctx, ticker);
    const records = (await heldNewsOf(ctx, row)).filter(inWindow(window));
    const byDay = new Map<string, NewsRecord[]>();
    for (const record of records) {
      const day = easternDate(new Date(record.publishedMs));
      byDay.set(day, [...(byDay.get(day) ?? []), record]);
    }
    const days = [];
    for (let day = window.fromDate; day <= window.toDate; day = addDays(day, 1)) {
      days.push({ date: day, ...sentimentOf(byDay.get(day) ?? []) });
    }
    return {
      ticker: row.ticker,
      dateRange: rangeOf(dateRange, window),
      method: SENTIMENT_METHOD,
      overall: sentimentOf(records),
      days,
      coverage: coverageOf(await tickerHolding(ctx, row.ticker), window, {
        notes: [`Days are New York dates of publication; scores are ${SENTIMENT_METHOD} (docs/NEWS.md).`],
      }),
    };
  }

  @Query(() => AllTickersSentiment, {
    description:
      "Operation svc_v3_news_all_tickers_sentiment: every ticker with news in the date range, most items first, with its mean headline sentiment.",
  })
  async allTickersSentiment(
    @Arg("dateRange", () => String, { defaultValue: "last7days", description: DATE_RANGE }) dateRange: string,
    @Arg("page", () => Int, { defaultValue: 1, description: pageArg(1, 20) }) @range(1, 20) page: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<AllTickersSentiment> {
    const window = dateRangeWindow("date_range", dateRange, ctx.clock.now());
    const holding = await storeHolding(ctx);
    const byTicker = new Map<string, NewsRecord[]>();
    for (const record of await storeNews(ctx, window)) {
      for (const ticker of record.tickers) byTicker.set(ticker, [...(byTicker.get(ticker) ?? []), record]);
    }
    const rows = [...byTicker]
      .map(([ticker, records]) => ({ ticker, ...sentimentOf(records) }))
      .sort((a, b) => b.itemCount - a.itemCount || (a.ticker < b.ticker ? -1 : 1));
    const one = pageOf(rows, page, SENTIMENT_TICKERS_PER_PAGE);
    return {
      dateRange: rangeOf(dateRange, window),
      method: SENTIMENT_METHOD,
      page: one.page,
      pageSize: one.pageSize,
      total: one.total,
      hasMore: one.hasMore,
      nextPage: one.nextPage,
      rows: one.items,
      coverage: coverageOf(holding, window),
    };
  }
}
