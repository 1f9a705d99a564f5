/**
 * Congressional trades read into spec/01's words, on real lines of the bundled files
 * (data/sample/congress/): the Senate Stock Watcher's scanned-PDF line, its "Option Type: Neither"
 * line (Kraft Heinz, strike $24.96, expiring 02/23/2020) and the 2019-2023 file's Nancy Pelosi, who
 * filed from CA12 and, after the 2023 redistricting, from CA11.
 */
import { describe, expect, it } from "vitest";
import { type CongressTradeRecord, roster, toCongressTrade } from "./congress.js";

const base: CongressTradeRecord = {
  source_file: "congress/senate_stock_watcher_transactions.csv.gz",
  row_no: 1,
  politician: "David A Perdue , Jr",
  chamber: "S",
  office: null,
  ticker: null,
  ticker_as_filed: null,
  asset_name: "This filing was disclosed via scanned PDF.",
  asset_type: "PDF Disclosed Filing",
  transaction_type: "N/A",
  owner: "N/A",
  transaction_date: "2019-01-15",
  disclosure_date: null,
  reported_date: "2019-03-01",
  reported_date_basis: "stock_act_deadline",
  visible_from: "2019-03-02",
  amount_range: "Unknown",
  amount_min_usd: null,
  amount_max_usd: null,
  option_type: null,
  strike: null,
  expiry: null,
  comment: null,
  filing_url: "https://efdsearch.senate.gov/search/view/paper/x/",
};
const WATCHER = { hasOwner: true, stocksOnly: false };

describe("toCongressTrade", () => {
  it("a scanned PDF report: nothing read, each null says the filing was not transcribed", () => {
    const trade = toCongressTrade(base, WATCHER);
    expect(trade).toMatchObject({ side: null, owner: null, assetType: null, amountBasis: "not_disclosed" });
    expect(trade.nullReasons).toMatchObject({
      side: "pdf_filing_not_transcribed",
      owner: "pdf_filing_not_transcribed",
      assetType: "pdf_filing_not_transcribed",
      ticker: "no_ticker_in_filing",
      amountMinUsd: "amount_not_disclosed",
      amountMaxUsd: "amount_not_disclosed",
      partyCode: "party_not_in_source",
    });
  });

  it("an option filed as neither call nor put keeps its strike and expiry; a bound a range lacks is said", () => {
    const trade = toCongressTrade(
      {
        ...base,
        ticker: "KHC",
        ticker_as_filed: "KHC",
        asset_name: "The Kraft Heinz Company",
        asset_type: "Stock Option",
        transaction_type: "Sale (Full)",
        owner: "Self",
        amount_range: "Over $50,000,000",
        amount_min_usd: 50_000_000,
        strike: 24.96,
        expiry: "2020-02-23",
      },
      WATCHER,
    );
    expect(trade).toMatchObject({
      assetType: "stock_option",
      optionType: null,
      strike: 24.96,
      side: "sell",
      saleExtent: "full",
      owner: "self",
      amountBasis: "range_as_filed",
    });
    expect(trade.nullReasons).toMatchObject({
      optionType: "filed_as_neither_call_nor_put",
      amountMaxUsd: "range_states_no_upper_bound",
    });
    expect(trade.nullReasons.strike).toBeUndefined();
  });
});

describe("roster", () => {
  it("sums a member's offices and filed types; the office is the newest report's", () => {
    const tally = { politician: "Nancy Pelosi", chamber: "H", trades: 0 };
    const members = roster([
      {
        ...tally,
        office: "CA12",
        transactionType: "P",
        trades: 24,
        firstTransactionDate: "2019-02-07",
        lastTransactionDate: "2022-12-30",
        lastReportedDate: "2023-01-20",
      },
      {
        ...tally,
        office: "CA12",
        transactionType: "S",
        trades: 30,
        firstTransactionDate: "2019-03-01",
        lastTransactionDate: "2022-12-28",
        lastReportedDate: "2023-01-20",
      },
      {
        ...tally,
        office: "CA11",
        transactionType: "P",
        trades: 2,
        firstTransactionDate: "2023-06-01",
        lastTransactionDate: "2023-06-15",
        lastReportedDate: "2023-06-22",
      },
      {
        ...tally,
        office: "CA11",
        transactionType: "S",
        trades: 2,
        firstTransactionDate: "2023-06-01",
        lastTransactionDate: "2023-06-15",
        lastReportedDate: "2023-06-22",
      },
      {
        politician: "Ro Khanna",
        chamber: "H",
        office: "CA17",
        transactionType: "P",
        trades: 100,
        firstTransactionDate: "2019-01-01",
        lastTransactionDate: "2023-07-31",
        lastReportedDate: "2023-08-07",
      },
    ]);
    expect(members.map((m) => [m.name, m.tradeCount])).toEqual([
      ["Ro Khanna", 100],
      ["Nancy Pelosi", 58],
    ]);
    expect(members[1]).toMatchObject({
      office: "CA11",
      buyCount: 26,
      sellCount: 32,
      firstTransactionDate: "2019-02-07",
      lastTransactionDate: "2023-06-15",
      lastReportedDate: "2023-06-22",
      nullReasons: { partyCode: "party_not_in_source" },
    });
  });
});
