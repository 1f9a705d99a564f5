/** The FINRA short volume and CUSIP map adapters on the bundled files (data/sample/short_volume, reference/). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCusipTickerMap } from "./cusipTickers.js";
import { IngestError } from "./errors.js";
import { parseFinraShortVolume } from "./finraShortVolume.js";

const read = (path: string) => readFileSync(new URL(`../../data/sample/${path}`, import.meta.url), "utf8");
const CNMS = "short_volume/finra_cnms_daily_2020-01.csv";
const FACILITY = "short_volume/finra_facility_daily_2020-01.csv";
const IWM = "short_volume/finra_facility_IWM_2010_2021.csv";

describe("FINRA short volume adapter", () => {
  it("the CNMS file: 2,664 rows as CNMS; AAPL 2020-01-02 as published", () => {
    const rows = parseFinraShortVolume(read(CNMS), CNMS);
    expect(rows).toHaveLength(2_664);
    // grep '^2020-01-02,AAPL,' finra_cnms_daily_2020-01.csv: 8849044,73057,15714446,"B,Q,N"
    expect(rows.find((r) => r.ticker === "AAPL" && r.date === "2020-01-02")).toMatchObject({
      facility: "CNMS",
      market: "B,Q,N",
      short_volume: 8_849_044,
      short_exempt_volume: 73_057,
      total_volume: 15_714_446,
    });
  });

  it("the facility files: 7,547 and 6,638 rows; IWM FNSQ 2017-06-01 as published", () => {
    expect(parseFinraShortVolume(read(FACILITY), FACILITY)).toHaveLength(7_547);
    const iwm = parseFinraShortVolume(read(IWM), IWM);
    expect(iwm).toHaveLength(6_638);
    // grep '^2017-06-01,IWM,IWM,FNSQ' finra_facility_IWM_2010_2021.csv: 4554923,11033,9733512,Q
    expect(iwm.find((r) => r.date === "2017-06-01" && r.facility === "FNSQ")).toMatchObject({
      market: "Q",
      short_volume: 4_554_923,
      short_exempt_volume: 11_033,
      total_volume: 9_733_512,
    });
  });

  it("refuses a repeated key, an unknown facility and short volume above the total", () => {
    const header = "date,ticker,finra_symbol,facility,short_volume,short_exempt_volume,total_volume,market\n";
    const line = "2020-01-02,A,A,FNSQ,1,0,2,Q\n";
    expect(() => parseFinraShortVolume(header + line + line, "finra_facility_x.csv")).toThrow(/repeated/);
    expect(() =>
      parseFinraShortVolume(`${header}2020-01-02,A,A,XXXX,1,0,2,Q\n`, "finra_facility_x.csv"),
    ).toThrow(IngestError);
    expect(() =>
      parseFinraShortVolume(`${header}2020-01-02,A,A,FNSQ,3,0,2,Q\n`, "finra_facility_x.csv"),
    ).toThrow(/exceeds total_volume/);
  });
});

describe("CUSIP map adapter", () => {
  it("the sliced map: 714 CUSIPs; MSFT's as the map writes it", () => {
    const rows = parseCusipTickerMap(read("reference/cusip_ticker_map.csv"), "map.csv");
    expect(rows).toHaveLength(714);
    expect(rows.find((r) => r.cusip === "594918104")?.ticker).toBe("MSFT");
  });

  it("refuses a CUSIP mapped twice or not nine characters", () => {
    expect(() => parseCusipTickerMap("cusip,ticker\n594918104,MSFT\n594918104,X\n", "m.csv")).toThrow(
      /twice/,
    );
    expect(() => parseCusipTickerMap("cusip,ticker\n59491810,MSFT\n", "m.csv")).toThrow(/nine/);
  });
});
