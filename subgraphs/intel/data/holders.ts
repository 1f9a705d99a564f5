/**
 * The 13F holdings as every ownership answer serves them (resolvers/ownership.ts, and fundamentals'
 * bundle through readers/institutionalHolders.ts): the visible filings' lines with their null
 * reasons, and the staleness and coverage fields (docs/INTEL.md "Institutional ownership"). Only
 * filings accepted before the clock's day are read (ownership.ts).
 */
import { easternDate } from "../../../core/calendar.js";
import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { expectedReportPeriod, quartersBehind } from "../domain/ownership.js";
import type { InstitutionalOwnership, OwnershipCoverage, Sec13fHolding } from "../types/ownership.js";
import {
  CUSIP_NOT_MAPPED,
  type FilingsOverview,
  filingsOverview,
  type HoldingRow,
  visibleHoldings,
} from "./ownership.js";
import { noArchiveHeld, readArchive } from "./readFailures.js";

const UNITS = { shares: "shares", valueUsd: "usd", changePct: "fraction" };
const CUSIP_MAP_NOTE =
  "Tickers come from a CUSIP-to-ticker map (the symbol each CUSIP last traded under in the SEC's fails-to-deliver data, not point in time), joined on the full nine-character CUSIP; a CUSIP it lacks leaves ticker null (ticker_reason cusip_not_mapped).";

export function coverage(today: string, overview: FilingsOverview): OwnershipCoverage {
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
 * read is its 503 variant, data/readFailures.ts). No placeable filing filed by the clock is 503
 * upstream_dead_no_archive: no live 13F source is configured to answer instead (a filing filed
 * later is not held at that instant: the warehouse cut at it answers the same).
 */
export async function load(
  ctx: Pick<SubgraphContext<"intel">, "db" | "clock">,
  filter: { ticker?: string | null; fund?: string | null },
) {
  const now = ctx.clock.now();
  const today = easternDate(now);
  const through = filingsVisibleThrough(now);
  const { overview, rows } = await readArchive(ctx.db, async (db) => {
    const overview = await filingsOverview(db, through);
    if (overview.visibleFilings === 0) return { overview, rows: [] };
    return { overview, rows: await visibleHoldings(db, through, filter) };
  });
  if (overview.visibleFilings === 0) throw noArchiveHeld();
  return { today, overview, rows, holdings: rows.map((row) => toHolding(row, overview)) };
}

/**
 * The holders of one instrument; none is 503 dataset_unavailable (an empty list would claim "no
 * holders" when only a handful of filers is held).
 */
export async function holdersOf(
  ctx: Pick<SubgraphContext<"intel">, "db" | "clock">,
  instrument: Pick<InstrumentRow, "ticker">,
) {
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

/** institutional_ownership's answer: the stock's holders, at most `limit` lines, with their totals. */
export async function institutionalOwnershipOf(
  ctx: Pick<SubgraphContext<"intel">, "db" | "clock">,
  instrument: Pick<InstrumentRow, "ticker">,
  limit: number,
): Promise<InstitutionalOwnership> {
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
