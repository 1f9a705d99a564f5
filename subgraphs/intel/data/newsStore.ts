/**
 * The news store as intel reads it (news_items, news_item_tickers; docs/NEWS.md). Every read is
 * bounded by the request's clock: an item exists only from its visible_from_ms (its publication,
 * or for a filing 22:00 ET on its filing date: warehouse/ingest/news.ts).
 *
 * Per ticker, a loader reads every visible item of the batch's tickers in one statement (a
 * company holds a few hundred items here; windows, filters and paging are applied in memory).
 * Market-wide reads are bounded in SQL by their window and, where the route says so, a count.
 */
import type { ExpressionBuilder, Selectable } from "kysely";
import type { IntelDatabase, NewsItemsTable } from "../../../warehouse/schema.js";
import type { SubgraphContext } from "../../kit/context.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import { itemCodes } from "../domain/forms.js";
import { type NewsRecord, newestFirst } from "../domain/newsRecord.js";

type ItemRow = Selectable<NewsItemsTable>;

function listOf(json: string): string[] {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
}

export function toRecord(row: ItemRow): NewsRecord {
  const filing =
    row.cik !== null && row.form !== null && row.filing_date !== null
      ? {
          cik: row.cik,
          form: row.form,
          filingDate: row.filing_date,
          reportDate: row.report_date,
          items: row.form.startsWith("8-K") ? itemCodes(row.filing_items) : [],
        }
      : null;
  return {
    id: row.id,
    source: row.source,
    sourceFile: row.source_file,
    title: row.title,
    teaser: row.teaser,
    url: row.url,
    ticker: row.ticker,
    tickers: listOf(row.tickers),
    coins: listOf(row.coins),
    channels: listOf(row.channels),
    tags: listOf(row.tags),
    author: row.author,
    publishedMs: Number(row.published_ms),
    updatedMs: row.updated_ms === null ? null : Number(row.updated_ms),
    visibleFromMs: Number(row.visible_from_ms),
    body: row.body,
    newsType: row.news_type === "video" ? "video" : "article",
    filing,
  };
}

/** Every item tagged with the ticker and visible at the clock, newest first. */
export const newsOfTicker = defineLoader<string, NewsRecord[], "intel">(
  "intel.newsOfTicker",
  async ({ db, clock }, tickers) => {
    const now = clock.now().getTime();
    const rows = await db
      .selectFrom("news_item_tickers as t")
      .innerJoin("news_items as i", "i.id", "t.item_id")
      .selectAll("i")
      .select("t.ticker as tagged")
      .where("t.ticker", "in", [...tickers])
      .where("t.visible_from_ms", "<=", now)
      .execute();
    return alignByKey(
      tickers,
      rows,
      (row) => row.tagged,
      (group) => group.map(toRecord).sort(newestFirst),
    );
  },
);

export interface StoreWindow {
  fromMs: number;
  toMs: number;
}

/**
 * Items visible at the clock and published in [fromMs, toMs], newest first: of the whole store,
 * or tagged with `ticker`; at most `limit` of them when given.
 */
export async function storeNews(
  { db, clock }: Pick<SubgraphContext<"intel">, "db" | "clock">,
  window: StoreWindow,
  options: { ticker?: string; limit?: number } = {},
): Promise<NewsRecord[]> {
  let query = db
    .selectFrom("news_items as i")
    .selectAll("i")
    .where("i.visible_from_ms", "<=", clock.now().getTime())
    .where("i.published_ms", ">=", window.fromMs)
    .where("i.published_ms", "<=", window.toMs)
    .orderBy("i.published_ms", "desc")
    .orderBy("i.id", "desc");
  if (options.ticker !== undefined) {
    const ticker = options.ticker;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("news_item_tickers as t")
          .select("t.item_id")
          .whereRef("t.item_id", "=", "i.id")
          .where("t.ticker", "=", ticker),
      ),
    );
  }
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toRecord);
}

