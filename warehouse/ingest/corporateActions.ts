/**
 * Corporate actions (data/sample/corporate_actions/, PROVENANCE "corporate_actions/"):
 * - splits.csv (ticker,ex_date,numerator,denominator,source) -> splits
 * - dividends.csv (ticker,ex_date,cash_amount,source) -> dividends, as regular cash dividends: the
 *   derived file leaves out the one non-regular distribution (AIG 2011-01-20) and keeps the rest
 * - lean_factor_files/<t>.csv (headerless date,price_factor,split_factor,reference_price, dates
 *   YYYYMMDD, a 20501231 sentinel last) -> price_factors, plus the ticker's coverage window.
 *
 * Coverage: a Lean factor file lists every split and dividend of its security from its first row
 * up to the snapshot it was shipped with, which is the snapshot of the bundle's Lean daily files.
 * Its end is therefore the last session of those files (prices/daily_index.csv, source
 * quantconnect_lean_raw). One unit (@corporate_action_coverage) reads the index and every factor
 * file, so a change to any of them recomputes the windows; each factor file stays its own unit.
 * Beyond that date an absent dividend is unknown, never zero.
 *
 * Each CSV owns its rows: re-ingesting it deletes the rows it wrote before (by source_file).
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type {
  CorporateActionCoverageTable,
  DividendsTable,
  PriceFactorsTable,
  SplitsTable,
} from "../schema.js";
import { readCsv } from "./csv.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";
import { parseDecimal } from "./values.js";

const FOLDER = "corporate_actions";
const PRICE_INDEX = "prices/daily_index.csv";
const LEAN_SOURCE = "quantconnect_lean_raw";
const SENTINEL = "2050-12-31";

export async function corporateActionUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const splits = join(dataDir, FOLDER, "splits.csv");
  if (await pathExists(splits)) units.push(splitsUnit(dataDir, splits));
  const dividends = join(dataDir, FOLDER, "dividends.csv");
  if (await pathExists(dividends)) units.push(dividendsUnit(dataDir, dividends));
  const index = join(dataDir, PRICE_INDEX);
  const factorFiles = await listEntries(join(dataDir, FOLDER, "lean_factor_files"), "file", /\.csv$/i);
  if (factorFiles.length > 0 && !(await pathExists(index))) {
    throw new IngestError(PRICE_INDEX, null, null, "needed to date the Lean factor files' coverage");
  }
  for (const file of factorFiles) units.push(factorFileUnit(dataDir, file));
  if (factorFiles.length > 0) units.push(coverageUnit(dataDir, factorFiles, index));
  return units;
}

function splitsUnit(dataDir: string, file: string): IngestUnit {
  const path = dataPath(dataDir, file);
  return {
    path,
    adapter: "splits",
    sources: [file],
    prepare([content]) {
      const rows = parseSplits(content!.toString("utf8"), path);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("splits").where("source_file", "=", path).execute();
          await insertRows(trx, dialect, "splits", rows);
        },
      };
    },
  };
}

export function parseSplits(text: string, file: string): Insertable<SplitsTable>[] {
  const seen = new Set<string>();
  return [...readTable(text, file, ["ticker", "ex_date", "numerator", "denominator", "source"])].map(
    (row) => {
      const ticker = normaliseTicker(row.text("ticker"));
      const exDate = row.date("ex_date");
      const numerator = row.number("numerator");
      const denominator = row.number("denominator");
      if (!(numerator > 0)) throw row.error("numerator", "must be positive");
      if (!(denominator > 0)) throw row.error("denominator", "must be positive");
      if (numerator === denominator) throw row.error("numerator", "a 1:1 ratio is no split");
      const key = `${ticker}|${exDate}`;
      if (seen.has(key)) throw row.error("ex_date", `duplicate split ${ticker} ${exDate}`);
      seen.add(key);
      return {
        ticker,
        ex_date: exDate,
        numerator,
        denominator,
        source: row.text("source"),
        source_file: file,
      };
    },
  );
}

function dividendsUnit(dataDir: string, file: string): IngestUnit {
  const path = dataPath(dataDir, file);
  return {
    path,
    adapter: "dividends",
    sources: [file],
    prepare([content]) {
      const rows = parseDividends(content!.toString("utf8"), path);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("dividends").where("source_file", "=", path).execute();
          await insertRows(trx, dialect, "dividends", rows);
        },
      };
    },
  };
}

export function parseDividends(text: string, file: string): Insertable<DividendsTable>[] {
  const seen = new Set<string>();
  return [...readTable(text, file, ["ticker", "ex_date", "cash_amount", "source"])].map((row) => {
    const ticker = normaliseTicker(row.text("ticker"));
    const exDate = row.date("ex_date");
    const cash = row.number("cash_amount");
    if (!(cash > 0)) throw row.error("cash_amount", "must be a positive amount per share");
    const key = `${ticker}|${exDate}`;
    if (seen.has(key)) throw row.error("ex_date", `duplicate dividend ${ticker} ${exDate}`);
    seen.add(key);
    return {
      ticker,
      ex_date: exDate,
      cash_amount: cash,
      dividend_type: "regular_cash",
      source: row.text("source"),
      source_file: file,
    };
  });
}

function factorFileUnit(dataDir: string, file: string): IngestUnit {
  const path = dataPath(dataDir, file);
  const ticker = factorFileTicker(file);
  return {
    path,
    adapter: "price_factors",
    sources: [file],
    prepare([content]) {
      const rows = parseFactorFile(content!.toString("utf8"), path, ticker);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("price_factors").where("source_file", "=", path).execute();
          await insertRows(trx, dialect, "price_factors", rows);
        },
      };
    },
  };
}

/** One unit over every factor file and the price index: the coverage window of each ticker. */
function coverageUnit(dataDir: string, files: readonly string[], index: string): IngestUnit {
  return {
    path: "@corporate_action_coverage",
    adapter: "corporate_action_coverage",
    sources: [index, ...files],
    fingerprint: files.map((file) => dataPath(dataDir, file)).join("\n"),
    prepare([indexContent, ...contents]) {
      const through = leanSnapshotEnd(indexContent!.toString("utf8"));
      const rows = files.map((file, i): Insertable<CorporateActionCoverageTable> => {
        const path = dataPath(dataDir, file);
        const ticker = factorFileTicker(file);
        const [first] = parseFactorFile(contents[i]!.toString("utf8"), path, ticker);
        return { ticker, covered_from: first!.date, covered_through: through, source_file: path };
      });
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("corporate_action_coverage").execute();
          await insertRows(trx, dialect, "corporate_action_coverage", rows);
        },
      };
    },
  };
}

