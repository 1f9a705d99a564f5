/**
 * What every store-backed news route shares (docs/NEWS.md): the one mapping from a store record to
 * the NewsItem contract, the tickers a request names (known, unknown, held, not held), what the
 * store holds for an answer's scope and the coverage it reports, and the refusals: a ticker for
 * which no news is held, or a store holding nothing, is 503 dataset_unavailable (spec/01 rule 4:
 * never an empty list), not billed.
 */

import { ServiceError, unknownTicker } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, instrumentByTicker } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { invalidArgument } from "../../kit/validation.js";
import { newsOfTicker, newsSpansOfTicker, storeHoldings } from "../data/newsStore.js";
import type { Holding } from "../domain/newsCoverage.js";
import { type NewsRecord, readingOf } from "../domain/newsRecord.js";
import type { NewsItem } from "../types/newsItem.js";

/** The dataset named by the store's 503s. */
export const NEWS_DATASET = "news_store";
/** Bounds the work of a call naming tickers (spec/02 gives none but news_pro's 20). */
export const NEWS_MAX_TICKERS = 50;
/** spec/02: news_pro takes up to 20 tickers; its family (why_moving, …) takes the same list. */
export const NEWS_PRO_MAX_TICKERS = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** Reasons of a source for what its items never carry. */
const SOURCE_REASONS: Readonly<Record<string, { teaser: string; updated: string; body: string }>> = {
  "sec-edgar": {
    teaser: "edgar_metadata_has_no_summary",
    updated: "edgar_filings_are_not_updated (an amendment is a filing of its own)",
    body: "filing_documents_not_held",
  },
};
const GENERIC_REASONS = {
  teaser: "source_gives_no_teaser",
  updated: "not_updated_since_published",
  body: "no_body_held",
};

/** The NewsItem contract of a record; `withBody` false leaves a held body out (news_pro's body=false). */
export function toNewsItem(record: NewsRecord, withBody = true): NewsItem {
  const reasons = SOURCE_REASONS[record.source] ?? GENERIC_REASONS;
  const { topics, catalyst, sentiment } = readingOf(record);
  const published = iso(record.publishedMs);
  const nullReasons: Record<string, string> = {};
  if (record.ticker === null) nullReasons.ticker = "untagged_market_news";
  if (record.filing === null) {
    for (const field of ["form", "filingDate", "reportDate"]) nullReasons[field] = "not_an_sec_filing";
  } else if (record.filing.reportDate === null) nullReasons.reportDate = "no_report_date_in_edgar_index";
  const body = withBody ? record.body : null;
  return {
    id: record.id,
    title: record.title,
    teaser: record.teaser,
    teaserReason: record.teaser === null ? reasons.teaser : null,
    url: record.url,
    ticker: record.ticker,
    tickers: record.tickers,
    coins: record.coins,
    channels: record.channels,
    tags: record.tags,
    author: record.author,
    published,
    publishedReason: null,
    created: published,
    updated: record.updatedMs === null ? null : iso(record.updatedMs),
    updatedReason: record.updatedMs === null ? reasons.updated : null,
    body,
    bodyReason: body !== null ? null : record.body === null ? reasons.body : "not_requested (body=false)",
    source: record.source,
    newsType: record.newsType,
    topics,
    catalystType: catalyst.type,
    catalystBasis: catalyst.basis,
    sentiment,
    form: record.filing?.form ?? null,
    filingDate: record.filing?.filingDate ?? null,
    reportDate: record.filing?.reportDate ?? null,
    items: record.filing?.items ?? [],
    nullReasons,
  };
}

export function noNewsHeld(ticker: string): ServiceError {
  return datasetNotHeld(ticker, NEWS_DATASET, "no_news_held", "news");
}

/** No news held for these tickers (one: as noNewsHeld). */
export function noNewsHeldFor(tickers: readonly string[]): ServiceError {
  if (tickers.length === 1) return noNewsHeld(tickers[0] as string);
  return new ServiceError(
    "dataset_unavailable",
    `No news is held for ${tickers.join(", ")}; nothing was charged.`,
    {
      retryAfterS: null,
      extra: { tickers, dataset: NEWS_DATASET, reason: "no_news_held" },
    },
  );
}

/** What the whole store holds at the clock; a store holding nothing is 503, never an empty list. */
export async function storeHolding(ctx: SubgraphContext<"intel">): Promise<Holding> {
  const sources = await ctx.loaders.get(storeHoldings).load("store");
  const oldest = sources.map((s) => s.oldestMs).filter((ms): ms is number => ms !== null);
  if (sources.length === 0 || oldest.length === 0) {
    throw new ServiceError(
      "dataset_unavailable",
      "The news store holds no item at this time; nothing was charged.",
      {
        retryAfterS: null,
        extra: { dataset: NEWS_DATASET, reason: "news_store_empty" },
      },
    );
  }
  return {
    sources: sources.map((s) => s.source),
    oldestMs: Math.min(...oldest),
    heldThroughMs: Math.min(...sources.map((s) => s.heldThroughMs)),
  };
}

