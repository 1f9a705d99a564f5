/**
 * Lobbying disclosures -> lobbying_reports (intel; docs/INTEL.md "Lobbying"). Two sources
 * (PROVENANCE.md "lobbying/"):
 *
 * - lobbying/quiver/<TICKER>.csv (Quiver Quantitative via Lean): one row per Senate LDA filing
 *   Quiver attributes to the ticker: date, client, issues ('|'-separated), specific_issue, amount.
 *   No registrant, filing ID, type or period. One unit per file; the file name is the ticker.
 * - lobbying/senate_lda_2007_q4.zip: the Senate Office of Public Records' own LDA XML for filings
 *   received 2007-10-01..2007-12-31 (four UTF-16 XML members, one `<Filing>` per LD-1/LD-2), read
 *   with warehouse/ingest/zip.ts and the strict XML reader (xml.ts): registrant, client (and
 *   whether it files for itself), type, period, amount, issue codes with their specific issues,
 *   lobbyists and the government entities contacted. One unit for the archive. A Senate filing
 *   names a client, not a stock: its ticker stays null, and intel meets it to a ticker through the
 *   client names Quiver attributes to that ticker (client_key).
 *
 * Amounts are stored as the source writes them (`amount_as_filed`) and as a number where there
 * is one; what a 0 or an empty amount means is intel's to say (docs/INTEL.md), not the adapter's.
 * A filing is visible from the day after its filing date.
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import type { Dialect } from "../connection.js";
import type { LobbyingReportsTable } from "../schema.js";
import { addDays } from "./dates.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows, type Trx } from "./unit.js";
import { isIsoDate, parseDecimal } from "./values.js";
import { child, childrenNamed, parseXml, type XmlElement, XmlSyntaxError } from "./xml.js";
import { readZip, ZipError } from "./zip.js";

type Row = Insertable<LobbyingReportsTable>;

const QUIVER_DIR = "lobbying/quiver";
const SENATE_LDA_ZIP = "lobbying/senate_lda_2007_q4.zip";
const QUIVER_COLUMNS = ["date", "client", "issues", "specific_issue", "amount"] as const;

export async function lobbyingUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  for (const file of await listEntries(join(dataDir, QUIVER_DIR), "file", /\.csv$/i)) {
    const path = dataPath(dataDir, file);
    const ticker = normaliseTicker(path.slice(QUIVER_DIR.length + 1, -".csv".length));
    units.push({
      path,
      adapter: "lobbying_quiver_csv",
      sources: [file],
      prepare([content]) {
        const rows = parseQuiverLobbying(content!.toString("utf8"), path, ticker);
        return { rows: rows.length, write: (trx, dialect) => replaceRows(trx, dialect, path, rows) };
      },
    });
  }
  const zip = join(dataDir, SENATE_LDA_ZIP);
  if (await pathExists(zip)) {
    units.push({
      path: SENATE_LDA_ZIP,
      adapter: "lobbying_senate_lda_xml",
      sources: [zip],
      prepare([content]) {
        const rows = parseSenateLdaZip(content!, SENATE_LDA_ZIP);
        return {
          rows: rows.length,
          write: (trx, dialect) => replaceRows(trx, dialect, SENATE_LDA_ZIP, rows),
        };
      },
    });
  }
  return units;
}

async function replaceRows(trx: Trx, dialect: Dialect, sourceFile: string, rows: Row[]): Promise<void> {
  await trx.deleteFrom("lobbying_reports").where("source_file", "=", sourceFile).execute();
  await insertRows(trx, dialect, "lobbying_reports", rows);
}

/** A client name as a join key: upper case, whitespace collapsed ("Abbott  Laboratories" = "ABBOTT LABORATORIES"). */
export function clientKey(name: string): string {
  return name.replace(/\s+/g, " ").trim().toUpperCase();
}

/** A JSON list of the distinct non-empty values, in order (an LDA filing repeats a specific issue per code). */
const list = (values: readonly string[]) =>
  JSON.stringify([...new Set(values.filter((value) => value !== ""))]);

