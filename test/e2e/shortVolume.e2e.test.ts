/**
 * Off-exchange and short volume from FINRA's files through REST and GraphQL, over real HTTP
 * (docs/INTEL.md "Off-exchange and short volume"). Known answers by hand from data/sample/short_volume/:
 *
 * - AAPL 2020-01-02, finra_cnms_daily_2020-01.csv row `2020-01-02,AAPL,AAPL,8849044,73057,15714446`:
 *   short 8,849,044, off-exchange (FINRA total) 15,714,446 = the facility file's FNQC 92,254 +
 *   FNSQ 8,462,987 + FNYX 7,159,205 (shorts 51,532 + 4,458,298 + 4,339,214 = 8,849,044);
 *   share 8,849,044 / 15,714,446 = 0.56312…
 * - IWM FNSQ 2017-06-01, finra_facility_IWM_2010_2021.csv row `2017-06-01,IWM,IWM,FNSQ,4554923,11033,9733512,Q`:
 *   short 4,554,923, ratio 100 × 4,554,923 / 9,733,512 = 46.796…%.
 *
 * FINRA posts a session's file by 18:00 ET that day: 2020-01-02 18:00 EST = 23:00 UTC.
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

describe("GET /api/v3/intel/off_exchange/{ticker}", () => {
  it("AAPL: the six held sessions, 2020-01-02 as FINRA published it; stale, null fields with their reason", async () => {
    const { status, headers, body } = await get("/api/v3/intel/off_exchange/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ticker: "AAPL",
      count: 6,
      is_stale: true,
      as_of: "2020-01-09",
      held_from: "2020-01-02",
      missing_sessions: [],
      null_reasons: {
        dark_pool_pct: "consolidated_volume_not_in_finra_files",
        total_volume: "consolidated_volume_not_in_finra_files",
      },
    });
    expect(body.items.map((i: { date: string }) => i.date)).toEqual([
      "2020-01-09",
      "2020-01-08",
      "2020-01-07",
      "2020-01-06",
      "2020-01-03",
      "2020-01-02",
    ]);
    expect(body.items[5]).toEqual({
      date: "2020-01-02",
      off_exchange_volume: 15_714_446,
      short_volume: 8_849_044,
      short_volume_share: 8_849_044 / 15_714_446,
      dark_pool_pct: null,
      total_volume: null,
    });
    expect((await get("/api/v3/intel/off_exchange/AAPL?freshness=live")).status).toBe(503);
  });

  it("point in time: before 18:00 ET of 2020-01-02 nothing is visible (503, not billed); from 18:00 the session is", async () => {
    clock.set("2020-01-02T22:59:59Z");
    const before = await get("/api/v3/intel/off_exchange/AAPL");
    expect(before.status).toBe(503);
    expect(before.headers.get("x-credits-charged")).toBe("0");
    expect(before.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_finra_file_published_by_clock",
    });
    clock.set("2020-01-02T23:00:00Z");
    const after = await get("/api/v3/intel/off_exchange/AAPL");
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ count: 1, is_stale: false, as_of: "2020-01-02" });
    expect(after.body.items[0]).toMatchObject({ short_volume: 8_849_044, off_exchange_volume: 15_714_446 });
  });

  it("a symbol FINRA's held files do not list (META traded as FB in 2020) is 503 dataset_unavailable; unknown is 404", async () => {
    const meta = await get("/api/v3/intel/off_exchange/META");
    expect(meta.status).toBe(503);
    expect(meta.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "symbol_not_in_finra_files",
    });
    expect((await get("/api/v3/intel/off_exchange/ZZZZQ")).status).toBe(404);
  });
});

describe("GET /api/v2/short-interest/{ticker}", () => {
  it("IWM on 2017-06-01 after 18:00 ET: FNSQ's short volume as filed; settled short interest null with its reason", async () => {
    clock.set("2017-06-01T22:00:00Z");
    const { status, headers, body } = await get("/api/v2/short-interest/IWM");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      ticker: "IWM",
      settlement_date: null,
      shares_short: null,
      days_to_cover: null,
      null_reasons: { shares_short: "no_finra_short_interest_file_bundled" },
    });
    const newest = body.short_volume.filter((r: { date: string }) => r.date === "2017-06-01");
    expect(newest).toEqual([
      {
        date: "2017-06-01",
        facility: "finra_fnsq_short_volume",
        short_volume: 4_554_923,
        short_volume_ratio: (100 * 4_554_923) / 9_733_512,
      },
      {
        date: "2017-06-01",
        facility: "finra_fnyx_short_volume",
        short_volume: 337_428,
        short_volume_ratio: (100 * 337_428) / 489_133,
      },
    ]);
    expect(new Set(body.short_volume.map((r: { date: string }) => r.date)).size).toBe(5);
    // A minute before the evening's publication, the newest session is the day before.
    clock.set("2017-06-01T21:59:00Z");
    const before = await get("/api/v2/short-interest/IWM");
    expect(before.body.short_volume[0].date).toBe("2017-05-31");
  });
});

describe("GraphQL", () => {
  it("offExchange(AAPL) and shortInterest(IWM) give the same known answers", async () => {
    clock.set("2020-01-02T23:00:00Z");
    const { body } = await graphql(
      service,
      `{ offExchange(ticker: "AAPL") { items { date shortVolume offExchangeVolume totalVolume } }
         shortInterest(ticker: "IWM") { sharesShort shortVolume { date facility shortVolume } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.offExchange.items).toEqual([
      { date: "2020-01-02", shortVolume: 8_849_044, offExchangeVolume: 15_714_446, totalVolume: null },
    ]);
    // IWM 2020-01-02 (both files, equal): FNQC 17,567, FNSQ 1,781,436, FNYX 286,901 (PROVENANCE check 2).
    expect(body.data.shortInterest.sharesShort).toBeNull();
    expect(
      body.data.shortInterest.shortVolume.filter((r: { date: string }) => r.date === "2020-01-02"),
    ).toEqual([
      { date: "2020-01-02", facility: "finra_fnqc_short_volume", shortVolume: 17_567 },
      { date: "2020-01-02", facility: "finra_fnsq_short_volume", shortVolume: 1_781_436 },
      { date: "2020-01-02", facility: "finra_fnyx_short_volume", shortVolume: 286_901 },
    ]);
  });
});
