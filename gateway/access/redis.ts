/**
 * The Redis access backend: rate-limit windows, credit wallets, holds, the usage ledger and
 * Idempotency-Key records all in one Redis server, so several gateway replicas share one wallet
 * and one limit per key exactly (gateway/access/backend.ts; contract in
 * test/access/backendContract.ts).
 *
 * Why Lua: every operation that reads and then writes (admit a hold if it fits, settle a hold
 * once, claim an idempotency key unless it is taken) runs as one Lua script (`defineCommand`:
 * EVALSHA, falling back to EVAL once per connection). Redis runs a script to the end before any
 * other command, from any connection, so two replicas can never both take the last credits or
 * both settle one request; there is no WATCH/retry loop and one round trip per operation.
 *
 * What lives where (`<prefix>` defaults to "qf:"; every id in a key is URI-encoded, so ':' can only
 * be the separator and one account's keys can never spell another's):
 *
 * - `<prefix>rl:<keyId>:<windowStart>` — request count of a key's one-minute window (INCR), expiring
 *   a little after the window ends.
 * - `<prefix>wallet:<accountId>:<period>` — hash {spent, held}, credits of a billing month.
 * - `<prefix>hold:<requestId>` — hash {credits, account, period, owner, expiresAtMs, wallet} of a
 *   running request; settling deletes it, which makes a second settle a no-op.
 * - `<prefix>holds` — sorted set of running requests' ids (URI-encoded) scored by their hold's
 *   expiry (the gateway's clock, as for idempotency records); `sweepHolds` releases those due.
 * - `<prefix>ledger:<accountId>` — stream of settled lines (requestId, keyId, operation, product,
 *   credits, outcome, errorCode ('' for none), period, at), appended in the settle script; stream
 *   ids give the newest-first order.
 * - `<prefix>idem:<accountId>:<key>` — JSON {fingerprint, result|null, expiresAtMs}, created with
 *   SET NX PX 24 h. The expiry is also stored, against the caller's clock, and an expired record
 *   counts as absent, so expiry follows the `nowMs` the gateway passes, not only Redis's clock.
 * - `<prefix>resume:<accountId>:<resumeKey>` — sorted set of resume grants (random members) scored
 *   by their expiry (the gateway's clock); taking one drops the expired and pops the earliest.
 *
 * Durability: wallets and the ledger are only as durable as the Redis server's persistence
 * settings. With RDB snapshots alone a crash loses the writes since the last snapshot; with
 * `appendonly yes` and `appendfsync everysec` at most about a second; with no persistence (as in
 * the tests) a restart empties every wallet and the whole ledger. A deployment that bills from the
 * ledger must configure AOF (and replicas) accordingly, or export the ledger elsewhere.
 *
 * A hold whose gateway dies before settling stays held until it expires; then any replica's sweep
 * releases it (one script: the hold is deleted and its credits leave the wallet's `held` together,
 * so a late settle of that request finds no hold and charges nothing). Keys of one operation are
 * not hash-tagged to one slot (the sweep even names wallet keys it reads from the hold), so this
 * targets a single Redis server (with replicas or Sentinel), not Redis Cluster.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { openRedis } from "../../subgraphs/kit/redisConnection.js";
import type { LedgerOutcome } from "../../warehouse/schema.js";
import {
  type AccessBackend,
  type Hold,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyBegin,
  type LedgerEntry,
  type LedgerLine,
  RATE_WINDOW_MS,
  type RateWindow,
  type ReleasedHold,
  type ReserveResult,
  type ResumeGrant,
  windowStart,
} from "./backend.js";

/** How long a rate window's counter outlives the window's end (clock skew between replicas). */
const RATE_KEY_GRACE_MS = 5_000;
/** Stream entries read per XREVRANGE while filtering a ledger by period. */
const LEDGER_PAGE = 500;