/** How many items such a window holds at the clock, without reading them. */
export async function storeNewsCount(
  { db, clock }: Pick<SubgraphContext<"intel">, "db" | "clock">,
  window: StoreWindow,
  options: { ticker?: string } = {},
): Promise<number> {
  const now = clock.now().getTime();
  const row =
    options.ticker === undefined
      ? await db
          .selectFrom("news_items")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("visible_from_ms", "<=", now)
          .where("published_ms", ">=", window.fromMs)
          .where("published_ms", "<=", window.toMs)
          .executeTakeFirst()
      : await db
          .selectFrom("news_item_tickers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("ticker", "=", options.ticker)
          .where("visible_from_ms", "<=", now)
          .where("published_ms", ">=", window.fromMs)
          .where("published_ms", "<=", window.toMs)
          .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface TickerSpan {
  source: string;
  /** Items of the ticker from this source visible at the clock. */
  items: number;
  oldestMs: number;
}

/** Per ticker, per source: how many items are visible at the clock and the oldest one's publication. */
export const newsSpansOfTicker = defineLoader<string, TickerSpan[], "intel">(
  "intel.newsSpansOfTicker",
  async ({ db, clock }, tickers) => {
    const rows = await db
      .selectFrom("news_item_tickers as t")
      .innerJoin("news_items as i", "i.id", "t.item_id")
      .select((eb) => [
        "t.ticker",
        "i.source",
        eb.fn.countAll<number>().as("items"),
        eb.fn.min("t.published_ms").as("oldest"),
      ])
      .where("t.ticker", "in", [...tickers])
      .where("t.visible_from_ms", "<=", clock.now().getTime())
      .groupBy(["t.ticker", "i.source"])
      .orderBy("i.source")
      .execute();
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) =>
        group.map((row) => ({ source: row.source, items: Number(row.items), oldestMs: Number(row.oldest) })),
    );
  },
);

export interface SourceHeld {
  source: string;
  /** Items visible at the clock. */
  items: number;
  /** Publication of the oldest visible item; null when none is visible. */
  oldestMs: number | null;
  /**
   * Through when the source's items are held: the clock, or the newest item the source holds at
   * all when that is earlier (a bundled feed ends where its file was taken). Never after the clock.
   */
  heldThroughMs: number;
}

/** What the whole store holds at the clock, per source (an empty list when it holds nothing). */
export const storeHoldings = defineLoader<"store", SourceHeld[], "intel">(
  "intel.newsStoreHoldings",
  async ({ db, clock }, keys) => {
    const now = clock.now().getTime();
    const visible = (eb: ExpressionBuilder<IntelDatabase, "news_items">) =>
      eb.case().when("visible_from_ms", "<=", now).then(eb.ref("published_ms")).end();
    const rows = await db
      .selectFrom("news_items")
      .select((eb) => [
        "source",
        eb.fn.count(visible(eb)).as("items"),
        eb.fn.min(visible(eb)).as("oldest"),
        eb.fn.max("published_ms").as("newest"),
      ])
      .groupBy("source")
      .orderBy("source")
      .execute();
    const held = rows
      .map((row) => ({
        source: row.source,
        items: Number(row.items),
        oldestMs: row.oldest === null ? null : Number(row.oldest),
        heldThroughMs: Math.min(now, Number(row.newest)),
      }))
      .filter((row) => row.items > 0);
    return keys.map(() => held);
  },
);

/**
 * Every item visible at `nowMs` that names a ticker, in acceptance order (publication, then id):
 * what the news replay publishes, one pass (data/newsReplay.ts). The store holds a few hundred
 * filing events, so a pass reads them at once.
 */
export async function itemsInAcceptanceOrder(
  db: SubgraphContext<"intel">["db"],
  nowMs: number,
): Promise<NewsRecord[]> {
  const rows = await db
    .selectFrom("news_items")
    .selectAll()
    .where("visible_from_ms", "<=", nowMs)
    .where("ticker", "is not", null)
    .orderBy("published_ms", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toRecord);
}
