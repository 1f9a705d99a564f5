/**
 * The Form 4 operations (docs/INTEL.md "Insiders"): svc_v3_intel_insider_trades (Query and
 * Instrument.insiderTrades), svc_v3_intel_insiders (the feed), svc_v3_fundamentals_insider_trades
 * (whole filings) and the legacy svc_insider_clusters. Every answer sees only the lines visible by
 * the clock's day (data/insiders.ts). No Form 144 notice is bundled: intent_to_sell_notices is
 * empty with its reason, and a Form 144 would never be an item.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, OPTIONAL_TICKER_ARG, TICKER_ARG } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireInstrument } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { range } from "../../kit/validation.js";
import {
  type InsiderRow,
  insiderRowsOf,
  newestInsiderRows,
  newestVisibleTransactionDate,
  partialFilingsIn,
  visiblePurchases,
} from "../data/insiders.js";
import { readInsiderFeed } from "../data/readFailures.js";
import {
  CLUSTER_WINDOW_DAYS,
  daysBefore,
  insiderClusters,
  lineValue,
  TRANSACTION_CODES,
  wholeFilings,
} from "../domain/insiders.js";
import {
  FilingInsiderTrade,
  FilingInsiderTrades,
  InsiderClusters,
  InsiderFeed,
  InsiderTrade,
  InsiderTrades,
} from "../types/insiders.js";
import { Instrument } from "../types/instrument.js";

const UNITS = {
  shares: "shares",
  price: "filing_currency_per_share",
  value: "filing_currency",
  sharesOwnedAfter: "shares",
  proposedSaleValueUsd: "usd",
};
const NO_FORM_144 = "form_144_not_bundled";
const SOURCE_NOTE =
  "Form 4 lines from insiders/form4_transactions.csv (the first non-derivative line of each filing only: no accession, ownership nature or 10b5-1 flag) and the raw Form 4 XML filings of sec/form4-xml (every line). A line is visible from the day after its Form 4 deadline (transaction + 2 business days): the sources keep no EDGAR acceptance date.";

const today = (ctx: SubgraphContext<"intel">) => easternDate(ctx.clock.now());

function ownershipOf(code: string | null): string | null {
  return code === "D" ? "direct" : code === "I" ? "indirect" : null;
}

/**
 * Why each field of a Form 4 line that is null is null (spec/01 rule 1). The CSV keeps only some
 * columns of the first non-derivative line of each filing (`not_in_source`); the XML is the filing
 * itself (`not_stated_in_filing`). Derivative columns are empty on a non-derivative line by
 * definition, and an ownership nature is only stated for an indirect holding.
 */
export function lineNullReasons(row: InsiderRow): Record<string, string> {
  const fromCsv = row.filing_complete === 0;
  const absent = fromCsv ? "not_in_source" : "not_stated_in_filing";
  const derivativeOnly = row.is_derivative === 1 ? "not_stated_in_filing" : "not_a_derivative_line";
  const officerTitle = fromCsv
    ? "no_officer_title_in_source"
    : row.owner_is_officer === 0
      ? "owner_not_an_officer"
      : "not_stated_in_filing";
  const rules: [string, unknown, string][] = [
    ["accessionNumber", row.accession, "not_in_source"],
    ["ownerCik", row.owner_cik, absent],
    ["ownerTitle", row.owner_title, officerTitle],
    [
      "transactionDescription",
      TRANSACTION_CODES[row.transaction_code] ?? null,
      "code_not_in_form4_instructions",
    ],
    ["securityTitle", row.security_title, absent],
    ["shares", row.shares, "shares_not_reported"],
    ["price", row.price_per_share, "price_not_reported"],
    ["acquiredDisposed", row.acquired_disposed, absent],
    ["sharesOwnedAfter", row.shares_owned_after, absent],
    ["ownership", row.direct_indirect, absent],
    ["ownershipNature", row.ownership_nature, row.direct_indirect === "D" ? "direct_ownership" : absent],
    ["is_10b5_1", row.is_10b5_1, absent],
    ["exercisePrice", row.exercise_price, derivativeOnly],
    ["expiry", row.expiration_date, derivativeOnly],
    ["underlyingTitle", row.underlying_title, derivativeOnly],
    ["underlyingShares", row.underlying_shares, derivativeOnly],
  ];
  return Object.fromEntries(
    rules.filter(([, value]) => value === null).map(([field, , why]) => [field, why]),
  );
}

