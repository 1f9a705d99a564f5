/**
 * The contract every access backend keeps (gateway/access/backend.ts), run against each real
 * backend: the embedded one on SQLite and PostgreSQL, and Redis.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessBackend, Hold, LedgerLine } from "../../gateway/access/backend.js";
import { IDEMPOTENCY_TTL_MS } from "../../gateway/access/backend.js";

const T0 = Date.parse("2026-11-17T15:00:00.000Z");

function hold(accountId: string, credits: number, allowance: number, expiresAtMs = T0 + 120_000): Hold {
  return {
    requestId: randomUUID(),
    accountId,
    period: "2026-11",
    credits,
    allowance,
    owner: "test",
    expiresAtMs,
  };
}

function line(outcome: LedgerLine["outcome"], credits: number, errorCode: string | null = null): LedgerLine {
  return { keyId: "k1", operation: "svc_test", product: "market_data", credits, outcome, errorCode };
}

export function describeBackendContract(name: string, open: () => Promise<AccessBackend>) {
  describe(`${name} access backend`, () => {
    let backend: AccessBackend;
    beforeAll(async () => {
      backend = await open();
    }, 120_000);
    afterAll(async () => backend?.close());

    it("answers a ping while its store answers", async () => {
      await expect(backend.ping()).resolves.toBeUndefined();
    });

    it("allows N requests a minute, refuses N+1 and allows again in the next window", async () => {
      const key = `rate-${randomUUID()}`;
      const start = T0 - (T0 % 60_000);
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await backend.hit(key, 3, start + 10_000 + i));
      expect(first.map((w) => w.allowed)).toEqual([true, true, true, false]);
      expect(first.map((w) => w.count)).toEqual([1, 2, 3, 4]);
      expect(first[0]?.resetAtMs).toBe(start + 60_000);
      const next = await backend.hit(key, 3, start + 60_000);
      expect(next).toEqual({ count: 1, allowed: true, resetAtMs: start + 120_000 });
    });

    it("admits exactly as many of 200 concurrent holds as the allowance pays for", async () => {
      const account = `acct-${randomUUID()}`;
      const holds = Array.from({ length: 200 }, () => hold(account, 1, 50));
      const results = await Promise.all(holds.map((h) => backend.reserve(h)));
      const admitted = holds.filter((_, i) => results[i]?.ok);
      expect(admitted).toHaveLength(50);
      await Promise.all(
        admitted.map((h) => backend.settle(h, [line("charged", 1)], new Date(T0).toISOString())),
      );
      expect(await backend.spent(account, "2026-11")).toBe(50);
      const ledger = await backend.ledger(account, { limit: 1000 });
      expect(ledger).toHaveLength(50);
      expect(ledger.reduce((sum, e) => sum + e.credits, 0)).toBe(50);
      expect((await backend.reserve(hold(account, 1, 50))).ok).toBe(false);
    });

    it("charges only the lines that succeeded and releases the rest of the hold", async () => {
      const account = `acct-${randomUUID()}`;
      const h = hold(account, 5, 10);
      expect(await backend.reserve(h)).toMatchObject({ ok: true, spent: 0, held: 5 });
      const { spent } = await backend.settle(
        h,
        [line("charged", 1), line("not_billed", 4, "unknown_ticker")],
        new Date(T0).toISOString(),
      );
      expect(spent).toBe(1);
      const ledger = await backend.ledger(account, { limit: 10 });
      expect(ledger.map((e) => [e.outcome, e.credits, e.errorCode]).sort()).toEqual([
        ["charged", 1, null],
        ["not_billed", 0, "unknown_ticker"],
      ]);
      expect(ledger[0]).toMatchObject({ requestId: h.requestId, accountId: account, period: "2026-11" });
      // The released credits are available again: 1 spent, 9 free.
      expect((await backend.reserve(hold(account, 9, 10))).ok).toBe(true);
      expect((await backend.reserve(hold(account, 1, 10))).ok).toBe(false);
    });

    it("settles a request at most once", async () => {
      const account = `acct-${randomUUID()}`;
      const h = hold(account, 2, 10);
      await backend.reserve(h);
      await backend.settle(h, [line("charged", 2)], new Date(T0).toISOString());
      await backend.settle(h, [line("charged", 2)], new Date(T0).toISOString());
      expect(await backend.spent(account, "2026-11")).toBe(2);
      expect(await backend.ledger(account, { limit: 10 })).toHaveLength(1);
    });

    it("keeps a hold until its expiry, then a sweep releases it, charging nothing", async () => {
      const account = `acct-${randomUUID()}`;
      const stuck = { ...hold(account, 3, 10, T0 + 60_000), owner: "replica-a" };
      expect((await backend.reserve(stuck)).ok).toBe(true);
      expect(await backend.held(account, "2026-11")).toBe(3);
      // Before the expiry the hold stays: nothing else fits beside it.
      expect((await backend.sweepHolds(T0 + 59_999)).filter((r) => r.accountId === account)).toEqual([]);
      expect((await backend.reserve(hold(account, 8, 10))).ok).toBe(false);
      // At the expiry any sweep releases it, saying whose it was.
      const released = (await backend.sweepHolds(T0 + 60_000)).filter((r) => r.accountId === account);
      expect(released).toEqual([
        { requestId: stuck.requestId, accountId: account, period: "2026-11", credits: 3, owner: "replica-a" },
      ]);
      expect(await backend.held(account, "2026-11")).toBe(0);
      expect(await backend.spent(account, "2026-11")).toBe(0);
      expect(await backend.ledger(account, { limit: 10 })).toEqual([]);
      // A second sweep finds nothing; the credits are free again.
      expect((await backend.sweepHolds(T0 + 120_000)).filter((r) => r.accountId === account)).toEqual([]);
      const next = hold(account, 10, 10, T0 + 600_000);
      expect((await backend.reserve(next)).ok).toBe(true);
      await backend.settle(
        next,
        [line("not_billed", 10, "upstream_unavailable")],
        new Date(T0).toISOString(),
      );
    });

    it("charges a request at most once whether its settle or the sweep comes first", async () => {
      const account = `acct-${randomUUID()}`;
      // Settled first: the sweep no longer sees the hold, and the charge stands once.
      const settled = hold(account, 2, 10, T0 + 1_000);
      await backend.reserve(settled);
      await backend.settle(settled, [line("charged", 2)], new Date(T0).toISOString());
      expect((await backend.sweepHolds(T0 + 5_000)).filter((r) => r.accountId === account)).toEqual([]);
      // Swept first: the late settle (its process came back) finds no hold and charges nothing.
      const late = hold(account, 4, 10, T0 + 1_000);
      await backend.reserve(late);
      expect((await backend.sweepHolds(T0 + 5_000)).map((r) => r.requestId)).toContain(late.requestId);
      await backend.settle(late, [line("charged", 4)], new Date(T0).toISOString());
      expect(await backend.spent(account, "2026-11")).toBe(2);
      expect(await backend.held(account, "2026-11")).toBe(0);
      const ledger = await backend.ledger(account, { limit: 10 });
      expect(ledger.map((e) => e.requestId)).toEqual([settled.requestId]);
    });

    it("never shows one account's ledger to another", async () => {
      const [a, b] = [`acct-${randomUUID()}`, `acct-${randomUUID()}`];
      for (const account of [a, b]) {
        const h = hold(account, 1, 10);
        await backend.reserve(h);
        await backend.settle(h, [line("charged", 1)], new Date(T0).toISOString());
      }
      const ledger = await backend.ledger(a, { limit: 10 });
      expect(ledger.map((e) => e.accountId)).toEqual([a]);
    });

    it("claims an Idempotency-Key once, replays its answer and refuses a different body", async () => {
      const account = `acct-${randomUUID()}`;
      expect(await backend.beginIdempotent(account, "k-1", "body-a", T0)).toEqual({ state: "new" });
      expect(await backend.beginIdempotent(account, "k-1", "body-a", T0 + 1)).toEqual({ state: "in_flight" });
      expect(await backend.beginIdempotent(account, "k-1", "body-b", T0 + 1)).toEqual({ state: "mismatch" });
      await backend.completeIdempotent(account, "k-1", '{"answer":1}', T0 + 2);
      expect(await backend.beginIdempotent(account, "k-1", "body-a", T0 + 3)).toEqual({
        state: "done",
        result: '{"answer":1}',
      });
      // Another account's key of the same name is its own.
      expect(await backend.beginIdempotent(`other-${account}`, "k-1", "body-b", T0)).toEqual({
        state: "new",
      });
      // After 24 hours the key is free again.
      expect(await backend.beginIdempotent(account, "k-1", "body-b", T0 + IDEMPOTENCY_TTL_MS + 1)).toEqual({
        state: "new",
      });
    });

    it("forgets an abandoned claim so the request can be retried", async () => {
      const account = `acct-${randomUUID()}`;
      expect(await backend.beginIdempotent(account, "k-2", "body", T0)).toEqual({ state: "new" });
      await backend.abandonIdempotent(account, "k-2");
      expect(await backend.beginIdempotent(account, "k-2", "body", T0 + 1)).toEqual({ state: "new" });
    });

    it("lets each resume grant be taken once, by its account and subscription, before it expires", async () => {
      const account = `acct-${randomUUID()}`;
      const bars = "svc_v3_stream_bars:market_data:1";
      await backend.grantResumes(
        [
          { accountId: account, resumeKey: bars, expiresAtMs: T0 + 300_000 },
          { accountId: account, resumeKey: bars, expiresAtMs: T0 + 300_000 },
        ],
        T0,
      );
      // Another account, another subscription: nothing to take.
      expect(await backend.takeResume(`acct-${randomUUID()}`, bars, T0 + 1)).toBe(false);
      expect(await backend.takeResume(account, "svc_v3_stream_ticks:market_data:1", T0 + 1)).toBe(false);
      // Two streams closed, two resumes; two takers at once never get the same grant.
      const taken = await Promise.all([0, 1, 2].map(() => backend.takeResume(account, bars, T0 + 1)));
      expect(taken.filter(Boolean)).toHaveLength(2);
      expect(await backend.takeResume(account, bars, T0 + 2)).toBe(false);
    });

    it("refuses a resume grant once expired", async () => {
      const account = `acct-${randomUUID()}`;
      const key = "svc_v3_stream_bars:market_data:1";
      await backend.grantResumes([{ accountId: account, resumeKey: key, expiresAtMs: T0 + 300_000 }], T0);
      expect(await backend.takeResume(account, key, T0 + 300_000)).toBe(false);
    });
  });
}