/** KEYS[1] window counter; ARGV[1] ms until the counter may expire. Returns the count. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** Holds released per sweep script call. */
const SWEEP_BATCH = 200;

/**
 * KEYS[1] wallet, KEYS[2] hold, KEYS[3] hold expiry set; ARGV credits, allowance, accountId,
 * period, owner, expiresAtMs, member (the hold's id in the expiry set).
 * Returns {admitted 0|1, spent, held}.
 */
const RESERVE = `
if redis.call('EXISTS', KEYS[2]) == 1 then
  return redis.error_reply('ERR a hold with this request id already exists')
end
local credits = tonumber(ARGV[1])
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent') or '0')
local held = tonumber(redis.call('HGET', KEYS[1], 'held') or '0')
if spent + held + credits > tonumber(ARGV[2]) then return {0, spent, held} end
held = redis.call('HINCRBY', KEYS[1], 'held', credits)
redis.call('HSETNX', KEYS[1], 'spent', 0)
redis.call('HSET', KEYS[2], 'credits', credits, 'account', ARGV[3], 'period', ARGV[4],
  'owner', ARGV[5], 'expiresAtMs', ARGV[6], 'wallet', KEYS[1])
redis.call('ZADD', KEYS[3], ARGV[6], ARGV[7])
return {1, spent, held}
`;

/**
 * KEYS[1] hold, KEYS[2] wallet, KEYS[3] ledger stream, KEYS[4] hold expiry set; ARGV requestId,
 * period, at, member, then six values per line: keyId, operation, product, credits, outcome,
 * errorCode. Returns spent.
 */
const SETTLE = `
redis.call('ZREM', KEYS[4], ARGV[4])
if redis.call('EXISTS', KEYS[1]) == 0 then
  return tonumber(redis.call('HGET', KEYS[2], 'spent') or '0')
end
local credits = tonumber(redis.call('HGET', KEYS[1], 'credits') or '0')
local charged = 0
for i = 5, #ARGV, 6 do
  if ARGV[i + 4] == 'charged' then charged = charged + tonumber(ARGV[i + 3]) end
end
redis.call('DEL', KEYS[1])
redis.call('HINCRBY', KEYS[2], 'held', -credits)
local spent = redis.call('HINCRBY', KEYS[2], 'spent', charged)
for i = 5, #ARGV, 6 do
  redis.call('XADD', KEYS[3], '*',
    'requestId', ARGV[1], 'keyId', ARGV[i], 'operation', ARGV[i + 1], 'product', ARGV[i + 2],
    'credits', ARGV[i + 3], 'outcome', ARGV[i + 4], 'errorCode', ARGV[i + 5],
    'period', ARGV[2], 'at', ARGV[3])
end
return spent
`;

/**
 * KEYS[1] hold expiry set; ARGV nowMs, hold key prefix, batch size. Releases up to a batch of holds
 * due at nowMs: each one's credits leave its wallet's held and the hold is deleted. Returns a flat
 * list of five values per released hold: member, account, period, credits, owner.
 */
const SWEEP = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local released = {}
for _, member in ipairs(due) do
  local key = ARGV[2] .. member
  local f = redis.call('HMGET', key, 'credits', 'wallet', 'account', 'period', 'owner')
  if f[1] and f[2] then
    redis.call('HINCRBY', f[2], 'held', -tonumber(f[1]))
    redis.call('DEL', key)
    table.insert(released, member)
    table.insert(released, f[3] or '')
    table.insert(released, f[4] or '')
    table.insert(released, f[1])
    table.insert(released, f[5] or '')
  end
  redis.call('ZREM', KEYS[1], member)
end
return released
`;

/** Decodes KEYS[1]'s record unless absent or expired at ARGV[1] (caller's ms). */
const READ_RECORD = `
local function current(nowMs)
  local raw = redis.call('GET', KEYS[1])
  if not raw then return nil end
  local record = cjson.decode(raw)
  if tonumber(record.expiresAtMs) <= nowMs then return nil end
  return record
