/**
 * Every GET route point in time per request (issue 29 item 3): one process, its clock at "now",
 * asked each instant through `as_of` (no restart, no clock change between the instants):
 *
 * - no date or instant after the asked instant in any answer (the harness of
 *   pointInTime.e2e.test.ts, through as_of instead of a pinned clock);
 * - each answer is the one the same process gives with its clock pinned at that instant: the
 *   request's clock reaches everything the process clock does, caches included (an answer
 *   computed for one instant is never served for another). A route whose answer changes between
 *   two calls at the same clock (the service's own state) is held to the first rule only.
 * A route declaring its own `as_of` (xbrl) is asked by Accept-Datetime.
 *
 * AAPL and SPY on every route, interleaved with "now" so a value of one instant left anywhere
 * (a cache keyed by the process clock, a memo) shows as a difference.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { askedAt, CLOCK_FREE, leaksIn, SERVICE_STATE, withoutTheClock } from "../support/pointInTime.js";
import { type RestBody, restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

// Its own service, as pointInTime.e2e's: the shared one carries what earlier files asked of it.
beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

const routes: RouteSpec[] = (await loadRoutes()).filter(
  (route) => route.method === "GET" && route.operation === "query",
);

/**
 * The instants, each inside a different span of the sample: AAPL's bars without minute data and a
 * Treasury curve not yet released (2021-12-31 12:00 ET), SPY's one minute session (2023-08-03
 * 10:00:30 ET), a quarter end inside the signals book's history (2021-06-30 13:00 ET), and the
 * daily universe's last session (2017-11-15 15:00 ET: prices on the share basis of the day, news
 * windows and dividend histories that end before the clock).
 */
const INSTANTS = [
  "2021-12-31T17:00:00Z",
  "2023-08-03T14:00:30Z",
  "2021-06-30T17:00:00Z",
  "2017-11-15T20:00:00Z",
];

function askAt(route: RouteSpec, path: string, instant: string) {
  const asked = askedAt(route, path, instant);
  return get<RestBody>(asked.path, { headers: asked.headers });
}

/** An answer without the clock's own writings, to compare. */
function comparable(answer: { status: number; body: RestBody }, instant: string): string {
  return JSON.stringify({ status: answer.status, body: withoutTheClock(answer.body, instant) });
}

describe("point-in-time harness per request: every GET route through as_of, one process", () => {
  it("has routes to walk", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const instant of INSTANTS) {
    it(`at ${instant}: nothing after it, and the answer of a process pinned there`, async () => {
      const now = new Date(instant);
      const leaks: string[] = [];
      const differ: string[] = [];
      for (const route of routes) {
        for (const ticker of ["AAPL", "SPY"]) {
          const path = samplePath(route, ticker);
          if (path === null)
            throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
          clock.set(NOW);
          // The service's own state (logs, request counts, quotas) changes from one call to the
          // next whatever the clock: such a route is held to the first rule only.
          const once = comparable(await get(path), NOW);
          const again = comparable(await get(path), NOW);
          // The monitoring routes mix the data at the clock with the replica's own wall-clock state
          // (its latest health check, when each alert was raised), which moves between any two
          // calls only now and then: the first rule only.
          // So do the routes declared the service's own state (stream status, the universe's
          // producers and their heartbeat ages).
          const changing =
            once !== again ||
            path.startsWith("/api/v3/monitoring/") ||
            CLOCK_FREE[route.name] === SERVICE_STATE;
          const asked = await askAt(route, path, instant);
          for (const leak of leaksIn(asked.body, now)) leaks.push(`${path} ${leak.path}=${leak.value}`);
          if (!changing) {
            clock.set(instant);
            const pinned = comparable(await get(path), instant);
            clock.set(NOW);
            const perRequest = comparable(asked, instant);
            if (perRequest !== pinned)
              differ.push(
                `${path}\n  per request: ${perRequest.slice(0, 300)}\n  pinned: ${pinned.slice(0, 300)}`,
              );
          }
          if (!route.params.some((param) => param.name === "ticker")) break;
        }
      }
      expect({ leaks, differ }).toEqual({ leaks: [], differ: [] });
    }, 300_000);
  }
});