export function toInsiderTrade(row: InsiderRow): InsiderTrade {
  const { value, reason } = lineValue(row.shares, row.price_per_share);
  const nullReasons: Record<string, string> = {
    ...lineNullReasons(row),
    proposedSaleValueUsd: "not_a_form_144",
  };
  if (reason) nullReasons.value = reason;
  return {
    form: row.form,
    ticker: row.issuer_ticker,
    issuerName: row.issuer_name,
    accessionNumber: row.accession,
    filingKey: row.filing_key,
    filingComplete: row.filing_complete === 1,
    ownerName: row.owner_name,
    ownerCik: row.owner_cik,
    ownerTitle: row.owner_title,
    transactionDate: row.transaction_date,
    transactionCode: row.transaction_code,
    transactionDescription: TRANSACTION_CODES[row.transaction_code] ?? null,
    isDerivative: row.is_derivative === 1,
    securityTitle: row.security_title,
    shares: row.shares,
    price: row.price_per_share,
    priceCurrency: "USD",
    acquiredDisposed: row.acquired_disposed,
    sharesOwnedAfter: row.shares_owned_after,
    ownership: ownershipOf(row.direct_indirect),
    ownershipNature: row.ownership_nature,
    is_10b5_1: row.is_10b5_1 === null ? null : row.is_10b5_1 === 1,
    value,
    proposedSaleValueUsd: null,
    exercisePrice: row.exercise_price,
    expiry: row.expiration_date,
    underlyingTitle: row.underlying_title,
    underlyingShares: row.underlying_shares,
    visibleFrom: row.visible_from,
    nullReasons,
    sourceFile: row.source_file,
  };
}

function toFilingRow(row: InsiderRow): FilingInsiderTrade {
  const priced = row.price_per_share !== null && row.price_per_share !== 0;
  const { ownerTitle, ...line } = lineNullReasons(row);
  const reasons: Record<string, string> = {
    ...line,
    pricePerAdr: "adr_reference_unavailable",
    adrRatio: "adr_reference_unavailable",
    listingClass: "listing_class_reference_unavailable",
    listingClassAppliesTo: "listing_class_reference_unavailable",
  };
  if (ownerTitle) reasons.insiderRole = ownerTitle;
  if (!priced) reasons.price = "zero_or_not_reported";
  const filingRow: Omit<FilingInsiderTrade, "nullReasons"> = {
    filingKey: row.filing_key,
    accessionNumber: row.accession,
    ownerName: row.owner_name,
    ownerCik: row.owner_cik,
    insiderRole: row.owner_title,
    insiderRoleStatus: row.owner_title === null ? "role_not_in_source" : "officer_title_as_filed",
    transactionDate: row.transaction_date,
    transactionCode: row.transaction_code,
    transactionDescription: TRANSACTION_CODES[row.transaction_code] ?? null,
    isDerivative: row.is_derivative === 1,
    securityTitle: row.security_title,
    securityTitleStatus: row.security_title === null ? "not_in_source" : "as_filed",
    shares: row.shares,
    price: priced ? row.price_per_share : null,
    priceStatus: priced ? "as_filed" : "zero_or_not_reported",
    priceBasis: "ordinary_share_as_filed",
    pricePerAdr: null,
    adrRatio: null,
    listingClass: null,
    listingClassAppliesTo: null,
    sharesOwnedAfter: row.shares_owned_after,
    ownership: ownershipOf(row.direct_indirect),
    is_10b5_1: row.is_10b5_1 === null ? null : row.is_10b5_1 === 1,
    visibleFrom: row.visible_from,
  };
  // Only the fields this row shape has (the intel line's derivative columns are not among them).
  const nullReasons = Object.fromEntries(
    Object.entries(reasons).filter(([field]) => (filingRow as Record<string, unknown>)[field] === null),
  );
  return { ...filingRow, nullReasons };
}

