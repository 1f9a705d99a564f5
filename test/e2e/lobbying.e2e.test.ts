/**
 * svc_v3_intel_lobbying through the REST shim and GraphQL, over real HTTP (docs/INTEL.md
 * "Lobbying"). Known answers read by hand from the raw files: lobbying/quiver/ABT.csv holds 713
 * rows for three client names (ABBOTT LABORATORIES 652, ROSS PRODUCTS DIVISION/ABBOTT
 * LABORATORIES 51, ABBOTT LABORATORIES INC 10), 1999-08-13..2022-04-20, the newest a 940000.0
 * report; the Senate's 2007 Q4 LDA XML holds one filing of those clients, Blank Rome's registration
 * for "Abbott Laboratories" received 2007-12-20T14:13:21.843 with no amount, which Quiver also
 * holds (as 0.0).
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
  starterKey = (await issueKey(service.warehouse.db, "starter", { plan: "starter" })).key;
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("GET /api/v3/intel/lobbying/{ticker}", () => {
  it("ABT: both sources, one row per report, newest first; a lobbying amount as filed", async () => {
    const { status, headers, body } = await get("/api/v3/intel/lobbying/ABT?limit=500");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      ok: true,
      ticker: "ABT",
      as_of: "2026-11-17",
      count: 500,
      filings_available: 713,
      client_names: [
        "ABBOTT LABORATORIES",
        "ABBOTT LABORATORIES INC",
        "ROSS PRODUCTS DIVISION/ABBOTT LABORATORIES",
      ],
      data_from: "1999-08-13",
      data_through: "2022-04-20",
      source_counts: { senate_lda_only: 0, quiver_only: 712, both: 1 },
      units: { amount: "usd" },
    });
    expect(body.items[0]).toMatchObject({
      filing_date: "2022-04-20",
      client: "ABBOTT LABORATORIES",
      amount: 940_000,
      amount_reason: null,
      amount_basis: "quiver_income_or_expenses",
      amount_as_filed: "940000.0",
      sources: ["quiver"],
      registrant: null,
      null_reasons: { registrant: "not_in_source", filing_id: "not_in_source" },
    });
    expect(body.items[0].issues).toContain("Food Industry (safety, labeling, etc.)");
  });

  it("the Senate's own registration: registrant, type, lobbyists; no amount, and why", async () => {
    // On 2007-12-31 it is ABT's newest filing (the next is Quiver's 2008-01-04).
    clock.set("2007-12-31T15:00:00Z");
    const { body } = await get("/api/v3/intel/lobbying/ABT?limit=1");
    expect(body.items[0]).toEqual({
      filing_date: "2007-12-20",
      visible_from: "2007-12-21",
      client: "Abbott Laboratories",
      registrant: "Blank Rome Government Relations",
      amount: null,
      amount_reason: "registration_reports_no_amount",
      amount_basis: "not_reported",
      amount_as_filed: "",
      issues: ["PHARMACY", "HEALTH ISSUES"],
      specific_issues: ["Issues related to hydrocodone"],
      filing_type: "REGISTRATION",
      period: "UNDETERMINED",
      filing_id: "DA0ED141-E5AD-440E-BE87-75C569D6F574",
      received_at: "2007-12-20T14:13:21.843",
      self_filer: false,
      lobbyists: ["REMINGTON, KRISTI"],
      government_entities: [],
      sources: ["senate_lda", "quiver"],
      null_reasons: { amount: "registration_reports_no_amount" },
    });
  });

  it("a filing is visible from the day after it was received", async () => {
    clock.set("2007-12-20T20:00:00Z");
    const before = await get("/api/v3/intel/lobbying/ABT?limit=1");
    expect(before.body.data_through).toBe("2007-08-14");
    clock.set("2007-12-21T14:00:00Z");
    const after = await get("/api/v3/intel/lobbying/ABT?limit=1");
    expect(after.body.items[0]).toMatchObject({
      filing_date: "2007-12-20",
      registrant: "Blank Rome Government Relations",
    });
    clock.set("1999-01-04T15:00:00Z");
    const none = await get("/api/v3/intel/lobbying/ABT");
    expect(none.body).toMatchObject({
      count: 0,
      items: [],
      data_from: null,
      null_reasons: { data_from: "no_filing_visible" },
    });
  });

  it("a stock no client is attributed to is 503 dataset_unavailable; unknown 404; limit 1..500; Pro only", async () => {
    const aapl = await get("/api/v3/intel/lobbying/AAPL");
    expect(aapl.status).toBe(503);
    expect(aapl.headers.get("x-credits-charged")).toBe("0");
    expect(aapl.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      dataset: "lobbying_reports",
      reason: "no_lobbying_client_attributed",
    });
    expect((await get("/api/v3/intel/lobbying/ZZZZQ")).body.detail.error_code).toBe("unknown_ticker");
    for (const limit of [0, 501])
      expect((await get(`/api/v3/intel/lobbying/ABT?limit=${limit}`)).status).toBe(422);
    expect((await get("/api/v3/intel/lobbying/ABT", starterKey)).status).toBe(402);
  });

  it("GraphQL: Instrument.lobbying beside the price; null with its error for a stock without clients", async () => {
    const { body } = await graphql(
      service,
      `{ abt: instrument(ticker: "ABT") { name lobbying(limit: 1) { count filingsAvailable items { client amount amountBasis } } }
         aapl: instrument(ticker: "AAPL") { name lobbying { count } } }`,
    );
    expect(body.data.abt.lobbying).toEqual({
      count: 1,
      filingsAvailable: 713,
      items: [{ client: "ABBOTT LABORATORIES", amount: 940_000, amountBasis: "quiver_income_or_expenses" }],
    });
    expect(body.data.aapl).toEqual({ name: expect.any(String), lobbying: null });
    expect(body.errors?.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
      "dataset_unavailable",
    ]);
  });
});
