/**
 * SEC submissions: sec/submissions/CIK##########.json -> sec_filings, one row per index of the
 * parallel arrays in filings.recent (older pages listed in filings.files are not in the bundle),
 * and sec_company_profiles, one row per file (the filer's SIC code and its description, and its
 * fiscal year end "MMDD").
 * EDGAR writes "" for absent values (reportDate, items, sic, ...); they are stored as null.
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import type { SecCompanyProfilesTable, SecFilingsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { isRecord, parseJsonFile } from "./json.js";
import { JsonFields, secCik } from "./sec.js";
import { type IngestUnit, insertRows } from "./unit.js";

export async function secSubmissionsUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, "sec/submissions"), "file", /^CIK\d+\.json$/);
  return files.map((file) => {
    const path = dataPath(dataDir, file);
    return {
      path,
      adapter: "sec_submissions",
      sources: [file],
      prepare([content]) {
        const rows = parseSubmissions(content!, path);
        const profile = parseSubmissionsProfile(content!, path);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("sec_filings").where("source_file", "=", path).execute();
            await trx.deleteFrom("sec_company_profiles").where("cik", "=", profile.cik).execute();
            await insertRows(trx, dialect, "sec_filings", rows);
            await insertRows(trx, dialect, "sec_company_profiles", [profile]);
          },
        };
      },
    };
  });
}

const REQUIRED = ["accessionNumber", "filingDate", "form"] as const;
const OPTIONAL = [
  "reportDate",
  "acceptanceDateTime",
  "primaryDocument",
  "primaryDocDescription",
  "items",
  "size",
] as const;

export function parseSubmissions(content: Buffer, file: string): Insertable<SecFilingsTable>[] {
  const json = parseJsonFile(content, file);
  if (!isRecord(json)) throw new IngestError(file, null, null, "expected a submissions object");
  const cik = secCik(json.cik, file, "cik");
  const recent = isRecord(json.filings) ? json.filings.recent : undefined;
  if (!isRecord(recent)) throw new IngestError(file, null, "filings.recent", "missing");

  const accessions = recent.accessionNumber;
  if (!Array.isArray(accessions))
    throw new IngestError(file, null, "filings.recent.accessionNumber", "expected an array");
  const column = (name: string, required: boolean): unknown[] => {
    const values = recent[name];
    if (values === undefined && !required) return [];
    if (!Array.isArray(values) || values.length !== accessions.length) {
      throw new IngestError(
        file,
        null,
        `filings.recent.${name}`,
        `expected an array of ${accessions.length} values`,
      );
    }
    return values;
  };
  const [, filingDates, forms] = REQUIRED.map((name) => column(name, true)) as [
    unknown[],
    unknown[],
    unknown[],
  ];
  const [reportDates, accepted, documents, descriptions, items, sizes] = OPTIONAL.map((name) =>
    column(name, false),
  ) as [unknown[], unknown[], unknown[], unknown[], unknown[], unknown[]];

  const seen = new Set<string>();
  return accessions.map((accession: unknown, i) => {
    const at = new JsonFields(file, "filings.recent");
    const field = (name: string) => `${name}[${i}]`;
    if (typeof accession !== "string" || !/^\d{10}-\d{2}-\d{6}$/.test(accession)) {
      throw at.error(field("accessionNumber"), `${JSON.stringify(accession)} is not an accession number`);
    }
    if (seen.has(accession)) throw at.error(field("accessionNumber"), `duplicate accession ${accession}`);
    seen.add(accession);
    const form = at.optionalText(field("form"), forms[i]);
    if (form === null) throw at.error(field("form"), "is empty");
    return {
      cik,
      accession,
      form,
      filing_date: at.date(field("filingDate"), filingDates[i]),
      report_date: at.optionalDate(field("reportDate"), reportDates[i]),
      acceptance_datetime: at.optionalText(field("acceptanceDateTime"), accepted[i]),
      primary_document: at.optionalText(field("primaryDocument"), documents[i]),
      primary_doc_description: at.optionalText(field("primaryDocDescription"), descriptions[i]),
      items: at.optionalText(field("items"), items[i]),
      size: at.optionalInteger(field("size"), sizes[i]),
      source_file: file,
    };
  });
}

/**
 * The filer's SIC code ("3571") and description, and its fiscal year end ("0926", EDGAR's MMDD);
 * a code that is not 3-4 digits, or a year end that is not a month and day, is an error.
 */
export function parseSubmissionsProfile(content: Buffer, file: string): Insertable<SecCompanyProfilesTable> {
  const json = parseJsonFile(content, file);
  if (!isRecord(json)) throw new IngestError(file, null, null, "expected a submissions object");
  const at = new JsonFields(file, "");
  const sic = at.optionalText("sic", json.sic);
  if (sic !== null && !/^\d{3,4}$/.test(sic))
    throw at.error("sic", `${JSON.stringify(sic)} is not a SIC code`);
  const fiscalYearEnd = at.optionalText("fiscalYearEnd", json.fiscalYearEnd);
  if (fiscalYearEnd !== null && !isMonthDay(fiscalYearEnd))
    throw at.error("fiscalYearEnd", `${JSON.stringify(fiscalYearEnd)} is not a month and day as MMDD`);
  return {
    cik: secCik(json.cik, file, "cik"),
    sic,
    sic_description: at.optionalText("sicDescription", json.sicDescription),
    fiscal_year_end: fiscalYearEnd,
    source_file: file,
  };
}

/** "MMDD" naming a day of the year (0229 allowed: a 52/53-week year may end on it). */
function isMonthDay(text: string): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  );
}