end
`;

/**
 * KEYS[1] record; ARGV nowMs, new record JSON, ttl ms, fingerprint.
 * Returns {'new'} | {'in_flight'} | {'mismatch'} | {'done', result}.
 */
const BEGIN_IDEMPOTENT = `${READ_RECORD}
local record = current(tonumber(ARGV[1]))
if record == nil then
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3])
  return {'new'}
end
if record.fingerprint ~= ARGV[4] then return {'mismatch'} end
if type(record.result) ~= 'string' then return {'in_flight'} end
return {'done', record.result}
`;

/** KEYS[1] record; ARGV result. Keeps the fingerprint, the expiry and the key's TTL. */
const COMPLETE_IDEMPOTENT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local record = cjson.decode(raw)
record.result = ARGV[1]
redis.call('SET', KEYS[1], cjson.encode(record), 'KEEPTTL')
return 1
`;

/** KEYS[1] record. Deletes it only while its request has no result. */
const ABANDON_IDEMPOTENT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local record = cjson.decode(raw)
if type(record.result) == 'string' then return 0 end
redis.call('DEL', KEYS[1])
return 1
`;

/**
 * KEYS[1] grant set; ARGV expiresAtMs, member, ms the set must live at least. PEXPIRE's GT option
 * would need Redis 7: PTTL (-1 on a new set) decides instead.
 */
const GRANT_RESUME = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1
`;

