/**
 * The access policy, free of any transport: who the caller is (key → principal), whether this
 * request fits the plan's rate limit, whether the plan includes what the operation reaches and
 * the wallet can pay for it, and what is finally charged. gateway/access/plugin.ts applies it to
 * every GraphQL operation, whichever way it arrived (HTTP, WebSocket, the REST shim).
 *
 * Order of refusals, each changing nothing: 401 unauthorized (no usable key), 502
 * keyservice_unreachable (the key store failed), 403 account_suspended, 429 rate_limited, 402
 * plan_required, 402 usage_exceeded. Only an admitted operation holds credits, and settling it
 * charges only the lines that succeeded.
 */
import { randomUUID } from "node:crypto";
import type { ExecutionArgs } from "graphql";
import { ServiceError } from "../../core/errors.js";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import { processLogger } from "../../subgraphs/kit/log.js";
import type { Warehouse } from "../../warehouse/connection.js";
import {
  type AccessBackend,
  HOLD_SWEEP_EVERY_MS,
  HOLD_TTL_MS,
  type Hold,
  holdOwner,
  type LedgerLine,
  type RateWindow,
  type ReleasedHold,
} from "./backend.js";
import { type Principal, verifyKey } from "./keys.js";
import { DEFAULT_MAX_STREAMS_PER_KEY, openStreams } from "./openStreams.js";
import { planRefusal, productRefusal } from "./planCheck.js";
import { billingPeriod, PLANS, type ProductId } from "./plans.js";
import type { PricingTable } from "./pricingTable.js";
import type { Quote } from "./quote.js";
import { grantResumes, takeResume } from "./resume.js";
import { watchRevocations } from "./revocations.js";
import { publishUsage } from "./userEvents.js";

export interface AccessOptions {
  /** Where keys and accounts live. */
  keys: Warehouse;
  backend: AccessBackend;
  pricing: PricingTable;
  /** Epoch ms; injectable so tests can cross rate windows and months. */
  now?: () => number;
  /** Where a 402 plan_required sends the caller to upgrade. */
  upgradeUrl?: string;
  /** Where each account's own events are published (the per-user stream). */
  events?: EventBus;
  /** Subscriptions open at once per key in this process (graphql-ws and SSE alike). */
  maxStreamsPerKey?: number;
  /** How long a hold may stay unsettled before a sweep releases it (default HOLD_TTL_MS). */
  holdTtlMs?: number;
  /** How often this process sweeps expired holds (default HOLD_SWEEP_EVERY_MS; 0: never). */
  holdSweepEveryMs?: number;
  /**
   * How often the keys of open streams are read again, to end those of a key that stopped working
   * (default RECHECK_EVERY_MS; 0: only the bus's announcements end them; access/revocations.ts).
   */
  streamRecheckEveryMs?: number;
}

export interface Admission {
  principal: Principal;
  requestId: string;
  quote: Quote;
  /** Null when the operation costs nothing: nothing is held or settled. */
  hold: Hold | null;
}

export interface Settlement {
  requestId: string;
  quoted: number;
  charged: number;
  creditsLeft: number;
  period: string;
  lines: LedgerLine[];
}

export const MISSING_KEY_MESSAGE =
  "A valid API key is required: send Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>.";
export const INVALID_KEY_MESSAGE = "The API key is invalid, disabled or revoked.";

/** IETF httpapi RateLimit fields (draft-ietf-httpapi-ratelimit-headers-10): one per-minute policy. */
export function rateLimitHeaders(limit: number, window: RateWindow, nowMs: number): Record<string, string> {
  const remaining = Math.max(0, limit - window.count);
  const resetSeconds = Math.max(0, Math.ceil((window.resetAtMs - nowMs) / 1000));
  return {
    "RateLimit-Policy": `"minute";q=${limit};w=60`,
    RateLimit: `"minute";r=${remaining};t=${resetSeconds}`,
  };
}

/** Seconds a caller should wait after the key or counter store failed. */
const STORE_RETRY_AFTER_S = 5;

/**
 * The answer when the store behind the access backend (Redis, or the SQL tables) fails: 502
 * keyservice_unreachable with Retry-After. Never the driver's message: it can name the server's
 * address or the library's internals.
 */
export function storeUnreachable(message = "The key service could not be reached; retry in a few seconds.") {
  return new ServiceError("keyservice_unreachable", message, {
    retryAfterS: STORE_RETRY_AFTER_S,
  });
}

