/**
 * No figure that changes when data after the instant is removed (issue 29 item 3): every GET route
 * asked at an instant (as_of, or Accept-Datetime where the route has its own as_of) answers the
 * same on the full template warehouse and on a copy cut at that instant (test/support/
 * warehouseCut.ts: every row dated after it deleted, the derived products rebuilt on the rest),
 * each in its own process with the clock at NOW. AAPL and SPY on every route taking a ticker.
 *
 * Compared as the per-request harness compares (the clock's own writings aside). The routes found
 * to differ are listed in CUT_DIFFERENCES (test/support/pointInTime.ts) with what is known of why;
 * the test asserts that exactly those differ, and every other route answers the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService } from "../../app/standalone.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { askedAt, CUT_DIFFERENCES, withoutTheClock } from "../support/pointInTime.js";
import { type RestBody, restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { startTestService, type TestService } from "../support/service.js";
import { cutTemplate } from "../support/warehouseCut.js";

const NOW = "2026-11-17T15:00:00Z";
/** A quarter end inside the signals book's history, mid-session (13:00 ET). */
const INSTANT = "2021-06-30T17:00:00Z";

let full: TestService;
let cut: { url: string; key: string; stop(): Promise<void> };
let removed: Record<string, number> = {};

beforeAll(async () => {
  full = await startTestService({ clock: fixedClock(NOW), replay: false });
  const copy = await cutTemplate(new Date(INSTANT));
  removed = copy.removed;
  const service = await startService({
    databaseUrl: copy.url,
    port: 0,
    clock: fixedClock(NOW),
    replay: false,
  });
  const { key } = await issueKey(service.warehouse.db, "cut", { plan: "enterprise" });
  cut = {
    url: service.url,
    key,
    async stop() {
      await service.close();
      await copy.remove();
    },
  };
}, 600_000);
afterAll(async () => {
  await full?.stop();
  await cut?.stop();
});

const onFull = restClient(() => full);
const onCut = restClient(() => cut);

const routes: RouteSpec[] = (await loadRoutes()).filter(
  (route) => route.method === "GET" && route.operation === "query",
);

const comparable = (answer: { status: number; body: RestBody }) =>
  JSON.stringify({ status: answer.status, body: withoutTheClock(answer.body, INSTANT) });

describe(`the warehouse cut at ${INSTANT}`, () => {
  it("removed rows after the instant from the dated tables", () => {
    for (const table of ["daily_bars", "sec_facts", "sec_filings", "news_items", "treasury_par_yields"])
      expect(removed[table], table).toBeGreaterThan(0);
  });

  it("every GET route answers the same at the instant on the full warehouse and on the cut", async () => {
    const differ: string[] = [];
    const differing = new Set<string>();
    for (const route of routes) {
      for (const ticker of ["AAPL", "SPY"]) {
        const path = samplePath(route, ticker);
        if (path === null)
          throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
        const asked = askedAt(route, path, INSTANT);
        const once = comparable(await onFull.get(asked.path, { headers: asked.headers }));
        const again = comparable(await onFull.get(asked.path, { headers: asked.headers }));
        const onTheCut = comparable(await onCut.get(asked.path, { headers: asked.headers }));
        if (once !== again || once !== onTheCut) differing.add(route.name);
        if (!(route.name in CUT_DIFFERENCES) && (once !== again || once !== onTheCut))
          differ.push(
            `${route.name} ${path}\n  full: ${once.slice(0, 400)}\n  cut:  ${onTheCut.slice(0, 400)}`,
          );
        if (!route.params.some((param) => param.name === "ticker")) break;
      }
    }
    expect(differ).toEqual([]);
    expect([...differing].sort()).toEqual(Object.keys(CUT_DIFFERENCES).sort());
  }, 600_000);
});
