/**
 * The access layer's tables (gateway/access/): accounts and their keys, wallets, the usage ledger,
 * idempotency records and resume grants. No domain reads them.
 */
import type { Generated } from "kysely";

export type PlanName = "free" | "starter" | "pro" | "expert" | "enterprise";

/** Who pays: a plan, its add-ons and one credit wallet shared by all of the account's keys. */
export interface AccountsTable {
  id: string;
  name: string;
  plan: PlanName;
  /** Comma-separated add-on names (private_markets, options_flow, copilot); '' for none. */
  addons: string;
  /** Overrides the plan's included credits per month; null takes the plan's. */
  monthly_credits: number | null;
  /** Credits the account may spend beyond its included credits in a month (0: none). */
  overage_cap: number;
  created_at: string;
  /** Billing lapsed: every key of the account answers 403 account_suspended. */
  suspended_at: string | null;
  /**
   * 1: the service's operators; its keys read every tenant's log lines (GET /api/logs), where
   * another account's keys read only its own requests'. 0 for every other account.
   */
  operator: Generated<number>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  /** The first characters of the key, shown in listings; never enough to use it. */
  display_prefix: string;
  /** SHA-256 (hex) of the full key. Keys carry 256 random bits, so a slow KDF adds nothing. */
  hash: string;
  label: string;
  created_at: string;
  /** Disabled keys answer 401 until enabled again. */
  disabled_at: string | null;
  /** Revoked keys (by hand or by rotation) never work again. */
  revoked_at: string | null;
}

/**
 * One row per account and billing month (UTC 'YYYY-MM'): the credits charged so far. Requests
 * still running hold credits in the gateway (gateway/access/), never here.
 */
export interface WalletsTable {
  account_id: string;
  period: string;
  spent: number;
}

export type LedgerOutcome = "charged" | "not_billed" | "refunded";

/** Every settled line of every metered request; charged rows sum to the wallet's spent. */
export interface UsageLedgerTable {
  id: Generated<number>;
  request_id: string;
  account_id: string;
  key_id: string;
  operation: string;
  product: string;
  credits: number;
  outcome: LedgerOutcome;
  error_code: string | null;
  period: string;
  at: string;
}

/** Idempotency-Key records, scoped to an account; answers are replayed for 24 hours. */
export interface IdempotencyRecordsTable {
  account_id: string;
  key: string;
  fingerprint: string;
  /** JSON of the stored answer; null while the first request is still running. */
  result: string | null;
  expires_at_ms: number;
}

/**
 * A stream the gateway closed itself (shutdown) may be resumed once without being billed again
 * until its grant expires (gateway/access/resume.ts); one row per closed stream.
 */
export interface ResumeGrantsTable {
  id: Generated<number>;
  account_id: string;
  /** The subscription's priced lines (resume.ts resumeKey): a resume must be the same. */
  resume_key: string;
  expires_at_ms: number;
}

/** The access layer's tables. */
export interface AccessTables {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  wallets: WalletsTable;
  usage_ledger: UsageLedgerTable;
  idempotency_records: IdempotencyRecordsTable;
  resume_grants: ResumeGrantsTable;
}