/**
 * The backend as the access layer and its plugins use it: a failed call (Redis down, a command
 * timed out) rejects with storeUnreachable() instead of the driver's error, so every path that
 * touches the store (rate limit, hold, settle, balance, ledger, idempotency) answers the same
 * clean 502 rather than a 500.
 */
function guardedBackend(backend: AccessBackend): AccessBackend {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch {
        throw storeUnreachable();
      }
    };
  return {
    kind: backend.kind,
    ping: () => backend.ping(),
    hit: guard(backend.hit.bind(backend)),
    reserve: guard(backend.reserve.bind(backend)),
    settle: guard(backend.settle.bind(backend)),
    sweepHolds: guard(backend.sweepHolds.bind(backend)),
    held: guard(backend.held.bind(backend)),
    spent: guard(backend.spent.bind(backend)),
    ledger: guard(backend.ledger.bind(backend)),
    beginIdempotent: guard(backend.beginIdempotent.bind(backend)),
    completeIdempotent: guard(backend.completeIdempotent.bind(backend)),
    abandonIdempotent: guard(backend.abandonIdempotent.bind(backend)),
    grantResumes: guard(backend.grantResumes.bind(backend)),
    takeResume: guard(backend.takeResume.bind(backend)),
    close: () => backend.close(),
  };
}

export type Access = ReturnType<typeof createAccess>;

