/**
 * Headline sentiment on spec/01's scale (-1.5..+1.5), by a fixed, documented lexicon method (no
 * model, no constant): the headline's words (newsText.ts) are matched against the positive and
 * negative terms below, counting every whole-word occurrence, and
 *
 *     score = 1.5 × (P − N) / (P + N + 1)
 *
 * where P and N are the counts. No term: 0 (neutral). One negative term: −0.75; two: −1.0; the
 * score nears ±1.5 only as terms of one side pile up, and the +1 keeps a single word from
 * reading as certainty. The label is the score's sign: positive, negative or neutral.
 *
 * The terms are this service's own short list of words whose tone in a company headline is
 * unambiguous (results, legal trouble, failures, departures); no negation is read ("not a loss"
 * counts one negative term). An SEC item title is a form heading, not a journalist's headline:
 * most read neutral, and items such as "Termination of a Material Definitive Agreement" or
 * "Material Cybersecurity Incidents" read negative, which is what their words say.
 */
import { occurrences, wordsOf } from "./newsText.js";

export const SENTIMENT_METHOD = "qf-headline-lexicon-v1";
export const SENTIMENT_SCALE = 1.5;

export const POSITIVE_TERMS: readonly string[] = [
  "beat",
  "beats",
  "exceeds",
  "exceeded",
  "record high",
  "growth",
  "grows",
  "raises",
  "raised",
  "upgrade",
  "upgrades",
  "upgraded",
  "approval",
  "approved",
  "wins",
  "awarded",
  "profit",
  "profits",
  "profitable",
  "surge",
  "surges",
  "soars",
  "gain",
  "gains",
  "strong",
  "stronger",
  "outperform",
  "outperforms",
  "rally",
  "rallies",
  "jumps",
  "expansion",
  "boost",
  "boosts",
  "improved",
  "improves",
  "breakthrough",
  "upbeat",
];

export const NEGATIVE_TERMS: readonly string[] = [
  "miss",
  "misses",
  "missed",
  "loss",
  "losses",
  "decline",
  "declines",
  "declined",
  "plunge",
  "plunges",
  "slump",
  "tumbles",
  "downgrade",
  "downgrades",
  "downgraded",
  "weak",
  "weaker",
  "layoff",
  "layoffs",
  "lawsuit",
  "litigation",
  "investigation",
  "probe",
  "recall",
  "fraud",
  "penalty",
  "default",
  "bankruptcy",
  "receivership",
  "delisting",
  "impairment",
  "impairments",
  "termination",
  "terminated",
  "departure",
  "resigns",
  "resignation",
  "failure",
  "failed",
  "suspension",
  "suspended",
  "shutdown",
  "shutdowns",
  "violation",
  "violations",
  "non-reliance",
  "restatement",
  "cybersecurity incident",
  "cybersecurity incidents",
  "breach",
  "warns",
  "downbeat",
];

export type SentimentLabel = "positive" | "negative" | "neutral";

export interface HeadlineSentiment {
  score: number;
  label: SentimentLabel;
  method: string;
  /** Each matched term once per occurrence, in lexicon order. */
  positiveTerms: string[];
  negativeTerms: string[];
}

function matches(words: readonly string[], terms: readonly string[]): string[] {
  return terms.flatMap((term) => Array<string>(occurrences(words, term)).fill(term));
}

/** Rounded to 4 decimals: more would claim a precision a word count does not have. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function labelOf(score: number): SentimentLabel {
  return score > 0 ? "positive" : score < 0 ? "negative" : "neutral";
}

export function headlineSentiment(title: string, teaser: string | null = null): HeadlineSentiment {
  const words = wordsOf(teaser ? `${title} ${teaser}` : title);
  const positiveTerms = matches(words, POSITIVE_TERMS);
  const negativeTerms = matches(words, NEGATIVE_TERMS);
  const p = positiveTerms.length;
  const n = negativeTerms.length;
  const score = round4((SENTIMENT_SCALE * (p - n)) / (p + n + 1));
  return { score, label: labelOf(score), method: SENTIMENT_METHOD, positiveTerms, negativeTerms };
}

/** The mean score of several items (a day, a ticker), on the same scale; null for none. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return round4(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
