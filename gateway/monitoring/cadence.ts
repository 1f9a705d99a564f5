/**
 * When is a dataset stale? Only where its publication cadence says what "current" means: a
 * dataset published every session (daily bars, the VIX, Treasury par yields, option-chain and
 * minute-tape captures) is stale once its newest date is more than MAX_SESSIONS_BEHIND sessions
 * behind the last session whose close was final at the clock (one session of slack: a session's
 * data is ingested after its close). Event datasets (filings, splits, dividends), series of mixed
 * frequencies (FRED) and undated reference tables have no such rule: their verdict is
 * `not_judged`, with the reason, never a guess. Pure: the clock's instant comes in.
 */
import { easternDate, lastFinalCloseDate, nextTradingDay } from "../../core/calendar.js";

export type Cadence = "session_daily" | "events" | "mixed_frequency" | "undated";

/** By dataset slug (fundamentals' research datasets, subgraphs/fundamentals/data/researchDatasets.ts). */
export const DATASET_CADENCES: Readonly<Record<string, Cadence>> = {
  security_master: "undated",
  daily_prices: "session_daily",
  price_series_index: "undated",
  splits: "events",
  dividends: "events",
  price_factors: "events",
  minute_bars: "session_daily",
  minute_quotes: "session_daily",
  option_chains: "session_daily",
  implied_vol_by_ticker: "session_daily",
  sec_company_facts: "events",
  sec_companies: "undated",
  sec_filings: "events",
  treasury_par_yields: "session_daily",
  fred_series: "mixed_frequency",
  vix_daily: "session_daily",
};

export const MAX_SESSIONS_BEHIND = 1;

export type FreshnessStatus = "current" | "stale" | "not_judged" | "empty";

export interface DatasetVerdict {
  cadence: Cadence | "undeclared";
  status: FreshnessStatus;
  /** Null when not judged (status says why). */
  isStale: boolean | null;
  /** NYSE sessions closed after the newest date, up to the clock; session datasets only. */
  sessionsBehind: number | null;
  /** Calendar days from the newest date to the clock's New York date. */
  ageDays: number | null;
  /** Why the verdict is what it is, in words. */
  note: string;
}

/** NYSE sessions dated after `from` up to and including `through` (0 when through ≤ from). */
export function sessionsBetween(from: string, through: string): number {
  let count = 0;
  for (let day = nextTradingDay(from); day <= through; day = nextTradingDay(day)) count++;
  return count;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function judgeDataset(
  dataset: { slug: string; rows: number; lastDate: string | null },
  now: Date,
): DatasetVerdict {
  const cadence = DATASET_CADENCES[dataset.slug] ?? "undeclared";
  const ageDays =
    dataset.lastDate === null ? null : Math.max(0, daysBetween(dataset.lastDate, easternDate(now)));
  const notJudged = (note: string): DatasetVerdict => ({
    cadence,
    status: "not_judged",
    isStale: null,
    sessionsBehind: null,
    ageDays,
    note,
  });
  if (dataset.rows === 0) {
    return { ...notJudged("No row of this dataset is known at the clock."), status: "empty" };
  }
  switch (cadence) {
    case "undated":
      return notJudged("A reference table without dates: it has no publication cadence to be behind.");
    case "events":
      return notJudged(
        "Rows are events (filings, splits, dividends) that arrive when they happen: no cadence says when the next is due.",
      );
    case "mixed_frequency":
      return notJudged("Series of different frequencies (daily to quarterly): no single cadence applies.");
    case "undeclared":
      return notJudged(
        "No publication cadence is declared for this dataset (gateway/monitoring/cadence.ts).",
      );
  }
  const lastDate = dataset.lastDate as string;
  const lastClose = lastFinalCloseDate(now, "equity");
  const sessionsBehind = sessionsBetween(lastDate, lastClose);
  const isStale = sessionsBehind > MAX_SESSIONS_BEHIND;
  return {
    cadence,
    status: isStale ? "stale" : "current",
    isStale,
    sessionsBehind,
    ageDays,
    note: isStale
      ? `Published every session; its newest date ${lastDate} is ${sessionsBehind} sessions behind ${lastClose}, the last final close (more than ${MAX_SESSIONS_BEHIND} is stale).`
      : `Published every session; its newest date ${lastDate} is within ${MAX_SESSIONS_BEHIND} session of ${lastClose}, the last final close.`,
  };
}
