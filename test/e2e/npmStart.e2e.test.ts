/**
 * `npm start` as an operator runs it, stopped as a supervisor or a terminal stops it: SIGTERM to
 * npm's own PID, and SIGINT to its whole process group (Ctrl-C). Either way the server gets the
 * signal, an open SSE stream takes its final frame, and every process the command started (npm,
 * the shell it may use, node) has exited within 10 s: none is left serving. It serves compiled
 * JavaScript (dist/, rebuilt first when stale: bin/build.mjs), not the sources through tsx.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { type SseFrame, sseStream } from "../support/streamClients.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = Number(process.env.SPAWN_TIMEOUT_MS) || 120_000;
const STOP_WITHIN_MS = 10_000;

/** The PIDs under `pid`, children first, read from ps. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // ps exits 1 when there is none.
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Started {
  npm: ChildProcess;
  url: string;
  /** npm and everything under it once the server listens. */
  pids: number[];
  /** What it printed up to its URL. */
  output: string;
}

let copy: TemplateCopy;
let key: string;
const started: number[] = [];

/** `npm start` in its own process group, on the copy, port 0; resolves once it prints its URL. */
function npmStart(): Promise<Started> {
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: copy.url,
      PORT: "0",
      REPLAY_SESSIONS: "SPY:2023-08-03",
      SIGNALS_REPLAY: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(npm.pid as number);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URL in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const pids = [npm.pid as number, ...descendants(npm.pid as number)];
      started.push(...pids);
      resolve({ npm, url: match[1] as string, pids, output });
    };
    npm.stdout?.on("data", read);
    npm.stderr?.on("data", read);
    npm.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

/** Sends `stop`, then waits until every PID is gone or the bound passed; the ms it took. */
async function stopAndWait(pids: number[], stop: () => void): Promise<{ ms: number; left: number[] }> {
  const sent = performance.now();
  stop();
  while (pids.some(alive) && performance.now() - sent < STOP_WITHIN_MS + 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ms: performance.now() - sent, left: pids.filter(alive) };
}

async function openBars(url: string) {
  const stream = await sseStream(url, "/api/v3/stream/bars?symbols=SPY", { authorization: `Bearer ${key}` });
  expect(stream.status).toBe(200);
  expect((await stream.waitFor(1, 30_000)).length).toBeGreaterThan(0);
  return stream;
}

function finalFrame(frames: SseFrame[]): SseFrame | undefined {
  return frames.at(-1);
}

beforeAll(async () => {
  copy = await copyTemplate();
  const warehouse = await openWarehouse(copy.url);
  ({ key } = await issueKey(warehouse.db, "npm-start", { plan: "pro" }));
  await warehouse.close();
});
afterAll(async () => {
  // Whatever a failed test left: by the PIDs this file started, never by name.
  for (const pid of started.filter(alive)) process.kill(pid, "SIGKILL");
  await copy?.remove();
});

describe("npm start", () => {
  it("serves compiled JavaScript: dist/ rebuilt when stale, node running it with no TypeScript loader", async () => {
    // A missing stamp is a stale build: the start must build before it serves.
    rmSync(join(ROOT, "dist", ".source-digest"), { force: true });
    const { npm, url, pids, output } = await npmStart();
    expect(output).toMatch(/built dist\/ from \d+ sources/);
    const server = pids.at(-1) as number;
    const command = readFileSync(`/proc/${server}/cmdline`, "utf8").split("\0").filter(Boolean);
    expect(command.slice(1)).toEqual(["bin/start.mjs"]);
    const answer = await fetch(`${url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { price: unknown }).price).toEqual(expect.any(Number));
    const { left } = await stopAndWait(pids, () => npm.kill("SIGTERM"));
    expect(left, "processes still running").toEqual([]);
  });

  it("stops on SIGTERM to npm's PID: the stream's final frame, every process gone within 10 s", async () => {
    const { npm, url, pids } = await npmStart();
    const stream = await openBars(url);
    const { ms, left } = await stopAndWait(pids, () => npm.kill("SIGTERM"));
    expect(left, "processes still running").toEqual([]);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    await stream.ended;
    expect(finalFrame(stream.frames)).toMatchObject({ event: "close", data: { reason: "server_shutdown" } });
  });

  it("stops on Ctrl-C (SIGINT to the process group, which npm forwards again) the same way", async () => {
    const { npm, url, pids } = await npmStart();
    const stream = await openBars(url);
    const { ms, left } = await stopAndWait(pids, () => process.kill(-(npm.pid as number), "SIGINT"));
    expect(left, "processes still running").toEqual([]);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    await stream.ended;
    expect(finalFrame(stream.frames)).toMatchObject({ event: "close", data: { reason: "server_shutdown" } });
  });
});
