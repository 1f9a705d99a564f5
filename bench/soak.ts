/**
 * `npm run bench:soak` (not CI): the distributed topology of `npm run topology` under a steady load
 * for SOAK_SECONDS (default 600), the resident memory (VmRSS) of each of its processes sampled every
 * SOAK_SAMPLE_SECONDS (default 10), written into bench/RESULTS.md between the soak markers (inside
 * the hand-kept analysis block, so `npm run bench` keeps it).
 *
 * Load: SOAK_RATE requests a second (default 10), each started on schedule whether or not the last
 * has answered (an open model, so a slow server does not slow the load down), at most
 * SOAK_MAX_IN_FLIGHT (default 40) open at once — a request due while that many are open is counted
 * as skipped, not queued. They cycle through ROUTES below and alternate between the two gateway
 * replicas; one SSE stream of SPY's bars (the replay) stays open all the time on the first replica.
 *
 * Whether RSS levels off: per process, the least-squares slope (MB/min) of the samples of the first
 * minute and of the last minute; it "levels off" when the last minute's slope is under 1 MB/min or
 * under a quarter of the first minute's (a falling last minute, a collection, levels off).
 *
 * The topology runs in SOAK_DIR (default .data/topology-soak: the first run ingests data/sample into
 * its own PostgreSQL; later runs reuse it) on free ports, and is stopped (SIGTERM to the
 * `bin/topology.ts` process, which stops its children by PID) at the end or on Ctrl-C.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { machine } from "./machine.js";
import { replaceMarkedSection } from "./resultsFile.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const SOAK_BEGIN = "<!-- soak:begin (written by bench/soak.ts) -->";
const SOAK_END = "<!-- soak:end -->";

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got ${process.env[name]}`);
  return value;
};
const SECONDS = positive("SOAK_SECONDS", 600);
const SAMPLE_SECONDS = positive("SOAK_SAMPLE_SECONDS", 10);
const RATE = positive("SOAK_RATE", 10);
const MAX_IN_FLIGHT = positive("SOAK_MAX_IN_FLIGHT", 40);
const DIR = process.env.SOAK_DIR ?? join(ROOT, ".data", "topology-soak");

/** A mix over all five subgraphs: prices, snapshots, fundamentals, filings news, options, signals, risk, macro. */
const ROUTES = [
  "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
  "/api/v3/fundamentals/prices?ticker=MSFT&limit=20",
  "/api/v3/fundamentals/metrics_snapshot?ticker=AAPL",
  "/api/v3/fundamentals/news?ticker=AAPL",
  "/api/snapshot/MSFT",
  "/api/v3/intel/max_pain/AAPL",
  "/api/v3/factors/predictors/AAPL",
  "/api/macro",
  "/api/v3/fundamentals/full/AAPL",
];

const log = (message: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

interface Up {
  child: ChildProcess;
  gateways: string[];
  databaseUrl: string;
  redisUrl: string;
}

function startTopology(): Promise<Up> {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/topology.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      TOPOLOGY_DIR: DIR,
      TOPOLOGY_PG_PORT: "0",
      TOPOLOGY_REDIS_PORT: "0",
      TOPOLOGY_SUBGRAPH_PORTS: "0,0,0,0,0",
      TOPOLOGY_GATEWAY_PORTS: "0,0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (!output.includes("stops everything this command started")) return;
      const gateways = [...output.matchAll(/gateway \d+\s+(http:\/\/\S+)/g)].map((m) => m[1] as string);
      const databaseUrl = /^\s+PostgreSQL\s+(\S+)/m.exec(output)?.[1];
      const redisUrl = /^\s+Redis\s+(\S+)/m.exec(output)?.[1];
      if (!databaseUrl || !redisUrl || gateways.length < 2)
        return reject(new Error(`unexpected output:\n${output}`));
      resolve({ child, gateways, databaseUrl, redisUrl });
    });
    child.once("exit", (code) => reject(new Error(`bin/topology.ts exited with ${code}`)));
  });
}