export function createAccess(options: AccessOptions) {
  const now = options.now ?? Date.now;
  const upgradeUrl = options.upgradeUrl ?? "/api/capabilities#plans";
  const holdTtlMs = options.holdTtlMs ?? HOLD_TTL_MS;
  const owner = holdOwner();

  // The sweeper: holds left behind by a process that died between hold and settle (any replica's,
  // on Redis) are released once expired. It runs on this access layer's clock, the one that set
  // the expiries, and stops when the backend is closed.
  const sweepEvery = options.holdSweepEveryMs ?? HOLD_SWEEP_EVERY_MS;
  // Who is told of each sweep that released holds (the monitoring's self-healing log).
  const releaseListeners: ((released: ReleasedHold[]) => void)[] = [];
  // Who is told of each settlement (the monitoring's credits counter).
  const settleListeners: ((settlement: Settlement) => void)[] = [];
  const sweep = async () => {
    try {
      const released = await options.backend.sweepHolds(now());
      for (const h of released) {
        processLogger().warn(
          { component: "access" },
          `access: released an expired hold of ${h.credits} credits (request ${h.requestId}, account ${h.accountId}, owner ${h.owner})`,
        );
      }
      if (released.length > 0) for (const listener of releaseListeners) listener(released);
    } catch {
      // The store is unreachable: the next sweep tries again.
    }
  };
  const sweeper = sweepEvery > 0 ? setInterval(() => void sweep(), sweepEvery) : null;
  sweeper?.unref();
  const streams = openStreams(options.maxStreamsPerKey ?? DEFAULT_MAX_STREAMS_PER_KEY);
  const revocations = watchRevocations({
    streams,
    keys: options.keys,
    ...(options.events ? { bus: options.events } : {}),
    ...(options.streamRecheckEveryMs !== undefined ? { recheckEveryMs: options.streamRecheckEveryMs } : {}),
  });
  // Closing the backend ends what runs beside it: the sweeper and the revocation watch.
  const backend: AccessBackend = {
    ...guardedBackend(options.backend),
    async close() {
      if (sweeper) clearInterval(sweeper);
      revocations.stop();
      await options.backend.close();
    },
  };

  return {
    now,
    /** The billing month now ('YYYY-MM', UTC). */
    period: () => billingPeriod(now()),
    /** The subscriptions open in this process, by principal (cap, revocation, resume grants). */
    streams,
    backend,
    pricing: options.pricing,
    /** Whether this process sweeps expired holds (holdSweepEveryMs > 0). */
    sweepsHolds: sweeper !== null,

    /** Tells `listener` of every sweep that released expired holds (uncharged). */
    onHoldsReleased(listener: (released: ReleasedHold[]) => void): void {
      releaseListeners.push(listener);
    },

    /** Tells `listener` of every settlement, whatever it charged. */
    onSettled(listener: (settlement: Settlement) => void): void {
      settleListeners.push(listener);
    },

    /** Key → principal, or the refusal: 401, 403 account_suspended, 502 keyservice_unreachable. */
    async authenticate(key: string | null): Promise<Principal> {
      let principal: Principal | null;
      try {
        principal = await verifyKey(options.keys, key);
      } catch {
        throw storeUnreachable();
      }
      if (!principal) {
        throw new ServiceError("unauthorized", key ? INVALID_KEY_MESSAGE : MISSING_KEY_MESSAGE, {
          headers: { "WWW-Authenticate": "Bearer" },
        });
      }
      if (principal.suspended) {
        throw new ServiceError(
          "account_suspended",
          "The account behind this key is suspended (billing lapsed); its keys work again once it is resumed.",
        );
      }
      return principal;
    },

    /** Counts the request against the key's per-minute limit: 429 beyond it. */
    async admitRequest(
      principal: Principal,
    ): Promise<{ window: RateWindow; headers: Record<string, string> }> {
      const limit = PLANS[principal.plan].requestsPerMinute;
      const at = now();
      let window: RateWindow;
      try {
        window = await backend.hit(principal.keyId, limit, at);
      } catch {
        throw storeUnreachable("The rate-limit store could not be reached; retry.");
      }
      const headers = rateLimitHeaders(limit, window, at);
      if (!window.allowed) {
        throw new ServiceError(
          "rate_limited",
          `Rate limit of the ${principal.plan} plan reached: ${limit} requests per minute per key.`,
          { headers, retryAfterS: 60, extra: { limit, window_s: 60 } },
        );
      }
      return { window, headers };
    },

    /**
     * 402 plan_required unless the caller's plan includes `product`: the plan check of a surface
     * that runs no GraphQL operation (the agent API).
     */
    checkPlan(principal: Principal, product: ProductId): void {
      const refusal = productRefusal(principal, product, upgradeUrl);
      if (refusal) throw refusal;
    },

    /** Plan check and credit hold for a priced operation: 402 plan_required or usage_exceeded. */
    async admitOperation(principal: Principal, quote: Quote): Promise<Admission> {
      const requestId = randomUUID();
      const refusal = planRefusal(principal, quote, upgradeUrl);
      if (refusal) throw refusal;
      if (quote.total === 0) return { principal, requestId, quote, hold: null };
      const hold: Hold = {
        requestId,
        accountId: principal.accountId,
        period: billingPeriod(now()),
        credits: quote.total,
        allowance: principal.monthlyAllowance,
        owner,
        expiresAtMs: now() + holdTtlMs,
      };
      // A failed reserve (the store went down) is refused like the rate limit: 502, nothing charged.
      // Whether the script ran is unknown; if it did, the hold expires and the sweep releases it.
      const reserved = await backend.reserve(hold);
      if (!reserved.ok) {
        const left = Math.max(0, hold.allowance - reserved.spent - reserved.held);
        throw new ServiceError(
          "usage_exceeded",
          `The account's credits for ${hold.period} are used up: this operation costs ${quote.total} and ${left} remain.`,
          { extra: { credits_needed: quote.total, credits_left: left, period: hold.period } },
        );
      }
      return { principal, requestId, quote, hold };
    },

    /**
     * Before shutdown ends the open streams: each priced one leaves a grant, so that its client's
     * resume within the window is not billed again (access/resume.ts).
     */
    async grantResumes(): Promise<void> {
      await grantResumes(streams, backend, now());
    },

    /** Whether a subscription resumes a stream a shutdown closed (taking its grant); false when the store fails. */
    async isResume(admission: Admission, args: ExecutionArgs): Promise<boolean> {
      try {
        return await takeResume(backend, admission.principal.accountId, admission.quote, args, now());
      } catch {
        return false;
      }
    },

    /** Charges the lines that succeeded; every line goes to the ledger. */
    async settle(admission: Admission, lines: LedgerLine[]): Promise<Settlement> {
      const { hold, principal } = admission;
      const period = hold?.period ?? billingPeriod(now());
      const charged = lines.reduce((sum, line) => sum + (line.outcome === "charged" ? line.credits : 0), 0);
      const at = new Date(now()).toISOString();
      const spent = hold
        ? (await backend.settle(hold, lines, at)).spent
        : await backend.spent(principal.accountId, period);
      const settlement: Settlement = {
        requestId: admission.requestId,
        quoted: admission.quote.total,
        charged,
        creditsLeft: Math.max(0, principal.monthlyAllowance - spent),
        period,
        lines,
      };
      // Only what moved the wallet or failed is news to the account; free calls are not.
      const news = charged > 0 || lines.some((line) => line.outcome !== "charged");
      if (options.events && news) publishUsage(options.events, principal.accountId, settlement, at);
      for (const listener of settleListeners) listener(settlement);
      return settlement;
    },
  };
}
