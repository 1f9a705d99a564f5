/**
 * Form 4 insider transactions -> insider_transactions (intel; docs/INTEL.md "Insiders").
 *
 * Two adapters, one table:
 * - insiders/form4_transactions.csv: the parsed feed (PROVENANCE.md). Each row is the FIRST
 *   non-derivative line of one filing, so each row is its own filing (filing_complete 0); the
 *   source keeps no accession, acquired/disposed flag, ownership nature or 10b5-1 flag, so those
 *   are null, never inferred. An empty price stays null; a price of 0 is kept as filed.
 * - sec/form4-xml/*.xml: raw `ownershipDocument` filings, read with warehouse/ingest/xml.ts:
 *   every non-derivative and derivative transaction line (holdings-only lines are not
 *   transactions and are skipped), with codes, the filing's aff10b5One flag, D/I ownership and
 *   its nature, prices as filed. The file name is the filing key (the XML holds no accession).
 *
 * Point in time: neither source records the day the filing reached EDGAR, so a row becomes
 * visible on the Form 4 deadline, two business days after the transaction (NYSE calendar,
 * core/calendar.ts); for the XML, never before the owner's signature date either.
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import { nextTradingDay } from "../../core/calendar.js";
import type { Dialect } from "../connection.js";
import type { InsiderTransactionsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { readTable } from "./table.js";
import { type IngestUnit, insertRows, type Trx } from "./unit.js";
import { isIsoDate, parseDecimal } from "./values.js";
import { child, childrenNamed, parseXml, textAt, type XmlElement, XmlSyntaxError } from "./xml.js";

type Row = Insertable<InsiderTransactionsTable>;

const CSV_FILE = "insiders/form4_transactions.csv";
const XML_DIR = "sec/form4-xml";
const CSV_COLUMNS = [
  "ticker",
  "issuer_name",
  "owner_name",
  "owner_cik",
  "owner_officer_title",
  "transaction_date",
  "transaction_code",
  "shares",
  "price_per_share",
  "shares_owned_after",
  "source_copies",
] as const;

/** Form 4 must be filed within two business days of the transaction (Exchange Act §16(a)). */
export function form4Deadline(transactionDate: string): string {
  return nextTradingDay(nextTradingDay(transactionDate));
}

export async function insiderUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const csv = join(dataDir, CSV_FILE);
  if (await pathExists(csv)) {
    units.push({
      path: CSV_FILE,
      adapter: "insider_form4_csv",
      sources: [csv],
      prepare([content]) {
        const rows = parseForm4Csv(content!.toString("utf8"), CSV_FILE);
        return { rows: rows.length, write: (trx, dialect) => replaceRows(trx, dialect, CSV_FILE, rows) };
      },
    });
  }
  for (const file of await listEntries(join(dataDir, XML_DIR), "file", /\.xml$/i)) {
    const path = dataPath(dataDir, file);
    units.push({
      path,
      adapter: "insider_form4_xml",
      sources: [file],
      prepare([content]) {
        const rows = parseForm4Xml(content!.toString("utf8"), path);
        return { rows: rows.length, write: (trx, dialect) => replaceRows(trx, dialect, path, rows) };
      },
    });
  }
  return units;
}

async function replaceRows(trx: Trx, dialect: Dialect, sourceFile: string, rows: Row[]): Promise<void> {
  await trx.deleteFrom("insider_transactions").where("source_file", "=", sourceFile).execute();
  await insertRows(trx, dialect, "insider_transactions", rows);
}

export function parseForm4Csv(text: string, file: string): Row[] {
  const rows: Row[] = [];
  for (const row of readTable(text, file, CSV_COLUMNS)) {
    const code = row.text("transaction_code");
    if (!/^[A-Z]$/.test(code))
      throw row.error("transaction_code", `"${code}" is not a one-letter Form 4 code`);
    const transactionDate = row.date("transaction_date");
    rows.push({
      source_file: file,
      row_no: row.line,
      filing_key: `${file}#${row.line}`,
      accession: null,
      filing_complete: 0,
      form: "4",
      issuer_ticker: row.text("ticker").toUpperCase(),
      issuer_cik: null,
      issuer_name: row.text("issuer_name"),
      owner_name: row.text("owner_name"),
      owner_cik: row.optionalText("owner_cik"),
      owner_title: row.optionalText("owner_officer_title"),
      owner_is_director: null,
      owner_is_officer: row.optionalText("owner_officer_title") ? 1 : null,
      owner_is_ten_pct: null,
      transaction_date: transactionDate,
      visible_from: form4Deadline(transactionDate),
      transaction_code: code,
      is_derivative: 0,
      security_title: null,
      shares: row.optionalNumber("shares"),
      price_per_share: row.optionalNumber("price_per_share"),
      acquired_disposed: null,
      shares_owned_after: row.optionalNumber("shares_owned_after"),
      direct_indirect: null,
      ownership_nature: null,
      is_10b5_1: null,
      exercise_price: null,
      expiration_date: null,
      underlying_title: null,
      underlying_shares: null,
      source_copies: row.optionalNumber("source_copies"),
    });
  }
  return rows;
}

