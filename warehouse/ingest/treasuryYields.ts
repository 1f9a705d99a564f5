/**
 * Treasury Daily Par Yield Curve Rates: rates/*.csv -> treasury_par_yields. Two published
 * formats, told apart by their header:
 *
 * - the older archive (`date,BC_1MONTH,...,BC_30YEAR,BC_30YEARDISPLAY`, oldest first) writes 0.0
 *   for "no data". Inside the runs where a tenor was not published (ZERO_PLACEHOLDER_RUNS, from
 *   data/sample/PROVENANCE.md) a 0.0 is stored as null; outside them 0.0 is a real zero yield
 *   (bills in 2008-2015 and 2020-2021). BC_30YEARDISPLAY repeats BC_30YEAR and is not read.
 * - Treasury's current CSV (`Date,1 Mo,1.5 Mo,2 Mo,...,30 Yr`, newest first): an empty field is
 *   no data, and columns a year does not publish (1.5 Mo, 4 Mo) may be absent.
 *
 * A file owns its rows; where two files hold the same date the reader takes the current format
 * (`precedence` 2) over the archive (1).
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import { TREASURY_TENORS, type TreasuryParYieldsTable, type TreasuryTenor } from "../schema.js";
import { readCsv } from "./csv.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { type CsvRow, readTable } from "./table.js";
import { type IngestUnit, insertRows } from "./unit.js";

const ARCHIVE_COLUMNS: Readonly<Record<string, TreasuryTenor>> = {
  BC_1MONTH: "m1",
  BC_3MONTH: "m3",
  BC_6MONTH: "m6",
  BC_1YEAR: "y1",
  BC_2YEAR: "y2",
  BC_3YEAR: "y3",
  BC_5YEAR: "y5",
  BC_7YEAR: "y7",
  BC_10YEAR: "y10",
  BC_20YEAR: "y20",
  BC_30YEAR: "y30",
};

const CURRENT_COLUMNS: Readonly<Record<string, TreasuryTenor>> = {
  "1 Mo": "m1",
  "1.5 Mo": "m1_5",
  "2 Mo": "m2",
  "3 Mo": "m3",
  "4 Mo": "m4",
  "6 Mo": "m6",
  "1 Yr": "y1",
  "2 Yr": "y2",
  "3 Yr": "y3",
  "5 Yr": "y5",
  "7 Yr": "y7",
  "10 Yr": "y10",
  "20 Yr": "y20",
  "30 Yr": "y30",
};

/**
 * Where the archive's 0.0 means "not published" (inclusive dates): the 1-month bill was first
 * auctioned on 2001-07-31, the 20-year bond returned on 1993-10-01, and 30-year issuance was
 * suspended from 2002-02-18 to 2006-02-09.
 */
export const ZERO_PLACEHOLDER_RUNS: Readonly<Partial<Record<TreasuryTenor, readonly [string, string]>>> = {
  m1: ["1990-01-02", "2001-07-30"],
  y20: ["1990-01-02", "1993-09-30"],
  y30: ["2002-02-19", "2006-02-08"],
};

type Format = {
  name: "archive" | "current";
  dateColumn: string;
  columns: Readonly<Record<string, TreasuryTenor>>;
  precedence: number;
};

const FORMATS: readonly Format[] = [
  { name: "current", dateColumn: "Date", columns: CURRENT_COLUMNS, precedence: 2 },
  { name: "archive", dateColumn: "date", columns: ARCHIVE_COLUMNS, precedence: 1 },
];

export async function treasuryYieldUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, "rates"), "file", /\.csv$/i);
  return files.map((file) => {
    const path = dataPath(dataDir, file);
    return {
      path,
      adapter: "treasury_par_yields",
      sources: [file],
      prepare([content]) {
        const rows = parseTreasuryYields(content!.toString("utf8"), path);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("treasury_par_yields").where("source_file", "=", path).execute();
            await insertRows(trx, dialect, "treasury_par_yields", rows);
          },
        };
      },
    };
  });
}

export function parseTreasuryYields(text: string, file: string): Insertable<TreasuryParYieldsTable>[] {
  const header = readCsv(text, file).next();
  if (header.done) throw new IngestError(file, 1, null, "file is empty (expected a header row)");
  const names = header.value.fields.map((name) => name.trim());
  const format = FORMATS.find((f) => names.includes(f.dateColumn) && names.some((n) => n in f.columns));
  if (format === undefined) {
    throw new IngestError(
      file,
      header.value.line,
      null,
      `not a Treasury par yield header (expected date,BC_1MONTH,... or Date,1 Mo,...): ${names.join(",")}`,
    );
  }
  const present = Object.entries(format.columns).filter(([source]) => names.includes(source));
  const seen = new Set<string>();
  const rows: Insertable<TreasuryParYieldsTable>[] = [];
  for (const row of readTable(text, file, [format.dateColumn, ...present.map(([source]) => source)])) {
    const date = row.date(format.dateColumn);
    if (seen.has(date)) throw row.error(format.dateColumn, `duplicate date ${date}`);
    seen.add(date);
    const out: Insertable<TreasuryParYieldsTable> = {
      source_file: file,
      date,
      precedence: format.precedence,
    };
    for (const tenor of TREASURY_TENORS) out[tenor] = null;
    for (const [source, tenor] of present) {
      out[tenor] =
        format.name === "archive" ? archiveYield(row, source, tenor, date) : row.optionalNumber(source);
    }
    rows.push(out);
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  return rows;
}

function archiveYield(row: CsvRow, column: string, tenor: TreasuryTenor, date: string): number | null {
  const value = row.optionalNumber(column);
  const run = ZERO_PLACEHOLDER_RUNS[tenor];
  if (value === 0 && run !== undefined && date >= run[0] && date <= run[1]) return null;
  return value;
}
