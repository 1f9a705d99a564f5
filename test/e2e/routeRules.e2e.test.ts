/**
 * The generic REST rules of spec/01 and spec/03 over real HTTP on the whole service (the cases:
 * test/support/routeCases.ts). rest-shim/routeRules.test.ts holds every route of the table to the
 * rules the shim decides alone; here:
 *
 * - for every route, what its resolver decides: each bound of each parameter is accepted (not a
 *   422 of the resolver's own, not a 500), and an unknown symbol in a `ticker` parameter is 404
 *   `unknown_ticker`, charging nothing;
 * - samples of the shim's rules through everything in front of it (host, access plugins, shim),
 *   each refusal charging nothing and leaving the wallet as it was: for each kind of refusal and
 *   each kind of parameter it applies to (where written, type, list), the first routes of the
 *   table that have one, a 422 naming the parameter; for each kind of route (GET or POST, with a
 *   path parameter or not, a stream), 401 `unauthorized` without a key, with good inputs and with
 *   bad ones (the key is checked first; the per-user stream is 403 `forbidden`, spec/03 §8); and
 *   404 `not_found` on an unknown path beside a route.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { USER_EVENTS_FIELD } from "../../gateway/access/userEvents.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { type RestAnswer, restClient } from "../support/rest.js";
import {
  boundCases,
  hasTicker,
  type InvalidCase,
  invalidCases,
  paramKind,
  type RouteRequest,
  requestFor,
  siblingPath,
  UNKNOWN_TICKER,
} from "../support/routeCases.js";
import { type TestService, test } from "../support/service.js";

const routes: RouteSpec[] = await loadRoutes();

/** How many routes of each kind the samples take: more than one, so no sample is one route's luck. */
const SAMPLES_PER_KIND = 2;

/** Bounds of the table a resolver refuses (`<route> accepts <case>`): each says why. */
const KNOWN_BROKEN: Record<string, string> = {
  "svc_v3_deflated_sharpe accepts skewness at min (-1000)":
    "skewness ±1000 needs kurtosis >= 1,000,001 (moments_inconsistent), above kurtosis max 1,000,000: the documented bound is never accepted",
  "svc_v3_deflated_sharpe accepts skewness at max (1000)":
    "skewness ±1000 needs kurtosis >= 1,000,001 (moments_inconsistent), above kurtosis max 1,000,000: the documented bound is never accepted",
  "svc_v3_risk_historical_var_scenario accepts horizon_sessions at max (30)":
    "a history holds at most 2,520 observations: 84 non-overlapping 30-session scenarios leave at most ⌈84 × (1 - 0.9)⌉ = 9 tail observations, below the 10 spec/02 requires, so the documented bound is never accepted (warehouse_archive histories need a permno map no bundled source gives)",
  // spec/02 gives svc_v3_deflate the same moments "as above": the same unreachable bound.
  "svc_v3_deflate accepts skewness at min (-1000)":
    "skewness ±1000 needs kurtosis >= 1,000,001 (moments_inconsistent), above kurtosis max 1,000,000: the documented bound is never accepted",
  "svc_v3_deflate accepts skewness at max (1000)":
    "skewness ±1000 needs kurtosis >= 1,000,001 (moments_inconsistent), above kurtosis max 1,000,000: the documented bound is never accepted",
};

let service: TestService;
const rest = restClient(() => service);

test.beforeAll(async ({ services }) => {
  // A Tuesday afternoon, regular session: every bundled price is years old.
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
});
afterAll(async () => service?.stop());

/** Credits the suite's account has spent this period, read from the access backend. */
async function spent(): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(service.accountId, access.period());
}

function send(request: RouteRequest, withKey = true): Promise<RestAnswer> {
  const options = withKey ? {} : { key: null };
  return request.method === "POST"
    ? rest.post(request.path, request.body, options)
    : rest.get(request.path, options);
}

/** Sends a request that must be refused: the refusal, checked to have cost nothing. */
async function refused(request: RouteRequest, withKey = true): Promise<RestAnswer> {
  const before = await spent();
  const answer = await send(request, withKey);
  expect(answer.headers.get("x-credits-charged"), JSON.stringify(answer.body)).toBe("0");
  expect(await spent()).toBe(before);
  return answer;
}