/**
 * Lines of the ticker visible at the clock; none is 503 dataset_unavailable. That the file covers
 * a ticker is known only from its lines, so a ticker with no line visible yet is not covered at
 * that instant (a line filed later must not turn "none held" into "none traded": the warehouse cut
 * at the instant answers the same, test/e2e/pointInTimeCut.e2e.test.ts).
 */
async function coveredRows(ctx: SubgraphContext<"intel">, ticker: string): Promise<InsiderRow[]> {
  const rows = await insiderRowsOf(ctx.db, ticker, today(ctx));
  if (rows.length === 0) {
    throw datasetNotHeld(ticker, "form4_insider_transactions", "no_form4_lines_held", "Form 4 insider data");
  }
  return rows;
}

export const InsiderTradesResolver = instrumentOperation<"intel", { limit: number }>(Instrument, {
  field: "insiderTrades",
  summary: "the issuer's Form 4 lines as filed, newest first, as of the clock.",
  instrumentDescription: (operation) =>
    `Insider transactions (${operation}); null when no Form 4 data is held.`,
  returns: () => InsiderTrades,
  args: { limit: { type: () => Int, default: 25, range: [1, 200], description: limitArg(1, 200) } },
  async resolve(ctx, row, { limit }): Promise<InsiderTrades> {
    const rows = await coveredRows(ctx, row.ticker);
    const items = rows.slice(0, limit).map(toInsiderTrade);
    return {
      ticker: row.ticker,
      asOf: today(ctx),
      count: items.length,
      items,
      intentToSellNotices: [],
      intentToSellNoticesReason: NO_FORM_144,
      rowsAvailable: rows.length,
      newestTransactionDate: rows[0]?.transaction_date ?? null,
      units: UNITS,
      coverageNote: SOURCE_NOTE,
    };
  },
});

