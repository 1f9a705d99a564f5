/**
 * A JSON body has real types (issue 25 item 7): on every POST route of the route table, a value of
 * the wrong JSON kind for its parameter — a boolean or a number where text or a list is expected,
 * text where a boolean is expected, an object or a list where a single value is expected — is a
 * 422 naming the parameter and what it accepts, charges nothing and runs nothing. It used to be
 * read as text: `tickers: true` was the ticker "TRUE", answered and billed.
 *
 * What a body may still write as a query writes it: a number as decimal text ("1.5") and a list as
 * comma-separated text ("AAPL,MSFT"): neither can be mistaken for another value.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { ParamSpec } from "../../catalogue/routeParams.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const PERIOD = "2026-11";
const postRoutes = (await loadRoutes()).filter((route) => route.method === "POST");

/**
 * A body each POST route accepts as written (its values need only pass the route's input checks:
 * every case below is refused before anything runs). A new POST route fails the suite until it
 * has one here.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  svc_copilot_portfolio: { tickers: ["AAPL"] },
  svc_v3_deflated_sharpe: { sharpe: 1 },
  svc_v3_cpcv: { returns: [0.01, -0.02] },
  svc_v3_risk_historical_var_scenario: { portfolio: {}, history: {} },
  svc_v3_market_universe_warm: { symbols: ["SPY"] },
  svc_v3_stream_quotes_subscribe: { symbols: ["SPY"] },
  svc_v3_deflate: { sharpe: 1, strategy_family: "momentum" },
};

/** Values of the wrong JSON kind for a parameter, by what it expects. */
function wrongKinds(param: ParamSpec): unknown[] {
  const single: Record<ParamSpec["type"], unknown[]> = {
    string: [true, false, 5, {}],
    integer: [true, {}],
    number: [true, {}],
    boolean: ["true", "1", 1, {}],
    object: [true, 5, "x", []],
  };
  if (!param.list) return param.type === "object" ? single.object : [...single[param.type], ["x"]];
  // A list: a single value that is no text, or items of the wrong kind.
  return [true, false, 5, {}, ...single[param.type].map((item) => [item])];
}

/** What the refusal's `accepted` must say the parameter is. */
function expectedKind(param: ParamSpec): RegExp {
  const kind = {
    string: /text|one of/,
    integer: /a whole number/,
    number: /a number/,
    boolean: /true or false/,
    object: /a JSON object/,
  }[param.type];
  return param.list ? new RegExp(`(items|a list), each (${kind.source})`) : kind;
}

let service: TestService;
let key: string;
let accountId: string;
const { post } = restClient(() => ({ url: service.url, key }));

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock(NOW) });
  ({ key, accountId } = await issueKey(service.warehouse.db, "json-body-types", { plan: "enterprise" }));
});
afterAll(async () => service?.stop());

describe("JSON body values of the wrong kind, on every POST route", () => {
  it("has a valid body for every POST route of the table", () => {
    expect(postRoutes.map((route) => route.name).sort()).toEqual(Object.keys(VALID_BODIES).sort());
  });

  for (const route of postRoutes) {
    const params = route.params.filter((param) => param.in === "body" && !param.serverInjected);
    describe(`${route.name} (${route.path})`, () => {
      for (const param of params) {
        it.each(
          wrongKinds(param).map((value) => [JSON.stringify(value), value]),
        )(`${param.name}: %s is a 422 naming it, not billed`, async (_written, value) => {
          const body = { ...VALID_BODIES[route.name], [param.name]: value };
          const { status, headers, body: answer } = await post(route.path, body);
          expect(status, JSON.stringify(answer)).toBe(422);
          expect(headers.get("x-credits-charged")).toBe("0");
          expect(answer.detail).toMatchObject({ error_code: "validation_error", parameter: param.name });
          expect(answer.detail.error_message).toMatch(new RegExp(`^${param.name}: `));
          expect(answer.detail.accepted).toMatch(expectedKind(param));
        });
      }
    });
  }

  it("charged nothing for any of them", async () => {
    expect(await service.access?.backend.spent(accountId, PERIOD)).toBe(0);
  });
});

describe("what a body may write as a query writes it", () => {
  it("a number as decimal text and a list as comma-separated text", async () => {
    const sharpe = await post("/api/v3/validation/deflated_sharpe", { sharpe: "1.5", n_obs: 500 });
    expect(sharpe.status, JSON.stringify(sharpe.body)).toBe(200);
    const warm = await post("/api/v3/market/universe/warm", { symbols: "SPY, AAPL" });
    expect(warm.status, JSON.stringify(warm.body)).toBe(200);
    expect(warm.body.admitted).toHaveLength(2);
  });
});
