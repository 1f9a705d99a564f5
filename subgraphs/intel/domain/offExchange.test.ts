/** Off-exchange and facility short volume on rows of the bundled FINRA files, worked out by hand. */
import { describe, expect, it } from "vitest";
import {
  facilityShortVolume,
  offExchangeWindow,
  type ShortVolumeRow,
  sessionsBetween,
} from "./offExchange.js";

const CNMS = "short_volume/finra_cnms_daily_2020-01.csv";
const cnms = (date: string, short: number, total: number): ShortVolumeRow => ({
  date,
  facility: "CNMS",
  market: "B,Q,N",
  short_volume: short,
  total_volume: total,
  source_file: CNMS,
});

describe("offExchangeWindow", () => {
  // finra_cnms_daily_2020-01.csv, AAPL: 2020-01-02 8849044 of 15714446; 2020-01-03 (the file's
  // row for that day) kept out here to show a missing session.
  const rows = [cnms("2020-01-02", 8_849_044, 15_714_446), cnms("2020-01-06", 7_000_000, 14_000_000)];
  const span = { first: "2020-01-02", last: "2020-01-09" };

  it("AAPL 2020-01-02: off-exchange 15,714,446, short 8,849,044, share 8849044/15714446 = 0.56312…", () => {
    const { items } = offExchangeWindow(rows, span, 30);
    expect(items.at(-1)).toEqual({
      date: "2020-01-02",
      offExchangeVolume: 15_714_446,
      shortVolume: 8_849_044,
      shortVolumeShare: 8_849_044 / 15_714_446,
    });
    expect(items.at(-1)?.shortVolumeShare).toBeCloseTo(0.563_12, 5);
  });

  it("the window is the span's NYSE sessions (01-02, 03, 06, 07, 08, 09), newest first; those without a row are missing", () => {
    expect(sessionsBetween("2020-01-01", "2020-01-09")).toEqual([
      "2020-01-02",
      "2020-01-03",
      "2020-01-06",
      "2020-01-07",
      "2020-01-08",
      "2020-01-09",
    ]);
    const { items, missingSessions } = offExchangeWindow(rows, span, 30);
    expect(items.map((i) => i.date)).toEqual(["2020-01-06", "2020-01-02"]);
    expect(missingSessions).toEqual(["2020-01-09", "2020-01-08", "2020-01-07", "2020-01-03"]);
    // limit 3: the three newest sessions only.
    expect(offExchangeWindow(rows, span, 3)).toEqual({
      items: [],
      missingSessions: ["2020-01-09", "2020-01-08", "2020-01-07"],
    });
  });

  it("a session FINRA reports with no volume has no share (null), not 0", () => {
    expect(offExchangeWindow([cnms("2020-01-02", 0, 0)], span, 30).items[0]?.shortVolumeShare).toBeNull();
  });
});

describe("facilityShortVolume", () => {
  const row = (
    date: string,
    facility: string,
    market: string,
    short: number,
    total: number,
    file: string,
  ) => ({
    date,
    facility,
    market,
    short_volume: short,
    total_volume: total,
    source_file: file,
  });
  const IWM = "short_volume/finra_facility_IWM_2010_2021.csv";
  const DAILY = "short_volume/finra_facility_daily_2020-01.csv";

  it("IWM FNSQ 2017-06-01: 4,554,923 of 9,733,512 = 46.796…%; FNYX 337,428 of 489,133", () => {
    const rows = [
      row("2017-06-01", "FNSQ", "Q", 4_554_923, 9_733_512, IWM),
      row("2017-06-01", "FNYX", "N", 337_428, 489_133, IWM),
    ];
    const block = facilityShortVolume(rows, 5);
    expect(block).toEqual([
      {
        date: "2017-06-01",
        facility: "finra_fnsq_short_volume",
        shortVolume: 4_554_923,
        shortVolumeRatio: (100 * 4_554_923) / 9_733_512,
      },
      {
        date: "2017-06-01",
        facility: "finra_fnyx_short_volume",
        shortVolume: 337_428,
        shortVolumeRatio: (100 * 337_428) / 489_133,
      },
    ]);
    expect(block[0]?.shortVolumeRatio).toBeCloseTo(46.7963, 4);
  });

  it("sums a facility's markets of one session, counts one file where two hold it, keeps the newest five sessions", () => {
    const rows = [
      // FNRA 2014-02-14 reported on D and Q (IWM file): 100 + 50 of 200 + 100.
      row("2014-02-14", "FNRA", "D", 100, 200, IWM),
      row("2014-02-14", "FNRA", "Q", 50, 100, IWM),
      // 2020-01-02 FNSQ in both files (equal): counted once.
      row("2020-01-02", "FNSQ", "Q", 1_781_436, 3_095_205, IWM),
      row("2020-01-02", "FNSQ", "Q", 1_781_436, 3_095_205, DAILY),
      ...["2020-01-03", "2020-01-06", "2020-01-07", "2020-01-08"].map((d) =>
        row(d, "FNSQ", "Q", 1, 2, DAILY),
      ),
    ];
    expect(facilityShortVolume(rows.slice(0, 4), 5)).toEqual([
      {
        date: "2020-01-02",
        facility: "finra_fnsq_short_volume",
        shortVolume: 1_781_436,
        shortVolumeRatio: (100 * 1_781_436) / 3_095_205,
      },
      { date: "2014-02-14", facility: "finra_fnra_short_volume", shortVolume: 150, shortVolumeRatio: 50 },
    ]);
    expect(facilityShortVolume(rows, 5).map((r) => r.date)).toEqual([
      "2020-01-08",
      "2020-01-07",
      "2020-01-06",
      "2020-01-03",
      "2020-01-02",
    ]);
  });
});
