/**
 * Ingests a data folder (data/sample layout) into the warehouse, file by file, in dependency
 * order: the instrument master first (every later row names an instrument), then price series,
 * daily bars, the daily universe, minute bars, minute quotes, SEC facts and filings, option chains, corporate actions,
 * Treasury yields, FRED series and VIX (these three name no instrument), Form 4 insider
 * transactions and 13F holdings, the CUSIP -> ticker map, FINRA short sale volume, congressional
 * trades and lobbying disclosures. Each file is its
 * own transaction (see unit.ts): a malformed file stops the run with an IngestError and leaves
 * files committed before it in place; running again resumes, skipping every unchanged file.
 */
import { resolve } from "node:path";
import type { Warehouse } from "../connection.js";
import { congressUnits } from "./congress.js";
import { corporateActionUnits } from "./corporateActions.js";
import { cusipTickerUnits } from "./cusipTickers.js";
import { dailyBarUnits, priceSeriesUnits } from "./dailyPrices.js";
import { dailyUniverseUnits } from "./dailyUniverse.js";
import { finraShortVolumeUnits } from "./finraShortVolume.js";
import { fredSeriesUnits } from "./fredSeries.js";
import { insiderUnits } from "./insiders.js";
import { instrumentMasterUnits } from "./instrumentMaster.js";
import { lobbyingUnits } from "./lobbying.js";
import { minuteBarUnits } from "./minuteBars.js";
import { minuteQuoteUnits } from "./minuteQuotes.js";
import { newsUnits } from "./news.js";
import { optionChainUnits } from "./optionChains.js";
import { sec13fUnits } from "./sec13f.js";
import { secCompanyFactsUnits } from "./secCompanyFacts.js";
import { secSubmissionsUnits } from "./secSubmissions.js";
import { treasuryYieldUnits } from "./treasuryYields.js";
import { type IngestUnit, ingestUnit } from "./unit.js";
import { vixDailyUnits } from "./vixDaily.js";

export interface IngestProgress {
  /** Ledger key of the unit just processed (data-relative path). */
  file: string;
  done: number;
  total: number;
}

export interface IngestSummary {
  /** Files written (new or changed). */
  files: number;
  /** Files left alone because the ledger already holds their exact bytes. */
  skipped: number;
  /** Rows written by this run (0 when everything was skipped). */
  rows: number;
}

const ADAPTERS: ((dataDir: string) => Promise<IngestUnit[]>)[] = [
  instrumentMasterUnits,
  priceSeriesUnits,
  dailyBarUnits,
  dailyUniverseUnits,
  minuteBarUnits,
  minuteQuoteUnits,
  secCompanyFactsUnits,
  secSubmissionsUnits,
  optionChainUnits,
  corporateActionUnits,
  treasuryYieldUnits,
  fredSeriesUnits,
  vixDailyUnits,
  insiderUnits,
  sec13fUnits,
  cusipTickerUnits,
  finraShortVolumeUnits,
  newsUnits,
  congressUnits,
  lobbyingUnits,
];

export async function discoverUnits(dataDir: string): Promise<IngestUnit[]> {
  const root = resolve(dataDir);
  const units: IngestUnit[] = [];
  for (const adapter of ADAPTERS) units.push(...(await adapter(root)));
  return units;
}

export async function ingestAll(
  db: Warehouse,
  dataDir: string,
  onProgress?: (p: IngestProgress) => void,
): Promise<IngestSummary> {
  const units = await discoverUnits(dataDir);
  const summary: IngestSummary = { files: 0, skipped: 0, rows: 0 };
  for (const [i, unit] of units.entries()) {
    const result = await ingestUnit(db, unit);
    if (result.skipped) summary.skipped++;
    else {
      summary.files++;
      summary.rows += result.rows;
    }
    onProgress?.({ file: unit.path, done: i + 1, total: units.length });
  }
  return summary;
}
