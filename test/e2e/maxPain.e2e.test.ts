/**
 * svc_v3_intel_max_pain through the REST shim and GraphQL, over real HTTP. The strikes and payouts
 * were computed by hand from data/sample/options/chains/AAPL_2014-06-10.csv (the python pass in
 * subgraphs/intel/domain/maxPain.test.ts); the underlying close from prices/daily/AAPL.csv
 * (23.5625 on 2014-06-10, split-adjusted; × 4 for the 2020-08-31 split = 94.25 as traded).
 * The generic route rules (401, 404 unknown_ticker, no charge on refusal) are the contract suite's.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("GET /api/v3/intel/max_pain/{ticker}", () => {
  it("AAPL: max pain per expiry of the 2014-06-10 chain, pre-split duplicates left out, the traded close", async () => {
    const { status, headers, body } = await get("/api/v3/intel/max_pain/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      as_of: "2014-06-10",
      is_stale: true,
      underlying_price: 94.25,
      underlying_as_of: "2014-06-10",
      underlying_price_basis: "split_adjusted daily close, splits after the day undone: 2020-08-31 4:1",
      null_reasons: {},
      contract_multiplier: 100,
      count: 12,
      source: "option_chain_snapshots",
      source_files: ["options/chains/AAPL_2014-06-10.csv"],
    });
    expect(body.units).toMatchObject({
      max_pain_strike: "usd_per_share",
      payout_usd: "usd",
      underlying_price: "usd_per_share",
    });
    const [front] = body.expiries;
    expect(front).toEqual({
      expiry: "2014-06-13",
      dte: 3,
      // 91.43: payout 64,106,712 (calls 40,779,496 + puts 23,327,216); 91.07 → 65,146,608 and
      // 91.79 → 64,613,484 on either side.
      max_pain_strike: 91.43,
      payout_usd: 64_106_712,
      call_payout_usd: 40_779_496,
      put_payout_usd: 23_327_216,
      call_open_interest: 529_707,
      put_open_interest: 403_340,
      max_pain_reason: null,
      call_open_interest_reason: null,
      put_open_interest_reason: null,
      strikes_considered: 77,
      contracts: 154,
      contracts_without_open_interest: 11,
      // 308 rows for the expiry: the 154 struck at 195 and above are the 7× pre-split twins.
      pre_split_twins_excluded: 154,
      split_ratio: 7,
    });
    const july = body.expiries.find((expiry: { expiry: string }) => expiry.expiry === "2014-07-19");
    // 82.14: 569,173,758; 81.43 → 569,913,436 and 82.86 → 572,096,958.
    expect(july).toMatchObject({
      dte: 39,
      max_pain_strike: 82.14,
      payout_usd: 569_173_758,
      strikes_considered: 125,
    });
    expect(body.note).toContain("stale pre-split duplicates");
  });

  it("sees no chain before its day's close is final: at 2014-06-10 16:04 ET the chain is not visible yet", async () => {
    // The only AAPL chain is the end-of-day snapshot of 2014-06-10; the bell is 16:00 ET (20:00Z).
    clock.set("2014-06-10T20:04:00Z");
    const early = await get("/api/v3/intel/max_pain/AAPL");
    expect(early.status).toBe(503);
    expect(early.headers.get("x-credits-charged")).toBe("0");
    expect(early.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      dataset: "option_chain_snapshots",
      reason: "no_option_chain_held",
    });
    clock.set("2014-06-10T20:05:00Z");
    const final = await get("/api/v3/intel/max_pain/AAPL");
    expect(final.status).toBe(200);
    expect(final.body).toMatchObject({ as_of: "2014-06-10", is_stale: false });
  });

  it("JPM (no chain held) is 503 dataset_unavailable, not billed", async () => {
    const { status, headers, body } = await get("/api/v3/intel/max_pain/JPM");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("dataset_unavailable");
  });
});

describe("GraphQL maxPain", () => {
  it("is the same operation on Query and Instrument; a ticker without a chain nulls only its field", async () => {
    const { body } = await graphql(
      service,
      `{ maxPain(ticker: "AAPL") { asOf underlyingPrice expiries { expiry maxPainStrike } }
         instrument(ticker: "JPM") { name maxPain { asOf } } }`,
    );
    expect(body.data.maxPain).toMatchObject({ asOf: "2014-06-10", underlyingPrice: 94.25 });
    expect(body.data.maxPain.expiries[0]).toEqual({ expiry: "2014-06-13", maxPainStrike: 91.43 });
    expect(body.data.instrument).toEqual({ name: expect.any(String), maxPain: null });
    expect(body.errors?.[0]?.extensions?.code).toBe("dataset_unavailable");
  });
});
