/**
 * Choosing, ordering and paging news items (pure): the filters of the list routes (ticker_news,
 * ticker_only, multi_ticker, category, alerts, by_topic, news_pro) applied to the items a route
 * read from the store. Every filter left out admits everything.
 */
import { type NewsRecord, newestFirst, readingOf } from "./newsRecord.js";
import type { SentimentLabel } from "./newsSentiment.js";
import { wordsOf } from "./newsText.js";
import type { NewsTopic } from "./newsTopics.js";

export interface NewsFilter {
  /** Published within [fromMs, toMs]. */
  window?: { fromMs: number; toMs: number };
  /** Tagged with at least one of these tickers. */
  anyTicker?: readonly string[];
  /** Tagged with every one of these tickers. */
  allTickers?: readonly string[];
  /** Tagged with this ticker and no other. */
  onlyTicker?: string;
  /** Tagged with at least one ticker (not market-wide). */
  tagged?: boolean;
  allTopics?: readonly NewsTopic[];
  anyTopic?: readonly NewsTopic[];
  noTopic?: readonly NewsTopic[];
  /** Sources, lower case. */
  sources?: readonly string[];
  excludedSources?: readonly string[];
  anyChannel?: readonly string[];
  newsType?: "article" | "video";
  sentiment?: SentimentLabel;
  /** Words that must all occur in the title or teaser (any order). */
  allWords?: readonly string[];
  /** Words of which one must occur. */
  anyWord?: readonly string[];
}

function hasTopic(record: NewsRecord, topic: NewsTopic): boolean {
  // paywall is a property of the source's item, not a word: no source of the store is paywalled.
  return topic !== "paywall" && readingOf(record).topics.includes(topic);
}

function textWords(record: NewsRecord): Set<string> {
  return new Set(wordsOf(record.teaser ? `${record.title} ${record.teaser}` : record.title));
}

/** The filter's search words as the text is read (lower case, whole words). */
export function searchWords(text: string | null | undefined): string[] {
  return text == null ? [] : wordsOf(text);
}

export function admits(filter: NewsFilter, record: NewsRecord): boolean {
  const { window } = filter;
  if (window && (record.publishedMs < window.fromMs || record.publishedMs > window.toMs)) return false;
  if (filter.anyTicker && !filter.anyTicker.some((t) => record.tickers.includes(t))) return false;
  if (filter.allTickers && !filter.allTickers.every((t) => record.tickers.includes(t))) return false;
  if (filter.onlyTicker && !(record.tickers.length === 1 && record.tickers[0] === filter.onlyTicker))
    return false;
  if (filter.tagged && record.tickers.length === 0) return false;
  if (filter.allTopics && !filter.allTopics.every((topic) => hasTopic(record, topic))) return false;
  if (filter.anyTopic && !filter.anyTopic.some((topic) => hasTopic(record, topic))) return false;
  if (filter.noTopic?.some((topic) => hasTopic(record, topic))) return false;
  const source = record.source.toLowerCase();
  if (filter.sources && !filter.sources.includes(source)) return false;
  if (filter.excludedSources?.includes(source)) return false;
  if (filter.anyChannel && !filter.anyChannel.some((channel) => record.channels.includes(channel)))
    return false;
  if (filter.newsType && record.newsType !== filter.newsType) return false;
  if (filter.sentiment && readingOf(record).sentiment.label !== filter.sentiment) return false;
  if (filter.allWords?.length || filter.anyWord?.length) {
    const words = textWords(record);
    if (filter.allWords && !filter.allWords.every((word) => words.has(word))) return false;
    if (filter.anyWord?.length && !filter.anyWord.some((word) => words.has(word))) return false;
  }
  return true;
}

export type NewsOrder = "newest" | "oldestfirst" | "rank";

/**
 * `newest` (the default), `oldestfirst`, or `rank`: relevance to the request, highest first —
 * how many of the requested tickers the item is tagged with, then how many of the search words it
 * holds, then how few other tickers share it (a story about one company before a round-up), then
 * newest. The store has no vendor rank, so this one is computed and says so (docs/NEWS.md).
 */
export function ordered(
  records: readonly NewsRecord[],
  order: NewsOrder,
  filter: NewsFilter = {},
): NewsRecord[] {
  if (order === "oldestfirst") return [...records].sort((a, b) => newestFirst(b, a));
  if (order === "newest") return [...records].sort(newestFirst);
  const requested = [...(filter.anyTicker ?? []), ...(filter.allTickers ?? [])];
  const words = [...(filter.allWords ?? []), ...(filter.anyWord ?? [])];
  const score = (record: NewsRecord) => {
    const text = textWords(record);
    return [
      requested.filter((ticker) => record.tickers.includes(ticker)).length,
      words.filter((word) => text.has(word)).length,
      -record.tickers.length,
    ];
  };
  const scored = records.map((record) => ({ record, score: score(record) }));
  return scored
    .sort((a, b) => {
      for (let i = 0; i < a.score.length; i++) {
        const diff = (b.score[i] as number) - (a.score[i] as number);
        if (diff !== 0) return diff;
      }
      return newestFirst(a.record, b.record);
    })
    .map(({ record }) => record);
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Matches over all pages. */
  total: number;
  hasMore: boolean;
  /** The next page's number; null on the last. */
  nextPage: number | null;
}

export function pageOf<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  const items = all.slice(start, start + pageSize);
  const hasMore = start + pageSize < all.length;
  return { items, page, pageSize, total: all.length, hasMore, nextPage: hasMore ? page + 1 : null };
}
