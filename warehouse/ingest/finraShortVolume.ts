/**
 * FINRA daily short sale volume (data/sample/short_volume/, PROVENANCE.md) -> finra_short_volume
 * (intel; docs/INTEL.md "Off-exchange and short volume"). One unit per file, which owns its rows:
 *
 * - finra_cnms_daily_<month>.csv: the consolidated NMS file (facility `CNMS`), one row per ticker
 *   and session: the sum of the TRF/ADF facility files;
 * - finra_facility_*.csv: one row per ticker, session, facility and market.
 *
 * Volumes are shares as FINRA reports them; short_volume includes short_exempt_volume (FINRA's
 * definition), so the two are never added. A key repeated within a file is refused: FINRA reports
 * each (symbol, session, facility, market) once.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { FinraShortVolumeTable } from "../schema.js";
import { dataPath, listEntries } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows } from "./unit.js";

const DIR = "short_volume";
export const CONSOLIDATED = "CNMS";
const FACILITIES = new Set(["FNSQ", "FNYX", "FNQC", "FNRA", "FORF"]);
const VOLUME_COLUMNS = ["short_volume", "short_exempt_volume", "total_volume"] as const;

type Row = Insertable<FinraShortVolumeTable>;

export async function finraShortVolumeUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, DIR), "file", /^finra_(cnms|facility)_.*\.csv$/);
  return files.map((file) => {
    const path = dataPath(dataDir, file);
    return {
      path,
      adapter: "finra_short_volume",
      sources: [file],
      prepare([content]) {
        const rows = parseFinraShortVolume(content!.toString("utf8"), path);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("finra_short_volume").where("source_file", "=", path).execute();
            await insertRows(trx, dialect, "finra_short_volume", rows);
          },
        };
      },
    };
  });
}

/** A CNMS file has no facility column (its rows are CNMS); a facility file names one per row. */
export function parseFinraShortVolume(text: string, file: string): Row[] {
  const consolidated = basename(file).startsWith("finra_cnms_");
  const columns = ["date", "ticker", "finra_symbol", ...VOLUME_COLUMNS, "market"];
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const row of readTable(text, file, consolidated ? columns : [...columns, "facility"])) {
    const facility = consolidated ? CONSOLIDATED : row.text("facility");
    if (!FACILITIES.has(facility) && facility !== CONSOLIDATED) {
      throw row.error("facility", `"${facility}" is not a FINRA facility (${[...FACILITIES].join(", ")})`);
    }
    const parsed: Row = {
      source_file: file,
      row_no: rows.length + 1,
      date: row.date("date"),
      ticker: row.text("ticker"),
      finra_symbol: row.text("finra_symbol"),
      facility,
      market: row.text("market"),
      short_volume: row.number("short_volume"),
      short_exempt_volume: row.number("short_exempt_volume"),
      total_volume: row.number("total_volume"),
    };
    const key = `${parsed.ticker}|${parsed.date}|${facility}|${parsed.market}`;
    if (seen.has(key)) throw row.error("date", `${key} is repeated`);
    seen.add(key);
    if (parsed.short_volume > parsed.total_volume) {
      throw row.error("short_volume", `${parsed.short_volume} exceeds total_volume ${parsed.total_volume}`);
    }
    rows.push(parsed);
  }
  return rows;
}