/** KEYS[1] grant set; ARGV nowMs. Returns 1 when an unexpired grant was taken, else 0. */
const TAKE_RESUME = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local taken = redis.call('ZPOPMIN', KEYS[1])
if #taken > 0 then return 1 end
return 0
`;

/** How long a grant set outlives its last grant's expiry (clock skew between replicas). */
const RESUME_KEY_GRACE_MS = 60_000;

type Arg = string | number;
type Script = (...keysThenArgs: Arg[]) => Promise<unknown>;

function script(client: Redis, name: string, numberOfKeys: number, lua: string): Script {
  client.defineCommand(name, { numberOfKeys, lua });
  const command = (client as unknown as Record<string, Script>)[name];
  if (!command) throw new Error(`ioredis did not define ${name}`);
  return (...keysThenArgs) => command.apply(client, keysThenArgs);
}

const part = (value: string) => encodeURIComponent(value);

/** Stream ids are `<ms>-<seq>`; newer first. */
function newerFirst(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split("-").map(Number);
  const [bMs = 0, bSeq = 0] = b.split("-").map(Number);
  return bMs - aMs || bSeq - aSeq;
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, "\\$&");
}

type StreamEntry = [id: string, fields: string[]];

export function redisBackend(url: string, options: { prefix?: string } = {}): AccessBackend {
  const prefix = options.prefix ?? "qf:";
  // While Redis is down a command fails at once (subgraphs/kit/redisConnection.ts): the gateway
  // answers 502 keyservice_unreachable (retry in 5 s) instead of holding the request.
  const client = openRedis(url, { connectionName: "qf-access" });

  const keys = {
    rate: (keyId: string, start: number) => `${prefix}rl:${part(keyId)}:${start}`,
    wallet: (accountId: string, period: string) => `${prefix}wallet:${part(accountId)}:${part(period)}`,
    hold: (requestId: string) => `${prefix}hold:${part(requestId)}`,
    holdExpiries: `${prefix}holds`,
    ledger: (accountId: string) => `${prefix}ledger:${part(accountId)}`,
    idempotency: (accountId: string, key: string) => `${prefix}idem:${part(accountId)}:${part(key)}`,
    resume: (accountId: string, resumeKey: string) => `${prefix}resume:${part(accountId)}:${part(resumeKey)}`,
  };
  const ledgerKeyPrefix = `${prefix}ledger:`;

  const hitScript = script(client, "qfAccessHit", 1, HIT);
  const reserveScript = script(client, "qfAccessReserve", 3, RESERVE);
  const settleScript = script(client, "qfAccessSettle", 4, SETTLE);
  const sweepScript = script(client, "qfAccessSweepHolds", 1, SWEEP);
  const beginScript = script(client, "qfAccessBeginIdempotent", 1, BEGIN_IDEMPOTENT);
  const completeScript = script(client, "qfAccessCompleteIdempotent", 1, COMPLETE_IDEMPOTENT);
  const abandonScript = script(client, "qfAccessAbandonIdempotent", 1, ABANDON_IDEMPOTENT);
  const grantResumeScript = script(client, "qfAccessGrantResume", 1, GRANT_RESUME);
  const takeResumeScript = script(client, "qfAccessTakeResume", 1, TAKE_RESUME);

  function toEntry(accountId: string, [, flat]: StreamEntry): LedgerEntry {
    const fields: Record<string, string> = {};
    for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i] as string] = flat[i + 1] as string;
    return {
      requestId: fields.requestId ?? "",
      accountId,
      keyId: fields.keyId ?? "",
      operation: fields.operation ?? "",
      product: fields.product ?? "",
      credits: Number(fields.credits ?? 0),
      outcome: (fields.outcome ?? "not_billed") as LedgerOutcome,
      errorCode: fields.errorCode ? fields.errorCode : null,
      period: fields.period ?? "",
      at: fields.at ?? "",
    };
  }

  /** Up to `limit` entries of one stream, newest first, of `period` when given. */
  async function readStream(key: string, period: string | undefined, limit: number): Promise<StreamEntry[]> {
    if (limit <= 0) return [];
    if (!period) return (await client.xrevrange(key, "+", "-", "COUNT", limit)) as StreamEntry[];
    const found: StreamEntry[] = [];
    let end = "+";
    for (;;) {
      const page = (await client.xrevrange(key, end, "-", "COUNT", LEDGER_PAGE)) as StreamEntry[];
      for (const entry of page) {
        if (entry[1].some((value, i) => i % 2 === 0 && value === "period" && entry[1][i + 1] === period)) {
          found.push(entry);
          if (found.length === limit) return found;
        }
      }
      const last = page.at(-1);
      if (page.length < LEDGER_PAGE || !last) return found;
      end = `(${last[0]}`;
    }
  }

  async function ledgerStreams(): Promise<string[]> {
    const found = new Set<string>();
    let cursor = "0";
    do {
      const [next, batch] = await client.scan(
        cursor,
        "MATCH",
        `${escapeGlob(ledgerKeyPrefix)}*`,
        "COUNT",
        1000,
        "TYPE",
        "stream",
      );
      for (const key of batch) found.add(key);
      cursor = next;
    } while (cursor !== "0");
    return [...found];
  }

  return {
    kind: "redis",

    async ping() {
      await client.ping();
    },

    async hit(keyId, limit, nowMs): Promise<RateWindow> {
      const start = windowStart(nowMs);
      const resetAtMs = start + RATE_WINDOW_MS;
      const count = Number(await hitScript(keys.rate(keyId, start), resetAtMs - nowMs + RATE_KEY_GRACE_MS));
      return { count, allowed: count <= limit, resetAtMs };
    },

    async reserve(hold: Hold): Promise<ReserveResult> {
      const [admitted, spent, held] = (await reserveScript(
        keys.wallet(hold.accountId, hold.period),
        keys.hold(hold.requestId),
        keys.holdExpiries,
        hold.credits,
        hold.allowance,
        hold.accountId,
        hold.period,
        hold.owner,
        hold.expiresAtMs,
        part(hold.requestId),
      )) as [number, number, number];
      return { ok: admitted === 1, spent: Number(spent), held: Number(held) };
    },

    async settle(hold: Hold, lines: readonly LedgerLine[], atIso: string) {
      const args: Arg[] = [hold.requestId, hold.period, atIso, part(hold.requestId)];
      for (const line of lines) {
        args.push(
          line.keyId,
          line.operation,
          line.product,
          line.outcome === "charged" ? line.credits : 0,
          line.outcome,
          line.errorCode ?? "",
        );
      }
      const spent = await settleScript(
        keys.hold(hold.requestId),
        keys.wallet(hold.accountId, hold.period),
        keys.ledger(hold.accountId),
        keys.holdExpiries,
        ...args,
      );
      return { spent: Number(spent) };
    },

    async sweepHolds(nowMs): Promise<ReleasedHold[]> {
      const released: ReleasedHold[] = [];
      for (;;) {
        const flat = (await sweepScript(keys.holdExpiries, nowMs, `${prefix}hold:`, SWEEP_BATCH)) as string[];
        for (let i = 0; i + 4 < flat.length; i += 5) {
          released.push({
            requestId: decodeURIComponent(flat[i] as string),
            accountId: flat[i + 1] as string,
            period: flat[i + 2] as string,
            credits: Number(flat[i + 3]),
            owner: flat[i + 4] as string,
          });
        }
        if (flat.length < SWEEP_BATCH * 5) return released;
      }
    },

    async held(accountId, period) {
      return Number((await client.hget(keys.wallet(accountId, period), "held")) ?? 0);
    },

    async spent(accountId, period) {
      return Number((await client.hget(keys.wallet(accountId, period), "spent")) ?? 0);
    },

    async ledger(accountId, { period, limit }): Promise<LedgerEntry[]> {
      if (accountId !== null) {
        const entries = await readStream(keys.ledger(accountId), period, limit);
        return entries.map((entry) => toEntry(accountId, entry));
      }
      // Every account: the newest `limit` of each stream, merged by stream id (time, then sequence).
      const streams = await ledgerStreams();
      const perStream = await Promise.all(
        streams.map(async (key) => {
          const owner = decodeURIComponent(key.slice(ledgerKeyPrefix.length));
          return (await readStream(key, period, limit)).map((entry) => ({ id: entry[0], owner, entry }));
        }),
      );
      return perStream
        .flat()
        .sort((a, b) => newerFirst(a.id, b.id))
        .slice(0, limit)
        .map(({ owner, entry }) => toEntry(owner, entry));
    },

    async beginIdempotent(accountId, key, fingerprint, nowMs): Promise<IdempotencyBegin> {
      const record = JSON.stringify({ fingerprint, result: null, expiresAtMs: nowMs + IDEMPOTENCY_TTL_MS });
      const [state, result] = (await beginScript(
        keys.idempotency(accountId, key),
        nowMs,
        record,
        IDEMPOTENCY_TTL_MS,
        fingerprint,
      )) as [string, string?];
      if (state === "done") return { state, result: result ?? "" };
      if (state === "new" || state === "in_flight" || state === "mismatch") return { state };
      throw new Error(`unexpected idempotency state from Redis: ${state}`);
    },

    async completeIdempotent(accountId, key, result) {
      await completeScript(keys.idempotency(accountId, key), result);
    },

    async abandonIdempotent(accountId, key) {
      await abandonScript(keys.idempotency(accountId, key));
    },

    async grantResumes(grants: readonly ResumeGrant[], nowMs: number) {
      // One script per grant, sent back to back on the one connection; expired grants leave with
      // their set's TTL, or when a take drops them.
      await Promise.all(
        grants.map((grant) =>
          grantResumeScript(
            keys.resume(grant.accountId, grant.resumeKey),
            grant.expiresAtMs,
            randomUUID(),
            Math.max(1, grant.expiresAtMs - nowMs) + RESUME_KEY_GRACE_MS,
          ),
        ),
      );
    },

    async takeResume(accountId, resumeKey, nowMs) {
      return Number(await takeResumeScript(keys.resume(accountId, resumeKey), nowMs)) === 1;
    },

    async close() {
      if (client.status === "end") return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
