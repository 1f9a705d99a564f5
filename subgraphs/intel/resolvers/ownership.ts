/**
 * The 13F operations (docs/INTEL.md "Institutional ownership"): svc_v3_intel_sec13f,
 * svc_v3_intel_sec13f_changes, svc_v3_intel_top_shareholders (Query and
 * Instrument.topShareholders), svc_v3_fundamentals_institutional_ownership, and
 * svc_v3_intel_etf_holdings (no ETF holdings source: the honest 503). Only filings accepted before
 * the clock's day are read (data/ownership.ts). One quarter per filer is held, so a change is
 * withheld, never computed against a fabricated prior quarter.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { requireInstrument } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, range } from "../../kit/validation.js";
import {
  CUSIP_NOT_MAPPED,
  type FilingsOverview,
  filingsOverview,
  type HoldingRow,
  visibleHoldings,
} from "../data/ownership.js";
import { archiveFailure, noArchiveHeld, readArchive } from "../data/readFailures.js";
import { expectedReportPeriod, quartersBehind } from "../domain/ownership.js";
import { Instrument } from "../types/instrument.js";
import {
  EtfHoldings,
  InstitutionalOwnership,
  type OwnershipCoverage,
  Sec13fAnswer,
  type Sec13fChange,
  Sec13fChangesAnswer,
  type Sec13fHolding,
  TopShareholders,
} from "../types/ownership.js";

export const providers = {
  etfHoldings: notConfiguredProvider<unknown, EtfHoldings>("etf_holdings", { dataset: "ETF holdings" }),
};

const UNITS = { shares: "shares", valueUsd: "usd", changePct: "fraction" };
const CUSIP_MAP_NOTE =
  "Tickers come from a CUSIP-to-ticker map (the symbol each CUSIP last traded under in the SEC's fails-to-deliver data, not point in time), joined on the full nine-character CUSIP; a CUSIP it lacks leaves ticker null (ticker_reason cusip_not_mapped).";

function coverage(today: string, overview: FilingsOverview): OwnershipCoverage {
  const expected = expectedReportPeriod(today);
  const behind =
    overview.newestReportPeriod === null ? null : quartersBehind(overview.newestReportPeriod, expected);
  const nullReasons: Record<string, string> = { vendorCeiling: "no_vendor_archive" };
  if (behind === null) {
    nullReasons.quartersBehind = "no_13f_filing_visible";
    nullReasons.newestReportPeriod = "no_13f_filing_visible";
  }
  return {
    asOf: today,
    newestReportPeriod: overview.newestReportPeriod,
    vendorCeiling: null,
    expectedReportPeriod: expected,
    isStale: behind === null || behind > 0,
    quartersBehind: behind,
    missingKnownFilers: [],
    securityKey: "cusip",
    nullReasons,
    units: UNITS,
    coverageNote: [
      `${overview.visibleFilings} 13F-HR filing(s) visible on ${today} (from 22:00 ET of the filing date), from ${filersHeld(overview)}: a tiny sample of the several thousand managers that file 13F-HR each quarter, so holders listed are not the stock's institutional holders at large.`,
      overview.unplacedFilings
        ? `${overview.unplacedFilings} information table(s) with ${overview.unplacedHoldings} holdings are held but not served: their filer, report period and filing day are recorded nowhere.`
        : "",
      CUSIP_MAP_NOTE,
      "missing_known_filers is empty because no list of expected filers is kept.",
    ]
      .filter(Boolean)
      .join(" "),
  };
}

function filersHeld(overview: FilingsOverview): string {
  const names = [...overview.currentNames.values()];
  return `${names.length} filer(s)${names.length ? ` (${names.join("; ")})` : ""}`;
}

/** Why a null column of a 13F line is null: a share or principal line has no put/call. */
function holdingNullReasons(row: HoldingRow): Record<string, string> {
  const rules: [string, unknown, string][] = [
    ["fund", row.fund_name, "not_stated_in_filing"],
    ["fundCik", row.filer_cik, "not_stated_in_filing"],
    ["accessionNumber", row.accession, "not_stated_in_filing"],
    ["titleOfClass", row.title_of_class, "not_stated_in_filing"],
    [
      "putCall",
      row.put_call,
      row.shares_type === "PRN" ? "principal_line_not_an_option" : "share_line_not_an_option",
    ],
    ["investmentDiscretion", row.investment_discretion, "not_stated_in_filing"],
    ["votingSole", row.voting_sole, "not_stated_in_filing"],
    ["votingShared", row.voting_shared, "not_stated_in_filing"],
    ["votingNone", row.voting_none, "not_stated_in_filing"],
  ];
  return Object.fromEntries(
    rules.filter(([, value]) => value === null).map(([field, , why]) => [field, why]),
  );
}

