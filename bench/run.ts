/**
 * `npm run bench`: five comparisons in one run; in (a)–(d) each target is loaded with autocannon
 * for the same time after the same warm-up, every server in its own child process (so the load
 * generator never shares their event loop and memory is per process), results in bench/RESULTS.md.
 *
 *  (a) REST shim vs the same persisted GraphQL document POSTed to /graphql of the same server
 *  (b) the five-subgraph instrument query through our gateway (Hive, remote routing) vs
 *      @apollo/gateway, both over the SAME five subgraph processes
 *  (c) the same query on the federated service in one process vs a monolith of the same resolvers
 *  (d) the REST price snapshot on the federated service with access enforcement vs without the
 *      access plugin, two processes measured in alternating rounds
 *  (e) fan-out of one producer (the market replay's bars) to 1,000 concurrent SSE clients, then to
 *      1,000 graphql-ws clients: delivered frames/s, publish-to-client latency, peak RSS, losses
 *  plus a check that a subscription (market `bars`) works through remote routing.
 *
 * Settings (env): BENCH_SECONDS (measured seconds per target, default 10), BENCH_WARMUP (default 2),
 * BENCH_CONNECTIONS (default 10), BENCH_ROUNDS (rounds per target in d, default 3), BENCH_ONLY
 * (e.g. "a,c": some sections, report printed, RESULTS.md untouched), BENCH_PROFILE=<dir>
 * (--cpu-prof every server child; summarise with bench/profileSummary.ts). Every target's response
 * is verified before it is loaded and every response under load is checked (autocannon verifyBody
 * → mismatches; in d also the access headers and the status: any 429 fails it), so errors are
 * counted.
 *
 * Modules: machine.ts (host facts), processes.ts (server children, /proc sampling), load.ts
 * (autocannon, verification, measurements), instrument.ts (the query of b and c), sections/*
 * (one per comparison), report.ts (RESULTS.md), figures.ts and results.ts (bench/results.json, the
 * figures the issue's targets name, merged with those other benches write).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { issueKey } from "../gateway/access/keys.js";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { SUBGRAPH_NAMES } from "../subgraphs/kit/subgraph.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { figuresOf } from "./figures.js";
import type { LoadSettings } from "./load.js";
import { log } from "./log.js";
import { loadAverage, machine } from "./machine.js";
import { type Launch, startChild, stopAll, stopChild } from "./processes.js";
import { RESULTS_PATH, renderReport, type SectionsRun } from "./report.js";
import { RESULTS_JSON_PATH, recordFigures } from "./results.js";
import { runA } from "./sections/a.js";
import { runB } from "./sections/b.js";
import { runC } from "./sections/c.js";
import { ACCESS_KEYS, runD } from "./sections/d.js";
import { runE } from "./sections/e.js";
import { runSubscription } from "./sections/subscription.js";

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const SETTINGS: LoadSettings = {
  seconds: positive("BENCH_SECONDS", 10),
  warmup: positive("BENCH_WARMUP", 2),
  connections: positive("BENCH_CONNECTIONS", 10),
};
/** BENCH_ROUNDS: measured rounds per target in (d), which alternate between its two targets. */
const ROUNDS = Math.round(positive("BENCH_ROUNDS", 3));
const ALL_SECTIONS = ["a", "b", "c", "d", "e", "subscription"] as const;
/** BENCH_ONLY=a,c runs some sections (for quick checks); RESULTS.md is written only without it. */
const ONLY = new Set<string>(
  (process.env.BENCH_ONLY ?? ALL_SECTIONS.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter((s) => (ALL_SECTIONS as readonly string[]).includes(s)),
);
/** BENCH_PROFILE=<dir>: every server child runs with --cpu-prof into <dir>/<child> (written when it stops). */
const PROFILE_DIR = process.env.BENCH_PROFILE || null;

/** (a) and (c) share one federated service process; the monolith is started only for (c). */
async function runInProcessSections(launch: Launch, run: SectionsRun) {
  log("starting the federated service and the monolith");
  const [service, monolith] = await Promise.all([
    startChild("service", "bench/service.ts", [], launch),
    ONLY.has("c") ? startChild("monolith", "bench/monolith.ts", [], launch) : Promise.resolve(null),
  ]);
  if (ONLY.has("a")) run.a = await runA(service, SETTINGS);
  if (monolith) run.c = await runC(service, monolith, SETTINGS);
  await Promise.all([stopChild(service), ...(monolith ? [stopChild(monolith)] : [])]);
}

/**
 * (d) two fresh service processes: access off on the bench's warehouse file, access on
 * (BENCH_AUTH=1, embedded backend) on a copy of it, so its ledger and wallet writes stay apart.
 */
async function runAccessSection(launch: Launch, accessDatabaseUrl: string, run: SectionsRun) {
  log(`starting the federated service twice: access off, and access on (${ACCESS_KEYS} keys)`);
  const [off, on] = await Promise.all([
    startChild("service-access-off", "bench/service.ts", [], launch),
    startChild("service-access-on", "bench/service.ts", [], {
      ...launch,
      env: {
        ...launch.env,
        DATABASE_URL: accessDatabaseUrl,
        BENCH_AUTH: "1",
        BENCH_KEYS: String(ACCESS_KEYS),
      },
    }),
  ]);
  run.d = await runD(off, on, SETTINGS, ROUNDS);
  await Promise.all([stopChild(off), stopChild(on)]);
}

/** (b) and the subscription check share the five subgraph processes. */
async function runRemoteSections(launch: Launch, key: string, tickers: string[], run: SectionsRun) {
  log("starting the five subgraphs as separate processes");
  const subgraphs = await Promise.all(
    SUBGRAPH_NAMES.map((name) =>
      startChild(name, "bin/serve.ts", ["--service", name, "--port", "0"], launch),
    ),
  );
  if (ONLY.has("b")) run.b = await runB(subgraphs, tickers, launch, SETTINGS);
  if (ONLY.has("subscription")) run.subscription = await runSubscription(subgraphs, launch, key);
  await Promise.all(subgraphs.map(stopChild));
}

async function main() {
  const startedAt = new Date();
  const host = machine();
  const loadAtStart = loadAverage();
  log(
    `machine: ${host.nproc} CPU(s), ${host.model}, node ${host.node}; ${SETTINGS.seconds} s per target; ` +
      `sections ${[...ONLY].join(", ")}${ONLY.has("d") ? ` (d: ${ROUNDS} rounds per target)` : ""}${PROFILE_DIR ? `; CPU profiles in ${PROFILE_DIR}` : ""}`,
  );
  const dir = mkdtempSync("/tmp/quant-bench-");
  const databaseFile = join(dir, "bench.sqlite");
  const databaseUrl = `sqlite:${databaseFile}`;
  const accessDatabaseFile = join(dir, "bench-access.sqlite");
  const fanoutDatabaseFile = join(dir, "bench-fanout.sqlite");
  const run: SectionsRun = {};
  try {
    log(`building the warehouse at ${databaseUrl}`);
    const warehouse = await ensureWarehouse(databaseUrl, {
      onProgress: () => {},
      derived: derivedProductsOf(),
    });
    const { key } = await issueKey(warehouse.db, "bench subscription check", { plan: "enterprise" });
    // Every ticker with daily bars (the instrument query answers for each; only a few have SEC facts).
    const tickers = (
      await warehouse.db.selectFrom("daily_bars").select("ticker").distinct().orderBy("ticker").execute()
    ).map((row) => row.ticker);
    await warehouse.close();
    // Closed, so SQLite has checkpointed its WAL into the file; copy any leftovers all the same.
    // (d)'s access-on service and (e)'s services write keys, holds and ledger lines: each on its own copy.
    for (const [section, copy] of [
      ["d", accessDatabaseFile],
      ["e", fanoutDatabaseFile],
    ] as const) {
      for (const suffix of ONLY.has(section) ? ["", "-wal", "-shm"] : []) {
        if (existsSync(databaseFile + suffix)) copyFileSync(databaseFile + suffix, copy + suffix);
      }
    }
    const launch: Launch = { env: { DATABASE_URL: databaseUrl }, profileDir: PROFILE_DIR };
    if (ONLY.has("a") || ONLY.has("c")) await runInProcessSections(launch, run);
    if (ONLY.has("b") || ONLY.has("subscription")) await runRemoteSections(launch, key, tickers, run);
    if (ONLY.has("d")) await runAccessSection(launch, `sqlite:${accessDatabaseFile}`, run);
    if (ONLY.has("e")) run.e = await runE(launch, `sqlite:${fanoutDatabaseFile}`, SETTINGS);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
  const report = renderReport(run, {
    startedAt,
    host,
    loadAtStart,
    loadAtEnd: loadAverage(),
    minutes: (Date.now() - startedAt.getTime()) / 60_000,
    settings: SETTINGS,
  });
  // Only the plain `npm run bench` writes the results: any BENCH_ONLY or profiled run is a check.
  if (process.env.BENCH_ONLY === undefined && !PROFILE_DIR) {
    writeFileSync(RESULTS_PATH, report);
    const { figures } = recordFigures(figuresOf(run));
    log(`wrote ${RESULTS_PATH} and ${RESULTS_JSON_PATH}: ${JSON.stringify(figures)}`);
  } else {
    console.log(report);
    console.log(JSON.stringify(figuresOf(run), null, 2));
    log("partial or profiled run: bench/RESULTS.md and bench/results.json left as they were");
  }
}

await main();
