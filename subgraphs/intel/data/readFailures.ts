/**
 * What a failed read of intel's own tables answers, where spec/02 names it (docs/INTEL.md "When a
 * read fails"):
 *
 * - the 13F archive (svc_v3_intel_sec13f, svc_v3_fundamentals_institutional_ownership, and the
 *   other 13F routes reading the same tables): 503 upstream_unavailable with error_code
 *   - `archive_read_timeout`: the read outlasted ARCHIVE_READ_BUDGET_MS (PostgreSQL cancels the
 *     statement, lock waits included; SQLite, which runs a read in process and cannot be
 *     interrupted, reports a lock held past its busy timeout);
 *   - `archive_read_failed`: the read threw (a table missing, the database unreachable);
 *   - `upstream_dead_no_archive`: no 13F filing is held at all, and no live 13F source is
 *     configured to fall back on (ownership.ts decides this one: the read itself succeeded);
 * - the insider feed (svc_insider_clusters): 503 dataset_unavailable, refunded;
 * - the congressional trades and lobbying feeds ("503 means unreadable"): 503 dataset_unavailable.
 *
 * None is billed, none says what the database said (its message can name a table, a statement or
 * an address): the cause is logged here for the operator. A refusal of the request itself (404
 * unknown_ticker, a 422) passes through unchanged.
 */
import { sql } from "kysely";
import { ServiceError, serviceErrorFields } from "../../../core/errors.js";
import { dialectOf, type Warehouse } from "../../../warehouse/connection.js";
import { processLogger } from "../../kit/log.js";

/** How long one 13F archive read may take before it is abandoned (each statement, on PostgreSQL). */
export const ARCHIVE_READ_BUDGET_MS = 5_000;

/**
 * Errors that mean "took too long": PostgreSQL's statement_timeout (57014 query_canceled) and
 * lock_timeout (55P03 lock_not_available), SQLite's busy timeout (SQLITE_BUSY: a lock held past it).
 */
const TIMEOUT_CODES = new Set(["57014", "55P03", "SQLITE_BUSY"]);

export function isReadTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && TIMEOUT_CODES.has(code);
}

/** A refusal of the request (4xx) is the caller's answer, not a failed read. */
function isRefusal(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.status < 500;
}

/** Seconds to wait after a read that failed or timed out: a store briefly down or busy. */
const READ_RETRY_AFTER_S = 5;

/** When to retry a failed read: when its cause says (the warehouse's outage error does), else shortly. */
function retryAfterOf(error: unknown): number {
  const fromCause =
    error instanceof ServiceError ? serviceErrorFields(error).headers["Retry-After"] : undefined;
  return fromCause === undefined ? READ_RETRY_AFTER_S : Number(fromCause);
}

function logCause(what: string, error: unknown): void {
  processLogger().warn(
    { component: "intel" },
    `intel: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * Runs a read of the 13F archive within its time budget. On PostgreSQL the read runs in one
 * transaction whose statement_timeout is the budget; on SQLite as it is.
 */
export async function readArchive<T>(
  db: Warehouse<"intel">,
  read: (db: Warehouse<"intel">) => Promise<T>,
): Promise<T> {
  try {
    if (dialectOf(db) === "sqlite") return await read(db);
    return await db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(ARCHIVE_READ_BUDGET_MS)}, true)`.execute(trx);
      return read(trx);
    });
  } catch (error) {
    return archiveFailure(error);
  }
}

/** Rethrows a failed 13F read as its 503 variant (a refusal of the request as it is). */
export function archiveFailure(error: unknown): never {
  if (isRefusal(error)) throw error;
  logCause("13F archive read", error);
  if (isReadTimeout(error)) {
    throw new ServiceError(
      "archive_read_timeout",
      `The 13F archive did not answer within ${ARCHIVE_READ_BUDGET_MS / 1000} s; retry shortly. Nothing was charged.`,
      { retryAfterS: READ_RETRY_AFTER_S, extra: { archive: "sec13f", budget_ms: ARCHIVE_READ_BUDGET_MS } },
    );
  }
  throw new ServiceError(
    "archive_read_failed",
    "The 13F archive could not be read; retry shortly. Nothing was charged.",
    { extra: { archive: "sec13f" }, retryAfterS: retryAfterOf(error) },
  );
}

/** 503 upstream_dead_no_archive: nothing held, and no live source to ask instead. */
export function noArchiveHeld(): ServiceError {
  return new ServiceError(
    "upstream_dead_no_archive",
    "No 13F filing is held and no live 13F source is configured on this deployment; nothing was charged.",
    { retryAfterS: null, extra: { archive: "sec13f", live_source: "not_configured" } },
  );
}

export interface FeedFailure {
  /** What the caller is told could not be read ("Form 4 insider feed"). */
  what: string;
  dataset: string;
  reason: string;
  billing: "not_billed" | "refunded";
}

/** Runs a read of one of intel's feeds; a failure is 503 dataset_unavailable (spec/03: unreadable). */
export async function readFeed<T>(failure: FeedFailure, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isRefusal(error)) throw error;
    logCause(`${failure.what} read`, error);
    throw new ServiceError(
      "dataset_unavailable",
      `The ${failure.what} could not be read; retry shortly. Nothing was charged.`,
      {
        billing: failure.billing,
        extra: { dataset: failure.dataset, reason: failure.reason },
        retryAfterS: retryAfterOf(error),
      },
    );
  }
}

/** The insider clusters' feed: spec/02's 503 dataset_unavailable, refunded. */
export function readInsiderFeed<T>(read: () => Promise<T>): Promise<T> {
  return readFeed(
    {
      what: "Form 4 insider feed",
      dataset: "form4_insider_transactions",
      reason: "insider_feed_unreadable",
      billing: "refunded",
    },
    read,
  );
}
