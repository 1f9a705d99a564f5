/**
 * svc_v3_news_summary (/api/v3/news/summary/{ticker}), on Query and Instrument.newsSummary: the
 * last 24 hours' items (all counted, the newest 20 listed) and 7 New York days of headline
 * sentiment from the news store; trending, events and analyst actions come from feeds the store
 * does not hold, so they are null with their reasons, never empty lists (docs/NEWS.md).
 */
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { coverageOf } from "../domain/newsCoverage.js";
import { SENTIMENT_METHOD } from "../domain/newsSentiment.js";
import { dateRangeWindow, trailingWindow } from "../domain/newsWindows.js";
import { Instrument } from "../types/instrument.js";
import { NewsSummary } from "../types/newsNotHeld.js";
import { rangeOf, sentimentOf } from "./newsSentiment.js";
import { heldNewsOf, tickerHolding, toNewsItem } from "./newsShared.js";

/** spec/02: the newest 20 of the last 24 hours' stories are listed. */
export const SUMMARY_LISTED = 20;

export const NewsSummaryResolver = instrumentOperation<"intel">(Instrument, {
  field: "newsSummary",
  summary: "a ticker's news at a glance: 24 hours of items, 7 days of headline sentiment.",
  instrumentDescription: (operation) =>
    `The company's news at a glance (${operation}); null with a 503 dataset_unavailable error when the store holds none for it.`,
  returns: () => NewsSummary,
  async resolve(ctx, row): Promise<NewsSummary> {
    const records = await heldNewsOf(ctx, row);
    const holding = await tickerHolding(ctx, row.ticker);
    const now = ctx.clock.now();
    const day = trailingWindow("hours", 24, now);
    const stories = records.filter((r) => r.publishedMs >= day.fromMs && r.publishedMs <= day.toMs);
    const week = dateRangeWindow("date_range", "last7days", now);
    const weekItems = records.filter((r) => r.publishedMs >= week.fromMs && r.publishedMs <= week.toMs);
    return {
      ticker: row.ticker,
      stories24h: {
        count: stories.length,
        items: stories.slice(0, SUMMARY_LISTED).map((record) => toNewsItem(record)),
        coverage: coverageOf(holding, day),
      },
      sentiment7d: {
        ...sentimentOf(weekItems),
        method: SENTIMENT_METHOD,
        dateRange: rangeOf("last7days", week),
      },
      trending72h: null,
      trending72hReason: "no_live_news_feed_configured (provider live_news)",
      events: null,
      eventsReason: "no_event_clustering_feed_configured (provider news_events)",
      analystActions: null,
      analystActionsReason: "no_analyst_action_feed_configured (provider analyst_actions)",
    };
  },
});
