/**
 * svc_v3_intel_options_volume through the generated REST shim, over real HTTP. Expected figures were
 * computed with awk from data/sample/options/chains/*.csv (see subgraphs/intel/domain/optionsVolume.test.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
});
afterAll(async () => service?.stop());

/** The success envelope's fields used here, or the error body. */
interface Answer {
  timestamp: string;
  count: number;
  items: Record<string, unknown>[];
  note: string;
  detail: { error_code: string; parameter?: string };
}

const rest = restClient(() => service);
const get = (path: string) => rest.get<Answer>(path);

describe("GET /api/v3/intel/options_volume/{ticker}", () => {
  it("answers AAPL's 2014-06-10 chain in the envelope with snake_case fields", async () => {
    const { status, body } = await get("/api/v3/intel/options_volume/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, ticker: "AAPL", count: 1, source: "option_chain_snapshots" });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    expect(body.items).toEqual([
      {
        date: "2014-06-10",
        call_volume: 836_999,
        call_volume_reason: null,
        put_volume: 494_643,
        put_volume_reason: null,
        total_volume: 1_331_642,
        put_call_volume_ratio: 0.590972,
        put_call_volume_ratio_reason: null,
        // Pre-split twins left out, as max_pain, gex and the options chain leave them out.
        call_open_interest: 9_020_496,
        call_open_interest_reason: null,
        put_open_interest: 6_000_434,
        put_open_interest_reason: null,
        call_contracts_without_open_interest: 174,
        put_contracts_without_open_interest: 132,
        contracts: 2180,
        call_contracts: 1090,
        put_contracts: 1090,
        pre_split_twins_excluded: 2180,
        expiries: 12,
        coverage: "calls_and_puts",
        source_files: ["options/chains/AAPL_2014-06-10.csv"],
      },
    ]);
  });

  it("serves SPY's newest truncated chains, labelled calls_only, with limit", async () => {
    const { status, body } = await get("/api/v3/intel/options_volume/spy?limit=3");
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(
      body.items.map((d) => [
        d.date,
        d.call_volume,
        d.put_volume,
        d.put_call_volume_ratio,
        d.put_call_volume_ratio_reason,
        d.call_open_interest,
        d.contracts,
        d.coverage,
      ]),
    ).toEqual([
      ["2024-01-09", 3, null, null, "no_put_contracts_held", 1019, 23, "calls_only"],
      ["2024-01-08", 4, null, null, "no_put_contracts_held", 14, 20, "calls_only"],
      ["2024-01-05", 50, null, null, "no_put_contracts_held", 361, 19, "calls_only"],
    ]);
    expect(body.note).toContain("hold calls only (19 to 23 contracts a day): they are truncated chains");
  });

  it("answers 503 dataset_unavailable, not billed, for a known ticker without option data", async () => {
    // Issue 14 defect 6 (it answered 200 with no items); an unknown ticker and limit outside
    // 1..200: test/e2e/contract.e2e.test.ts.
    const jpm = await get("/api/v3/intel/options_volume/JPM");
    expect(jpm.status).toBe(503);
    expect(jpm.headers.get("x-credits-charged")).toBe("0");
    expect(jpm.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      ticker: "JPM",
      dataset: "option_chain_snapshots",
      reason: "no_option_chain_held",
    });
  });
});

describe("Instrument.optionsVolume through the gateway", () => {
  it("joins intel's options volume onto instruments from another subgraph", async () => {
    const { status, body } = await graphql(
      service,
      `{ instruments(tickers: ["AAPL", "SPY"]) { ticker name optionsVolume(limit: 1) { items { date callVolume putVolume } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.instruments).toEqual([
      {
        ticker: "AAPL",
        name: "Apple Inc.",
        optionsVolume: { items: [{ date: "2014-06-10", callVolume: 836_999, putVolume: 494_643 }] },
      },
      {
        ticker: "SPY",
        name: "SPDR S&P 500 ETF TRUST",
        optionsVolume: { items: [{ date: "2024-01-09", callVolume: 3, putVolume: null }] },
      },
    ]);
  });
});
