/**
 * CLOCK_AT pins the clock of a whole `npm start` process from outside (issue 14): the service
 * then answers as of that instant, says so loudly at start-up, and refuses under
 * NODE_ENV=production.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { spawnService } from "../support/processes.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let copy: TemplateCopy;
let key: string;

beforeAll(async () => {
  copy = await copyTemplate("qf-clock-at-");
  const owner = await openWarehouse(copy.url);
  ({ key } = await issueKey(owner.db, "clock-at", { plan: "enterprise" }));
  await owner.close();
});
afterAll(async () => copy?.remove());

describe("CLOCK_AT", () => {
  it("pins the whole process: AAPL at 2021-12-31 12:00 ET is 2021-12-30's close", async () => {
    const service = await spawnService(["--port", "0"], {
      DATABASE_URL: copy.url,
      REPLAY: "off",
      CLOCK_AT: "2021-12-31T17:00:00Z",
      NODE_ENV: "development",
    });
    try {
      const response = await fetch(`${service.url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const body = (await response.json()) as Record<string, unknown>;
      // data/sample/prices/daily/AAPL.csv: 2021-12-30 close 178.199997; 2021-12-31's 177.570007
      // is not final until 16:05 ET.
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ price: 178.199997, price_date: "2021-12-30", market_session: "regular" });
    } finally {
      await service.stop();
    }
  }, 90_000);

  it("prints the pin loudly at start-up", async () => {
    const { code, stderr } = await run({ CLOCK_AT: "2021-12-31T17:00:00Z", NODE_ENV: "development" }, true);
    expect(stderr).toContain(
      "CLOCK PINNED by CLOCK_AT: every answer is served as of 2021-12-31T17:00:00.000Z",
    );
    expect(code).not.toBe(1);
  }, 90_000);

  it("is refused under NODE_ENV=production, and an instant without a zone is refused", async () => {
    const production = await run({ CLOCK_AT: "2021-12-31T17:00:00Z", NODE_ENV: "production" });
    expect(production.code).toBe(1);
    expect(production.stderr).toContain("CLOCK_AT pins the clock and is refused when NODE_ENV=production");
    const noZone = await run({ CLOCK_AT: "2021-12-31T17:00:00", NODE_ENV: "development" });
    expect(noZone.code).toBe(1);
    expect(noZone.stderr).toContain("CLOCK_AT must be an ISO 8601 instant with its zone");
  }, 90_000);
});

/**
 * `bin/serve.ts` with `env` until it exits, or (`untilListening`) until it listens, then ended by
 * its PID: its exit code (null when we ended it) and stderr.
 */
function run(
  env: Record<string, string>,
  untilListening = false,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts", "--port", "0"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: copy.url, REPLAY: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout.on("data", (chunk: Buffer) => {
    if (untilListening && chunk.toString().includes("listening on")) child.kill("SIGTERM");
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