export function parseQuiverLobbying(text: string, file: string, ticker: string): Row[] {
  const rows: Row[] = [];
  for (const row of readTable(text, file, QUIVER_COLUMNS)) {
    const date = row.date("date");
    const client = row.text("client");
    const amount = row.optionalText("amount");
    const specific = row.optionalText("specific_issue");
    rows.push({
      source_file: file,
      row_no: rows.length + 1,
      source: "quiver",
      ticker,
      filing_id: null,
      filing_date: date,
      visible_from: addDays(date, 1),
      received_at: null,
      filing_year: null,
      filing_type: null,
      period: null,
      client_name: client,
      client_key: clientKey(client),
      client_id: null,
      registrant_name: null,
      registrant_id: null,
      self_filer: null,
      amount: amount === null ? null : row.number("amount"),
      amount_as_filed: amount ?? "",
      issues: list((row.optionalText("issues") ?? "").split("|").map((issue) => issue.trim())),
      specific_issues: list(specific === null ? [] : [specific]),
      lobbyists: "[]",
      government_entities: "[]",
    });
  }
  return rows;
}

/** Every `<Filing>` of every XML member, in archive order. */
export function parseSenateLdaZip(archive: Buffer, file: string): Row[] {
  let members: ReturnType<typeof readZip>;
  try {
    members = readZip(archive);
  } catch (error) {
    if (error instanceof ZipError) throw new IngestError(file, null, null, error.message);
    throw error;
  }
  const rows: Row[] = [];
  for (const member of members.filter((m) => m.name.toLowerCase().endsWith(".xml"))) {
    rows.push(...parseSenateLdaXml(decodeXmlBytes(member.data), `${file}#${member.name}`, file, rows.length));
  }
  return rows;
}

/** The Senate writes UTF-16 with a byte-order mark; anything without one is read as UTF-8. */
export function decodeXmlBytes(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data);
  return data.toString("utf8");
}

/** One LDA XML document (`<PublicFilings>`); row numbers continue from `before`. */
export function parseSenateLdaXml(text: string, where: string, sourceFile: string, before = 0): Row[] {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new IngestError(where, error.line, null, error.detail);
    throw error;
  }
  if (root.local !== "PublicFilings")
    throw new IngestError(where, root.line, root.local, "expected PublicFilings");
  return childrenNamed(root, "Filing").map((filing, i) => {
    const attr = (element: XmlElement | null, name: string) => {
      const value = element?.attributes[name]?.trim();
      return value ? value : null;
    };
    const need = (element: XmlElement | null, name: string) =>
      attr(element, name) ?? fail(where, filing, name, "is missing");
    const received = need(filing, "Received");
    const date = received.slice(0, 10);
    if (!isIsoDate(date)) fail(where, filing, "Received", `"${received}" does not start with a date`);
    const client = child(filing, "Client") ?? fail(where, filing, "Client", "is missing");
    const registrant = child(filing, "Registrant");
    const amountText = filing.attributes.Amount ?? "";
    const amount = amountText.trim() === "" ? null : parseDecimal(amountText.trim());
    if (amount === undefined) fail(where, filing, "Amount", `"${amountText}" is not a number`);
    const selfFiler = attr(client, "SelfFiler");
    const year = attr(filing, "Year");
    const issues = childrenNamed(child(filing, "Issues"), "Issue");
    const clientName = need(client, "ClientName");
    return {
      source_file: sourceFile,
      row_no: before + i + 1,
      source: "senate_lda",
      ticker: null,
      filing_id: need(filing, "ID"),
      filing_date: date,
      visible_from: addDays(date, 1),
      received_at: received,
      filing_year: year === null ? null : Number(year),
      filing_type: attr(filing, "Type"),
      period: attr(filing, "Period"),
      client_name: clientName,
      client_key: clientKey(clientName),
      client_id: attr(client, "ClientID"),
      registrant_name: attr(registrant, "RegistrantName"),
      registrant_id: attr(registrant, "RegistrantID"),
      self_filer: selfFiler === null ? null : /^true$/i.test(selfFiler) ? 1 : 0,
      amount: amount ?? null,
      amount_as_filed: amountText,
      issues: list(issues.map((issue) => attr(issue, "Code") ?? "")),
      specific_issues: list(issues.map((issue) => attr(issue, "SpecificIssue") ?? "")),
      lobbyists: list(
        childrenNamed(child(filing, "Lobbyists"), "Lobbyist").map((l) => attr(l, "LobbyistName") ?? ""),
      ),
      government_entities: list(
        childrenNamed(child(filing, "GovernmentEntities"), "GovernmentEntity").map(
          (g) => attr(g, "GovEntityName") ?? "",
        ),
      ),
    };
  });
}

function fail(where: string, element: XmlElement, field: string, detail: string): never {
  throw new IngestError(where, element.line, field, detail);
}
