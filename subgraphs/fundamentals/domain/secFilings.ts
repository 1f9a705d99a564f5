/**
 * The filings index from the SEC submissions JSON (pure; no I/O).
 *
 * The bundle holds each company's EDGAR `filings.recent` page only. EDGAR fills that page with at
 * least the last year or the last 1,000 filings, whichever is more, and lists older filings in
 * further pages; so a company holding 1,000 or more filings may have older ones that were not
 * searched (`isPartial`, `searchedBackTo` = the oldest filing date held).
 *
 * EDGAR's acceptanceDateTime is an instant written in UTC; `acceptedDate` is the same instant on
 * the US Eastern wall clock (EDGAR's own clock: filings accepted after 17:30 ET, 22:00 for
 * Section 16 forms, carry the next business day's filing date).
 */

export interface HeldFiling {
  accession: string;
  form: string;
  filingDate: string;
  reportDate: string | null;
  acceptanceDatetime: string | null;
  primaryDocument: string | null;
  primaryDocDescription: string | null;
  items: string | null;
  size: number | null;
}

export interface FilingItem extends HeldFiling {
  /** US Eastern wall clock, YYYY-MM-DDTHH:MM:SS; null when EDGAR gives no acceptance time. */
  acceptedDate: string | null;
  acceptedDateTimezone: string;
  acceptedDateReason: string | null;
  filingIndexUrl: string;
  documentUrl: string | null;
}

export interface FilingsIndex {
  source: string;
  total: number;
  count: number;
  isPartial: boolean;
  partialReason: string | null;
  searchedBackTo: string | null;
  newestItemDate: string | null;
  items: FilingItem[];
}

export const EDGAR_RECENT_PAGE_MINIMUM = 1000;
export const EASTERN = "America/New_York";

const eastern = new Intl.DateTimeFormat("en-CA", {
  timeZone: EASTERN,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant on the US Eastern wall clock, or null when it is not a readable instant. */
export function easternWallClock(instant: string): string | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  const p = Object.fromEntries(eastern.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** EDGAR's archive addresses, formed from the CIK and accession number the filing carries. */
export function edgarUrls(cik: string, filing: Pick<HeldFiling, "accession" | "primaryDocument">) {
  const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${filing.accession.replace(/-/g, "")}`;
  return {
    filingIndexUrl: `${folder}/${filing.accession}-index.htm`,
    documentUrl: filing.primaryDocument ? `${folder}/${filing.primaryDocument}` : null,
  };
}

function newestFirst(a: HeldFiling, b: HeldFiling): number {
  const ka = a.acceptanceDatetime ?? a.filingDate;
  const kb = b.acceptanceDatetime ?? b.filingDate;
  if (ka !== kb) return ka < kb ? 1 : -1;
  return a.accession < b.accession ? 1 : a.accession > b.accession ? -1 : 0;
}

export function filingItem(cik: string, filing: HeldFiling): FilingItem {
  const acceptedDate = filing.acceptanceDatetime ? easternWallClock(filing.acceptanceDatetime) : null;
  return {
    ...filing,
    acceptedDate,
    acceptedDateTimezone: EASTERN,
    acceptedDateReason: acceptedDate === null ? "acceptance_time_missing" : null,
    ...edgarUrls(cik, filing),
  };
}

/** Form types compare without case; `10-K` does not match its amendment `10-K/A`. */
export const sameForm = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function filingsIndex(
  cik: string,
  held: readonly HeldFiling[],
  options: { formType: string | null; limit: number },
): FilingsIndex {
  const matching = held
    .filter((f) => options.formType === null || sameForm(f.form, options.formType))
    .sort(newestFirst);
  const items = matching.slice(0, options.limit).map((f) => filingItem(cik, f));
  const oldest = held.reduce<string | null>(
    (m, f) => (m === null || f.filingDate < m ? f.filingDate : m),
    null,
  );
  const isPartial = held.length >= EDGAR_RECENT_PAGE_MINIMUM;
  return {
    source: "sec-edgar",
    total: matching.length,
    count: items.length,
    isPartial,
    partialReason: isPartial ? "edgar_recent_page_only_older_pages_not_held" : null,
    searchedBackTo: oldest,
    newestItemDate: matching[0]?.filingDate ?? null,
    items,
  };
}
