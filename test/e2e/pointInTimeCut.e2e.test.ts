/**
 * No figure that changes when data after the instant is removed (issue 29 item 3): every GET route
 * asked at an instant (as_of, or Accept-Datetime where the route has its own as_of) answers the
 * same on the full template warehouse and on a copy cut at that instant (test/support/
 * warehouseCut.ts: every row dated after it deleted, the derived products rebuilt on the rest),
 * each in its own process with the clock at NOW. AAPL and SPY on every route taking a ticker, at
 * each of CUT_INSTANTS: one service on the full warehouse, and one cut service at a time (started,
 * compared, stopped, then the next instant's), so two services run at most.
 *
 * Compared as the per-request harness compares (the clock's own writings aside). The routes found
 * to differ are listed in CUT_DIFFERENCES (test/support/pointInTime.ts), each with the field that
 * differs and why; the test asserts that
 * exactly those differ, and every other route answers the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService } from "../../app/standalone.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import {
  askedAt,
  CUT_DIFFERENCES,
  CUT_INSTANTS,
  type CutInstant,
  withoutTheClock,
} from "../support/pointInTime.js";
import { type RestBody, restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { startTestService, type TestService } from "../support/service.js";
import { cutTemplate } from "../support/warehouseCut.js";

const NOW = "2026-11-17T15:00:00Z";

let full: TestService;
beforeAll(async () => {
  full = await startTestService({ clock: fixedClock(NOW), replay: false });
}, 600_000);
afterAll(async () => {
  await full?.stop();
});
const onFull = restClient(() => full);

const routes: RouteSpec[] = (await loadRoutes()).filter(
  (route) => route.method === "GET" && route.operation === "query",
);

/** A service on a copy of the template cut at `instant`, with an enterprise key. */
async function cutService(instant: CutInstant) {
  const copy = await cutTemplate(new Date(instant));
  const service = await startService({
    databaseUrl: copy.url,
    port: 0,
    clock: fixedClock(NOW),
    replay: false,
  });
  const { key } = await issueKey(service.warehouse.db, "cut", { plan: "enterprise" });
  return {
    url: service.url,
    key,
    removed: copy.removed,
    async stop() {
      await service.close();
      await copy.remove();
    },
  };
}

describe.each(CUT_INSTANTS)("the warehouse cut at %s", (instant) => {
  let cut: Awaited<ReturnType<typeof cutService>>;
  beforeAll(async () => {
    cut = await cutService(instant);
  }, 600_000);
  afterAll(async () => {
    await cut?.stop();
  });
  const onCut = restClient(() => cut);

  const comparable = (answer: { status: number; body: RestBody }) =>
    JSON.stringify({ status: answer.status, body: withoutTheClock(answer.body, instant) });

  it("removed rows after the instant from the dated tables", () => {
    for (const table of ["daily_bars", "sec_facts", "sec_filings", "news_items", "treasury_par_yields"])
      expect(cut.removed[table], table).toBeGreaterThan(0);
  });

  it("every GET route answers the same at the instant on the full warehouse and on the cut", async () => {
    const differ: string[] = [];
    const differing = new Set<string>();
    for (const route of routes) {
      for (const ticker of ["AAPL", "SPY"]) {
        const path = samplePath(route, ticker);
        if (path === null)
          throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
        const asked = askedAt(route, path, instant);
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
