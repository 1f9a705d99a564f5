/**
 * How the REST shim refuses input, over real HTTP on one service (issue 13 items 11–16): the key
 * is checked before the inputs, a refused input counts toward the rate limit, and every refusal
 * is the spec's error body with `X-Credits-Charged: 0`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { fixedClock } from "../../subgraphs/kit/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock: fixedClock("2026-11-17T15:00:00Z"), replay: false });
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