function toHolding(row: HoldingRow, overview: FilingsOverview): Sec13fHolding {
  return {
    fund: row.fund_name,
    fundCurrentName: (row.filer_cik && overview.currentNames.get(row.filer_cik)) || row.fund_name,
    fundCik: row.filer_cik,
    ticker: row.ticker,
    tickerReason: row.ticker === null ? CUSIP_NOT_MAPPED : null,
    cusip: row.cusip,
    issuerName: row.issuer_name,
    titleOfClass: row.title_of_class,
    shares: row.shares,
    sharesType: row.shares_type,
    putCall: row.put_call,
    valueUsd: row.value_usd,
    reportPeriod: row.report_period,
    filedDate: row.filed_date,
    accessionNumber: row.accession,
    investmentDiscretion: row.investment_discretion,
    votingSole: row.voting_sole,
    votingShared: row.voting_shared,
    votingNone: row.voting_none,
    nullReasons: holdingNullReasons(row),
  };
}

/**
 * The archive's holdings as of the clock, read within the archive's time budget (a failed or slow
 * read is its 503 variant, data/readFailures.ts). No placeable filing held at all is 503
 * upstream_dead_no_archive: no live 13F source is configured to answer instead.
 */
async function load(ctx: SubgraphContext<"intel">, filter: { ticker?: string | null; fund?: string | null }) {
  const now = ctx.clock.now();
  const today = easternDate(now);
  const through = filingsVisibleThrough(now);
  const { overview, rows } = await readArchive(ctx.db, async (db) => {
    const overview = await filingsOverview(db, through);
    if (overview.heldFilings === 0) return { overview, rows: [] };
    return { overview, rows: await visibleHoldings(db, through, filter) };
  });
  if (overview.heldFilings === 0) throw noArchiveHeld();
  return { today, overview, rows, holdings: rows.map((row) => toHolding(row, overview)) };
}

/**
 * The holders of one instrument; none is 503 dataset_unavailable (an empty list would claim "no
 * holders" when only a handful of filers is held).
 */
async function holdersOf(ctx: SubgraphContext<"intel">, instrument: InstrumentRow) {
  const loaded = await load(ctx, { ticker: instrument.ticker });
  if (loaded.holdings.length === 0) {
    throw datasetNotHeld(
      instrument.ticker,
      "sec13f_holdings",
      loaded.overview.unmappedHoldings > 0 ? "cusip_not_mapped" : "no_13f_holding_held",
      "13F holding mapped to a ticker",
    );
  }
  return loaded;
}

/** An omitted nullable argument arrives as undefined; blank counts as omitted. */
function optionalText(value: string | null | undefined): string | null {
  return value == null || value.trim() === "" ? null : value.trim();
}

/**
 * An optional ticker filter: omitted is null; a ticker no instrument has is 404 unknown_ticker (an
 * empty answer would claim the managers hold none of it, and bill for that).
 */
async function knownTicker(ctx: SubgraphContext<"intel">, ticker: string | null): Promise<string | null> {
  if (optionalText(ticker) === null) return null;
  // The instrument lookup reads the same warehouse: its failure is the archive's too.
  return (await requireInstrument(ctx, ticker!).catch(archiveFailure)).ticker;
}

export const TopShareholdersResolver = instrumentOperation<"intel">(Instrument, {
  field: "topShareholders",
  summary: "institutional holders of the stock from 13F filings visible as of the clock.",
  instrumentDescription: (operation) =>
    `13F holders (${operation}); null when no holding maps to the ticker.`,
  returns: () => TopShareholders,
  async resolve(ctx, row): Promise<TopShareholders> {
    const { today, overview, holdings } = await holdersOf(ctx, row);
    const bySharesDesc = (a: Sec13fHolding, b: Sec13fHolding) => b.shares - a.shares;
    return {
      ...coverage(today, overview),
      ticker: row.ticker,
      ownership: holdings.filter((h) => h.putCall === null).sort(bySharesDesc),
      ownershipOptions: holdings.filter((h) => h.putCall !== null).sort(bySharesDesc),
    };
  },
});

