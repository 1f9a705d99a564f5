/**
 * startTestService for the `e2e-distributed` project (vitest.config.ts): the same test files, served
 * by the distributed topology instead of one in-process service. Per file: a private PostgreSQL
 * database cloned from the ingested template on the project's server (test/support/topologySetup.ts;
 * `CREATE DATABASE … TEMPLATE` copies it in about a second), a
 * private Redis (wallets, rate limits and the event bus of this file only), the five subgraphs each
 * in its own process and two gateway replicas over them. `url` alternates between the replicas on
 * every read, so a file's requests are spread over both and a wallet or limit that was not shared
 * would show.
 *
 * The options of startTestService reach the processes as their own settings:
 * - `clock` (a fixed clock): its instant becomes CLOCK_AT of every subgraph process. The processes'
 *   clocks do not move afterwards: `advance`/`set` on the test's clock are not seen.
 * - `replay`: false → REPLAY=off; one session → REPLAY_SESSIONS + REPLAY_SPEED; a plan → its
 *   sessions and speed (market's process runs the producers).
 * - `newsReplay`: NEWS_REPLAY=on and NEWS_REPLAY_ITEM_MS (intel's process runs it).
 * - `access.redisUrl`: used instead of a private Redis.
 * - `onQuery`: SQL runs in the subgraph processes, so the callback sees nothing; a test that counts
 *   statements skips itself under this project (`distributedTopology()`).
 * Options that only an in-process service has (`auth: false`, `sse`, `bus`, `busUrl`, an access
 * clock `access.now`, hold timings) are refused with that reason, so a file that needs them is not
 * silently tested against something else; such files are left out of the project.
 *
 * `warehouse` is this process's own connection to the file's database (keys issued or disabled here
 * are seen by the gateways, which read keys from it); `access` reads the shared Redis ledger
 * (no sweeper here); `bus` is a client of the same Redis bus the processes publish on. `gateway`
 * and `producers` live in other processes and throw when read.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { ServiceOptions } from "../../app/standalone.js";
import { openAccess } from "../../gateway/access/index.js";
import { issueKey } from "../../gateway/access/keys.js";
import { openBus } from "../../subgraphs/kit/openBus.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { TEMPLATE_DATABASE } from "./postgresTemplate.js";
import { spawnTopology } from "./processes.js";
import { startRedis } from "./redis.js";
import type { TestService } from "./service.js";

export const GATEWAY_REPLICAS = 2;
/**
 * Seven processes loading the graph at once on a shared 2-core machine: each may take well over
 * the 60 s spawnService waits by default before it listens.
 */
const START_TIMEOUT_MS = 240_000;

/** True in the `e2e-distributed` project: startTestService starts the topology. */
export function distributedTopology(): boolean {
  return process.env.QF_E2E_TOPOLOGY === "distributed";
}

const UNSUPPORTED = ["auth", "sse", "bus", "busUrl"] as const;
const UNSUPPORTED_ACCESS = [
  "now",
  "upgradeUrl",
  "maxStreamsPerKey",
  "holdTtlMs",
  "holdSweepEveryMs",
] as const;

/** CLOCK_AT and REPLAY* for the subgraph processes, from the in-process options. */
export function processEnvOf(options: Omit<ServiceOptions, "databaseUrl" | "port">): Record<string, string> {
  for (const name of UNSUPPORTED) {
    if (options[name] !== undefined) {
      throw new Error(
        `startTestService({ ${name} }) needs the in-process service; the distributed topology (e2e-distributed) cannot apply it`,
      );
    }
  }
  for (const name of UNSUPPORTED_ACCESS) {
    if (options.access?.[name] !== undefined) {
      throw new Error(
        `startTestService({ access: { ${name} } }) needs the in-process service; the gateways of the distributed topology use their own settings`,
      );
    }
  }
  const env: Record<string, string> = {};
  if (options.clock) env.CLOCK_AT = options.clock.now().toISOString();
  const replay = options.replay;
  if (replay === false) env.REPLAY = "off";
  else if (replay && "ticker" in replay) {
    env.REPLAY_SESSIONS = `${replay.ticker}:${replay.sessionDate}`;
    if (replay.speed !== undefined) env.REPLAY_SPEED = String(replay.speed);
  } else if (replay) {
    if (replay.sessions !== "held") {
      env.REPLAY_SESSIONS = replay.sessions.map((s) => `${s.ticker}:${s.sessionDate}`).join(",");
    }
    env.REPLAY_SPEED = String(replay.speed);
  }
  if (options.newsReplay) {
    env.NEWS_REPLAY = "on";
    env.NEWS_REPLAY_ITEM_MS = String(options.newsReplay.itemMs);
  }
  return env;
}

