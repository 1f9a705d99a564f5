/**
 * Where the access layer keeps its counters: per-minute request counts, credit wallets with
 * their holds, the usage ledger and Idempotency-Key records. Two implementations share this
 * interface and one contract test (test/access/backendContract.ts):
 *
 * - embedded (gateway/access/embedded.ts): wallets, ledger and idempotency in the warehouse
 *   database, rate-limit windows in memory; one process.
 * - Redis (gateway/access/redis.ts): everything in Redis, so several gateway replicas share one
 *   wallet and one limit.
 *
 * Keys and accounts themselves always live in the warehouse database (gateway/access/keys.ts).
 *
 * Credits move in two steps so that concurrent requests can never overspend and no request is
 * charged for an error: `reserve` holds the quoted price against the allowance before anything
 * runs (all or nothing); `settle` releases the hold and charges only the lines that succeeded,
 * writing every line to the ledger in the same atomic step.
 */
import type { LedgerOutcome } from "../../warehouse/schema.js";

export interface RateWindow {
  /** Requests counted in this window, including the one just made. */
  count: number;
  /** Whether this request fits the limit. */
  allowed: boolean;
  /** Epoch ms when the window ends and the count starts again. */
  resetAtMs: number;
}

export interface Hold {
  requestId: string;
  accountId: string;
  /** Billing month, 'YYYY-MM' (plans.billingPeriod). */
  period: string;
  credits: number;
  /** Included credits plus overage cap for the period: spent + held may never exceed it. */
  allowance: number;
}

export type ReserveResult =
  | { ok: true; spent: number; held: number }
  | { ok: false; spent: number; held: number };

export interface LedgerLine {
  keyId: string;
  operation: string;
  product: string;
  /** Credits charged: the line's price when outcome is `charged`, else 0. */
  credits: number;
  outcome: LedgerOutcome;
  errorCode: string | null;
}

export interface LedgerEntry extends LedgerLine {
  requestId: string;
  accountId: string;
  period: string;
  at: string;
}

export type IdempotencyBegin =
  | { state: "new" }
  | { state: "in_flight" }
  | { state: "mismatch" }
  | { state: "done"; result: string };

export interface AccessBackend {
  readonly kind: "embedded" | "redis";

  /** Counts one request against a key's fixed one-minute window. */
  hit(keyId: string, limit: number, nowMs: number): Promise<RateWindow>;

  /** Holds credits for a request, or refuses without holding anything. */
  reserve(hold: Hold): Promise<ReserveResult>;
  /**
   * Ends a hold: charges the lines whose outcome is `charged`, records every line, and releases
   * the rest. Settling an unknown or already settled request changes nothing (at-most-once).
   */
  settle(hold: Hold, lines: readonly LedgerLine[], atIso: string): Promise<{ spent: number }>;
  /** Credits spent (charged) by an account in a period. */
  spent(accountId: string, period: string): Promise<number>;
  /** An account's ledger, newest first. */
  ledger(accountId: string | null, options: { period?: string; limit: number }): Promise<LedgerEntry[]>;

  /** Claims an Idempotency-Key for an account, unless a request with it ran or runs. */
  beginIdempotent(
    accountId: string,
    key: string,
    fingerprint: string,
    nowMs: number,
  ): Promise<IdempotencyBegin>;
  /** Stores the answer to replay for 24 hours. */
  completeIdempotent(accountId: string, key: string, result: string, nowMs: number): Promise<void>;
  /** Forgets a claim whose request failed in a way worth retrying. */
  abandonIdempotent(accountId: string, key: string): Promise<void>;

  close(): Promise<void>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const RATE_WINDOW_MS = 60_000;

export function windowStart(nowMs: number): number {
  return nowMs - (nowMs % RATE_WINDOW_MS);
}
