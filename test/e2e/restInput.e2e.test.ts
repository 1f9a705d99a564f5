/**
 * How the REST shim refuses input, over real HTTP on one service (issue 13 items 11–16): the key
 * is checked before the inputs, a refused input counts toward the rate limit, and every refusal
 * is the spec's error body with `X-Credits-Charged: 0`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  // The access layer's clock is pinned too: its rate windows are whole wall-clock minutes, and a
  // sequence of requests that straddled a minute's end would see its count start again.
  const at = Date.parse("2026-11-17T15:00:00Z");
  service = await startTestService({
    clock: fixedClock(new Date(at)),
    replay: false,
    access: { now: () => at },
  });
});
afterAll(async () => service?.stop());

const { get, post } = restClient(() => service);

const STATEMENTS = "/api/v3/fundamentals/income_statements?ticker=AAPL";

/** What `RateLimit: "minute";r=<remaining>;t=<s>` says is left. */
function remaining(headers: Headers): number {
  const match = /r=(\d+)/.exec(headers.get("ratelimit") ?? "");
  if (!match) throw new Error(`no RateLimit field in ${JSON.stringify([...headers])}`);
  return Number(match[1]);
}

describe("authentication before validation", () => {
  it("answers 401 to a request without a key whatever its inputs", async () => {
    for (const path of [`${STATEMENTS}&limit=abc`, "/api/v3/fundamentals/income_statements?nope=1"]) {
      const { status, headers, body } = await get(path, null);
      expect(status, JSON.stringify(body)).toBe(401);
      expect(body.detail.error_code).toBe("unauthorized");
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    const { status, body } = await post("/api/v3/validation/deflated_sharpe", { sharpe: "junk" }, null);
    expect(status, JSON.stringify(body)).toBe(401);
  });

  it("counts a refused input toward the rate limit, and says so on the 422", async () => {
    // Free: 30 requests a minute.
    const { key } = await issueKey(service.warehouse.db, "refused-inputs", { plan: "free" });
    for (let i = 0; i < 30; i++) {
      const { status, headers, body } = await get(`${STATEMENTS}&limit=abc`, key);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(body.detail.parameter).toBe("limit");
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(remaining(headers)).toBe(29 - i);
    }
    const over = await get(`${STATEMENTS}&limit=5`, key);
    expect(over.status, JSON.stringify(over.body)).toBe(429);
    expect(over.body.detail.error_code).toBe("rate_limited");
    expect(over.headers.get("x-credits-charged")).toBe("0");
  });

  it("counts each request once, REST and GraphQL over HTTP alike", async () => {
    const { key } = await issueKey(service.warehouse.db, "counted-once", { plan: "free" });
    const first = await get(`${STATEMENTS}&limit=1`, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(remaining(first.headers)).toBe(29);
    const second = await get(`${STATEMENTS}&limit=1`, key);
    expect(remaining(second.headers)).toBe(28);
    const overGraphql = await graphql(service, "{ __typename }", {}, key);
    expect(overGraphql.status).toBe(200);
    expect(remaining(overGraphql.headers)).toBe(27);
    const third = await get(`${STATEMENTS}&limit=1`, key);
    expect(remaining(third.headers)).toBe(26);
  });

  it("leaves GraphQL over HTTP as it was: 401 without a key", async () => {
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.status).toBe(401);
  });
});

/** A raw HTTP/1.1 exchange, for what fetch would not send (oversized heads). */
async function rawExchange(request: string): Promise<{ status: number; head: string; body: string }> {
  const { connect } = await import("node:net");
  const { hostname, port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (Number.isNaN(status)) reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      else resolve({ status, head, body });
    });
  });
}

describe("integers bounded to what the schema carries (GraphQL Int is 32-bit)", () => {
  it.each([
    ["/api/crypto/universe?offset=2147483648", "offset"],
    ["/api/crypto/universe?offset=-2147483649", "offset"],
    ["/api/v3/fundamentals/screener?years_dividend_growth_min=2147483648", "years_dividend_growth_min"],
  ])("%s is a 422 naming %s", async (path, parameter) => {
    const { status, headers, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "validation_error", parameter });
    expect(body.detail.accepted).toMatch(/^a whole number in (-2147483648|0)\.\.2147483647$/);
    expect(headers.get("x-credits-charged")).toBe("0");
  });

  it("accepts the largest Int", async () => {
    const { status, body } = await get("/api/crypto/universe?offset=2147483647");
    expect(status, JSON.stringify(body)).not.toBe(422);
    expect(status, JSON.stringify(body)).toBeLessThan(500);
  });
});

describe("framework refusals in the spec's error body, X-Credits-Charged: 0", () => {
  const overMiB = JSON.stringify({ sharpe: 1, padding: "x".repeat(1_048_576) });

  it.each([
    "/api/v3/validation/deflated_sharpe",
    "/graphql",
  ])("a body over 1 MiB on %s is 413", async (path) => {
    const response = await fetch(`${service.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${service.key}` },
      body: overMiB,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    expect(await response.json()).toEqual({
      detail: { error_code: "payload_too_large", error_message: expect.stringContaining("1048576") },
    });
  });

  it("a path segment over the router's limit is 414", async () => {
    const { status, headers, body } = await get(`/api/v3/fundamentals/xbrl/AAPL/${"A".repeat(200)}`);
    expect(status).toBe(414);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("uri_too_long");
  });

  it("an unreadable URL is 400", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/xbrl/AAPL/%E0%A4%A");
    expect(status, JSON.stringify(body)).toBe(400);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("bad_request");
  });

  it("headers over Node's limit are 431", async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/^X-Credits-Charged: 0$/im);
    expect(JSON.parse(answer.body).detail.error_code).toBe("headers_too_large");
  });

  it("unreadable HTTP is 400", async () => {
    const answer = await rawExchange("NOT HTTP AT ALL\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/^X-Credits-Charged: 0$/im);
    expect(JSON.parse(answer.body).detail.error_code).toBe("bad_request");
  });
});

describe("REST names in REST errors", () => {
  it("names tickers, not ticker, for a bad symbol in a list (growth, dividends)", async () => {
    for (const path of ["/api/v3/fundamentals/growth", "/api/v3/fundamentals/dividends"]) {
      const { status, body } = await get(`${path}?tickers=AAPL,${encodeURIComponent("$$$")}`);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(body.detail).toMatchObject({ error_code: "invalid_ticker", parameter: "tickers" });
    }
  });

  it("names n_trials and n_obs, not nTrials and nObs (deflated_sharpe)", async () => {
    for (const parameter of ["n_trials", "n_obs"]) {
      const { status, headers, body } = await post("/api/v3/validation/deflated_sharpe", {
        sharpe: 1,
        [parameter]: 100.5,
      });
      expect(status, JSON.stringify(body)).toBe(422);
      expect(body.detail.parameter).toBe(parameter);
      expect(body.detail.error_message).toMatch(new RegExp(`^${parameter}: `));
      expect(headers.get("x-credits-charged")).toBe("0");
    }
  });
});
