/**
 * The topics of spec/02's by_topic (also ticker_news' and category's topic filters): the list, the
 * check of a requested topic (anything else is 422 invalid_topic), and an item's topics by a
 * keyword reading of its headline and teaser (whole words, newsText.ts), like its catalyst.
 *
 * `paywall` is not a subject but a property: an item is under it when its source puts it behind a
 * paywall. No source of the store does (SEC filings are public), so no item carries it.
 */
import { quoteInput, ServiceError } from "../../../core/errors.js";
import { occurrences, wordsOf } from "./newsText.js";

export const NEWS_TOPICS = [
  "earnings",
  "dividend",
  "layoffs",
  "lawsuit",
  "mergers",
  "pricemovement",
  "tanalysis",
  "product",
  "ceo",
  "pressrelease",
  "podcast",
  "oil",
  "futures",
  "paywall",
] as const;
export type NewsTopic = (typeof NEWS_TOPICS)[number];

/** Keywords of every topic read from text (all but paywall). */
export const TOPIC_KEYWORDS: Readonly<Record<Exclude<NewsTopic, "paywall">, readonly string[]>> = {
  earnings: [
    "results of operations",
    "earnings",
    "quarterly results",
    "quarterly report",
    "annual report",
    "eps",
  ],
  dividend: ["dividend", "dividends"],
  layoffs: ["layoff", "layoffs", "job cuts", "workforce reduction", "headcount reduction"],
  lawsuit: ["lawsuit", "lawsuits", "litigation", "class action", "sues", "sued", "legal proceedings"],
  mergers: [
    "merger",
    "mergers",
    "acquisition",
    "acquisitions",
    "acquire",
    "acquires",
    "takeover",
    "buyout",
    "disposition of assets",
    "changes in control",
  ],
  pricemovement: [
    "shares rise",
    "shares fall",
    "stock rises",
    "stock falls",
    "jumps",
    "surges",
    "plunges",
    "soars",
    "tumbles",
    "trading higher",
    "trading lower",
    "52-week high",
    "52-week low",
  ],
  tanalysis: [
    "technical analysis",
    "moving average",
    "support level",
    "resistance level",
    "rsi",
    "overbought",
    "oversold",
  ],
  product: ["launch", "launches", "unveils", "new product", "product", "products"],
  ceo: ["ceo", "chief executive", "chief executive officer"],
  pressrelease: ["press release"],
  podcast: ["podcast", "podcasts"],
  oil: ["oil", "crude", "opec", "brent", "wti"],
  futures: ["futures"],
};

export function isNewsTopic(value: string): value is NewsTopic {
  return (NEWS_TOPICS as readonly string[]).includes(value);
}

/** Requested topics, checked: anything outside the list is 422 invalid_topic naming the parameter. */
export function checkTopics(parameter: string, values: readonly string[]): NewsTopic[] {
  return values.map((value) => {
    const topic = value.trim().toLowerCase();
    if (!isNewsTopic(topic)) {
      throw new ServiceError(
        "invalid_topic",
        `${parameter}: ${quoteInput(value)} is not a news topic; accepted: ${NEWS_TOPICS.join(", ")}.`,
        { extra: { parameter, accepted: NEWS_TOPICS.join(",") } },
      );
    }
    return topic;
  });
}

/** The topics an item's text is about, in the list's order. */
export function topicsOf(title: string, teaser: string | null): NewsTopic[] {
  const words = wordsOf(teaser ? `${title} ${teaser}` : title);
  return (Object.keys(TOPIC_KEYWORDS) as Exclude<NewsTopic, "paywall">[]).filter((topic) =>
    TOPIC_KEYWORDS[topic].some((term) => occurrences(words, term) > 0),
  );
}
