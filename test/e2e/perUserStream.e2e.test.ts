/**
 * Issue 25 item 7 (part): spec/03 Authentication §8 and its errors table — the per-user stream
 * (svc_v3_stream_events) called with no authenticated principal answers 403, where every other
 * operation answers 401. Which cases are 403 is decided in docs/ACCESS.md ("The per-user stream
 * without a principal"): no key, or a key that authenticates no one (malformed, unknown, disabled,
 * revoked). A suspended account keeps its 403 account_suspended. A gateway without access
 * control: access.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disableKey, issueKey, revokeKey, suspendAccount } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";
import { rawWebSocketClient } from "../support/streamClients.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ replay: false });
});
afterAll(async () => service?.stop());

const EVENTS = "/api/v3/stream/events";
const UNKNOWN_KEY = "qf_live_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

const get = (path: string, headers: Record<string, string> = {}) =>
  restClient(() => service).get(path, { key: null, headers });

describe("GET /api/v3/stream/events without an authenticated principal", () => {
  it("answers 403 forbidden, not 401, for no key and for a key that authenticates no one", async () => {
    const disabled = await issueKey(service.warehouse.db, "disabled", { plan: "enterprise" });
    await disableKey(service.warehouse.db, disabled.id);
    const revoked = await issueKey(service.warehouse.db, "revoked", { plan: "enterprise" });
    await revokeKey(service.warehouse.db, revoked.id);
    const cases: [string, Record<string, string>][] = [
      ["no key", {}],
      ["not a key", { authorization: "Bearer nope" }],
      ["an unknown key", { "x-api-key": UNKNOWN_KEY }],
      ["a disabled key", { authorization: `Bearer ${disabled.key}` }],
      ["a revoked key", { authorization: `Bearer ${revoked.key}` }],
    ];
    for (const [name, headers] of cases) {
      const answer = await get(EVENTS, headers);
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).toEqual({
        detail: {
          error_code: "forbidden",
          error_message:
            "The per-user stream needs an authenticated principal: send a valid API key (Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>).",
        },
      });
      expect(answer.headers.get("x-credits-charged"), name).toBe("0");
      expect(answer.headers.get("www-authenticate"), name).toBeNull();
    }
  });

  it("answers 403 before reading its inputs, as the 401 does elsewhere", async () => {
    const answer = await get(`${EVENTS}?since=yesterday`);
    expect(answer.status).toBe(403);
    expect(answer.body.detail.error_code).toBe("forbidden");
  });

  it("keeps 403 account_suspended for a suspended account's key", async () => {
    const suspended = await issueKey(service.warehouse.db, "suspended", { plan: "enterprise" });
    await suspendAccount(service.warehouse.db, suspended.accountId);
    const answer = await get(EVENTS, { authorization: `Bearer ${suspended.key}` });
    expect(answer.status).toBe(403);
    expect(answer.body.detail.error_code).toBe("account_suspended");
  });

  it("leaves every other route at 401 unauthorized", async () => {
    for (const path of [
      "/api/v3/stream/bars?symbols=SPY",
      "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.detail.error_code, path).toBe("unauthorized");
      expect(answer.headers.get("www-authenticate"), path).toBe("Bearer");
    }
  });
});

describe("graphql-ws: the events subscription on a connection whose key stopped working", () => {
  it("answers 403 forbidden, where another subscription answers 401", async () => {
    const key = await issueKey(service.warehouse.db, "ws", { plan: "enterprise" });
    const client = await rawWebSocketClient(service.url, key.key);
    await disableKey(service.warehouse.db, key.id);
    // A refused operation is one result with the error, then complete; the connection stays.
    const events = await client.subscribe("subscription { events { type } }");
    expect(events).toMatchObject({
      type: "next",
      payload: { errors: [{ extensions: { code: "forbidden" } }] },
    });
    expect(events.payload.errors[0].extensions.status).toBe(403);
    const bars = await client.subscribe('subscription { bars(symbols: ["SPY"]) { close } }');
    expect(bars).toMatchObject({
      type: "next",
      payload: { errors: [{ extensions: { code: "unauthorized" } }] },
    });
    client.close();
  });
});
