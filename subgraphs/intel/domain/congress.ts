/**
 * Congressional trades in spec/01's words ("Congress trades"), pure: the filed labels read into
 * the vocabulary of the answer (side buy/sell/exchange, owner self/spouse/joint/child, asset
 * types), a reason for every value a filing or its source does not give, and the politicians'
 * roster. Nothing is inferred: a party the source does not carry is null with its reason, an
 * amount range stays a range (no midpoint is ever made up).
 */
import type { CongressTradesTable } from "../../../warehouse/schema.js";

/** A trade line as the warehouse holds it (congress_trades). */
export type CongressTradeRecord = CongressTradesTable;

export type Side = "buy" | "sell" | "exchange";
export type Owner = "self" | "spouse" | "joint" | "child";

/** P and S (2019-2023 file), Purchase / Sale (Full) / Sale (Partial) / Exchange (Senate eFD). */
const SIDES: Readonly<Record<string, { side: Side; saleExtent: "full" | "partial" | null }>> = {
  P: { side: "buy", saleExtent: null },
  S: { side: "sell", saleExtent: null },
  Purchase: { side: "buy", saleExtent: null },
  "Sale (Full)": { side: "sell", saleExtent: "full" },
  "Sale (Partial)": { side: "sell", saleExtent: "partial" },
  Exchange: { side: "exchange", saleExtent: null },
};

const OWNERS: Readonly<Record<string, Owner>> = {
  Self: "self",
  Spouse: "spouse",
  Joint: "joint",
  Child: "child",
};

/** The Senate eFD's asset types, as words of the answer. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  Stock: "stock",
  "Stock Option": "stock_option",
  "Non-Public Stock": "non_public_stock",
  "Corporate Bond": "corporate_bond",
  "Municipal Security": "municipal_security",
  "Other Securities": "other_securities",
};

/** A scanned report the source did not transcribe: no side, owner, asset or amount is read. */
const PDF_FILING = "PDF Disclosed Filing";

export interface CongressTrade {
  politician: string;
  chamberCode: string;
  chamber: "house" | "senate";
  office: string | null;
  partyCode: string | null;
  isMemberOfCongress: boolean;
  owner: Owner | null;
  ticker: string | null;
  tickerAsFiled: string | null;
  assetName: string | null;
  assetType: string | null;
  optionType: string | null;
  strike: number | null;
  expiry: string | null;
  side: Side | null;
  saleExtent: string | null;
  transactionTypeAsFiled: string;
  transactionDate: string;
  disclosureDate: string | null;
  reportedDate: string;
  reportedDateBasis: string;
  visibleFrom: string;
  amountRange: string | null;
  amountMinUsd: number | null;
  amountMaxUsd: number | null;
  amountBasis: string;
  comment: string | null;
  filingUrl: string | null;
  nullReasons: Record<string, string>;
}

/** The source's own words for what it never carries. */
export interface SourceTraits {
  /** The House and Senate file kept no owner column; the watcher has one. */
  hasOwner: boolean;
  /** The House and Senate file holds public stocks only (its author verified each). */
  stocksOnly: boolean;
}

function amountBasis(record: CongressTradeRecord): string {
  const { amount_min_usd: min, amount_max_usd: max } = record;
  if (min === null && max === null) return "not_disclosed";
  if (min !== null && min === max) return "exact_as_filed";
  return "range_as_filed";
}

