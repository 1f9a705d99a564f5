/**
 * `npm run bench:start`: how long a start takes to answer, and what it holds in memory, for the
 * compiled start (`npm start`: bin/start.mjs runs dist/) and the sources under tsx
 * (`npm run serve`), each on a fresh warehouse (an empty DATABASE_URL: migrate, ingest
 * data/sample, then the derived products) and on a warm restart (the same warehouse again).
 *
 * A fresh start listens before its ingest (app/derivedBuilds.ts): /livez and /api/health answer
 * while the data routes still answer 503 snapshot_cold, so the first REST answer waits for the
 * ingest. Per start: seconds from spawning `npm <script>` to the first 200 of /livez, /api/health, the
 * first REST answer (GET /api/v3/fundamentals/price_snapshot?ticker=AAPL with a key issued into the warehouse
 * as soon as health answers, the way an operator runs `npm run keys` after a first start), and to
 * /readyz reporting every derived product built; the server's peak RSS (VmHWM of the node process
 * under npm, worker threads included) at health, once the products are built, and under the REST
 * load of bench/load.ts (price_snapshot, 10 connections over 10 enterprise keys of one account, 3 s
 * warm-up, BENCH_SECONDS measured, default 15). Starts run one after another; the load average
 * is printed beside each.
 *
 * Settings: BENCH_START_ROOT (a checkout to start instead of this one, e.g. an export of main for
 * the "before" figures), BENCH_START_SCRIPTS (default "start,serve"), BENCH_START_TIMEOUT (s,
 * default 600). Writes its section of bench/RESULTS.md and start_* figures of bench/results.json
 * only when run on this checkout.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { issueKey } from "../gateway/access/keys.js";
import { openWarehouse } from "../warehouse/connection.js";
import { measure } from "./load.js";
import { loadAverage, machine } from "./machine.js";
import { recordFigures } from "./results.js";
import { replaceMarkedSection } from "./resultsFile.js";

const HERE = fileURLToPath(new URL("..", import.meta.url));
const ROOT = process.env.BENCH_START_ROOT ?? HERE;
const SCRIPTS = (process.env.BENCH_START_SCRIPTS ?? "start,serve").split(",");
const TIMEOUT_S = Number(process.env.BENCH_START_TIMEOUT) || 600;

export interface StartMeasurement {
  script: string;
  warehouse: "fresh" | "warm";
  livezS: number;
  healthS: number;
  firstRestS: number;
  /** Every derived product built (/readyz's `derived` check passes). */
  builtS: number;
  rssAtHealthMb: number;
  /** Once every product is built. */
  builtRssMb: number;
  /** After the REST load. */
  peakRssMb: number;
  restRps: number;
  load: string;
}

const KEYS = 10;
const LOAD = { seconds: Number(process.env.BENCH_SECONDS) || 15, warmup: 3, connections: 10 };
const SNAPSHOT = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

/** The node process npm runs (its deepest descendant): what `exec node …` leaves under npm. */
async function serverPid(npmPid: number): Promise<number> {
  let pid = npmPid;
  for (;;) {
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
    const first = children.trim().split(/\s+/)[0];
    if (!first) return pid;
    pid = Number(first);
  }
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function answers(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  } catch {
    return null;
  }
}

