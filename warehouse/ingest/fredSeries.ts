/**
 * FRED series: macro/fred/<SERIES_ID>.csv -> macro_observations. The series id is the file name.
 * Accepted headers: `date,value` (saved through the FRED API), `date,<SERIES_ID>` and FRED's own
 * download `observation_date,<SERIES_ID>`. A missing value ('' or FRED's '.') is stored as a null
 * row, so "the source lists the period but has no value" (e.g. a release skipped) stays visible.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { MacroObservationsTable } from "../schema.js";
import { readCsv } from "./csv.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows } from "./unit.js";

export async function fredSeriesUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, "macro/fred"), "file", /^[A-Za-z0-9_]+\.csv$/);
  return files.map((file) => {
    const path = dataPath(dataDir, file);
    const seriesId = basename(file)
      .replace(/\.csv$/, "")
      .toUpperCase();
    return {
      path,
      adapter: "fred_series",
      sources: [file],
      prepare([content]) {
        const rows = parseFredSeries(content!.toString("utf8"), path, seriesId);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("macro_observations").where("source_file", "=", path).execute();
            await insertRows(trx, dialect, "macro_observations", rows);
          },
        };
      },
    };
  });
}

export function parseFredSeries(
  text: string,
  file: string,
  seriesId: string,
): Insertable<MacroObservationsTable>[] {
  const header = readCsv(text, file).next();
  if (header.done) throw new IngestError(file, 1, null, "file is empty (expected a header row)");
  const names = header.value.fields.map((name) => name.trim());
  const dateColumn = ["date", "observation_date"].find((name) => names.includes(name));
  const valueColumn = ["value", seriesId].find((name) => names.includes(name));
  if (dateColumn === undefined || valueColumn === undefined) {
    throw new IngestError(
      file,
      header.value.line,
      null,
      `expected a date column (date or observation_date) and a value column (value or ${seriesId}); header: ${names.join(",")}`,
    );
  }
  const seen = new Set<string>();
  const rows: Insertable<MacroObservationsTable>[] = [];
  for (const row of readTable(text, file, [dateColumn, valueColumn])) {
    const date = row.date(dateColumn);
    if (seen.has(date)) throw row.error(dateColumn, `duplicate date ${date}`);
    seen.add(date);
    const missing = row.optionalText(valueColumn) === null || row.text(valueColumn) === ".";
    rows.push({
      series_id: seriesId,
      date,
      value: missing ? null : row.number(valueColumn),
      source_file: file,
    });
  }
  return rows;
}
