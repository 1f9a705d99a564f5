/**
 * Issue 28 item 1 over real HTTP and WebSocket: one CORS policy (gateway/cors.ts) on every surface
 * of the host — REST routes, their SSE streams, /graphql, the graphql-ws upgrade, and errors.
 *
 * - By default any origin, without credentials: a preflight is answered 204 with the methods and
 *   headers a page may use, needs no key and costs nothing; answers carry
 *   `Access-Control-Allow-Origin: *` and expose the billing, rate-limit and retry headers.
 * - With CORS_ORIGINS set: a listed origin gets its own origin back (and `Vary: Origin`); any
 *   other gets no CORS header at all, and its requests are refused 403 `origin_not_allowed`
 *   before any route runs (not billed), as its WebSocket upgrade is; a request with no Origin, or
 *   from the service's own origin, passes.
 *
 * The same from a page on another origin in headless Chromium: test/e2e/browserCors.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { issueKey } from "../../gateway/access/keys.js";
import { type RawAnswer, rawRequest } from "../support/rawHttp.js";
import { startTestService, type TestService } from "../support/service.js";

const PAGE = "https://app.example";
const OTHER = "https://elsewhere.example";
const PRICE = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

let open: TestService;
let listed: TestService;
const accounts = new Map<TestService, { accountId: string; key: string }>();

beforeAll(async () => {
  [open, listed] = await Promise.all([
    startTestService({
      replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
    }),
    startTestService({ replay: false, cors: { origins: new Set([PAGE]) } }),
  ]);
  for (const service of [open, listed]) {
    accounts.set(service, await issueKey(service.warehouse.db, "cors", { plan: "enterprise" }));
  }
});
afterAll(async () => Promise.all([open?.stop(), listed?.stop()]));

const keyOf = (service: TestService) => accounts.get(service)?.key as string;

async function spent(service: TestService): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(accounts.get(service)?.accountId as string, access.period());
}

function send(
  service: TestService,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return rawRequest(service.url, {
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body }),
    streamMs: 3_000,
  });
}

function preflight(service: TestService, path: string, origin: string, method = "GET") {
  return send(service, "OPTIONS", path, {
    origin,
    "access-control-request-method": method,
    "access-control-request-headers": "authorization,x-api-key,content-type,last-event-id",
  });
}

const listOf = (value: string | null) => (value ?? "").split(",").map((item) => item.trim().toLowerCase());
const corsHeadersOf = (answer: RawAnswer) =>
  [...answer.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("by default: any origin, no credentials", () => {
  it("answers a preflight 204 before any key check, charging nothing", async () => {
    const before = await spent(open);
    for (const [path, method] of [
      [PRICE, "GET"],
      ["/api/v3/validation/deflated_sharpe", "POST"],
      ["/api/v3/stream/bars?symbols=SPY", "GET"],
      ["/graphql", "POST"],
    ] as const) {
      const answer = await preflight(open, path, PAGE, method);
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
      expect(listOf(answer.headers.get("access-control-allow-methods"))).toEqual(
        expect.arrayContaining(["get", "post"]),
      );
      expect(listOf(answer.headers.get("access-control-allow-headers"))).toEqual(
        expect.arrayContaining([
          "authorization",
          "x-api-key",
          "content-type",
          "idempotency-key",
          "last-event-id",
          "x-request-id",
        ]),
      );
      expect(answer.headers.get("access-control-max-age")).toBe("600");
    }
    expect(await spent(open)).toBe(before);
  });

  it("lets a page read a REST answer, its error and the headers that say what it cost", async () => {
    const answer = await send(open, "GET", PRICE, { origin: PAGE, "x-api-key": keyOf(open) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(listOf(answer.headers.get("access-control-expose-headers"))).toEqual(
      expect.arrayContaining([
        "x-credits-charged",
        "x-credits-left",
        "ratelimit",
        "ratelimit-policy",
        "retry-after",
        "x-request-id",
        "etag",
      ]),
    );
    const refused = await send(open, "GET", PRICE, { origin: PAGE });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("opens an SSE stream a page can read, the key in ?api_key= (an EventSource sends no headers)", async () => {
    const stream = await send(open, "GET", `/api/v3/stream/bars?symbols=SPY&api_key=${keyOf(open)}`, {
      origin: PAGE,
      accept: "text/event-stream",
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("access-control-allow-origin")).toBe("*");
    expect(listOf(stream.headers.get("access-control-expose-headers"))).toContain("x-credits-charged");
  });

  it("answers GraphQL over HTTP from the same policy, not yoga's own", async () => {
    const answer = await send(
      open,
      "POST",
      "/graphql",
      { origin: PAGE, "content-type": "application/json", authorization: `Bearer ${keyOf(open)}` },
      JSON.stringify({ query: '{ instrument(ticker: "AAPL") { ticker } }' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { instrument: { ticker: "AAPL" } } });
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    // Yoga's default reflected the origin with credentials allowed.
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("with CORS_ORIGINS: the listed origins only", () => {
  it("answers a listed origin's preflight with that origin", async () => {
    const answer = await preflight(listed, PRICE, PAGE);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(PAGE);
    expect(listOf(answer.headers.get("vary"))).toContain("origin");
    const get = await send(listed, "GET", PRICE, { origin: PAGE, authorization: `Bearer ${keyOf(listed)}` });
    expect(get.status).toBe(200);
    expect(get.headers.get("access-control-allow-origin")).toBe(PAGE);
  });

  it("refuses another origin's preflight and requests 403 origin_not_allowed, with no CORS header, not billed", async () => {
    const before = await spent(listed);
    const refusedPreflight = await preflight(listed, PRICE, OTHER);
    const refusedGet = await send(listed, "GET", `${PRICE}&api_key=${keyOf(listed)}`, { origin: OTHER });
    const refusedStream = await send(listed, "GET", `/api/v3/stream/bars?api_key=${keyOf(listed)}`, {
      origin: OTHER,
    });
    for (const answer of [refusedPreflight, refusedGet, refusedStream]) {
      expect(answer.status).toBe(403);
      expect(corsHeadersOf(answer)).toEqual([]);
      expect(answer.headers.get("x-credits-charged")).toBe("0");
      expect(answer.json).toEqual({
        detail: {
          error_code: "origin_not_allowed",
          error_message: `Pages on ${OTHER} may not call this service; accepted: ${PAGE}, the service's own origin (CORS_ORIGINS).`,
          origin: OTHER,
          accepted: [PAGE],
        },
      });
    }
    expect(await spent(listed)).toBe(before);
  });

  it("lets a request with no Origin, or from the service's own origin, through", async () => {
    const headers = { authorization: `Bearer ${keyOf(listed)}` };
    expect((await send(listed, "GET", PRICE, headers)).status).toBe(200);
    const own = await send(listed, "GET", PRICE, { ...headers, origin: listed.url });
    expect(own.status).toBe(200);
    expect(corsHeadersOf(own)).toEqual([]);
  });

  it("checks a WebSocket upgrade's Origin against the same list", async () => {
    const connect = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${listed.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
          origin,
        });
        socket.once("open", () => {
          socket.close();
          resolve(101);
        });
        socket.once("unexpected-response", (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.once("error", reject);
      });
    expect(await connect(PAGE)).toBe(101);
    expect(await connect(listed.url)).toBe(101);
    expect(await connect(OTHER)).toBe(403);
  });
});
