/**
 * An error quotes at most a bounded prefix of the caller's input (issue 25 item 7): a 250 KB value
 * used to come back whole in the error message (and again in its extras). Every parameter of
 * every route of the route table is sent a hostile value as long as its part can carry — 250 KB in
 * a JSON body, what fits in Node's 16 KiB request head in a query or a path — with the route's
 * other required parameters valid; every error answer must stay under ERROR_BODY_LIMIT bytes.
 * GraphQL callers meet the same rules through their arguments and variables.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { ParamSpec } from "../../catalogue/routeParams.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { SAMPLE_VALUES } from "../support/fuzzInputs.js";
import { graphql, type TestService, test } from "../support/service.js";

const routes: RouteSpec[] = await loadRoutes();

/** An error answer quoting a bounded prefix of its input fits well inside this. */
const ERROR_BODY_LIMIT = 4_096;
const BODY_VALUE = "Z".repeat(250_000);
/** Node's request head is 16 KiB: room for the path, the key and the other parameters. */
const HEAD_VALUE = "Z".repeat(14_000);

/** Valid values for required parameters a hostile case does not replace. */
const FILL: Record<string, unknown> = {
  ...SAMPLE_VALUES,
  returns: "0.01,-0.02,0.03",
  portfolio: {},
  history: {},
};

function fill(route: RouteSpec, param: ParamSpec): unknown {
  const value = FILL[param.name];
  if (value === undefined) throw new Error(`${route.name}: no value for required ${param.name} in FILL`);
  return param.in === "body" && param.list ? String(value).split(",") : value;
}

/** The route's request with `hostile` as the value of `target`, the other required ones valid. */
function requestWith(route: RouteSpec, target: ParamSpec, hostile: string) {
  let path = route.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const param of route.params) {
    if (param !== target && !param.required) continue;
    const value = param === target ? hostile : fill(route, param);
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    else if (param.in === "body") body[param.name] = value;
    else query.set(param.name, String(value));
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, body: route.method === "POST" ? body : undefined };
}

let service: TestService;
let key: string;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
  ({ key } = await issueKey(service.warehouse.db, "input-echo", { plan: "enterprise" }));
});
afterAll(async () => service?.stop());

/** Status and body size of one request; a stream that opens is closed at once (no error to size). */
async function answerSize(route: RouteSpec, url: string, body: unknown) {
  const abort = new AbortController();
  const response = await fetch(`${service.url}${url}`, {
    method: route.method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: abort.signal,
  });
  if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    abort.abort();
    return { status: response.status, bytes: 0, text: "" };
  }
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), text };
}

describe("REST: a hostile long value in each parameter of each route", () => {
  const cases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);
  const sizes = async (_title: string, route: RouteSpec) => {
    const oversized: string[] = [];
    for (const param of route.params.filter((candidate) => !candidate.serverInjected)) {
      const hostile = param.in === "body" ? BODY_VALUE : HEAD_VALUE;
      const { url, body } = requestWith(route, param, hostile);
      const { status, bytes, text } = await answerSize(route, url, body);
      if (status >= 400 && bytes >= ERROR_BODY_LIMIT) {
        oversized.push(`${param.name} (${param.in}): ${status}, ${bytes} bytes: ${text.slice(0, 160)}…`);
      }
    }
    expect(oversized).toEqual([]);
  };
  it.each(cases)("%s answers its errors in under 4 KiB", sizes);
});

describe("REST: hostile long input outside a route's parameters", () => {
  const SHARPE = "/api/v3/validation/deflated_sharpe";

  async function refusal(path: string, init: RequestInit = {}) {
    const response = await fetch(`${service.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, bytes: Buffer.byteLength(text), detail: JSON.parse(text).detail };
  }
  const post = (body: unknown, contentType = "application/json") =>
    refusal(SHARPE, { method: "POST", headers: { "content-type": contentType }, body: JSON.stringify(body) });

  it("an unknown path", async () => {
    const { status, bytes, detail } = await refusal(`/api/${HEAD_VALUE}`);
    expect(status).toBe(404);
    expect(bytes).toBeLessThan(ERROR_BODY_LIMIT);
    expect(detail.error_message).toMatch(/^No route GET \/api\/Z+… \(\d+ characters\)\.$/);
  });

  it("an unknown query parameter's name, and a thousand of them", async () => {
    const one = await refusal(`/api/v3/copilot/ticker_full/AAPL?${HEAD_VALUE}=1`);
    expect(one.status).toBe(422);
    expect(one.bytes).toBeLessThan(ERROR_BODY_LIMIT);
    const names = Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join("&");
    const many = await refusal(`/api/v3/copilot/ticker_full/AAPL?${names}`);
    expect(many.status).toBe(422);
    expect(many.detail.error_message).toMatch(/^Unknown parameters p0, p1, .*, p9 and 990 more; accepted: /);
    expect(many.detail.unknown).toHaveLength(10);
  });

  it("an unknown body property's name, and 50,000 of them", async () => {
    const one = await post({ sharpe: 1, [BODY_VALUE]: 1 });
    expect(one.status).toBe(422);
    expect(one.bytes).toBeLessThan(ERROR_BODY_LIMIT);
    const many = await post(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`p${i}`, 1])));
    expect(many.status).toBe(422);
    expect(many.bytes).toBeLessThan(ERROR_BODY_LIMIT);
    expect(many.detail.error_message).toMatch(/ and 49990 more; accepted: /);
  });

  it("a content type", async () => {
    const { status, bytes, detail } = await post({ sharpe: 1 }, `application/${HEAD_VALUE}`);
    expect(status).toBe(422);
    expect(bytes).toBeLessThan(ERROR_BODY_LIMIT);
    expect(detail.error_message).toMatch(/^The request could not be read: /);
  });
});

describe("GraphQL: a hostile long argument or variable", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["a ticker argument", "query($t: String!) { instrument(ticker: $t) { name } }", { t: BODY_VALUE }],
    [
      "a ticker of a root field",
      "query($t: String!) { priceSnapshot(ticker: $t) { price } }",
      { t: BODY_VALUE },
    ],
    [
      "a date argument",
      'query($d: String) { prices(ticker: "AAPL", startDate: $d) { ticker } }',
      { d: BODY_VALUE },
    ],
    [
      "an Int variable",
      'query($n: Int!) { prices(ticker: "AAPL", limit: $n) { ticker } }',
      { n: BODY_VALUE },
    ],
    [
      "an enum variable",
      'query($i: PriceInterval!) { prices(ticker: "AAPL", interval: $i) { ticker } }',
      { i: BODY_VALUE },
    ],
    ["a ticker written in the document", `{ instrument(ticker: "${BODY_VALUE}") { name } }`, {}],
  ];

  it.each(cases)("%s is refused in under 4 KiB", async (_title, query, variables) => {
    const { body } = await graphql(service, query, variables, key);
    expect(body.errors?.length, JSON.stringify(body).slice(0, 300)).toBeGreaterThan(0);
    expect(Buffer.byteLength(JSON.stringify(body)), JSON.stringify(body).slice(0, 300)).toBeLessThan(
      ERROR_BODY_LIMIT,
    );
  });
});
