/**
 * EDGAR vocabulary for turning filings into news: which forms count as news events, what each form is
 * called, and the official titles of Form 8-K items (SEC Form 8-K General Instructions B).
 */

/** Periodic and current reports: the filings that are company news. Ownership, proxy and S-forms are not. */
export const NEWS_FORMS = ["8-K", "8-K/A", "10-K", "10-K/A", "10-Q", "10-Q/A"] as const;

export const FORM_DESCRIPTIONS: Record<string, string> = {
  "8-K": "Current report",
  "8-K/A": "Current report amendment",
  "10-K": "Annual report",
  "10-K/A": "Annual report amendment",
  "10-Q": "Quarterly report",
  "10-Q/A": "Quarterly report amendment",
};

export const EIGHT_K_ITEMS: Record<string, string> = {
  "1.01": "Entry into a Material Definitive Agreement",
  "1.02": "Termination of a Material Definitive Agreement",
  "1.03": "Bankruptcy or Receivership",
  "1.04": "Mine Safety - Reporting of Shutdowns and Patterns of Violations",
  "1.05": "Material Cybersecurity Incidents",
  "2.01": "Completion of Acquisition or Disposition of Assets",
  "2.02": "Results of Operations and Financial Condition",
  "2.03":
    "Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant",
  "2.04":
    "Triggering Events That Accelerate or Increase a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement",
  "2.05": "Costs Associated with Exit or Disposal Activities",
  "2.06": "Material Impairments",
  "3.01":
    "Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard; Transfer of Listing",
  "3.02": "Unregistered Sales of Equity Securities",
  "3.03": "Material Modification to Rights of Security Holders",
  "4.01": "Changes in Registrant's Certifying Accountant",
  "4.02":
    "Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed Interim Review",
  "5.01": "Changes in Control of Registrant",
  "5.02":
    "Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers",
  "5.03": "Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year",
  "5.04": "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans",
  "5.05": "Amendment to Registrant's Code of Ethics, or Waiver of a Provision of the Code of Ethics",
  "5.06": "Change in Shell Company Status",
  "5.07": "Submission of Matters to a Vote of Security Holders",
  "5.08": "Shareholder Director Nominations",
  "6.01": "ABS Informational and Computational Material",
  "6.02": "Change of Servicer or Trustee",
  "6.03": "Change in Credit Enhancement or Other External Support",
  "6.04": "Failure to Make a Required Distribution",
  "6.05": "Securities Act Updating Disclosure",
  "6.06": "Static Pool",
  "7.01": "Regulation FD Disclosure",
  "8.01": "Other Events",
  "9.01": "Financial Statements and Exhibits",
};

/** EDGAR's `items` field: "2.02,9.01". Older filings can carry other spellings, so pick out the codes. */
export function itemCodes(items: string | null): string[] {
  return items?.match(/\d+\.\d{2}/g) ?? [];
}

/** `Apple Inc. files 10-Q (Quarterly report)`; an 8-K also names its items. */
export function filingTitle(company: string, form: string, items: string | null): string {
  const description = FORM_DESCRIPTIONS[form];
  const head = `${company} files ${form}${description ? ` (${description})` : ""}`;
  const codes = form.startsWith("8-K") ? itemCodes(items) : [];
  if (codes.length === 0) return head;
  return `${head}: ${codes.map((code) => EIGHT_K_ITEMS[code] ?? `Item ${code}`).join(" | ")}`;
}

/** The filing's primary document on EDGAR; its index page when EDGAR names no primary document. */
export function filingUrl(cik: string, accession: string, primaryDocument: string | null): string {
  const folder = `https://www.sec.gov/Archives/edgar/data/${Number.parseInt(cik, 10)}/${accession.replaceAll("-", "")}`;
  return `${folder}/${primaryDocument ?? `${accession}-index.htm`}`;
}
