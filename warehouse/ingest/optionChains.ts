/**
 * Daily option chain snapshots: options/chains/<ROOT>_<YYYY-MM-DD>.csv -> option_chain_rows.
 * Header (PROVENANCE "options/"): underlying,snapshot_date,expiry,strike,right,open,high,low,close,
 * volume,open_interest,implied_volatility,delta,gamma,vega,theta,rho.
 *
 * A file is one chain: one underlying (the column, not the file name's root: SPXW_… files hold SPX
 * options), snapshot_date equal to the date in the file name, each contract (expiry, strike, right)
 * once. The file owns its rows; re-ingesting it replaces them by source_file. Values are stored as
 * published: an empty open interest means "not reported" and stays null, and IV or greeks of 0 are
 * kept; only values that do not parse are errors, apart from the listed known source defects.
 * options/chain_underlying.csv (the underlying bar of each source file, not consistent across files)
 * is not ingested.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { OptionChainRowsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { type CsvRow, readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";
import { isIsoDate } from "./values.js";

const CHAIN_FILE = /^([A-Za-z0-9.]+)_(\d{4}-\d{2}-\d{2})\.csv$/;

const COLUMNS = [
  "underlying",
  "snapshot_date",
  "expiry",
  "strike",
  "right",
  "open",
  "high",
  "low",
  "close",
  "volume",
  "open_interest",
  "implied_volatility",
  "delta",
  "gamma",
  "vega",
  "theta",
  "rho",
] as const;

interface SourceDefect {
  file: string;
  line: number;
  column: (typeof COLUMNS)[number];
  raw: string;
}

/**
 * Values that are corrupt in the source itself, stored as null (not available) instead of stopping
 * the ingest. Each entry names the exact file, line, column and text, so any other value that does
 * not parse is still an IngestError, and a corrected file simply stops matching.
 */
const KNOWN_SOURCE_DEFECTS: readonly SourceDefect[] = [
  // The last row's rho is two numbers run together, verbatim from QuantConnect/Lean
  // Data/option/usa/universes/spy/20240105.csv (a truncated test file).
  { file: "options/chains/SPY_2024-01-05.csv", line: 16, column: "rho", raw: "-0.0009296.0025941" },
];

function modelOutput(row: CsvRow, column: SourceDefect["column"]): number | null {
  const known = KNOWN_SOURCE_DEFECTS.some(
    (d) =>
      d.file === row.file && d.line === row.line && d.column === column && d.raw === row.optionalText(column),
  );
  return known ? null : row.optionalNumber(column);
}

export async function optionChainUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, "options/chains"), "file", CHAIN_FILE);
  return files.map((file) => optionChainUnit(dataDir, file));
}

function optionChainUnit(dataDir: string, file: string): IngestUnit {
  const path = dataPath(dataDir, file);
  const snapshotDate = CHAIN_FILE.exec(basename(file))?.[2] ?? "";
  return {
    path,
    adapter: "option_chain_rows",
    sources: [file],
    prepare([content]) {
      if (!isIsoDate(snapshotDate))
        throw new IngestError(path, null, null, `"${snapshotDate}" in the file name is not a date`);
      const rows = parseOptionChain(content!.toString("utf8"), path, snapshotDate);
      return {
        rows: rows.length,
        async write(trx, dialect) {
          await trx.deleteFrom("option_chain_rows").where("source_file", "=", path).execute();
          await insertRows(trx, dialect, "option_chain_rows", rows);
        },
      };
    },
  };
}

export function parseOptionChain(
  text: string,
  file: string,
  snapshotDate: string,
): Insertable<OptionChainRowsTable>[] {
  const seen = new Set<string>();
  const rows: Insertable<OptionChainRowsTable>[] = [];
  let underlying: string | undefined;
  for (const row of readTable(text, file, COLUMNS)) {
    const symbol = normaliseTicker(row.text("underlying"));
    underlying ??= symbol;
    if (symbol !== underlying) throw row.error("underlying", `${symbol} in a chain of ${underlying}`);
    const date = row.date("snapshot_date");
    if (date !== snapshotDate) {
      throw row.error("snapshot_date", `${date} differs from the file name's date ${snapshotDate}`);
    }
    const right = row.text("right");
    if (right !== "C" && right !== "P") throw row.error("right", `"${right}" is not C or P`);
    const expiry = row.date("expiry");
    const strike = row.number("strike");
    const contract = `${expiry} ${strike} ${right}`;
    if (seen.has(contract)) throw row.error("strike", `duplicate contract ${contract}`);
    seen.add(contract);
    rows.push({
      underlying: symbol,
      snapshot_date: date,
      expiry,
      strike,
      right,
      open: row.number("open"),
      high: row.number("high"),
      low: row.number("low"),
      close: row.number("close"),
      volume: row.number("volume"),
      open_interest: row.optionalNumber("open_interest"),
      implied_volatility: modelOutput(row, "implied_volatility"),
      delta: modelOutput(row, "delta"),
      gamma: modelOutput(row, "gamma"),
      vega: modelOutput(row, "vega"),
      theta: modelOutput(row, "theta"),
      rho: modelOutput(row, "rho"),
      source_file: file,
    });
  }
  return rows;
}
