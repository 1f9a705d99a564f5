/**
 * The documents of the memory (svc_v3_memory_recall; docs/LEARNING.md "The corpus"): what the
 * decision routes and the book said for a ticker and date, and how it turned out. Pure. Every
 * sentence is a fixed template filled from the book's data — the same templates the decision routes
 * serve (decisionText.ts, setups.ts `setupThesis`, decision.ts `tickerDecision`) — never prose
 * written for the memory.
 *
 * Three kinds:
 * - `setup_rationale`: one of the book date's trade setups at the route's defaults (the 25 strongest
 *   trend-confirmed picks), with its thesis, entry, volatility stop and the ultimate decision's
 *   verdict and its lanes' stances for the ticker that day;
 * - `book_summary`: the book date — stocks scored, the optimizer's weights, the setups' skew and the
 *   strongest picks of each side;
 * - `setup_outcome`: the setup's resolution 21 sessions later (resolverLifecycle.ts): its return
 *   against the book's equal-weighted mean and whether it was a hit, or why it could not be resolved.
 * A rationale and a summary are visible from their book date's final close, an outcome from its
 * resolution date's.
 */
import type { ScoredBookRow } from "../data/signalsBook.js";
import type { DecisionOut } from "./decision.js";
import { signedPercent } from "./decisionText.js";
import { HORIZON_SESSIONS } from "./resolverLifecycle.js";
import { type Skew, setupThesis } from "./setups.js";

export type MemoryKind = "setup_rationale" | "book_summary" | "setup_outcome";

export interface MemoryDocument {
  kind: MemoryKind;
  /** Null for a book-wide document. */
  ticker: string | null;
  /** The book date the decision was made on. */
  predictionDate: string;
  /** The date the document speaks as of: the book date, or the resolution date of an outcome. */
  eventDate: string;
  title: string;
  body: string;
}

const price = (value: number) => value.toFixed(2);

/** A trade setup's rationale, as the decision routes gave it that day. */
export function setupRationale(
  row: ScoredBookRow,
  side: "LONG" | "SHORT",
  stopPrice: number | null,
  decision: DecisionOut,
): MemoryDocument {
  const lanes = decision.components
    .filter((component) => component.stance !== null)
    .map((component) => `${component.lane} ${component.stance}`);
  const verdict =
    decision.strength === null ? decision.verdict : `${decision.verdict} (${decision.strength})`;
  const stop =
    stopPrice === null ? "no volatility stop (volatility unknown)" : `volatility stop ${price(stopPrice)}`;
  return {
    kind: "setup_rationale",
    ticker: row.ticker,
    predictionDate: row.date,
    eventDate: row.date,
    title: `${row.ticker} ${side} trade setup, ${row.date}`,
    body:
      `${row.ticker} ${side} trade setup on ${row.date}. ${setupThesis(row)} ` +
      `Entry reference ${price(row.close)}, ${stop}. ` +
      `Ultimate decision: ${verdict}, ${decision.verdictReason.replaceAll("_", " ")} (${lanes.join(", ")}).`,
  };
}

export interface BookSummaryInput {
  date: string;
  scored: number;
  weightsBasis: string;
  /** The optimizer's weights of the date, largest first. */
  weights: readonly { voter: string; weight: number }[];
  long: number;
  short: number;
  skew: Skew;
  strongestLong: readonly string[];
  strongestShort: readonly string[];
}

export function bookSummary(input: BookSummaryInput): MemoryDocument {
  const weights = input.weights
    .filter((w) => w.weight > 0)
    .map((w) => `${w.voter} ${w.weight.toFixed(3)}`)
    .join(", ");
  const list = (tickers: readonly string[]) => (tickers.length === 0 ? "none" : tickers.join(", "));
  return {
    kind: "book_summary",
    ticker: null,
    predictionDate: input.date,
    eventDate: input.date,
    title: `Signals book ${input.date}`,
    body:
      `Signals book of ${input.date}: ${input.scored} stocks scored; voter weights ${input.weightsBasis.replaceAll("_", " ")}: ${weights}. ` +
      `Of the ${input.long + input.short} strongest trend-confirmed trade setups ${input.long} are LONG and ${input.short} SHORT: universe skew ${input.skew}. ` +
      `Strongest LONG setups: ${list(input.strongestLong)}; strongest SHORT setups: ${list(input.strongestShort)}.`,
  };
}

export interface SetupOutcomeInput {
  ticker: string;
  side: "LONG" | "SHORT";
  predictionDate: string;
  resolvesOn: string;
  close: number;
  /** Null when the stock has no bar on the resolution date. */
  closeAtResolution: number | null;
  /** The book's equal-weighted mean return over the horizon (the benchmark). */
  benchmarkReturn: number | null;
}

/** How a setup turned out once its resolution date's close was final. */
export function setupOutcome(input: SetupOutcomeInput): MemoryDocument {
  const head = `${input.ticker} ${input.side} trade setup of ${input.predictionDate}`;
  const base = {
    kind: "setup_outcome" as const,
    ticker: input.ticker,
    predictionDate: input.predictionDate,
    eventDate: input.resolvesOn,
  };
  if (input.closeAtResolution === null || input.benchmarkReturn === null) {
    return {
      ...base,
      title: `${head} unresolved on ${input.resolvesOn}`,
      body: `${head} could not be resolved on ${input.resolvesOn}, ${HORIZON_SESSIONS} sessions later: the universe has no bar of ${input.ticker} that day.`,
    };
  }
  const ret = input.closeAtResolution / input.close - 1;
  const excess = ret - input.benchmarkReturn;
  const hit = input.side === "LONG" ? ret > input.benchmarkReturn : ret < input.benchmarkReturn;
  const absolute = input.side === "LONG" ? ret > 0 : ret < 0;
  const relation = excess > 0 ? "beat" : excess < 0 ? "trailed" : "matched";
  return {
    ...base,
    title: `${head} resolved ${input.resolvesOn}: ${hit ? "hit" : "miss"}`,
    body:
      `${head} resolved on ${input.resolvesOn} after ${HORIZON_SESSIONS} sessions: close ${price(input.close)} to ${price(input.closeAtResolution)}, ` +
      `return ${signedPercent(ret)} against the book's equal-weighted ${signedPercent(input.benchmarkReturn)} (excess ${signedPercent(excess)}): ` +
      `it ${relation} the book, a ${hit ? "hit" : "miss"} for a ${input.side} call; ${absolute ? "right" : "wrong"} on the absolute direction.`,
  };
}