function factorFileTicker(file: string): string {
  return normaliseTicker(basename(file).replace(/\.csv$/i, ""));
}

/** Lean's headerless factor rows, in date order, ending with the 20501231 sentinel. */
export function parseFactorFile(text: string, file: string, ticker: string): Insertable<PriceFactorsTable>[] {
  const rows: Insertable<PriceFactorsTable>[] = [];
  for (const { line, fields } of readCsv(text, file)) {
    if (fields.length !== 4) {
      throw new IngestError(file, line, null, `expected 4 fields, found ${fields.length}`);
    }
    const [rawDate, ...numbers] = fields as [string, string, string, string];
    if (!/^\d{8}$/.test(rawDate)) throw new IngestError(file, line, "date", `"${rawDate}" is not YYYYMMDD`);
    const date = `${rawDate.slice(0, 4)}-${rawDate.slice(4, 6)}-${rawDate.slice(6, 8)}`;
    const [priceFactor, splitFactor, referencePrice] = numbers.map((raw, i) => {
      const value = parseDecimal(raw);
      const column = ["price_factor", "split_factor", "reference_price"][i] ?? null;
      if (value === undefined) throw new IngestError(file, line, column, `"${raw}" is not a number`);
      return value;
    }) as [number, number, number];
    if (!(priceFactor > 0) || !(splitFactor > 0)) {
      throw new IngestError(file, line, null, "factors must be positive");
    }
    const previous = rows.at(-1);
    if (previous && previous.date >= date) {
      throw new IngestError(file, line, "date", `${date} does not follow ${previous.date}`);
    }
    rows.push({
      ticker,
      date,
      price_factor: priceFactor,
      split_factor: splitFactor,
      reference_price: referencePrice,
      source_file: file,
    });
  }
  if (rows.at(-1)?.date !== SENTINEL) {
    throw new IngestError(file, null, null, "the last row must be the 20501231 sentinel");
  }
  return rows;
}

/** The last session of the bundle's Lean daily files: the snapshot the factor files belong to. */
export function leanSnapshotEnd(indexText: string): string {
  let end: string | null = null;
  for (const row of readTable(indexText, PRICE_INDEX, ["source", "last_date"])) {
    if (row.text("source") !== LEAN_SOURCE) continue;
    const last = row.date("last_date");
    if (end === null || last > end) end = last;
  }
  if (end === null) throw new IngestError(PRICE_INDEX, null, "source", `no ${LEAN_SOURCE} series`);
  return end;
}