async function measureStart(script: string, databaseUrl: string, kind: "fresh" | "warm") {
  const load = loadAverage()
    .map((value) => value.toFixed(2))
    .join(" / ");
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  const child = spawn("npm", ["run", "-s", script], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: "0", REPLAY: "off", SIGNALS_REPLAY: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const deadline = Date.now() + TIMEOUT_S * 1000;
  const waitFor = async <T>(what: string, probe: () => Promise<T | null>): Promise<T> => {
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`${script} (${kind}): no ${what} within ${TIMEOUT_S} s\n${output.slice(-3000)}`);
      }
      await sleep(100);
    }
  };
  try {
    const base = await waitFor("listening line", async () => /listening on (\S+)/.exec(output)?.[1] ?? null);
    const pid = await serverPid(child.pid as number);
    const livezS = await waitFor("/livez", async () =>
      (await answers(`${base}/livez`))?.ok ? seconds() : null,
    );
    const healthS = await waitFor("/api/health", async () =>
      (await answers(`${base}/api/health`))?.ok ? seconds() : null,
    );
    const rssAtHealthMb = await peakRssMb(pid);
    const warehouse = await openWarehouse(databaseUrl);
    const first = await issueKey(warehouse.db, `bench-start-${Date.now()}`, { plan: "enterprise" });
    const keys = [first.key];
    while (keys.length < KEYS) {
      keys.push((await issueKey(warehouse.db, "bench-start", { accountId: first.accountId })).key);
    }
    await warehouse.close();
    const headerSets = keys.map((key) => ({ authorization: `Bearer ${key}` }));
    const firstRestS = await waitFor("REST answer", async () =>
      (await answers(`${base}${SNAPSHOT}`, { headers: headerSets[0] }))?.ok ? seconds() : null,
    );
    const builtS = await waitFor("derived products built", async () => {
      const ready = await answers(`${base}/readyz`);
      if (!ready?.ok) return null;
      const body = (await ready.json()) as { derived?: { building: string[] } };
      // A checkout without `derived` in its answer built its products before it listened.
      return (body.derived?.building.length ?? 0) === 0 ? seconds() : null;
    });
    const builtRssMb = await peakRssMb(pid);
    const server = { name: `npm ${script}`, pid, url: base, output: "", process: child };
    const loaded = await measure(
      {
        label: `${script} ${kind}: ${SNAPSHOT}`,
        url: `${base}${SNAPSHOT}`,
        method: "GET",
        headerSets,
        verify: (status) => {
          if (status !== 200) throw new Error(`${SNAPSHOT} answered ${status}`);
          return status;
        },
        makeVerifyBody: () => (body) => body.includes('"price"'),
        server,
      },
      script,
      LOAD,
    );
    return {
      script,
      warehouse: kind,
      livezS,
      healthS,
      firstRestS,
      builtS,
      rssAtHealthMb,
      builtRssMb,
      peakRssMb: Math.max(await peakRssMb(pid), Math.round(loaded.peakRssMb)),
      restRps: Math.round(loaded.rps),
      load,
    } satisfies StartMeasurement;
  } finally {
    const pid = await serverPid(child.pid as number);
    process.kill(pid, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

function table(rows: StartMeasurement[]): string {
  const lines = [
    "| start | warehouse | /livez s | /api/health s | first REST answer s | products built s | peak RSS at health MB | … once built MB | … under REST load MB (req/s) | load average |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| npm ${r.script === "start" ? "start" : `run ${r.script}`} | ${r.warehouse} | ${r.livezS} | ${r.healthS} | ${r.firstRestS} | ${r.builtS} | ${r.rssAtHealthMb} | ${r.builtRssMb} | ${r.peakRssMb} (${r.restRps}) | ${r.load} |`,
    );
  }
  return lines.join("\n");
}

const host = machine();
console.log(`${host.nproc} CPU(s) ${host.model}, Node ${host.node}; starting ${ROOT}`);
const rows: StartMeasurement[] = [];
for (const script of SCRIPTS) {
  const dir = await mkdtemp(join(tmpdir(), "qf-bench-start-"));
  const url = `sqlite:${join(dir, "warehouse.sqlite")}`;
  try {
    for (const kind of ["fresh", "warm"] as const) {
      const row = await measureStart(script, url, kind);
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
console.log(table(rows));
if (ROOT === HERE) {
  const find = (script: string, kind: "fresh" | "warm") =>
    rows.find((r) => r.script === script && r.warehouse === kind);
  const compiledFresh = find("start", "fresh");
  const compiledWarm = find("start", "warm");
  const tsxWarm = find("serve", "warm");
  // Each figure whose starts ran (BENCH_START_SCRIPTS=start measures the compiled ones alone).
  recordFigures({
    ...(compiledFresh && compiledWarm
      ? {
          start_fresh_health_s: compiledFresh.healthS,
          start_warm_health_s: compiledWarm.healthS,
          start_fresh_first_rest_answer_s: compiledFresh.firstRestS,
          // Started and idle: a warm restart's peak once it answers (no build ran in it).
          start_compiled_rss_mb: compiledWarm.builtRssMb,
          // The steady process (a warm restart, compiled) under the price_snapshot load.
          one_process_peak_rss_mb_under_rest_load: compiledWarm.peakRssMb,
        }
      : {}),
    ...(tsxWarm ? { start_tsx_rss_mb: tsxWarm.builtRssMb } : {}),
  });
  const [begin, end] = ["<!-- bench:start:begin -->", "<!-- bench:start:end -->"];
  replaceMarkedSection(
    fileURLToPath(new URL("./RESULTS.md", import.meta.url)),
    begin,
    end,
    `${begin}\n### Start: compiled vs tsx, fresh warehouse vs warm restart\n\nMeasured ${new Date().toISOString()} (${host.nproc} CPU(s) ${host.model}, Node ${host.node}) by \`npm run bench:start\`:\n\n${table(rows)}\n${end}`,
  );
}
