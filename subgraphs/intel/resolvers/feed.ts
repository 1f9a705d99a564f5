/**
 * A company's news from the news store as a NewsFeed (svc_v3_fundamentals_news): Query.filingNews,
 * Instrument.news and its older name Instrument.filingNews. The items are the store's, in the one
 * NewsItem shape of every news route (newsShared.ts); a company for which the store holds nothing
 * is 503 dataset_unavailable (spec/01 rule 4), a held one with nothing in the window a real empty list.
 */
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { SOURCE_NOTES } from "../domain/newsCoverage.js";
import type { NewsRecord } from "../domain/newsRecord.js";
import type { NewsFeed } from "../types/newsFeed.js";
import { heldNewsOf, toNewsItem } from "./newsShared.js";

export interface FeedWindow {
  limit: number;
  /** Inclusive UTC dates of `published`, YYYY-MM-DD. */
  startDate?: string | null;
  endDate?: string | null;
}

const utcDay = (record: NewsRecord) => new Date(record.publishedMs).toISOString().slice(0, 10);

export async function loadFeed(
  ctx: SubgraphContext<"intel">,
  instrument: InstrumentRow,
  window: FeedWindow,
): Promise<NewsFeed> {
  // One statement per batch of instruments (newsOfTicker): only items visible at the clock.
  const held = await heldNewsOf(ctx, instrument);
  const chosen = held.filter((record) => inWindow(utcDay(record), window)).slice(0, window.limit);
  const items = chosen.map((record) => toNewsItem(record));
  const oldest = held.at(-1) as NewsRecord;
  const sources = [...new Set(held.map((record) => record.source))].sort();
  return {
    items,
    count: items.length,
    source: sources.join(","),
    ticker: instrument.ticker,
    newestItemDate: chosen[0] ? utcDay(chosen[0]) : null,
    searchedBackTo: utcDay(oldest),
    isPartial: true,
    coverageNote: coverageNote(instrument, held, sources, window),
  };
}

function inWindow(day: string, window: FeedWindow): boolean {
  return (!window.startDate || day >= window.startDate) && (!window.endDate || day <= window.endDate);
}

function coverageNote(
  instrument: InstrumentRow,
  held: NewsRecord[],
  sources: string[],
  window: FeedWindow,
): string {
  const oldest = utcDay(held.at(-1) as NewsRecord);
  const notes = [
    `News items of the news store held for ${instrument.ticker}: ${held.length}, published ${oldest} onwards. Sources: ${sources.map((source) => SOURCE_NOTES[source] ?? source).join("; ")}. Older items are not held.`,
  ];
  if (window.startDate && window.startDate < oldest) {
    notes.push(`start_date ${window.startDate} precedes the oldest item held (${oldest}).`);
  }
  return notes.join(" ");
}
