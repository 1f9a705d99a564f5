/**
 * 13F-HR information tables -> sec13f_filings + sec13f_holdings (intel; docs/INTEL.md
 * "Institutional ownership"), read with warehouse/ingest/xml.ts.
 *
 * - sec/13f-xml/<accession>_information_table.xml with its cover page <accession>_primary_doc.xml
 *   and, when present, the full submission <accession>.txt (its SGML header is the only place
 *   holding the day EDGAR accepted the filing: FILED AS OF DATE). One unit per accession.
 * - holdings13f/13F-HR.infotable.xml: a bare information table whose filer and report period are
 *   recorded nowhere (PROVENANCE.md). Its holdings are stored with that metadata null; the
 *   routes cannot place it in time, so they do not serve it and say so in coverage_note.
 *
 * Values: since 2023-01-03 the SEC takes 13F values in whole dollars (before, in thousands); a
 * filing accepted before that day is scaled by 1,000, one with no known filing day is kept as filed.
 * Tickers: a holding is named by CUSIP only; intel reads its ticker through the CUSIP map
 * (cusipTickers.ts) when the holding is read. The issuer name is never matched to a ticker (that
 * would be a guess).
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { Dialect } from "../connection.js";
import type { Sec13fFilingsTable, Sec13fHoldingsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { type IngestUnit, insertRows, type Trx } from "./unit.js";
import { parseDecimal } from "./values.js";
import { childrenNamed, parseXml, textAt, type XmlElement, XmlSyntaxError } from "./xml.js";

const BARE_TABLE = "holdings13f/13F-HR.infotable.xml";
const FILINGS_DIR = "sec/13f-xml";
export const DOLLAR_VALUES_FROM = "2023-01-03";

type Filing = Insertable<Sec13fFilingsTable>;
type Holding = Insertable<Sec13fHoldingsTable>;

export async function sec13fUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const bare = join(dataDir, BARE_TABLE);
  if (await pathExists(bare)) {
    units.push({
      path: BARE_TABLE,
      adapter: "sec13f_information_table",
      sources: [bare],
      prepare([content]) {
        const filing: Filing = {
          filing_key: BARE_TABLE,
          accession: null,
          filer_cik: null,
          fund_name: null,
          report_period: null,
          filed_date: null,
          table_entry_total: null,
          table_value_total: null,
          holdings: 0,
          source_file: BARE_TABLE,
        };
        return prepared(filing, parseInformationTable(content!.toString("utf8"), BARE_TABLE, BARE_TABLE, 1));
      },
    });
  }
  for (const table of await listEntries(join(dataDir, FILINGS_DIR), "file", /_information_table\.xml$/)) {
    const stem = basename(table).replace(/_information_table\.xml$/, "");
    const cover = join(dataDir, FILINGS_DIR, `${stem}_primary_doc.xml`);
    const submission = join(dataDir, FILINGS_DIR, `${stem}.txt`);
    const path = dataPath(dataDir, table);
    const hasSubmission = await pathExists(submission);
    units.push({
      // A virtual ledger key, as for every unit hashing several files (the plain path would
      // promise the information table's own sha256).
      path: `@sec13f/${stem}`,
      adapter: "sec13f_filing",
      sources: hasSubmission ? [table, cover, submission] : [table, cover],
      prepare([tableXml, coverXml, submissionText]) {
        const filing = parseCoverPage(coverXml!.toString("utf8"), dataPath(dataDir, cover));
        const header = submissionText
          ? parseSubmissionHeader(submissionText.toString("utf8"), dataPath(dataDir, submission))
          : null;
        filing.accession = header?.accession ?? stem;
        filing.filing_key = filing.accession;
        filing.filed_date = header?.filedDate ?? null;
        filing.source_file = path;
        const scale = filing.filed_date !== null && filing.filed_date < DOLLAR_VALUES_FROM ? 1000 : 1;
        return prepared(
          filing,
          parseInformationTable(tableXml!.toString("utf8"), path, filing.filing_key, scale),
        );
      },
    });
  }
  return units;
}

function prepared(filing: Filing, holdings: Holding[]) {
  filing.holdings = holdings.length;
  return {
    rows: holdings.length,
    async write(trx: Trx, dialect: Dialect) {
      const old = await trx
        .selectFrom("sec13f_filings")
        .select("filing_key")
        .where("source_file", "=", filing.source_file)
        .execute();
      for (const { filing_key } of old) {
        await trx.deleteFrom("sec13f_holdings").where("filing_key", "=", filing_key).execute();
        await trx.deleteFrom("sec13f_filings").where("filing_key", "=", filing_key).execute();
      }
      await trx.insertInto("sec13f_filings").values(filing).execute();
      await insertRows(trx, dialect, "sec13f_holdings", holdings);
    },
  };
}

function parseDocument(text: string, file: string): XmlElement {
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new IngestError(file, error.line, null, error.detail);
    throw error;
  }
}

/** `infoTable` lines of an `informationTable` (default namespace or prefixed). */
export function parseInformationTable(
  text: string,
  file: string,
  filingKey: string,
  scale: number,
): Holding[] {
  const root = parseDocument(text, file);
  if (root.local !== "informationTable") {
    throw new IngestError(file, root.line, root.local, "expected an informationTable root");
  }
  return childrenNamed(root, "infoTable").map((line, i) => {
    const required = (...path: string[]) => {
      const value = textAt(line, ...path);
      if (value === null) throw new IngestError(file, line.line, path.join("/"), "is missing");
      return value;
    };
    const number = (...path: string[]) => {
      const raw = required(...path);
      const value = parseDecimal(raw.replace(/,/g, ""));
      if (value === undefined)
        throw new IngestError(file, line.line, path.join("/"), `"${raw}" is not a number`);
      return value;
    };
    const optionalNumber = (...path: string[]) => (textAt(line, ...path) === null ? null : number(...path));
    return {
      filing_key: filingKey,
      row_no: i + 1,
      issuer_name: required("nameOfIssuer"),
      title_of_class: textAt(line, "titleOfClass"),
      cusip: required("cusip").toUpperCase(),
      value_usd: number("value") * scale,
      shares: number("shrsOrPrnAmt", "sshPrnamt"),
      shares_type: required("shrsOrPrnAmt", "sshPrnamtType"),
      put_call: textAt(line, "putCall"),
      investment_discretion: textAt(line, "investmentDiscretion"),
      voting_sole: optionalNumber("votingAuthority", "Sole"),
      voting_shared: optionalNumber("votingAuthority", "Shared"),
      voting_none: optionalNumber("votingAuthority", "None"),
    };
  });
}

