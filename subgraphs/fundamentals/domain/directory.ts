/**
 * Search ranking, listing status and paging of the instrument directory routes (pure).
 *
 * Search: an exact symbol first, then symbols starting with the query, then names containing it;
 * within a class S&P 500 members first, then shorter symbols, then alphabetical.
 *
 * Listing status (spec/01 values), by the master source that named the symbol (what the data
 * supports, issue 14 defect 7): a member of the S&P 500 constituents list is `active` (is_active
 * true); a symbol only the SEC's ticker map names (a 2024 snapshot: it ties the ticker to a
 * registrant, and says nothing of whether it still trades) is `unchecked` with is_active null; a
 * symbol known only from a price file is `not_in_security_master`, is_active null; a crypto pair
 * named by its price files is `active`. No rename or delisting history is held, so `renamed`
 * (now_trades_as) and `delisted` (delist_date) never arise and those fields are null, each with
 * its reason.
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
  listingStatus: "active" | "unchecked" | "not_in_security_master";
  isActive: boolean | null;
  /** Why isActive is null: the listing status itself (unchecked, not_in_security_master). */
  isActiveReason: "unchecked" | "not_in_security_master" | null;
}

/** The master's status and source of a row (instrumentMaster.ts). */
export interface MasterListing {
  listing_status: string;
  source: string;
}

export function listingStatusOf(row: MasterListing): ListingStatus {
  if (row.listing_status !== "active")
    return {
      listingStatus: "not_in_security_master",
      isActive: null,
      isActiveReason: "not_in_security_master",
    };
  if (row.source === "sec_company_tickers")
    return { listingStatus: "unchecked", isActive: null, isActiveReason: "unchecked" };
  return { listingStatus: "active", isActive: true, isActiveReason: null };
}

/** Why now_trades_as and delist_date are null: no rename or delisting history is held. */
export const NO_LISTING_HISTORY = {
  nowTradesAs: null,
  nowTradesAsReason: "no_rename_history_held",
  delistDate: null,
  delistDateReason: "no_delisting_history_held",
} as const;

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
