/**
 * The logs as an operator reads them: the service as its own process (bin/serve.ts), JSON lines on
 * stdout, one per request with its id, route or operation, status, duration and credits; no key
 * anywhere in stdout or stderr, whichever way it was sent; X-Request-Id kept when usable, replaced
 * when not, echoed on every answer; and, distributed, passed to the subgraph processes, whose
 * lines carry it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey, KEY_PREFIX } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { type ServiceProcess, spawnService } from "../support/processes.js";
import type { RestBody } from "../support/rest.js";
import { sseStream } from "../support/streamClients.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

const SNAPSHOT = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Everything a child writes from now on, stdout and stderr apart. */
function recorded(child: ServiceProcess) {
  const out = { stdout: "", stderr: "" };
  child.child.stdout?.on("data", (chunk: Buffer) => {
    out.stdout += chunk.toString();
  });
  child.child.stderr?.on("data", (chunk: Buffer) => {
    out.stderr += chunk.toString();
  });
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: log lines are read as JSON
function jsonLines(text: string): any[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

/** Waits until `text()` holds a line for `reqId` (lines are written when the response ends). */
async function lineFor(text: () => string, reqId: string, ms = 10_000) {
  const deadline = performance.now() + ms;
  for (;;) {
    const line = jsonLines(text()).find((entry) => entry.reqId === reqId && entry.event === "request");
    if (line || performance.now() > deadline) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let copy: TemplateCopy;
let key: string;

beforeAll(async () => {
  copy = await copyTemplate();
  const warehouse = await openWarehouse(copy.url);
  ({ key } = await issueKey(warehouse.db, "logs", { plan: "pro" }));
  await warehouse.close();
});
afterAll(() => copy?.remove());

describe("the whole service's stdout", () => {
  let service: ServiceProcess;
  let out: { stdout: string; stderr: string };
  beforeAll(async () => {
    service = await spawnService([], {
      DATABASE_URL: copy.url,
      PORT: "0",
      LOG_LEVEL: "info",
      REPLAY_SESSIONS: "SPY:2023-08-03",
      SIGNALS_REPLAY: "off",
    });
    out = recorded(service);
  });
  afterAll(() => service?.stop());

  const get = (path: string, headers: Record<string, string>) => fetch(`${service.url}${path}`, { headers });

  it("has one line per request with its id, route, status, duration and credits, and never the key", async () => {
    const sent = [
      {
        id: "rest-bearer",
        answer: await get(SNAPSHOT, { authorization: `Bearer ${key}`, "x-request-id": "rest-bearer" }),
      },
      {
        id: "rest-x-api-key",
        answer: await get(SNAPSHOT, { "x-api-key": key, "x-request-id": "rest-x-api-key" }),
      },
      { id: "rest-query", answer: await get(`${SNAPSHOT}&api_key=${key}`, { "x-request-id": "rest-query" }) },
      {
        id: "rest-wrong-key",
        answer: await get(`${SNAPSHOT}&api_key=${key}x`, { "x-request-id": "rest-wrong-key" }),
      },
    ];
    expect(sent.map(({ answer }) => answer.status)).toEqual([200, 200, 200, 401]);
    for (const { id, answer } of sent) {
      expect(answer.headers.get("x-request-id")).toBe(id);
      const line = await lineFor(() => out.stdout, id);
      expect(line, id).toMatchObject({
        level: 30,
        event: "request",
        method: "GET",
        route: "/api/v3/fundamentals/price_snapshot",
        status: answer.status,
        credits_charged: answer.status === 200 ? 1 : 0,
      });
      expect(line.duration_ms).toBeGreaterThan(0);
      expect(typeof line.time).toBe("number");
    }
    const refused = await lineFor(() => out.stdout, "rest-wrong-key");
    expect(refused.error_code).toBe("unauthorized");

    const graphql = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${key}`,
        "x-request-id": "gql-1",
      },
      body: JSON.stringify({ query: `query Snap { priceSnapshot(ticker: "AAPL") { price } }` }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get("x-request-id")).toBe("gql-1");
    expect(await lineFor(() => out.stdout, "gql-1")).toMatchObject({
      route: "/graphql",
      operation: "Snap",
      status: 200,
      credits_charged: 1,
    });

    // The key's secret: what follows `qf_live_<16 hex>_` (base64url, so it may hold "_" itself).
    const secret = key.slice(KEY_PREFIX.length + 17);
    expect(secret).toHaveLength(43);
    for (const stream of [out.stdout, out.stderr]) {
      expect(stream).not.toContain(key);
      expect(stream).not.toContain(secret);
    }
  });

  it("keeps a usable X-Request-Id and replaces any other, on every kind of answer", async () => {
    const long = "x".repeat(129);
    const cases: [string, string | undefined, boolean][] = [
      ["a-trace:id/1234", "a-trace:id/1234", true],
      ["x".repeat(128), "x".repeat(128), true],
      [long, long, false],
      ["with space", "with space", false],
      ["naïve", "naïve", false],
      ["absent", undefined, false],
    ];
    for (const [label, sentId, kept] of cases) {
      const headers: Record<string, string> = { authorization: `Bearer ${key}` };
      if (sentId !== undefined) headers["x-request-id"] = sentId;
      const answer = await fetch(`${service.url}${SNAPSHOT}`, { headers });
      const echoed = answer.headers.get("x-request-id");
      if (kept) expect(echoed, label).toBe(sentId);
      else expect(echoed, label).toMatch(UUID);
    }
    // GraphQL over HTTP too, whose runtime would otherwise echo any id verbatim and make its own.
    for (const [label, sentId] of [
      ["graphql, with space", "with space"],
      ["graphql, absent", undefined],
    ] as const) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        authorization: `Bearer ${key}`,
      };
      if (sentId !== undefined) headers["x-request-id"] = sentId;
      const answer = await fetch(`${service.url}/graphql`, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: `query Snap { priceSnapshot(ticker: "AAPL") { price } }` }),
      });
      const echoed = answer.headers.get("x-request-id") as string;
      expect(echoed, label).toMatch(UUID);
      // The id the answer names is the one its log line carries.
      expect(await lineFor(() => out.stdout, echoed), label).toMatchObject({
        route: "/graphql",
        status: 200,
      });
    }
    // An error of the shim, a route that does not exist, a GraphQL refusal, a probe, an SSE stream.
    const answers = {
      validation: await get("/api/v3/fundamentals/price_snapshot", {
        authorization: `Bearer ${key}`,
        "x-request-id": "e-422",
      }),
      unmatched: await get("/api/nowhere", { "x-request-id": "e-404" }),
      graphql: await fetch(`${service.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "e-gql-401" },
        body: JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' }),
      }),
      probe: await get("/readyz", { "x-request-id": "e-probe" }),
    };
    expect(answers.validation.status).toBe(422);
    expect(answers.validation.headers.get("x-request-id")).toBe("e-422");
    expect(answers.unmatched.status).toBe(404);
    expect(answers.unmatched.headers.get("x-request-id")).toBe("e-404");
    expect(answers.graphql.status).toBe(401);
    expect(answers.graphql.headers.get("x-request-id")).toBe("e-gql-401");
    expect(answers.probe.headers.get("x-request-id")).toBe("e-probe");
    expect(await lineFor(() => out.stdout, "e-gql-401")).toMatchObject({
      status: 401,
      error_code: "unauthorized",
    });

    const stream = await sseStream(service.url, "/api/v3/stream/bars?symbols=SPY", {
      authorization: `Bearer ${key}`,
      "x-request-id": "sse-1",
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("x-request-id")).toBe("sse-1");
    expect(stream.headers.get("x-credits-charged")).toBe("1");
    await stream.close();
  });

  it("still serves the replica's lines to the key's account in GET /api/logs", async () => {
    const answer = await get("/api/logs", { authorization: `Bearer ${key}` });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { lines: { event: string; message: string }[] };
    expect(
      body.lines.some((line) => line.message.startsWith("GET /api/v3/fundamentals/price_snapshot 200 in")),
    ).toBe(true);
    expect(JSON.stringify(body)).not.toContain(key);
  });
});

describe("distributed: the subgraph processes' lines", () => {
  let market: ServiceProcess;
  let gateway: ServiceProcess;
  let marketOut: { stdout: string; stderr: string };
  const env = () => ({ DATABASE_URL: copy.url, LOG_LEVEL: "info", REPLAY: "off" });
  beforeAll(async () => {
    market = await spawnService(["--service", "market", "--port", "0"], env());
    marketOut = recorded(market);
    gateway = await spawnService(
      ["--service", "gateway", "--port", "0", "--subgraph", `market=${market.url}`],
      env(),
    );
  });
  afterAll(async () => {
    await gateway?.stop();
    await market?.stop();
  });

  it("carry the id of the gateway's request they served", async () => {
    const answer = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${key}`,
        "x-request-id": "dist-1",
      },
      body: JSON.stringify({ query: `{ instrument(ticker: "AAPL") { name } }` }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as RestBody).data.instrument.name).toBeTruthy();
    expect(answer.headers.get("x-request-id")).toBe("dist-1");
    expect(await lineFor(() => marketOut.stdout, "dist-1")).toMatchObject({
      component: "subgraph:market",
      route: "/graphql",
      status: 200,
    });
  });

  it("make the gateway ready only while each subgraph answers, 503 naming the one that does not", async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as RestBody).checks).toMatchObject({
      warehouse: { status: "ok" },
      "subgraph:market": { status: "ok" },
    });
    const marketReady = await fetch(`${market.url.replace(/\/graphql$/, "")}/readyz`);
    expect(marketReady.status).toBe(200);
    await market.stop();
    // Health probes are shared for a second: the next round sees market gone.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const notReady = await fetch(`${gateway.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "not_ready", failing: ["subgraph:market"] });
    expect((await fetch(`${gateway.url}/livez`)).status).toBe(200);
  });
});
