/**
 * Options flow and dark-pool prints: no such feed is bundled (data/sample/PROVENANCE.md), so each
 * real route — validation with `freshness`, auth, plan gating, metering — answers the honest 503
 * upstream_unavailable of its not-configured provider, not billed (docs/INTEL.md "Which 503"); an
 * unknown ticker is 404 unknown_ticker first, a bad input 422 first. Off-exchange and short volume
 * are served from FINRA's files: test/e2e/shortVolume.e2e.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;
let starterKey: string;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url);
  starterKey = (await issueKey(service.warehouse.db, "starter", { plan: "starter" })).key;
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

const UP = "upstream_unavailable";

const ROUTES = [
  { path: "/api/v3/intel/options_flow", provider: "options_flow", ticker: false, limitMax: 200, code: UP },
  {
    path: "/api/v3/intel/options_flow/{ticker}",
    provider: "options_flow",
    ticker: true,
    limitMax: 200,
    code: UP,
  },
  {
    path: "/api/v3/intel/darkpool/recent",
    provider: "darkpool_prints",
    ticker: false,
    limitMax: 200,
    code: UP,
  },
  {
    path: "/api/v3/intel/darkpool/{ticker}",
    provider: "darkpool_prints",
    ticker: true,
    limitMax: 200,
    code: UP,
  },
] as const;

const at = (path: string, ticker: string) => path.replace("{ticker}", ticker);

describe.each(ROUTES)("$path", ({ path, provider, ticker, limitMax, code }) => {
  it("answers its 503 ($code) from its not-configured provider, not billed", async () => {
    const { status, headers, body } = await get(at(path, "AAPL"));
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: code,
      provider,
      provider_status: "not_configured",
    });
    expect(body.detail.error_message).toContain("nothing was charged");
  });

  it.runIf(ticker)("an unknown ticker is 404 unknown_ticker, before the 503", async () => {
    const { status, body } = await get(at(path, "ZZZZQ"));
    expect(status).toBe(404);
    expect(body.detail.error_code).toBe("unknown_ticker");
  });

  it("validates limit and freshness (422) before asking the provider", async () => {
    for (const query of [`limit=${limitMax + 1}`, "limit=0", "freshness=stale"]) {
      const { status, headers } = await get(`${at(path, "AAPL")}?${query}`);
      expect(status, query).toBe(422);
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    // Every freshness policy reaches the provider: there is no data whose age could be judged.
    for (const freshness of ["off", "live", "strict"]) {
      expect((await get(`${at(path, "AAPL")}?freshness=${freshness}`)).status).toBe(503);
    }
  });

  it("needs a key (401) and a plan that includes its product (402 on Starter)", async () => {
    expect((await get(at(path, "AAPL"), null)).status).toBe(401);
    expect((await get(at(path, "AAPL"), starterKey)).status).toBe(402);
  });
});

describe("GET /api/v3/intel/options_flow min_premium", () => {
  it("accepts 0..100,000,000 USD and refuses beyond", async () => {
    expect((await get("/api/v3/intel/options_flow?min_premium=0")).status).toBe(503);
    expect((await get("/api/v3/intel/options_flow?min_premium=100000001")).status).toBe(422);
    expect((await get("/api/v3/intel/options_flow?min_premium=-1")).status).toBe(422);
  });
});
