/**
 * A news item as the news domain reads it: the store's row (warehouse/schema.ts NewsItemsTable)
 * with its lists parsed and its instants as numbers, and what is read from its text — topics,
 * catalyst and sentiment — computed once per item and kept beside it.
 */
import { type CatalystReading, catalystOf } from "./newsCatalyst.js";
import { type HeadlineSentiment, headlineSentiment } from "./newsSentiment.js";
import { type NewsTopic, topicsOf } from "./newsTopics.js";

export interface FilingFields {
  cik: string;
  form: string;
  filingDate: string;
  reportDate: string | null;
  /** Form 8-K item codes, ["2.02", "9.01"]; empty for other forms. */
  items: string[];
}

export interface NewsRecord {
  id: string;
  source: string;
  sourceFile: string;
  title: string;
  teaser: string | null;
  url: string;
  ticker: string | null;
  tickers: string[];
  coins: string[];
  channels: string[];
  tags: string[];
  author: string;
  publishedMs: number;
  updatedMs: number | null;
  visibleFromMs: number;
  body: string | null;
  newsType: "article" | "video";
  /** The filing's own fields when the item is an SEC filing event; null otherwise. */
  filing: FilingFields | null;
}

export interface NewsReading {
  topics: NewsTopic[];
  catalyst: CatalystReading;
  sentiment: HeadlineSentiment;
}

const readings = new WeakMap<NewsRecord, NewsReading>();

/** The item's topics, catalyst and sentiment, read from its title and teaser once. */
export function readingOf(record: NewsRecord): NewsReading {
  let reading = readings.get(record);
  if (!reading) {
    reading = {
      topics: topicsOf(record.title, record.teaser),
      catalyst: catalystOf(record.title),
      sentiment: headlineSentiment(record.title, record.teaser),
    };
    readings.set(record, reading);
  }
  return reading;
}

/** Newest first; the id breaks ties so every order is total. */
export function newestFirst(a: NewsRecord, b: NewsRecord): number {
  if (a.publishedMs !== b.publishedMs) return b.publishedMs - a.publishedMs;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
