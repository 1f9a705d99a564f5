/**
 * The generic REST rules as table tests over the route table: what each route's row says (each
 * parameter's type, range, enum, date and required-ness; the route's strictness about unknown
 * names) → what the shim must do with it, held against the real shim without HTTP
 * (rest-shim/testing/shimHarness.ts; the cases: test/support/routeCases.ts). For every route:
 *
 * - 422 naming the parameter, `X-Credits-Charged: 0` and nothing run: a missing required one,
 *   min−1, max+1 (beyond what a GraphQL Int carries for an integer without a range), a value
 *   outside the enum, a day not in the calendar (`invalid_date`), a fraction for an integer, a
 *   value of the wrong type, an undeclared query parameter on a `reject_unknown_args` route and an
 *   undeclared body property on a POST route;
 * - the bounds themselves reach the operation, as their values;
 * - the key is checked before the inputs are read: with the admission refusing (as a missing key
 *   is refused), the route answers that refusal whatever its inputs and runs nothing;
 * - 404 `not_found` on a path beside it that no route serves.
 *
 * Every route refuses through the same code, from its own schemas; test/e2e/routeRules.e2e.test.ts
 * sends samples of each rule over HTTP to the whole service (its wallet unchanged), and what only a
 * resolver decides (a bound it refuses, an unknown ticker) for every route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceError } from "../core/errors.js";
import {
  boundCases,
  COMPANIONS,
  invalidCases,
  ROUTE_VALUES,
  type RouteRequest,
  requestFor,
  siblingPath,
} from "../test/support/routeCases.js";
import type { RouteSpec } from "./routeSpec.js";
import { loadRoutes } from "./routes.js";
import { type ShimAnswer, type ShimHarness, startShimHarness } from "./testing/shimHarness.js";

const routes: RouteSpec[] = await loadRoutes();
let shim: ShimHarness;
/** The shim behind an admission that refuses every request, as the access plugins refuse no key. */
let refusing: ShimHarness;
const NO_KEY = new ServiceError("unauthorized", "The operation carries no verified key.");

beforeAll(async () => {
  [shim, refusing] = await Promise.all([
    startShimHarness(),
    startShimHarness(async () => ({ errors: [NO_KEY] })),
  ]);
});
afterAll(async () => {
  await Promise.all([shim?.close(), refusing?.close()]);
});

function send(harness: ShimHarness, request: RouteRequest): Promise<ShimAnswer> {
  return request.method === "POST"
    ? harness.post(request.path, JSON.stringify(request.body))
    : harness.get(request.path);
}

/** The answer to a request the shim must refuse before anything runs. */
async function refused(harness: ShimHarness, request: RouteRequest): Promise<ShimAnswer> {
  const before = harness.received.length;
  const answer = await send(harness, request);
  expect(answer.charged, JSON.stringify(answer.body)).toBe("0");
  expect(harness.received.length).toBe(before);
  return answer;
}

describe.each(
  routes.map((route) => [`${route.name}: ${route.method} ${route.path}`, route] as const),
)("%s", (_, route) => {
  const cases = invalidCases(route);

  for (const c of cases) {
    it(`422 naming the parameter: ${c.title}`, async () => {
      const { status, body } = await refused(shim, c.request);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(body.detail).toMatchObject({ error_code: c.errorCode, parameter: c.parameter });
    });
  }

  for (const c of boundCases(route)) {
    it(`passes ${c.title} to its operation`, async () => {
      const before = shim.received.length;
      const { status, body } = await send(shim, c.request);
      expect(status, JSON.stringify(body)).not.toBe(422);
      expect(shim.received.length).toBe(before + 1);
      expect(shim.received.at(-1)?.[c.param.arg]).toEqual(c.param.list ? [c.value] : c.value);
    });
  }

  it("answers the admission's refusal before its inputs are read, running nothing", async () => {
    const requests = [requestFor(route), ...(cases[0] ? [cases[0].request] : [])];
    for (const request of requests) {
      const { status, body } = await refused(refusing, request);
      expect(status, JSON.stringify(body)).toBe(401);
      expect(body.detail?.error_code).toBe("unauthorized");
    }
  });

  it("404 not_found on an unknown sibling path", async () => {
    const sibling = siblingPath(route, routes);
    const { status, body } = await refused(shim, { ...requestFor(route), path: sibling });
    expect(status, sibling).toBe(404);
    expect(body.detail?.error_code).toBe("not_found");
  });
});

it("every route the cases name still exists (a renamed route must not silently drop out)", () => {
  const names = routes.map((route) => route.name);
  const named = [...Object.keys(ROUTE_VALUES), ...Object.keys(COMPANIONS).map((key) => key.split(" ")[0])];
  for (const name of named) expect(names).toContain(name);
});
