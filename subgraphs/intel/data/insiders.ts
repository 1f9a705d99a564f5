/**
 * insider_transactions as intel reads it. A line is visible on a day once its visible_from (the
 * Form 4 deadline) has passed: strictly before the day, because a filing due on a day may reach
 * EDGAR as late as 22:00 that day. Newest transaction first, then filing, then table order.
 */
import type { Selectable } from "kysely";
import type { Warehouse } from "../../../warehouse/connection.js";
import type { InsiderTransactionsTable } from "../../../warehouse/schema.js";

export type InsiderRow = Selectable<InsiderTransactionsTable>;

/** spec/02: the feed reads about the last 20k rows. */
export const FEED_WINDOW_ROWS = 20_000;

function visible(db: Warehouse<"intel">, today: string) {
  return db
    .selectFrom("insider_transactions")
    .selectAll()
    .where("visible_from", "<", today)
    .orderBy("transaction_date", "desc")
    .orderBy("filing_key")
    .orderBy("row_no");
}

export function insiderRowsOf(db: Warehouse<"intel">, ticker: string, today: string): Promise<InsiderRow[]> {
  return visible(db, today).where("issuer_ticker", "=", ticker).execute();
}

export function newestInsiderRows(
  db: Warehouse<"intel">,
  today: string,
  rows = FEED_WINDOW_ROWS,
): Promise<InsiderRow[]> {
  return visible(db, today).limit(rows).execute();
}

/** Purchases (code P) visible by the day with a transaction date in (start, end]. */
export function visiblePurchases(
  db: Warehouse<"intel">,
  today: string,
  start: string,
  end: string,
): Promise<InsiderRow[]> {
  return visible(db, today)
    .where("transaction_code", "=", "P")
    .where("transaction_date", ">", start)
    .where("transaction_date", "<=", end)
    .execute();
}

/** The newest transaction date visible by the day, and whether every line of that window is whole. */
export async function newestVisibleTransactionDate(
  db: Warehouse<"intel">,
  today: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("insider_transactions")
    .select((eb) => eb.fn.max("transaction_date").as("newest"))
    .where("visible_from", "<", today)
    .executeTakeFirst();
  return (row?.newest as string | null | undefined) ?? null;
}

/** Whether any line of (start, end] comes from a source holding only the filing's first line. */
export async function partialFilingsIn(
  db: Warehouse<"intel">,
  today: string,
  start: string,
  end: string,
): Promise<number> {
  const row = await db
    .selectFrom("insider_transactions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("visible_from", "<", today)
    .where("filing_complete", "=", 0)
    .where("transaction_date", ">", start)
    .where("transaction_date", "<=", end)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
