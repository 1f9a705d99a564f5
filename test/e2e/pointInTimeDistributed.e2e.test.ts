/**
 * A point in time per request across processes (issue 29, docs/DATA_HONESTY.md "Per request"):
 * the gateway and each subgraph in its own process (`--service`, bin/serve.ts), beside the same
 * service in one process, both with the clock at NOW on copies of one template warehouse.
 *
 * - REST `as_of` and GraphQL `Accept-Datetime` through the gateway answer what the in-process
 *   service answers: the instant reaches the subgraph processes in `x-point-in-time`;
 * - a client's own `x-point-in-time` sent to the gateway asks nothing: the gateway replaces or
 *   removes it before any fetch, so it can neither ask an instant nor skip the gateway's 422;
 * - graphql-ws: a subscription asking an instant is refused, 422 `validation_error`, as one
 *   result with the error, the connection staying open.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { withoutTheClock } from "../support/pointInTime.js";
import { spawnTopology, type Topology } from "../support/processes.js";
import { startTestService, type TestService } from "../support/service.js";
import { rawWebSocketClient } from "../support/streamClients.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

const NOW = "2026-11-17T15:00:00Z";
const INCOME = "/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual&limit=5";
const CURVE = "/api/v3/macro/treasury_curve";
/** The last moment before AAPL's FY2023 10-K was visible (2023-11-03 22:00 ET), and 2021-12-31 noon ET. */
const BEFORE_FY2023 = "2023-11-03T21:59:59-04:00";
const NOON_1231 = "2021-12-31T12:00:00-05:00";
const CURVE_QUERY = "{ treasuryCurve { asOf spread_2s10sBps } }";

let copy: TemplateCopy | undefined;
let topology: Topology | undefined;
let remoteKey: string;
let local: TestService;

beforeAll(async () => {
  local = await startTestService({ clock: fixedClock(NOW), replay: false });
  copy = await copyTemplate("qf-pit-distributed-");
  const warehouse = await openWarehouse(copy.url);
  remoteKey = (await issueKey(warehouse.db, "pit-distributed", { plan: "enterprise" })).key;
  await warehouse.close();
  topology = await spawnTopology(
    { DATABASE_URL: copy.url, REPLAY: "off", CLOCK_AT: NOW },
    { startTimeoutMs: 240_000 },
  );
}, 360_000);

afterAll(async () => {
  await topology?.stop();
  await copy?.remove();
  await local?.stop();
});

const remote = () => ({ url: topology?.gateway.url as string, key: remoteKey });
const inProcess = () => ({ url: local.url, key: local.key });

async function rest(
  service: { url: string; key: string },
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${service.url}${path}`, {
    headers: { authorization: `Bearer ${service.key}`, ...headers },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers' JSON freely
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function graphql(
  service: { url: string; key: string },
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${service.key}`, ...headers },
    body: JSON.stringify({ query }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const asOf = (path: string, instant: string) => `${path}&as_of=${encodeURIComponent(instant)}`;
const httpDate = (instant: string) => new Date(instant).toUTCString();

describe("a point in time per request, the subgraphs in their own processes", () => {
  it("REST as_of answers what the in-process service answers, beside now's", async () => {
    for (const path of [
      asOf(INCOME, BEFORE_FY2023),
      INCOME,
      `${CURVE}?as_of=${encodeURIComponent(NOON_1231)}`,
    ]) {
      const [there, here] = [await rest(remote(), path), await rest(inProcess(), path)];
      expect(there.status, path).toBe(200);
      expect(withoutTheClock(there.body, NOW), path).toEqual(withoutTheClock(here.body, NOW));
      expect(there.headers.get("memento-datetime"), path).toBe(here.headers.get("memento-datetime"));
    }
    const before = await rest(remote(), asOf(INCOME, BEFORE_FY2023));
    expect(before.body.items[0]).toMatchObject({ fiscal_year: 2022, revenue: 394_328_000_000 });
    expect((await rest(remote(), INCOME)).body.items[0]).toMatchObject({ fiscal_year: 2023 });
  });

  it("GraphQL Accept-Datetime answers what the in-process service answers", async () => {
    const headers = { "accept-datetime": httpDate(NOON_1231) };
    const there = await graphql(remote(), CURVE_QUERY, headers);
    const here = await graphql(inProcess(), CURVE_QUERY, headers);
    expect(there.status).toBe(200);
    expect(there.body.data).toEqual(here.body.data);
    expect(there.body.extensions.asOf).toBe(here.body.extensions.asOf);
    expect(there.body.data.treasuryCurve).toEqual({ asOf: "2021-12-30", spread_2s10sBps: 79 });
    expect(there.body.extensions.asOf).toBe("2021-12-31T17:00:00.000Z");
  });

  it("a client's own x-point-in-time on the gateway asks nothing: no instant, no way around the 422", async () => {
    const now = await rest(remote(), INCOME);
    for (const instant of [BEFORE_FY2023, "2030-01-01T00:00:00Z", "not an instant"]) {
      const smuggled = await rest(remote(), INCOME, { "x-point-in-time": instant });
      expect(smuggled.status, instant).toBe(200);
      expect(withoutTheClock(smuggled.body, NOW), instant).toEqual(withoutTheClock(now.body, NOW));
      expect(smuggled.headers.get("memento-datetime"), instant).toBeNull();
      const gql = await graphql(remote(), CURVE_QUERY, { "x-point-in-time": instant });
      expect(gql.body.data.treasuryCurve.asOf, instant).toBe(
        (await graphql(remote(), CURVE_QUERY)).body.data.treasuryCurve.asOf,
      );
      expect(gql.body.extensions?.asOf, instant).toBeUndefined();
    }
    // Beside a checked as_of, the client's header does not replace the gateway's.
    const both = await rest(remote(), asOf(INCOME, BEFORE_FY2023), { "x-point-in-time": NOW });
    expect(both.body.items[0]).toMatchObject({ fiscal_year: 2022 });
    // And the gateway's own check still refuses a future as_of.
    const future = await rest(remote(), asOf(INCOME, "2030-01-01T00:00:00Z"), { "x-point-in-time": NOW });
    expect(future.status).toBe(422);
    expect(future.body.detail).toMatchObject({ error_code: "invalid_date", parameter: "as_of" });
  });
});

describe("graphql-ws: a subscription asking an instant", () => {
  for (const [where, service] of [
    ["in process", inProcess],
    ["through the gateway process", remote],
  ] as const) {
    it(`${where}: refused, 422 validation_error on as_of, one result with the error; the connection stays`, async () => {
      const { url, key } = service();
      const client = await rawWebSocketClient(url, key);
      try {
        const refused = await client.subscribe('subscription { bars(symbols: ["SPY"]) { close } }', {
          asOf: "2021-12-31T17:00:00Z",
        });
        expect(refused).toMatchObject({
          type: "next",
          payload: { errors: [{ extensions: { code: "validation_error", status: 422 } }] },
        });
        expect(refused.payload.data ?? null).toBeNull();
        // The same connection still takes an operation: a second refusal arrives on it.
        const again = await client.subscribe('subscription { bars(symbols: ["SPY"]) { close } }', {
          asOf: "2023-11-03",
        });
        expect(again).toMatchObject({
          type: "next",
          payload: { errors: [{ extensions: { code: "validation_error" } }] },
        });
      } finally {
        client.close();
      }
    });
  }
});
