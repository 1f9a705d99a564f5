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
 *
 * Every hold has an owner (the gateway process that took it, `holdOwner()`) and an expiry. A
 * process that dies between hold and settle (kill -9, a lost replica, an outage that never lets
 * it settle) leaves its hold behind; `sweepHolds` releases every hold past its expiry, charging
 * nothing, and each gateway runs it periodically (gateway/access/access.ts). A settle that comes
 * after its hold was swept changes nothing, so a request is charged at most once whichever
 * happens first.
 *
 * Resume grants: a stream the gateway closes itself on shutdown leaves a grant that lets one
 * resume of the same subscription by the same account go unbilled until it expires
 * (gateway/access/resume.ts). They live with the wallets, so the process that serves the resume
 * (a new one, another replica) finds them.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
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
  /** The gateway process that took the hold (`holdOwner()`), for operators and logs. */
  owner: string;
  /** Epoch ms (the gateway's clock) after which a sweep may release the hold unsettled. */
  expiresAtMs: number;
}

/** A hold released by a sweep: its request never settled before the hold expired. */
export interface ReleasedHold {
  requestId: string;
  accountId: string;
  period: string;
  credits: number;
  owner: string;
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

/** One unbilled resume of a stream the gateway closed itself, until `expiresAtMs` (the gateway's clock). */
export interface ResumeGrant {
  accountId: string;
  /** The subscription's priced lines (resume.ts `resumeKey`). */
  resumeKey: string;
  expiresAtMs: number;
}

export type IdempotencyBegin =
  | { state: "new" }
  | { state: "in_flight" }
  | { state: "mismatch" }
  | { state: "done"; result: string };

export interface AccessBackend {
  readonly kind: "embedded" | "redis";

  /**
   * Resolves once the store answers a trivial command, rejects when it cannot (readiness:
   * GET /readyz, gateway/probes.ts). Embedded: in the warehouse, which readiness checks on its own.
   */
  ping(): Promise<void>;

  /** Counts one request against a key's fixed one-minute window. */
  hit(keyId: string, limit: number, nowMs: number): Promise<RateWindow>;

  /** Holds credits for a request, or refuses without holding anything. */
  reserve(hold: Hold): Promise<ReserveResult>;
  /**
   * Ends a hold: charges the lines whose outcome is `charged`, records every line, and releases
   * the rest. Settling an unknown or already settled request changes nothing (at-most-once).
   */
  settle(hold: Hold, lines: readonly LedgerLine[], atIso: string): Promise<{ spent: number }>;
  /**
   * Releases every hold whose expiry is at or before `nowMs` (whoever took it), charging nothing
   * and writing no ledger line; a later settle of such a request changes nothing.
   */
  sweepHolds(nowMs: number): Promise<ReleasedHold[]>;
  /** Credits held (reserved, not yet settled) for an account in a period. */
  held(accountId: string, period: string): Promise<number>;
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

  /** Records grants, one per stream closed; grants expired at `nowMs` may be dropped meanwhile. */
  grantResumes(grants: readonly ResumeGrant[], nowMs: number): Promise<void>;
  /** Takes one grant of the account for the subscription unless none is left unexpired at `nowMs`. */
  takeResume(accountId: string, resumeKey: string, nowMs: number): Promise<boolean>;

  close(): Promise<void>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const RATE_WINDOW_MS = 60_000;

export function windowStart(nowMs: number): number {
  return nowMs - (nowMs % RATE_WINDOW_MS);
}

/** How long a hold lives unsettled before a sweep may release it (default; AccessConfig.holdTtlMs). */
export const HOLD_TTL_MS = 120_000;
/** How often each gateway sweeps expired holds. */
export const HOLD_SWEEP_EVERY_MS = 15_000;

let owner: string | undefined;
/** This process's name as a hold owner: host, pid and a random suffix (pids are reused). */
export function holdOwner(): string {
  if (!owner) owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return owner;
}
