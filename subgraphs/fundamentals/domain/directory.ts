/**
 * Search ranking, listing status and paging of the instrument directory routes (pure).
 *
 * Search: an exact symbol first, then symbols starting with the query, then names containing it;
 * within a class S&P 500 members first, then shorter symbols, then alphabetical.
 *
 * Listing status (spec/01 values): the master holds two kinds of row. A symbol from the S&P 500
 * list or the SEC ticker map is `active` (is_active true). A symbol known only from a price file
 * is `not_in_security_master` and is_active null: nothing says whether it still trades. No
 * rename or delisting history is held, so `renamed` (now_trades_as) and `delisted`
 * (delist_date) never arise and those fields are null.
 *
 * Paging (tickers): page p of size n covers rows (p−1)·n .. p·n−1 in symbol order. has_more
 * says rows follow this page; next_page is p+1 while that page is reachable (page ≤ 200);
 * truncated says rows exist beyond the last reachable page (200 · n).
 */
export type MatchKind = "ticker_exact" | "ticker_prefix" | "name";

export interface Searchable {
  ticker: string;
  name: string;
  is_sp500: number;
}

export function matchKind(row: Searchable, query: string): MatchKind | null {
  const q = query.trim().toUpperCase();
  if (q === "") return null;
  if (row.ticker === q) return "ticker_exact";
  if (row.ticker.startsWith(q)) return "ticker_prefix";
  if (row.name.toUpperCase().includes(q)) return "name";
  return null;
}

const RANK: Record<MatchKind, number> = { ticker_exact: 0, ticker_prefix: 1, name: 2 };

export function rankMatches<T extends Searchable>(
  rows: readonly T[],
  query: string,
): { row: T; match: MatchKind }[] {
  return rows
    .flatMap((row) => {
      const match = matchKind(row, query);
      return match ? [{ row, match }] : [];
    })
    .sort(
      (a, b) =>
        RANK[a.match] - RANK[b.match] ||
        b.row.is_sp500 - a.row.is_sp500 ||
        a.row.ticker.length - b.row.ticker.length ||
        a.row.ticker.localeCompare(b.row.ticker),
    );
}

export interface ListingStatus {
  listingStatus: "active" | "not_in_security_master";
  isActive: boolean | null;
}

export function listingStatusOf(masterStatus: string): ListingStatus {
  return masterStatus === "active"
    ? { listingStatus: "active", isActive: true }
    : { listingStatus: "not_in_security_master", isActive: null };
}

export const MAX_PAGE = 200;

export interface Page {
  offset: number;
  hasMore: boolean;
  nextPage: number | null;
  truncated: boolean;
}

export function pageOf(page: number, limit: number, total: number): Page {
  const offset = (page - 1) * limit;
  const hasMore = offset + limit < total;
  return {
    offset,
    hasMore,
    nextPage: hasMore && page < MAX_PAGE ? page + 1 : null,
    truncated: total > MAX_PAGE * limit,
  };
}