/** A key of the enterprise plan, issued with bin/keys.ts into the topology's warehouse. */
function issueKey(up: Up): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "bin/keys.ts", "create", "soak", "--plan", "enterprise"],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: process.env.DATABASE_URL ?? up.databaseUrl,
          REDIS_URL: up.redisUrl,
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", () => {
      const key = /qf_\w+_\w+_\S+/.exec(output)?.[0];
      key ? resolve(key) : reject(new Error(`no key in:\n${output}`));
    });
  });
}

/** The direct children of the topology process (PostgreSQL's postmaster, Redis, the seven services). */
function childrenOf(pid: number): { pid: number; name: string }[] {
  const found: { pid: number; name: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const service = args[args.indexOf("--service") + 1];
      // tsx's esbuild service is the topology command's own helper, not part of the topology.
      if (/esbuild/.test(args[0] ?? "")) continue;
      // Both gateways listen on port 0 here: they are told apart by PID.
      const name =
        args.indexOf("--service") >= 0
          ? service === "gateway"
            ? `gateway (pid ${entry})`
            : (service as string)
          : /postgres/.test(args[0] ?? "")
            ? "postgres"
            : /redis/.test(args[0] ?? "")
              ? "redis"
              : (args[0] ?? entry);
      found.push({ pid: Number(entry), name });
    } catch {
      // Gone between listing and reading.
    }
  }
  return found;
}

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Least-squares slope of (seconds, MB) in MB per minute. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return (num / den) * 60;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  const started = new Date();
  const load0 = loadavg();
  log(`starting the topology in ${DIR}`);
  const up = await startTopology();
  const stop = () => {
    if (up.child.exitCode === null) up.child.kill("SIGTERM");
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    const key = await issueKey(up);
    const processes = childrenOf(up.child.pid as number).sort((a, b) => a.name.localeCompare(b.name));
    const names = processes.map((p) => p.name);
    log(`sampling ${processes.length} processes: ${names.join(", ")}`);

    // One SSE stream for the whole soak: the replay's SPY bars.
    const sse = new AbortController();
    let sseFrames = 0;
    let sseError = "";
    void fetch(`${up.gateways[0]}/api/v3/stream/bars?symbols=SPY`, {
      headers: { authorization: `Bearer ${key}` },
      signal: sse.signal,
    })
      .then(async (response) => {
        if (!response.ok || !response.body) throw new Error(`SSE answered ${response.status}`);
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          sseFrames += (decoder.decode(value).match(/^data:/gm) ?? []).length;
        }
      })
      .catch((error: Error) => {
        if (!sse.signal.aborted) sseError = error.message;
      });

    const statuses = new Map<number | string, number>();
    const latencies: number[] = [];
    let sent = 0;
    let skipped = 0;
    let inFlight = 0;
    const shoot = () => {
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        return;
      }
      const path = ROUTES[sent % ROUTES.length] as string;
      const gateway = up.gateways[sent % up.gateways.length] as string;
      sent++;
      inFlight++;
      const t0 = performance.now();
      fetch(`${gateway}${path}`, { headers: { authorization: `Bearer ${key}` } })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        })
        .catch((error: Error) => statuses.set(error.message, (statuses.get(error.message) ?? 0) + 1))
        .finally(() => {
          inFlight--;
        });
    };

    const samples: { t: number; rss: (number | null)[] }[] = [];
    const t0 = Date.now();
    const sample = () => {
      const t = Math.round((Date.now() - t0) / 1000);
      samples.push({ t, rss: processes.map((p) => rssMb(p.pid)) });
      const last = samples
        .at(-1)
        ?.rss.map((mb) => (mb === null ? "gone" : mb.toFixed(0)))
        .join(" ");
      log(`t=${t}s sent=${sent} skipped=${skipped} inFlight=${inFlight} sse=${sseFrames} rss=${last}`);
    };
    sample();
    const loadTimer = setInterval(shoot, 1000 / RATE);
    const sampleTimer = setInterval(sample, SAMPLE_SECONDS * 1000);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    clearInterval(loadTimer);
    clearInterval(sampleTimer);
    sample();
    sse.abort();
    const load1 = loadavg();

    // Report.
    const sorted = [...latencies].sort((a, b) => a - b);
    const window = (from: number, to: number, i: number) =>
      samples
        .filter((s) => s.t >= from && s.t <= to && s.rss[i] !== null)
        .map((s) => [s.t, s.rss[i] as number] as [number, number]);
    const end = samples.at(-1)?.t ?? SECONDS;
    const verdicts = processes.map((_, i) => {
      const first = slope(window(0, 60, i));
      const last = slope(window(end - 60, end, i));
      // Falling (a collection) is not growth: only a last-minute rise counts against levelling off.
      const levels = last < 1 || last < Math.abs(first) / 4;
      const start = samples[0]?.rss[i];
      const final = samples.at(-1)?.rss[i];
      return { first, last, levels, start, final };
    });
    const host = machine();
    const fmt = (mb: number | null | undefined) => (mb === null || mb === undefined ? "–" : mb.toFixed(0));
    const statusLine = [...statuses.entries()].map(([s, n]) => `${s}: ${n}`).join(", ");
    const lines = [
      SOAK_BEGIN,
      "",
      `### Soak: the distributed topology for ${SECONDS / 60} minutes (\`npm run bench:soak\`, ${started.toISOString().slice(0, 16)}Z)`,
      "",
      `${host.model}, ${host.nproc} cores, ${host.memory}, Node ${host.node}. **The machine was shared with other engineers' builds and tests during the run** (load average ${load0.map((l) => l.toFixed(1)).join(" / ")} at the start, ${load1.map((l) => l.toFixed(1)).join(" / ")} at the end, on ${host.nproc} cores), so latencies are not comparable with the sections above; RSS is what this section is about.`,
      "",
      `Load: ${RATE} requests/s scheduled (open model, at most ${MAX_IN_FLIGHT} in flight) cycling over ${ROUTES.length} REST routes (${ROUTES.map((r) => `\`${r}\``).join(", ")}), alternating between the two gateway replicas, plus one SSE stream of SPY bars held open on gateway 1 for the whole run. Sent ${sent} (${(sent / SECONDS).toFixed(1)}/s achieved: the timer lags on a loaded machine), skipped (${MAX_IN_FLIGHT} already in flight) ${skipped}; answers ${statusLine || "none"}; latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; SSE frames received ${sseFrames}${sseError ? ` (stream error: ${sseError})` : ""}.`,
      "",
      `RSS (VmRSS, MB) of each process, sampled every ${SAMPLE_SECONDS} s (PostgreSQL: the postmaster only, not its backends):`,
      "",
      `| t (s) | ${names.join(" | ")} |`,
      `|---:|${names.map(() => "---:").join("|")}|`,
      ...samples.map((s) => `| ${s.t} | ${s.rss.map(fmt).join(" | ")} |`),
      "",
      "Does it level off? Slope of a least-squares line through the first minute's samples and through the last minute's (MB/min); it levels off when the last is under 1 MB/min or under a quarter of the first (falling counts as levelled).",
      "",
      "| process | start MB | end MB | first-minute slope | last-minute slope | levels off |",
      "|---|---:|---:|---:|---:|---|",
      ...verdicts.map(
        (v, i) =>
          `| ${names[i]} | ${fmt(v.start)} | ${fmt(v.final)} | ${v.first.toFixed(1)} | ${v.last.toFixed(1)} | ${v.levels ? "yes" : "**no**"} |`,
      ),
      "",
      SOAK_END,
    ].join("\n");
    replaceMarkedSection(RESULTS, SOAK_BEGIN, SOAK_END, lines);
    log(`written to ${RESULTS}`);
    for (const [i, v] of verdicts.entries()) {
      log(
        `${names[i]}: ${fmt(v.start)} → ${fmt(v.final)} MB, slope first ${v.first.toFixed(1)} last ${v.last.toFixed(1)} MB/min, levels off: ${v.levels}`,
      );
    }
  } finally {
    stop();
    await new Promise((r) => up.child.once("exit", r));
  }
}

await main();
