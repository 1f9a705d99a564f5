/**
 * Known answers from the bundled Form 4 data, read with the ingest's own parsers:
 * data/sample/insiders/form4_transactions.csv and data/sample/sec/form4-xml/form4.snow.xml.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseForm4Csv, parseForm4Xml } from "../../../warehouse/ingest/insiders.js";
import { type Form4Line, insiderClusters, lineValue, wholeFilings } from "./insiders.js";

const CSV = "insiders/form4_transactions.csv";
const SNOW = "sec/form4-xml/form4.snow.xml";
const read = (path: string) => readFileSync(new URL(`../../../data/sample/${path}`, import.meta.url), "utf8");

function lines(rows: ReturnType<typeof parseForm4Csv>): Form4Line[] {
  return rows.map((row) => ({
    filingKey: row.filing_key,
    issuerTicker: row.issuer_ticker,
    issuerName: row.issuer_name,
    ownerName: row.owner_name,
    ownerCik: row.owner_cik ?? null,
    transactionDate: row.transaction_date,
    transactionCode: row.transaction_code,
    shares: row.shares ?? null,
    pricePerShare: row.price_per_share ?? null,
    is10b51: row.is_10b5_1 === null || row.is_10b5_1 === undefined ? null : row.is_10b5_1 === 1,
  }));
}

const csv = lines(parseForm4Csv(read(CSV), CSV));
const purchases = csv.filter((line) => line.transactionCode === "P");

describe("lineValue", () => {
  it("XOM, UBBEN JEFFREY W, 2022-08-04 P: 108,467 shares × 87.08 = 9,445,306.36", () => {
    const [row] = purchases.filter(
      (line) => line.issuerTicker === "XOM" && line.transactionDate === "2022-08-04",
    );
    expect(row).toMatchObject({ ownerName: "UBBEN JEFFREY W", shares: 108_467, pricePerShare: 87.08 });
    expect(lineValue(row!.shares, row!.pricePerShare)).toEqual({ value: 9_445_306.36, reason: null });
  });

  it("dollars unknown: no price, a price of 0 as filed, no shares", () => {
    expect(lineValue(13_146, null)).toEqual({ value: null, reason: "price_not_reported" });
    expect(lineValue(1_276, 0)).toEqual({ value: null, reason: "zero_price_as_filed" });
    expect(lineValue(null, 10)).toEqual({ value: null, reason: "shares_not_reported" });
  });
});

describe("insiderClusters on the bundled purchases", () => {
  it("the file holds 9 purchases (code P) and no 30-day window with two distinct buyers", () => {
    expect(purchases).toHaveLength(9);
    for (const { transactionDate } of purchases) expect(insiderClusters(csv, transactionDate)).toEqual([]);
  });

  it("closest case, XOM 2023-07-31 and 2023-08-01: two purchases by one insider are not a cluster", () => {
    const xom = purchases.filter(
      (line) => line.issuerTicker === "XOM" && line.transactionDate >= "2023-07-31",
    );
    expect(xom.map((line) => [line.ownerName, line.transactionDate])).toEqual([
      ["UBBEN JEFFREY W", "2023-07-31"],
      ["UBBEN JEFFREY W", "2023-08-01"],
      ["Dreyfus Maria S.", "2024-06-17"],
    ]);
    expect(insiderClusters(csv, "2023-08-01")).toEqual([]);
  });

  it("the rule on WMT's two real buyers, 623 days apart: a cluster only when the window spans both", () => {
    expect(insiderClusters(csv, "2024-11-27")).toEqual([]);
    // STEPHENSON RANDALL L 2023-03-15: 7,245 × 138.0494 = 1,000,167.903; Moritz Robert Edward Jr.
    // 2024-11-27: 5,446 × 91.81 = 499,997.26; together 1,500,165.163 → 1,500,165.16.
    const [wmt, ...others] = insiderClusters(csv, "2024-11-27", 700).filter((c) => c.ticker === "WMT");
    expect(others).toEqual([]);
    expect(wmt).toEqual({
      ticker: "WMT",
      issuerName: "Walmart Inc.",
      buyers: ["Moritz Robert Edward Jr.", "STEPHENSON RANDALL L"],
      nBuyers: 2,
      nBuyersDiscretionary: 2,
      nBuyersSameDayPrice: 0,
      nPurchases: 2,
      nPurchasesPriced: 2,
      totalShares: 12_691,
      totalValueUsd: 1_500_165.16,
      totalValueUsdReason: null,
      pricedValueUsd: 1_500_165.16,
      clusterScore: 0.4,
      planPurchase: false,
      firstPurchaseDate: "2023-03-15",
      lastPurchaseDate: "2024-11-27",
    });
  });

  it("plan purchases rank after discretionary ones; an unpriced purchase withholds the total", () => {
    const wmt = purchases.filter((line) => line.issuerTicker === "WMT");
    const plan = wmt.map((line) => ({ ...line, issuerTicker: "PLAN", is10b51: true }));
    const unpriced = wmt.map((line, i) => ({
      ...line,
      issuerTicker: "OPEN",
      pricePerShare: i ? line.pricePerShare : null,
    }));
    const ranked = insiderClusters([...plan, ...unpriced], "2024-11-27", 700);
    expect(ranked.map((c) => [c.ticker, c.planPurchase, c.nBuyersDiscretionary, c.clusterScore])).toEqual([
      ["OPEN", false, 2, 0.4],
      ["PLAN", true, 0, 0],
    ]);
    expect(ranked[0]).toMatchObject({
      nPurchasesPriced: 1,
      totalValueUsd: null,
      totalValueUsdReason: "unpriced_purchases",
      pricedValueUsd: 499_997.26,
    });
  });
});

describe("wholeFilings", () => {
  const snow = parseForm4Xml(read(SNOW), SNOW).map((row) => ({ filingKey: row.filing_key, row }));

  it("the SNOW filing (6 non-derivative + 1 derivative lines) is served whole past the limit", () => {
    expect(snow).toHaveLength(7);
    const served = wholeFilings([...snow, { filingKey: "older", row: null }], 5);
    expect(served).toMatchObject({ limitExceeded: true, truncated: true, rowsAvailable: 8 });
    expect(served.rows).toHaveLength(7);
  });

  it("stops before a filing that would pass the limit", () => {
    const rows = ["a", "b", "b", "c"].map((filingKey) => ({ filingKey }));
    expect(wholeFilings(rows, 2)).toEqual({
      rows: [{ filingKey: "a" }],
      limitExceeded: false,
      truncated: true,
      rowsAvailable: 4,
    });
    expect(wholeFilings(rows, 4).truncated).toBe(false);
  });
});