/** A fresh database cloned from the ingested template; its URL and how to drop it. */
async function cloneTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject("topologyPostgres");
  if (!server) {
    throw new Error(
      "No topology PostgreSQL was provided: this file needs the e2e-distributed project's global setup (see vitest.config.ts).",
    );
  }
  const name = `qf_${randomUUID().replaceAll("-", "")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // Two files cloning at the same instant can collide on the template ("being accessed by other
  // users" while the other CREATE DATABASE copies it): retry a few times.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
      break;
    } catch (error) {
      if (attempt >= 10 || !/being accessed/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Waits until a gateway's /api/health reports every subgraph "ok", as a deployment waits for
 * readiness: a subgraph that has just printed its URL can still miss the health probe's 1 s
 * timeout on a loaded machine while its first requests warm it up, and tests read health too.
 */
async function untilHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      last = await response.text();
      if ((JSON.parse(last) as { status?: string }).status === "ok") return;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gateway ${url} not healthy after ${timeoutMs / 1000} s: ${last}`);
}

export async function startTopologyTestService(
  options: Omit<ServiceOptions, "databaseUrl" | "port"> = {},
): Promise<TestService> {
  const processEnv = processEnvOf(options);
  const database = await cloneTemplate();
  const cleanups: (() => Promise<unknown>)[] = [database.drop];
  let cleaned: Promise<void> | undefined;
  // Last started, first stopped; once, however often stop() is called.
  const cleanup = () => {
    cleaned ??= (async () => {
      for (const step of [...cleanups].reverse()) await step().catch(() => undefined);
    })();
    return cleaned;
  };
  try {
    let redisUrl = options.access?.redisUrl;
    if (redisUrl === undefined) {
      const redis = await startRedis();
      cleanups.push(redis.stop);
      redisUrl = redis.url;
    }
    const topology = await spawnTopology(
      { ...processEnv, DATABASE_URL: database.url, REDIS_URL: redisUrl },
      { gateways: GATEWAY_REPLICAS, startTimeoutMs: START_TIMEOUT_MS },
    );
    cleanups.push(topology.stop);
    await Promise.all(topology.gateways.map((gateway) => untilHealthy(gateway.url)));
    const warehouse = await openWarehouse(database.url);
    cleanups.push(warehouse.close);
    const bus = await openBus(redisUrl);
    cleanups.push(bus.close);
    const access = await openAccess(warehouse.db, { redisUrl, events: bus, holdSweepEveryMs: 0 });
    cleanups.push(() => access.backend.close());
    const { key, accountId } = await issueKey(warehouse.db, "e2e", { plan: "enterprise" });
    const urls = topology.gateways.map((gateway) => gateway.url);
    let next = 0;
    const inOtherProcess = (what: string) => () => {
      throw new Error(`${what} runs in another process in the distributed topology (e2e-distributed)`);
    };
    return {
      // Each read names the next replica: requests alternate between the gateways.
      get url() {
        const url = urls[next % urls.length] as string;
        next++;
        return url;
      },
      key,
      accountId,
      warehouse,
      bus,
      access,
      get gateway(): never {
        return inOtherProcess("the gateway")();
      },
      get subscriptions(): never {
        return inOtherProcess("the gateway's shared subscriptions")();
      },
      get producers(): never {
        return inOtherProcess("the replay producers")();
      },
      get app(): never {
        return inOtherProcess("the HTTP host")();
      },
      close: cleanup,
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** postgres:// URL of the topology's server (the `postgres` database); set by topologySetup.ts. */
    topologyPostgres: string;
  }
}
