/**
 * A start does not wait for the derived products (app/derivedBuilds.ts): the service listens and
 * answers health, readiness and every route whose data is ingested while a product is not built,
 * and a route that needs one answers 503 snapshot_cold with Retry-After (spec/03), never a hang.
 *
 * Deterministic: the warehouse is a copy of the test template whose build ledger forgets the
 * products, so they are not current for the data it holds. With builds off (DERIVED_BUILDS=off:
 * another process builds them) they stay so for as long as the test looks; with the default
 * background build the test watches the worker thread build one and its route start answering.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../app/standalone.js";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { type RestAnswer, restClient } from "../support/rest.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

/** The products the template built, with a route that needs each. */
const PRODUCT_ROUTES = {
  signals_book: "/api/v3/optimizer/latest",
  strategy_library: "/api/v3/backtest/runs",
  learning: "/api/v3/learning/accuracy",
} as const;
type Product = keyof typeof PRODUCT_ROUTES;

/** Routes whose data is ingested: they answer whatever is being built. */
const INGESTED_ROUTES = [
  "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
  "/api/v3/fundamentals/prices?ticker=MSFT",
];

let copy: TemplateCopy | undefined;
let service: RunningService | undefined;
let key = "";
const { get } = restClient(() => ({ url: service?.url ?? "", key }));

afterEach(async () => {
  await service?.close();
  await copy?.remove();
  service = undefined;
  copy = undefined;
});

/** Starts the whole service on a template copy whose ledger has forgotten `forget`. */
async function startWithout(forget: readonly Product[], derivedBuilds: "off" | "background") {
  copy = await copyTemplate();
  const warehouse = await openWarehouse(copy.url);
  await warehouse.db.deleteFrom("derived_builds").where("product", "in", forget).execute();
  ({ key } = await issueKey(warehouse.db, "cold-start", { plan: "enterprise" }));
  await warehouse.close();
  service = await startService({ databaseUrl: copy.url, port: 0, derivedBuilds });
}

function expectSnapshotCold(answer: RestAnswer, path: string) {
  expect(answer.status, path).toBe(503);
  expect(answer.body.detail.error_code, path).toBe("snapshot_cold");
  expect(Number(answer.headers.get("retry-after")), path).toBeGreaterThan(0);
  expect(answer.headers.get("x-credits-charged"), path).toBe("0");
}

describe("a start with derived products not built", () => {
  it("answers health, readiness and ingested data at once, and 503 snapshot_cold with Retry-After where a product is needed", async () => {
    const products = Object.keys(PRODUCT_ROUTES) as Product[];
    await startWithout(products, "off");
    expect((await get("/livez", null)).status).toBe(200);
    expect((await get("/api/health", null)).status).toBe(200);
    for (const path of INGESTED_ROUTES) expect((await get(path)).status, path).toBe(200);
    for (const [product, path] of Object.entries(PRODUCT_ROUTES)) {
      const answer = await get(path);
      expectSnapshotCold(answer, `${product}: ${path}`);
    }
    // Ready: it serves traffic; the products still awaited are named.
    const ready = await get("/readyz", null);
    expect(ready.status).toBe(200);
    expect(ready.body.derived).toEqual({ building: products, failed: null });
  });

  it("builds them in the background after listening: a cold route answers 503 until its product is built, then 200", async () => {
    await startWithout(["strategy_library"], "background");
    const path = PRODUCT_ROUTES.strategy_library;
    const deadline = Date.now() + 150_000;
    const seen: string[] = [];
    for (;;) {
      const sent = performance.now();
      const answer = await get(path);
      seen.push(`${answer.status} in ${Math.round(performance.now() - sent)} ms`);
      if (answer.status === 200) break;
      expectSnapshotCold(answer, `${path} (answers so far: ${seen.join(", ")})`);
      expect((await get(INGESTED_ROUTES[0] as string)).status).toBe(200);
      expect(Date.now(), `the library was not built within 150 s: ${seen.join(", ")}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await get("/readyz", null)).body.derived).toEqual({ building: [], failed: null });
    await service?.derivedBuilds?.done();
  }, 180_000);
});
