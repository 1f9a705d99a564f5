/**
 * Lobbying filings in spec/01's words ("Lobbying rows"), pure: the two sources' rows of one
 * company merged into filings, and each filing's amount said honestly (amount null with
 * amount_reason, amount_basis saying what a figure is).
 *
 * One filing can reach us twice: Quiver's extract is made from the Senate's LDA filings, so a
 * Quiver row and a Senate XML filing with the same filing day, client and issues are the same
 * report. The Senate's own record wins (it names the registrant, type, period and lobbyists, and
 * states its amount as filed); the row says it was seen in both sources.
 *
 * Amounts (Lobbying Disclosure Act of 1995 reports, as the 2007 filings were made; from 2008
 * quarterly): an LD-2 states income (an outside registrant's, from this client) or expenses (a
 * client filing for itself) only at or above the reporting threshold, rounded; below it the form
 * ticks a box the XML does not carry. A registration (LD-1) reports no amount. Quiver writes 0.0
 * for all of these alike, so its 0 is no amount: null with zero_in_source_ambiguous (Abbott's
 * 2007-12-20 registration, empty in the Senate XML, is 0.0 in Quiver's ABT file).
 */
import type { LobbyingReportsTable } from "../../../warehouse/schema.js";

/** A lobbying_reports row as the warehouse holds it. */
export type LobbyingRecord = LobbyingReportsTable;

export interface LobbyingFiling {
  filingDate: string;
  visibleFrom: string;
  client: string;
  registrant: string | null;
  amount: number | null;
  amountReason: string | null;
  amountBasis: string;
  amountAsFiled: string;
  issues: string[];
  specificIssues: string[];
  filingType: string | null;
  period: string | null;
  filingId: string | null;
  receivedAt: string | null;
  selfFiler: boolean | null;
  lobbyists: string[];
  governmentEntities: string[];
  sources: string[];
  nullReasons: Record<string, string>;
}

const parseList = (json: string): string[] => JSON.parse(json) as string[];
const issueSet = (json: string) =>
  parseList(json)
    .map((issue) => issue.toUpperCase())
    .sort()
    .join("|");

/** What the Senate's record says the amount is, or why there is none. */
function senateAmount(
  record: LobbyingRecord,
): Pick<LobbyingFiling, "amount" | "amountReason" | "amountBasis"> {
  if (record.amount !== null) {
    return {
      amount: record.amount,
      amountReason: null,
      amountBasis:
        record.self_filer === 1 ? "lda_lobbying_expenses_as_filed" : "lda_income_from_client_as_filed",
    };
  }
  const type = (record.filing_type ?? "").toUpperCase();
  const amountReason = type.startsWith("REGISTRATION")
    ? "registration_reports_no_amount"
    : type.includes("NO ACTIVITY")
      ? "no_activity_reported"
      : type.includes("LETTER") || type.startsWith("MISC")
        ? "not_an_activity_report"
        : "not_stated_on_report";
  return { amount: null, amountReason, amountBasis: "not_reported" };
}

/** Quiver's amount: a positive figure as published; 0 and empty say nothing certain. */
function quiverAmount(
  record: LobbyingRecord,
): Pick<LobbyingFiling, "amount" | "amountReason" | "amountBasis"> {
  if (record.amount === null)
    return { amount: null, amountReason: "not_in_source", amountBasis: "not_reported" };
  if (record.amount === 0)
    return { amount: null, amountReason: "zero_in_source_ambiguous", amountBasis: "not_reported" };
  return { amount: record.amount, amountReason: null, amountBasis: "quiver_income_or_expenses" };
}

function toFiling(record: LobbyingRecord, sources: string[]): LobbyingFiling {
  const senate = record.source === "senate_lda";
  const amount = senate ? senateAmount(record) : quiverAmount(record);
  const notInQuiver = "not_in_source";
  const filing: Omit<LobbyingFiling, "nullReasons"> = {
    filingDate: record.filing_date,
    visibleFrom: record.visible_from,
    client: record.client_name,
    registrant: record.registrant_name,
    ...amount,
    amountAsFiled: record.amount_as_filed,
    issues: parseList(record.issues),
    specificIssues: parseList(record.specific_issues),
    filingType: record.filing_type,
    period: record.period,
    filingId: record.filing_id,
    receivedAt: record.received_at,
    selfFiler: record.self_filer === null ? null : record.self_filer === 1,
    lobbyists: parseList(record.lobbyists),
    governmentEntities: parseList(record.government_entities),
    sources,
  };
  const nullReasons: Record<string, string> = {};
  for (const field of [
    "registrant",
    "filingType",
    "period",
    "filingId",
    "receivedAt",
    "selfFiler",
  ] as const) {
    if (filing[field] === null) nullReasons[field] = senate ? "not_stated_in_filing" : notInQuiver;
  }
  if (filing.amount === null) nullReasons.amount = filing.amountReason as string;
  return { ...filing, nullReasons };
}

/**
 * A company's filings, newest first: each Senate filing once (with `sources` naming Quiver too
 * when Quiver holds the same report), each Quiver row the Senate XML does not hold.
 */
export function lobbyingFilings(records: readonly LobbyingRecord[]): LobbyingFiling[] {
  const sameReport = (r: LobbyingRecord) =>
    `${r.filing_date}\u0000${r.client_key}\u0000${issueSet(r.issues)}`;
  const quiverByReport = new Map<string, LobbyingRecord[]>();
  for (const record of records.filter((r) => r.source === "quiver")) {
    const key = sameReport(record);
    quiverByReport.set(key, [...(quiverByReport.get(key) ?? []), record]);
  }
  const filings: LobbyingFiling[] = [];
  for (const record of records.filter((r) => r.source === "senate_lda")) {
    // One Quiver row stands for one Senate filing: a second filing of the same day, client and
    // issues (another registrant) keeps the next Quiver row, if any.
    const twin = quiverByReport.get(sameReport(record))?.shift();
    filings.push(toFiling(record, twin ? ["senate_lda", "quiver"] : ["senate_lda"]));
  }
  for (const rest of quiverByReport.values())
    for (const record of rest) filings.push(toFiling(record, ["quiver"]));
  return filings.sort(
    (a, b) =>
      (a.filingDate < b.filingDate ? 1 : a.filingDate > b.filingDate ? -1 : 0) ||
      (a.filingId ?? "").localeCompare(b.filingId ?? "") ||
      a.client.localeCompare(b.client),
  );
}
