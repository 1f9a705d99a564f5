/**
 * The congressional-trade adapters on the bundled files (data/sample/congress/, PROVENANCE.md).
 * Known answers read from the raw CSVs: trades_2019_2023 row 1 is Justin Amash (H, MI03) buying
 * Amazon on 2019-01-02, disclosed 2019-01-29; the watcher's first row is Ron L Wyden's spouse
 * selling all of BYND on 11/10/2020 for "$50,001 - $100,000", which the STOCK Act had to see
 * reported by 2020-12-25 (45 days).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  HOUSE_SENATE_FILE,
  parseHouseSenateTrades,
  parseSenateWatcherTrades,
  SENATE_WATCHER_FILE,
} from "./congress.js";
import { IngestError } from "./errors.js";

const read = (path: string) =>
  gunzipSync(readFileSync(new URL(`../../data/sample/${path}`, import.meta.url))).toString("utf8");

describe("trades_2019_2023 (House and Senate, 2019-2023)", () => {
  const rows = parseHouseSenateTrades(read(HOUSE_SENATE_FILE), HOUSE_SENATE_FILE);

  it("every row, House 53,498 and Senate 3,364 (PROVENANCE)", () => {
    expect(rows).toHaveLength(56_862);
    expect(rows.filter((row) => row.chamber === "H")).toHaveLength(53_498);
  });

  it("row 1 as filed, visible the day after its disclosure", () => {
    expect(rows[0]).toEqual({
      source_file: HOUSE_SENATE_FILE,
      row_no: 1,
      politician: "Justin Amash",
      chamber: "H",
      office: "MI03",
      ticker: "AMZN",
      ticker_as_filed: "AMZN",
      asset_name: "Amazon Inc",
      asset_type: null,
      transaction_type: "P",
      owner: null,
      transaction_date: "2019-01-02",
      disclosure_date: "2019-01-29",
      reported_date: "2019-01-29",
      reported_date_basis: "disclosure_date",
      visible_from: "2019-01-30",
      amount_range: "$1,001 - $15,000",
      amount_min_usd: 1001,
      amount_max_usd: 15000,
      option_type: null,
      strike: null,
      expiry: null,
      comment: null,
      filing_url: null,
    });
  });

  it("keeps a symbol that is no listed ticker as filed only (CAP_u, 6701)", () => {
    const odd = rows.filter((row) => row.ticker === null);
    expect(odd.map((row) => row.ticker_as_filed).sort()).toEqual([
      "6701",
      "6701",
      "CAP_u",
      "CAP_u",
      "CAP_u",
      "CAP_u",
      "NGLS_pa",
      "NGLS_pa",
    ]);
  });

  it("'<$1000' states only an upper bound", () => {
    const small = rows.find((row) => row.amount_range === "<$1000");
    expect(small).toMatchObject({ amount_min_usd: null, amount_max_usd: 1000 });
  });
});

describe("senate_stock_watcher_transactions (Senate, 2012-2020)", () => {
  const rows = parseSenateWatcherTrades(read(SENATE_WATCHER_FILE), SENATE_WATCHER_FILE);

  it("every row; without a disclosure date a trade shows from the day after the STOCK Act deadline", () => {
    expect(rows).toHaveLength(8_350);
    expect(rows[0]).toMatchObject({
      politician: "Ron L Wyden",
      chamber: "S",
      owner: "Spouse",
      ticker: "BYND",
      asset_name: "Beyond Meat, Inc.",
      asset_type: "Stock",
      transaction_type: "Sale (Full)",
      transaction_date: "2020-11-10",
      disclosure_date: null,
      reported_date: "2020-12-25",
      reported_date_basis: "stock_act_deadline",
      visible_from: "2020-12-26",
      amount_min_usd: 50_001,
      amount_max_usd: 100_000,
      comment: null,
      filing_url: "https://efdsearch.senate.gov/search/view/ptr/a0010f4a-c31a-4824-8b6d-6399b3ccb6f0/",
    });
  });

  it("'--' is no ticker, 'Over $50,000,000' only a lower bound, 'Unknown' none, HTML descriptions read", () => {
    expect(rows.filter((row) => row.ticker_as_filed === null)).toHaveLength(1_648);
    expect(rows.find((row) => row.amount_range === "Over $50,000,000")).toMatchObject({
      amount_min_usd: 50_000_000,
      amount_max_usd: null,
    });
    expect(rows.filter((row) => row.amount_range === "Unknown")).toHaveLength(463);
    expect(rows.find((row) => row.amount_range === "Unknown")).toMatchObject({
      amount_min_usd: null,
      amount_max_usd: null,
    });
    // 84 option lines: 82 calls or puts, 2 filed "Option Type: Neither" (kept with strike and expiry).
    expect(rows.filter((row) => row.option_type !== null)).toHaveLength(82);
    expect(rows.filter((row) => row.asset_type === "Stock Option" && row.strike !== null)).toHaveLength(84);
    // "OWENS &amp; MINOR <div ...>Rate/Coupon ...</div>": the name, decoded, without the block.
    expect(rows.some((row) => row.asset_name === "OWENS & MINOR")).toBe(true);
    expect(rows.some((row) => row.politician === "Jerry Moran")).toBe(true);
  });
});

describe("malformed rows", () => {
  const header = "transaction_date,disclosure_date,asset,ticker,type,amount_range,name,chamber,office";
  it("an amount that is no range, a chamber that is neither H nor S: the file, line and column", () => {
    expect(() =>
      parseHouseSenateTrades(`${header}\n2019-01-02,2019-01-29,A,A,P,lots,N,H,MI03\n`, "t.csv"),
    ).toThrow(/t.csv line 2 field "amount_range": "lots" is not an amount range/);
    expect(() =>
      parseHouseSenateTrades(`${header}\n2019-01-02,2019-01-29,A,A,P,"$1 - $2",N,X,MI03\n`, "t.csv"),
    ).toThrow(IngestError);
  });
});