export function toCongressTrade(record: CongressTradeRecord, traits: SourceTraits): CongressTrade {
  const pdf = record.asset_type === PDF_FILING;
  const sideOf = SIDES[record.transaction_type];
  const owner = record.owner === null ? null : (OWNERS[record.owner] ?? null);
  const assetType = traits.stocksOnly
    ? "stock"
    : record.asset_type
      ? (ASSET_TYPES[record.asset_type] ?? null)
      : null;
  const isOption = record.asset_type === "Stock Option";
  const notAnOption = isOption ? "not_stated_in_filing" : "not_an_option";
  const reasons: [keyof CongressTrade, unknown, string][] = [
    ["office", record.office, "not_in_source"],
    ["partyCode", null, "party_not_in_source"],
    [
      "owner",
      owner,
      pdf ? "pdf_filing_not_transcribed" : traits.hasOwner ? "not_stated_in_filing" : "not_in_source",
    ],
    [
      "ticker",
      record.ticker,
      record.ticker_as_filed === null ? "no_ticker_in_filing" : "not_a_listed_symbol",
    ],
    ["tickerAsFiled", record.ticker_as_filed, "no_ticker_in_filing"],
    ["assetName", record.asset_name, "not_stated_in_filing"],
    [
      "assetType",
      assetType,
      pdf
        ? "pdf_filing_not_transcribed"
        : record.asset_type
          ? "unrecognised_asset_type"
          : "not_stated_in_filing",
    ],
    [
      "optionType",
      record.option_type,
      isOption && record.strike !== null ? "filed_as_neither_call_nor_put" : notAnOption,
    ],
    ["strike", record.strike, notAnOption],
    ["expiry", record.expiry, notAnOption],
    ["side", sideOf?.side ?? null, pdf ? "pdf_filing_not_transcribed" : "transaction_type_not_stated"],
    ["saleExtent", sideOf?.saleExtent ?? null, sideOf?.side === "sell" ? "not_in_source" : "not_a_sale"],
    ["disclosureDate", record.disclosure_date, "not_in_source"],
    ["amountRange", record.amount_range, "not_stated_in_filing"],
    [
      "amountMinUsd",
      record.amount_min_usd,
      record.amount_max_usd === null ? "amount_not_disclosed" : "range_states_no_lower_bound",
    ],
    [
      "amountMaxUsd",
      record.amount_max_usd,
      record.amount_min_usd === null ? "amount_not_disclosed" : "range_states_no_upper_bound",
    ],
    ["comment", record.comment, "none_filed"],
    ["filingUrl", record.filing_url, "not_in_source"],
  ];
  return {
    politician: record.politician,
    chamberCode: record.chamber,
    chamber: record.chamber === "H" ? "house" : "senate",
    office: record.office,
    partyCode: null,
    // Both sources are members' own periodic transaction reports (their spouses' and children's
    // trades are filed by the member).
    isMemberOfCongress: true,
    owner,
    ticker: record.ticker,
    tickerAsFiled: record.ticker_as_filed,
    assetName: record.asset_name,
    assetType,
    optionType: record.option_type,
    strike: record.strike,
    expiry: record.expiry,
    side: sideOf?.side ?? null,
    saleExtent: sideOf?.saleExtent ?? null,
    transactionTypeAsFiled: record.transaction_type,
    transactionDate: record.transaction_date,
    disclosureDate: record.disclosure_date,
    reportedDate: record.reported_date,
    reportedDateBasis: record.reported_date_basis,
    visibleFrom: record.visible_from,
    amountRange: record.amount_range,
    amountMinUsd: record.amount_min_usd,
    amountMaxUsd: record.amount_max_usd,
    amountBasis: amountBasis(record),
    comment: record.comment,
    filingUrl: record.filing_url,
    nullReasons: Object.fromEntries(
      reasons.filter(([, value]) => value === null).map(([field, , why]) => [field, why]),
    ),
  };
}

/** Trades of one politician, chamber, office and filed transaction type, as the warehouse groups them. */
export interface PoliticianTally {
  politician: string;
  chamber: string;
  office: string | null;
  transactionType: string;
  trades: number;
  firstTransactionDate: string;
  lastTransactionDate: string;
  lastReportedDate: string;
}

export interface RosterEntry {
  name: string;
  chamberCode: string;
  chamber: "house" | "senate";
  /** The office of the member's newest report (a district can be renumbered). */
  office: string | null;
  partyCode: null;
  isMemberOfCongress: boolean;
  tradeCount: number;
  buyCount: number;
  sellCount: number;
  exchangeCount: number;
  firstTransactionDate: string;
  lastTransactionDate: string;
  lastReportedDate: string;
  nullReasons: Record<string, string>;
}

/** One entry per politician and chamber (offices and filed types summed), most trades first, then by name. */
export function roster(tallies: readonly PoliticianTally[]): RosterEntry[] {
  const members = new Map<string, RosterEntry>();
  for (const tally of tallies) {
    const key = `${tally.chamber}\u0000${tally.politician}`;
    const side = SIDES[tally.transactionType]?.side;
    let entry = members.get(key);
    if (!entry) {
      entry = {
        name: tally.politician,
        chamberCode: tally.chamber,
        chamber: tally.chamber === "H" ? "house" : "senate",
        office: tally.office,
        partyCode: null,
        isMemberOfCongress: true,
        tradeCount: 0,
        buyCount: 0,
        sellCount: 0,
        exchangeCount: 0,
        firstTransactionDate: tally.firstTransactionDate,
        lastTransactionDate: tally.lastTransactionDate,
        lastReportedDate: tally.lastReportedDate,
        nullReasons: {},
      };
      members.set(key, entry);
    } else if (tally.lastReportedDate > entry.lastReportedDate) {
      entry.office = tally.office;
    }
    entry.tradeCount += tally.trades;
    if (side === "buy") entry.buyCount += tally.trades;
    if (side === "sell") entry.sellCount += tally.trades;
    if (side === "exchange") entry.exchangeCount += tally.trades;
    if (tally.firstTransactionDate < entry.firstTransactionDate)
      entry.firstTransactionDate = tally.firstTransactionDate;
    if (tally.lastTransactionDate > entry.lastTransactionDate)
      entry.lastTransactionDate = tally.lastTransactionDate;
    if (tally.lastReportedDate > entry.lastReportedDate) entry.lastReportedDate = tally.lastReportedDate;
  }
  return [...members.values()]
    .map((entry) => ({
      ...entry,
      nullReasons: {
        partyCode: "party_not_in_source",
        ...(entry.office === null ? { office: "not_in_source" } : {}),
      },
    }))
    .sort(
      (a, b) =>
        b.tradeCount - a.tradeCount ||
        a.name.localeCompare(b.name) ||
        a.chamberCode.localeCompare(b.chamberCode),
    );
}