/** Every transaction line of one Form 4 `ownershipDocument`, in table order (non-derivative first). */
export function parseForm4Xml(text: string, file: string): Row[] {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new IngestError(file, error.line, null, error.detail);
    throw error;
  }
  const fail = (element: XmlElement, field: string, detail: string): never => {
    throw new IngestError(file, element.line, field, detail);
  };
  if (root.local !== "ownershipDocument") fail(root, root.local, "expected an ownershipDocument root");
  const form = textAt(root, "documentType") ?? fail(root, "documentType", "is missing");
  const issuer = child(root, "issuer");
  const ticker = textAt(issuer, "issuerTradingSymbol") ?? fail(root, "issuerTradingSymbol", "is missing");
  const issuerName = textAt(issuer, "issuerName") ?? fail(root, "issuerName", "is missing");
  // Several reporting owners can share a filing; the first is named, as the CSV source does.
  const owner = child(root, "reportingOwner") ?? fail(root, "reportingOwner", "is missing");
  const relationship = child(owner, "reportingOwnerRelationship");
  const flag = (value: string | null) => (value === null ? null : /^(1|true)$/i.test(value) ? 1 : 0);
  const plan = flag(textAt(root, "aff10b5One"));
  const signed = textAt(root, "ownerSignature", "signatureDate");

  const lines = [
    ...childrenNamed(child(root, "nonDerivativeTable"), "nonDerivativeTransaction").map((e) => ({
      e,
      derivative: 0,
    })),
    ...childrenNamed(child(root, "derivativeTable"), "derivativeTransaction").map((e) => ({
      e,
      derivative: 1,
    })),
  ];
  return lines.map(({ e, derivative }, i) => {
    const value = (...path: string[]) => textAt(e, ...path, "value");
    const number = (field: string, ...path: string[]) => {
      const raw = value(...path);
      if (raw === null) return null;
      const parsed = parseDecimal(raw);
      return parsed === undefined ? fail(e, field, `"${raw}" is not a number`) : parsed;
    };
    const transactionDate = value("transactionDate") ?? fail(e, "transactionDate", "is missing");
    if (!isIsoDate(transactionDate))
      fail(e, "transactionDate", `"${transactionDate}" is not a YYYY-MM-DD date`);
    const code =
      textAt(e, "transactionCoding", "transactionCode") ?? fail(e, "transactionCode", "is missing");
    const deadline = form4Deadline(transactionDate);
    return {
      source_file: file,
      row_no: i + 1,
      filing_key: file,
      accession: null,
      filing_complete: 1,
      form,
      issuer_ticker: ticker.toUpperCase(),
      issuer_cik: textAt(issuer, "issuerCik"),
      issuer_name: issuerName,
      owner_name:
        textAt(owner, "reportingOwnerId", "rptOwnerName") ?? fail(owner, "rptOwnerName", "is missing"),
      owner_cik: textAt(owner, "reportingOwnerId", "rptOwnerCik"),
      owner_title: textAt(relationship, "officerTitle"),
      owner_is_director: flag(textAt(relationship, "isDirector")) ?? 0,
      owner_is_officer: flag(textAt(relationship, "isOfficer")) ?? 0,
      owner_is_ten_pct: flag(textAt(relationship, "isTenPercentOwner")) ?? 0,
      transaction_date: transactionDate,
      visible_from: signed && isIsoDate(signed) && signed > deadline ? signed : deadline,
      transaction_code: code,
      is_derivative: derivative,
      security_title: value("securityTitle"),
      shares: number("transactionShares", "transactionAmounts", "transactionShares"),
      price_per_share: number("transactionPricePerShare", "transactionAmounts", "transactionPricePerShare"),
      acquired_disposed: value("transactionAmounts", "transactionAcquiredDisposedCode"),
      shares_owned_after: number(
        "sharesOwnedFollowingTransaction",
        "postTransactionAmounts",
        "sharesOwnedFollowingTransaction",
      ),
      direct_indirect: value("ownershipNature", "directOrIndirectOwnership"),
      ownership_nature: value("ownershipNature", "natureOfOwnership"),
      is_10b5_1: plan,
      exercise_price: number("conversionOrExercisePrice", "conversionOrExercisePrice"),
      expiration_date: value("expirationDate"),
      underlying_title: value("underlyingSecurity", "underlyingSecurityTitle"),
      underlying_shares: number("underlyingSecurityShares", "underlyingSecurity", "underlyingSecurityShares"),
      source_copies: null,
    };
  });
}