/** The first SAMPLES_PER_KIND items of each kind, in table order. */
function samples<T>(items: T[], kindOf: (item: T) => string): [string, T][] {
  const taken = new Map<string, number>();
  return items.flatMap((item) => {
    const kind = kindOf(item);
    const count = taken.get(kind) ?? 0;
    if (count >= SAMPLES_PER_KIND) return [];
    taken.set(kind, count + 1);
    return [[kind, item]];
  });
}

const title = (route: RouteSpec) => `${route.name}: ${route.method} ${route.path}`;

describe("what each route's resolver decides", () => {
  const decided = routes.filter((route) => boundCases(route).length > 0 || hasTicker(route));
  describe.each(decided.map((route) => [title(route), route] as const))("%s", (_, route) => {
    for (const c of boundCases(route)) {
      const name = `accepts ${c.title}`;
      (KNOWN_BROKEN[`${route.name} ${name}`] ? it.fails : it)(name, async () => {
        const { status, body } = await send(c.request);
        expect(status, JSON.stringify(body)).not.toBe(422);
        expect(status, JSON.stringify(body)).not.toBe(500);
      });
    }

    if (hasTicker(route)) {
      it("404 unknown_ticker for an unknown symbol", async () => {
        const { status, body } = await refused(requestFor(route, { ticker: UNKNOWN_TICKER }));
        expect(status, JSON.stringify(body)).toBe(404);
        expect(body.detail.error_code).toBe("unknown_ticker");
      });
    }
  });
});

describe("422 naming the parameter: samples of each kind of refusal", () => {
  const cases = routes.flatMap((route) => invalidCases(route).map((c) => ({ route, c })));
  const kindOf = ({ c }: { c: InvalidCase }) => (c.param ? `${c.kind}, ${paramKind(c.param)}` : c.kind);
  it.each(samples(cases, kindOf))("%s", async (_, { route, c }) => {
    const { status, body } = await refused(c.request);
    expect(status, `${route.name} ${c.title}: ${JSON.stringify(body)}`).toBe(422);
    expect(body.detail).toMatchObject({ error_code: c.errorCode, parameter: c.parameter });
  });
});

describe("without a key: samples of each kind of route", () => {
  const kindOf = (route: RouteSpec) =>
    [
      route.method,
      route.params.some((param) => param.in === "path") ? "with a path parameter" : "",
      route.operation === "subscription" ? "stream" : "",
      route.field === USER_EVENTS_FIELD ? "of the caller's own events" : "",
    ]
      .filter(Boolean)
      .join(" ");
  it.each(samples(routes, kindOf))("%s", async (_, route) => {
    // spec/03 §8: the per-user stream without an authenticated principal is 403, not 401.
    const expected =
      route.field === USER_EVENTS_FIELD
        ? { status: 403, errorCode: "forbidden" }
        : { status: 401, errorCode: "unauthorized" };
    const firstInvalid = invalidCases(route)[0];
    for (const request of [requestFor(route), ...(firstInvalid ? [firstInvalid.request] : [])]) {
      const { status, body } = await refused(request, false);
      expect(status, `${route.name} ${request.path}: ${JSON.stringify(body)}`).toBe(expected.status);
      expect(body.detail.error_code).toBe(expected.errorCode);
    }
  });

  it("samples the per-user stream", () => {
    expect(routes.some((route) => route.field === USER_EVENTS_FIELD)).toBe(true);
  });
});

describe("404 not_found beside a route: samples", () => {
  const kindOf = (route: RouteSpec) =>
    `${route.method}${route.params.some((param) => param.in === "path") ? " with a path parameter" : ""}`;
  it.each(samples(routes, kindOf))("%s", async (_, route) => {
    const sibling = siblingPath(route, routes);
    const { status, body } = await refused({ ...requestFor(route), path: sibling });
    expect(status, sibling).toBe(404);
    expect(body.detail.error_code).toBe("not_found");
  });
});

it("every route named in KNOWN_BROKEN still exists", () => {
  const names = routes.map((route) => route.name);
  for (const name of Object.keys(KNOWN_BROKEN).map((entry) => entry.split(" ")[0])) {
    expect(names).toContain(name);
  }
});
