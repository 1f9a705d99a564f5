/**
 * The generic `as_of` rule as a table over the route table (rest-shim/params.ts `takesAsOf`),
 * held against the real shim without HTTP (rest-shim/testing/shimHarness.ts), as
 * rest-shim/routeRules.test.ts holds the other generic rules. For every GET route:
 *
 * - an instant with its zone, or a bare date, is accepted on a route of either strictness and
 *   handed to the operation beside its variables (not as one: no persisted document declares it);
 *   sent twice, the first counts; empty is not sent;
 * - a value that cannot be read is 422 `invalid_date` naming `as_of` with what is accepted, runs
 *   nothing and charges nothing;
 * - a route whose catalogue entry declares its own `as_of` (xbrl: filed on or before a day) keeps
 *   it as its argument, and hands no point in time;
 * and no POST route takes it. Whether the instant is in the future needs the service's clock: the
 * gateway's check (gateway/pointInTime.ts), held end to end in test/e2e/asOf.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFor } from "../test/support/routeCases.js";
import { AS_OF } from "./params.js";
import type { RouteSpec } from "./routeSpec.js";
import { loadRoutes } from "./routes.js";
import { type ShimHarness, startShimHarness } from "./testing/shimHarness.js";

const routes: RouteSpec[] = await loadRoutes();
const declaresAsOf = (route: RouteSpec) => route.params.some((param) => param.name === AS_OF);
let shim: ShimHarness;

beforeAll(async () => {
  shim = await startShimHarness();
});
afterAll(async () => shim?.close());

function withQuery(path: string, query: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

it("the table has GET routes of both strictnesses and a route declaring its own as_of", () => {
  const get = routes.filter((route) => route.method === "GET");
  expect(get.length).toBeGreaterThan(100);
  expect(get.some((route) => route.flags.includes("reject_unknown_args"))).toBe(true);
  expect(get.filter(declaresAsOf).map((route) => route.name)).toContain("svc_v3_fundamentals_xbrl");
});

describe.each(
  routes
    .filter((route) => route.method === "GET" && !declaresAsOf(route))
    .map((route) => [`${route.name}: GET ${route.path}`, route] as const),
)("%s", (_, route) => {
  const path = requestFor(route).path;

  it("hands an instant, a bare date, the first of two, to its operation", async () => {
    for (const [query, handed] of [
      ["as_of=2023-11-03T22%3A00%3A00-04%3A00", "2023-11-03T22:00:00-04:00"],
      ["as_of=2021-12-31", "2021-12-31"],
      ["as_of=2021-12-31T17%3A00%3A00Z&as_of=2020-01-01", "2021-12-31T17:00:00Z"],
      ["as_of=", undefined],
    ] as const) {
      const before = shim.received.length;
      const { status, body } = await shim.get(withQuery(path, query));
      expect(status, `${query}: ${JSON.stringify(body)}`).not.toBe(422);
      expect(shim.received.length, query).toBe(before + 1);
      expect(shim.receivedAsOf.at(-1), query).toBe(handed);
      expect(shim.received.at(-1), query).not.toHaveProperty(AS_OF);
    }
  });

  it("refuses an unreadable one: 422 invalid_date naming as_of, nothing run or charged", async () => {
    for (const bad of ["2021-02-30", "2021-12-31T17:00:00", "yesterday", "Fri, 31 Dec 2021 17:00:00 GMT"]) {
      const before = shim.received.length;
      const { status, body, charged } = await shim.get(withQuery(path, `as_of=${encodeURIComponent(bad)}`));
      expect(status, bad).toBe(422);
      expect(body.detail, bad).toMatchObject({ error_code: "invalid_date", parameter: AS_OF });
      expect(String(body.detail?.accepted), bad).toMatch(/^an ISO 8601 instant with its zone/);
      expect(charged, bad).toBe("0");
      expect(shim.received.length, bad).toBe(before);
    }
  });
});

describe("routes that keep their own as_of, and POST routes", () => {
  it("a declared as_of is its route's argument, not a point in time", async () => {
    for (const route of routes.filter(declaresAsOf)) {
      const param = route.params.find((each) => each.name === AS_OF);
      const { status, body } = await shim.get(withQuery(requestFor(route).path, "as_of=2021-12-31"));
      expect(status, JSON.stringify(body)).toBe(200);
      expect(shim.received.at(-1)?.[param?.arg ?? ""], route.name).toBe("2021-12-31");
      expect(shim.receivedAsOf.at(-1), route.name).toBeUndefined();
    }
  });

  it("no POST route takes as_of: a strict body refuses it", async () => {
    const post = routes.find((route) => route.method === "POST");
    if (!post) throw new Error("no POST route");
    const request = requestFor(post);
    const { status, body } = await shim.post(
      request.path,
      JSON.stringify({ ...request.body, as_of: "2021-12-31" }),
    );
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "validation_error", parameter: AS_OF });
  });
});