/** The cover page (`edgarSubmission`): filer CIK, manager name, period (MM-DD-YYYY) and totals. */
export function parseCoverPage(text: string, file: string): Filing {
  const root = parseDocument(text, file);
  const period = textAt(root, "headerData", "filerInfo", "periodOfReport");
  const match = period ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(period) : null;
  if (!match) throw new IngestError(file, root.line, "periodOfReport", `"${period}" is not MM-DD-YYYY`);
  const totals = (name: string) => {
    const raw = textAt(root, "formData", "summaryPage", name);
    return raw === null ? null : (parseDecimal(raw) ?? null);
  };
  return {
    filing_key: "",
    accession: null,
    filer_cik: textAt(root, "headerData", "filerInfo", "filer", "credentials", "cik"),
    fund_name: textAt(root, "formData", "coverPage", "filingManager", "name"),
    report_period: `${match[3]}-${match[1]}-${match[2]}`,
    filed_date: null,
    table_entry_total: totals("tableEntryTotal"),
    table_value_total: totals("tableValueTotal"),
    holdings: 0,
    source_file: "",
  };
}

/** ACCESSION NUMBER and FILED AS OF DATE (YYYYMMDD) from an EDGAR full-submission SGML header. */
export function parseSubmissionHeader(text: string, file: string): { accession: string; filedDate: string } {
  const accession = /^ACCESSION NUMBER:\s*(\S+)/m.exec(text)?.[1];
  const filed = /^FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/m.exec(text);
  if (!accession || !filed) {
    throw new IngestError(file, null, null, "SGML header lacks ACCESSION NUMBER or FILED AS OF DATE");
  }
  return { accession, filedDate: `${filed[1]}-${filed[2]}-${filed[3]}` };
}
