/**
 * Benchmark target: the whole federated service in one process (startService: five subgraphs in
 * process, Hive Gateway, REST shim), the bars replay off so nothing else runs. Prints
 * "service listening on <url>".
 *
 * For the fan-out section (e), BENCH_REPLAY_SPEED=<speed> turns the replay producer on (the
 * service's default replay, SPY's 2023-08-03 session looping, at that speed: 600 publishes a
 * recorded minute, i.e. one bar, every 100 ms), and BENCH_MAX_STREAMS_PER_KEY
 * raises or lowers the access plugin's cap on subscriptions open at once per key, SSE and
 * graphql-ws alike (default: the plugin's own, gateway/access/openStreams.ts).
 *
 * By default access control is off (no access plugin at all), so only the service's own work is
 * measured. With BENCH_AUTH=1 it is on as in production, on the embedded backend (keys, wallets,
 * holds and ledger in the warehouse's SQLite file, rate windows in memory; REDIS_URL is ignored),
 * and the service first issues BENCH_KEYS keys (default 1) for one enterprise account with
 * BENCH_CREDITS monthly credits (default 1e12, so the wallet never runs dry), printed on one line
 * before the listening line: "bench keys: <key>,<key>,...". Several keys spread a load over the
 * enterprise plan's per-key rate limit.
 * Settings: DATABASE_URL (an already-built warehouse), PORT (default 0), HEAP_GROWING_PERCENT as
 * for `npm start` (app/heapGrowth.ts, set here as bin/serve.ts sets it).
 */
import "reflect-metadata";
import { limitHeapGrowth } from "../app/heapGrowth.js";
import { DEFAULT_REPLAY, startService } from "../app/standalone.js";
import { issueKey } from "../gateway/access/keys.js";

limitHeapGrowth();
const auth = process.env.BENCH_AUTH === "1";
// startService falls back to REDIS_URL for the access backend; the benchmark measures the embedded one.
if (auth) delete process.env.REDIS_URL;
const replaySpeed = Number(process.env.BENCH_REPLAY_SPEED ?? 0);
const maxStreamsPerKey = Number(process.env.BENCH_MAX_STREAMS_PER_KEY ?? 0);

const service = await startService({
  databaseUrl: process.env.DATABASE_URL,
  port: Number(process.env.PORT ?? 0),
  auth,
  ...(auth ? { access: maxStreamsPerKey ? { maxStreamsPerKey } : {} } : {}),
  replay: replaySpeed
    ? {
        ...DEFAULT_REPLAY,
        speed: replaySpeed,
        loop: true,
      }
    : false,
});
if (auth) {
  const count = Number(process.env.BENCH_KEYS ?? 1);
  const monthlyCredits = Number(process.env.BENCH_CREDITS ?? 1e12);
  const keys: string[] = [];
  let accountId: string | undefined;
  for (let i = 0; i < count; i++) {
    const issued = await issueKey(service.warehouse.db, `bench key ${i + 1}`, {
      plan: "enterprise",
      monthlyCredits,
      ...(accountId ? { accountId } : {}),
    });
    accountId = issued.accountId;
    keys.push(issued.key);
  }
  console.log(`bench keys: ${keys.join(",")}`);
}
console.log(`service listening on ${service.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    service.close().finally(() => process.exit(0));
  });
}