/**
 * What the store holds for some tickers at the clock (those with no item are left out of it);
 * null when it holds nothing for any of them.
 */
export async function tickersHolding(
  ctx: SubgraphContext<"intel">,
  tickers: readonly string[],
): Promise<Holding | null> {
  const spans = (await ctx.loaders.get(newsSpansOfTicker).loadMany([...tickers])).flatMap((span) => {
    if (span instanceof Error) throw span;
    return span;
  });
  if (spans.length === 0) return null;
  const store = await ctx.loaders.get(storeHoldings).load("store");
  const sources = [...new Set(spans.map((span) => span.source))].sort();
  const through = store.filter((s) => sources.includes(s.source)).map((s) => s.heldThroughMs);
  return {
    sources,
    oldestMs: Math.min(...spans.map((span) => span.oldestMs)),
    heldThroughMs: through.length > 0 ? Math.min(...through) : ctx.clock.now().getTime(),
  };
}

/** What the store holds for one known ticker; none is 503 dataset_unavailable. */
export async function tickerHolding(ctx: SubgraphContext<"intel">, ticker: string): Promise<Holding> {
  const holding = await tickersHolding(ctx, [ticker]);
  if (!holding) throw noNewsHeld(ticker);
  return holding;
}

/** A known ticker's visible items, newest first; none held is 503 dataset_unavailable. */
export async function heldNewsOf(ctx: SubgraphContext<"intel">, row: InstrumentRow): Promise<NewsRecord[]> {
  const records = await ctx.loaders.get(newsOfTicker).load(row.ticker);
  if (records.length === 0) throw noNewsHeld(row.ticker);
  return records;
}

export interface NamedTickers {
  known: InstrumentRow[];
  unknown: string[];
}

/**
 * A list of symbols: normalised, de-duplicated in the caller's order, empty entries skipped, split
 * into known and unknown. 404 unknown_ticker when every symbol is unknown (as growth and
 * dividends answer); more than `max` is 422 naming the parameter.
 */
export async function namedTickers(
  ctx: SubgraphContext<"intel">,
  parameter: string,
  raw: readonly string[],
  max: number,
): Promise<NamedTickers> {
  const tickers = [...new Set(raw.filter((t) => t.trim() !== "").map((t) => normaliseTicker(t)))];
  if (tickers.length === 0) throw invalidArgument(parameter, "no symbol given", "a comma list of symbols");
  if (tickers.length > max)
    throw invalidArgument(parameter, `${tickers.length} symbols`, `at most ${max} symbols`);
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany(tickers);
  const known: InstrumentRow[] = [];
  const unknown: string[] = [];
  rows.forEach((row, i) => {
    if (row && !(row instanceof Error)) known.push(row);
    else unknown.push(tickers[i] as string);
  });
  if (known.length === 0) {
    if (unknown.length === 1) throw unknownTicker(unknown[0] as string);
    throw new ServiceError(
      "unknown_ticker",
      `None of the symbols ${unknown.join(", ")} is known to the platform (current or delisted).`,
      { extra: { tickers: unknown } },
    );
  }
  return { known, unknown };
}

export interface HeldTickers {
  /** Visible items per held ticker, newest first. */
  held: Map<string, NewsRecord[]>;
  notHeld: string[];
}

/** Which of the known tickers the store holds news for; none of them is 503 dataset_unavailable. */
export async function heldTickers(
  ctx: SubgraphContext<"intel">,
  known: readonly InstrumentRow[],
): Promise<HeldTickers> {
  const lists = await ctx.loaders.get(newsOfTicker).loadMany(known.map((row) => row.ticker));
  const held = new Map<string, NewsRecord[]>();
  const notHeld: string[] = [];
  lists.forEach((list, i) => {
    const ticker = (known[i] as InstrumentRow).ticker;
    if (list instanceof Error) throw list;
    if (list.length > 0) held.set(ticker, list);
    else notHeld.push(ticker);
  });
  if (held.size === 0) throw noNewsHeldFor(notHeld);
  return { held, notHeld };
}

/** Every record of several tickers' lists once (an item tagged with two of them is one item). */
export function distinctRecords(lists: Iterable<readonly NewsRecord[]>): NewsRecord[] {
  const byId = new Map<string, NewsRecord>();
  for (const list of lists) for (const record of list) byId.set(record.id, record);
  return [...byId.values()];
}