@Resolver()
export class OwnershipResolver {
  @Query(() => Sec13fAnswer, {
    description:
      "Operation svc_v3_intel_sec13f: 13F holdings by ticker and/or manager (substring), largest value first.",
  })
  async sec13f(
    @Arg("ticker", () => String, { nullable: true }) ticker: string | null,
    @Arg("fund", () => String, { nullable: true, description: "Substring of the manager's name." }) fund:
      | string
      | null,
    @Arg("limit", () => Int, { defaultValue: 50 }) @range(1, 500) limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Sec13fAnswer> {
    const wanted = await knownTicker(ctx, ticker);
    const { today, overview, holdings } = await load(ctx, { ticker: wanted, fund: optionalText(fund) });
    const items = holdings.slice(0, limit);
    return { ...coverage(today, overview), count: items.length, items };
  }

  @Query(() => Sec13fChangesAnswer, {
    description:
      "Operation svc_v3_intel_sec13f_changes: quarter-on-quarter 13F changes; withheld (no_prior_quarter_held) while one quarter per manager is held.",
  })
  async sec13fChanges(
    @Arg("ticker", () => String, { nullable: true }) ticker: string | null,
    @Arg("fund", () => String, { nullable: true }) fund: string | null,
    @Arg("minPct", () => Float, { defaultValue: 0, description: "Minimum |change_pct|, a fraction." })
    @range(0, 10)
    minPct: number,
    @Arg("limit", () => Int, { defaultValue: 50 }) @range(1, 500) limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<Sec13fChangesAnswer> {
    const wanted = await knownTicker(ctx, ticker);
    const { today, overview, holdings } = await load(ctx, { ticker: wanted, fund: optionalText(fund) });
    const quarters = new Set(holdings.map((h) => `${h.fundCik}@${h.reportPeriod}`));
    const withheld = "no_prior_quarter_held";
    const changes: Sec13fChange[] = holdings.map((h) => ({
      ...h,
      prevShares: null,
      changePct: null,
      prevSharesSplitFactor: null,
      splitAdjustment: null,
      changeWithheld: withheld,
      archiveShares: null,
      nullReasons: {
        ...h.nullReasons,
        prevShares: withheld,
        changePct: withheld,
        prevSharesSplitFactor: withheld,
        splitAdjustment: withheld,
        archiveShares: withheld,
      },
    }));
    // A withheld change has no size: it can pass only a min_pct of 0.
    const kept = minPct > 0 ? [] : changes;
    const items = kept.slice(0, limit);
    const base = coverage(today, overview);
    return {
      ...base,
      nullReasons: {
        ...base.nullReasons,
        unreportedPrevHolders: "no_prior_quarter_held",
        unreportedCurHolders: "no_prior_quarter_held",
      },
      count: items.length,
      items,
      changesWithheld: changes.length,
      unreportedPrevHolders: null,
      unreportedCurHolders: null,
      quartersHeld: new Set([...quarters].map((key) => key.split("@")[1])).size,
      coverageNote: `${base.coverageNote} Each manager's filings cover one quarter only, so no change can be measured: change_pct is null with change_withheld no_prior_quarter_held${minPct > 0 ? `, and none passes min_pct ${minPct}` : ""}.`,
    };
  }

  @Query(() => InstitutionalOwnership, {
    description: "Operation svc_v3_fundamentals_institutional_ownership: 13F holders of one stock.",
  })
  async institutionalOwnership(
    @Arg("ticker", () => String) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 50 }) @range(1, 500) limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<InstitutionalOwnership> {
    // The instrument lookup reads the same warehouse: its failure is the archive's too.
    const instrument = await requireInstrument(ctx, ticker).catch(archiveFailure);
    const { today, overview, holdings } = await holdersOf(ctx, instrument);
    const items = holdings.slice(0, limit);
    return {
      ...coverage(today, overview),
      ticker: instrument.ticker,
      count: items.length,
      items,
      totalShares: holdings.reduce((sum, h) => sum + (h.putCall === null ? h.shares : 0), 0),
      totalValueUsd: holdings.reduce((sum, h) => sum + h.valueUsd, 0),
    };
  }

  @Query(() => EtfHoldings, {
    description:
      "Operation svc_v3_intel_etf_holdings: an ETF's holdings (etf), or the ETFs holding a stock (ticker); at least one of etf, ticker; etf wins when both.",
  })
  async etfHoldings(
    @Arg("etf", () => String, { nullable: true }) etf: string | null,
    @Arg("ticker", () => String, { nullable: true }) ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: 50 }) @range(1, 1000) limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<EtfHoldings> {
    const byEtf = optionalText(etf);
    const byTicker = optionalText(ticker);
    if (byEtf === null && byTicker === null) {
      throw invalidArgument("etf", "and ticker are both missing", "at least one of etf, ticker");
    }
    // The symbol asked about must exist (404 unknown_ticker) before the provider's 503 is said.
    const request =
      byEtf !== null
        ? { etf: (await requireInstrument(ctx, byEtf)).ticker, limit }
        : { ticker: (await requireInstrument(ctx, byTicker!)).ticker, limit };
    return providers.etfHoldings.fetch(request);
  }
}
