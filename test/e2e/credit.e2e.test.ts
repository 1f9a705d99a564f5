/**
 * The credit routes through the REST shim and GraphQL, over real HTTP: the spread indices from the
 * bundled FRED files (known answers read by hand from data/sample/macro/fred/BAMLC0A0CM.csv and
 * BAMLH0A0HYM2.csv), and the five issuer routes, which answer the honest 503 of a source not
 * configured after the ticker and the plan are checked. The generic route rules are the contract
 * suite's.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;
let starterKey: string;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
  ({ key: starterKey } = await issueKey(service.warehouse.db, "credit-starter", { plan: "starter" }));
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

const ISSUER_ROUTES = [
  "/api/v3/credit/AAPL",
  "/api/v3/credit/bonds/AAPL",
  "/api/v3/credit/cds/AAPL/history",
  "/api/v3/credit/ratings/AAPL",
  "/api/v3/credit/loans/AAPL",
];

describe("GET /api/v3/credit/indices", () => {
  it("at 2021-11-30 12:00 ET: 2021-11-29's spreads (published the next day) and their changes", async () => {
    clock.set("2021-11-30T17:00:00Z");
    const { status, headers, body } = await get("/api/v3/credit/indices");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      count: 2,
      as_of: "2021-11-29",
      is_stale: false,
      staleness_threshold_days: 5,
    });
    // BAMLC0A0CM: 2021-11-29 1.02, 2021-11-26 1.01, 2021-10-29 0.89.
    expect(body.indices[0]).toEqual({
      series_id: "BAMLC0A0CM",
      name: "ICE BofA US Corporate Index Option-Adjusted Spread",
      grade: "investment_grade",
      value: 1.02,
      change_1d: 0.01,
      change_1m: 0.13,
      obs_date: "2021-11-29",
      change_1d_from_date: "2021-11-26",
      change_1m_from_date: "2021-10-29",
      age_days: 1,
      is_stale: false,
      visible_through: "2021-11-29",
      source: "fred:BAMLC0A0CM",
      null_reasons: {},
    });
    // BAMLH0A0HYM2: 2021-11-29 3.53, 2021-11-26 3.62, 2021-10-29 3.08.
    expect(body.indices[1]).toMatchObject({
      series_id: "BAMLH0A0HYM2",
      grade: "high_yield",
      value: 3.53,
      change_1d: -0.09,
      change_1m: 0.45,
    });
    expect(body.units).toEqual({
      value: "percent",
      change_1d: "percentage_points",
      change_1m: "percentage_points",
      age_days: "calendar_days",
    });
  });

  it("never shows a value before it is published: on 2021-11-29 itself the newest is 11-26's", async () => {
    clock.set("2021-11-30T04:59:00Z"); // 2021-11-29 23:59 ET
    const { body } = await get("/api/v3/credit/indices");
    expect(body.indices[0]).toMatchObject({
      obs_date: "2021-11-26",
      value: 1.01,
      visible_through: "2021-11-28",
    });
  });

  it("today the bundled series end on 2025-12-30: served and labelled stale", async () => {
    const { body } = await get("/api/v3/credit/indices");
    expect(body).toMatchObject({ as_of: "2025-12-30", is_stale: true });
    expect(body.indices[0]).toMatchObject({ value: 0.79, age_days: 322, is_stale: true });
    expect(body.source_note).toContain("ICE");
  });

  it("is a Pro product: a Starter key is refused with 402 plan_required, not billed", async () => {
    const { status, headers, body } = await get("/api/v3/credit/indices", starterKey);
    expect(status).toBe(402);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("plan_required");
  });
});

describe("the issuer credit routes", () => {
  it("answer 503 upstream_unavailable (no source configured), not billed", async () => {
    for (const path of ISSUER_ROUTES) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(503);
      expect(headers.get("x-credits-charged"), path).toBe("0");
      expect(body.detail, path).toMatchObject({
        error_code: "upstream_unavailable",
        provider_status: "not_configured",
      });
    }
  });

  it("say 404 unknown_ticker first, and 402 to a plan without credit", async () => {
    for (const path of ISSUER_ROUTES) {
      const unknown = await get(path.replace("AAPL", "ZZZZQ"));
      expect(unknown.status, path).toBe(404);
      expect(unknown.body.detail.error_code).toBe("unknown_ticker");
      const starter = await get(path, starterKey);
      expect(starter.status, path).toBe(402);
      expect(starter.body.detail.error_code).toBe("plan_required");
    }
  });

  it("GraphQL: on Instrument, the field is null with its error and the rest of the instrument answers", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { name creditRatings { count } } creditIndices { asOf } }`,
    );
    expect(body.data.instrument).toEqual({ name: expect.any(String), creditRatings: null });
    expect(body.data.creditIndices).toEqual({ asOf: "2025-12-30" });
    expect(body.errors?.[0]?.extensions?.code).toBe("upstream_unavailable");
  });
});