@Resolver()
export class InsiderFeedResolver {
  @Query(() => InsiderFeed, {
    description:
      "Operation svc_v3_intel_insiders: the newest Form 4 lines across issuers (about the last 20k); a ticker filter applies to that window only.",
  })
  async insiders(
    @Arg("ticker", () => String, { nullable: true, description: OPTIONAL_TICKER_ARG }) ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<InsiderFeed> {
    // An omitted nullable argument arrives as undefined. A ticker no instrument has is 404
    // unknown_ticker, not an empty (billed) feed that would say it had no insider lines.
    const wanted =
      ticker == null || ticker.trim() === "" ? null : (await requireInstrument(ctx, ticker)).ticker;
    const window = await newestInsiderRows(ctx.db, today(ctx));
    const chosen = wanted === null ? window : window.filter((row) => row.issuer_ticker === wanted);
    const items = chosen.slice(0, limit).map(toInsiderTrade);
    return {
      asOf: today(ctx),
      ticker: wanted,
      count: items.length,
      items,
      feedWindow: {
        rowsScanned: window.length,
        windowStart: window[window.length - 1]?.transaction_date ?? null,
        windowEnd: window[0]?.transaction_date ?? null,
      },
      intentToSellNotices: [],
      intentToSellNoticesReason: NO_FORM_144,
      units: UNITS,
      coverageNote: SOURCE_NOTE,
    };
  }

  @Query(() => FilingInsiderTrades, {
    description:
      "Operation svc_v3_fundamentals_insider_trades: a ticker's Form 4 filings, newest first, whole (a newest filing longer than limit is served whole).",
  })
  async fundamentalsInsiderTrades(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<FilingInsiderTrades> {
    const instrument = await requireInstrument(ctx, ticker);
    const rows = await coveredRows(ctx, instrument.ticker);
    const served = wholeFilings(
      rows.map((row) => ({ filingKey: row.filing_key, row })),
      limit,
    );
    return {
      ticker: instrument.ticker,
      asOf: today(ctx),
      count: served.rows.length,
      filings: new Set(served.rows.map((entry) => entry.filingKey)).size,
      items: served.rows.map((entry) => toFilingRow(entry.row)),
      limitExceeded: served.limitExceeded,
      truncated: served.truncated,
      rowsAvailable: served.rowsAvailable,
      units: { shares: "shares", price: "usd_per_share", sharesOwnedAfter: "shares" },
      coverageNote: `${SOURCE_NOTE} ADR ratios and listing classes: no reference data is bundled, so those fields are null with their reason.`,
    };
  }

  @Query(() => InsiderClusters, {
    description:
      "Operation svc_insider_clusters: tickers with two or more distinct insiders buying (Form 4 code P) in the 30 days ending on the data's newest date visible by the clock.",
  })
  async insiderClusters(
    @Arg("limit", () => Int, { defaultValue: 25, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<InsiderClusters> {
    const day = today(ctx);
    // spec/02: 503 dataset_unavailable (refunded) when the feed cannot be read.
    const { asOf, purchases, partial } = await readInsiderFeed(async () => {
      const asOf = await newestVisibleTransactionDate(ctx.db, day);
      if (asOf === null) return { asOf, purchases: [], partial: 0 };
      const start = daysBefore(asOf, CLUSTER_WINDOW_DAYS);
      return {
        asOf,
        purchases: await visiblePurchases(ctx.db, day, start, asOf),
        partial: await partialFilingsIn(ctx.db, day, start, asOf),
      };
    });
    const units = { totalShares: "shares", totalValueUsd: "usd", clusterScore: "fraction" };
    if (asOf === null) {
      return {
        asOf: null,
        asOfTs: null,
        windowStart: null,
        windowDays: CLUSTER_WINDOW_DAYS,
        complete: false,
        completeReason: "no_form4_lines_visible",
        purchasesInWindow: 0,
        count: 0,
        clusters: [],
        units,
        note: `No Form 4 line is visible on ${day}.`,
      };
    }
    const clusters = insiderClusters(
      purchases.map((row) => ({
        filingKey: row.filing_key,
        issuerTicker: row.issuer_ticker,
        issuerName: row.issuer_name,
        ownerName: row.owner_name,
        ownerCik: row.owner_cik,
        transactionDate: row.transaction_date,
        transactionCode: row.transaction_code,
        shares: row.shares,
        pricePerShare: row.price_per_share,
        is10b51: row.is_10b5_1 === null ? null : row.is_10b5_1 === 1,
      })),
      asOf,
    ).slice(0, limit);
    return {
      asOf,
      asOfTs: `${asOf}T00:00:00.000Z`,
      windowStart: daysBefore(asOf, CLUSTER_WINDOW_DAYS - 1),
      windowDays: CLUSTER_WINDOW_DAYS,
      complete: partial === 0,
      completeReason: partial === 0 ? null : "source_keeps_first_line_of_each_filing",
      purchasesInWindow: purchases.length,
      count: clusters.length,
      clusters: clusters.map(({ pricedValueUsd: _priced, ...cluster }) => cluster),
      units,
      note: `As of ${asOf}, the newest transaction date visible on ${day}. ${purchases.length} purchase line(s) in the window; ${clusters.length} ticker(s) with two or more distinct buyers. Buyers with an unknown 10b5-1 flag count as discretionary. Prices as filed; no exchange rate applied.`,
    };
  }
}
