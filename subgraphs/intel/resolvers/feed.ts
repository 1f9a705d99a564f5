/**
 * Builds a NewsFeed from the filings held for an instrument's CIK: the one mapping from EDGAR rows to the
 * news contract, shared by Query.filingNews and Instrument.filingNews.
 */
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { filingsByCik, type HeldFilings, type NewsFiling } from "../data/filings.js";
import { filingTitle, filingUrl, itemCodes, NEWS_FORMS } from "../domain/forms.js";
import type { NewsFeed } from "../types/newsFeed.js";
import type { NewsItem } from "../types/newsItem.js";

export interface FeedWindow {
  limit: number;
  /** Inclusive UTC dates of `published`, YYYY-MM-DD. */
  startDate?: string | null;
  endDate?: string | null;
}

const NO_FILINGS: HeldFilings = { news: [], heldCount: 0, oldestFilingDate: null };

export async function loadFeed(
  ctx: SubgraphContext,
  instrument: InstrumentRow,
  window: FeedWindow,
): Promise<NewsFeed> {
  const held = instrument.cik ? await ctx.loaders.get(filingsByCik).load(instrument.cik) : NO_FILINGS;
  // spec/01 rule 4: no filings held for the company is a missing feed (503, not billed), never an
  // empty list; a held company with nothing in the window is a real empty answer.
  if (!instrument.cik) {
    throw datasetNotHeld(instrument.ticker, "sec_submissions", "no_sec_cik", "SEC EDGAR filing");
  }
  if (held.heldCount === 0) {
    throw datasetNotHeld(instrument.ticker, "sec_submissions", "no_sec_submissions_held", "SEC EDGAR filing");
  }
  // Point in time: filingsByCik holds only filings visible at the request's clock
  // (kit/filingVisibility.ts, the one rule for every SEC filing).
  const chosen = held.news.filter((filing) => inWindow(publishedDay(filing), window)).slice(0, window.limit);
  const items = chosen.map((filing) => toNewsItem(filing, instrument));
  return {
    items,
    count: items.length,
    source: "sec-edgar",
    ticker: instrument.ticker,
    newestItemDate: chosen[0] ? publishedDay(chosen[0]) : null,
    searchedBackTo: held.oldestFilingDate,
    isPartial: true,
    coverageNote: coverageNote(instrument, held, window),
  };
}

function toNewsItem(filing: NewsFiling, instrument: InstrumentRow): NewsItem {
  const published = publishedInstant(filing);
  return {
    id: filing.accession,
    title: filingTitle(instrument.name, filing.form, filing.items),
    teaser: null,
    teaserReason: "edgar_metadata_has_no_summary",
    // A filing row exists only for a company with a CIK, so cik is set here.
    url: filingUrl(instrument.cik!, filing.accession, filing.primary_document),
    ticker: instrument.ticker,
    tickers: [instrument.ticker],
    coins: [],
    channels: ["sec-filing"],
    tags: [filing.form.toLowerCase()],
    author: "SEC EDGAR",
    published,
    publishedReason: published === null ? "acceptance_time_missing" : null,
    created: published,
    updated: null,
    updatedReason: "edgar_filings_are_not_updated (an amendment is a filing of its own)",
    body: null,
    bodyReason: "filing_documents_not_held",
    form: filing.form,
    filingDate: filing.filing_date,
    reportDate: filing.report_date,
    items: filing.form.startsWith("8-K") ? itemCodes(filing.items) : [],
  };
}

/** EDGAR gives acceptanceDateTime as ISO with Z; re-serialising checks it and fixes the spelling. */
function publishedInstant(filing: NewsFiling): string | null {
  const ms = filing.acceptance_datetime === null ? Number.NaN : Date.parse(filing.acceptance_datetime);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The UTC day a filing became public; its EDGAR filing date when the acceptance instant is missing. */
function publishedDay(filing: NewsFiling): string {
  return publishedInstant(filing)?.slice(0, 10) ?? filing.filing_date;
}

function inWindow(day: string, window: FeedWindow): boolean {
  return (!window.startDate || day >= window.startDate) && (!window.endDate || day <= window.endDate);
}

function coverageNote(instrument: InstrumentRow, held: HeldFilings, window: FeedWindow): string {
  const forms = NEWS_FORMS.join(", ");
  const notes = [
    `News items are EDGAR filings of forms ${forms}. Held for ${instrument.ticker} (CIK ${instrument.cik}): the ${held.heldCount} most recent filings of all forms, filed ${held.oldestFilingDate} onwards; EDGAR's older filings are not held.`,
  ];
  if (window.startDate && held.oldestFilingDate && window.startDate < held.oldestFilingDate) {
    notes.push(`start_date ${window.startDate} precedes the oldest filing held (${held.oldestFilingDate}).`);
  }
  return notes.join(" ");
}
