/**
 * Why-moving catalyst of a news item (spec/01 "News and research rows"): a keyword reading of its
 * headline. The rules are tried in the order below and the first whose keyword occurs as whole
 * words (newsText.ts) names the type; none: `other`. The order puts the specific before the
 * general: an 8-K reporting results and a new credit agreement is `earnings`, a credit agreement
 * (Entry into a Material Definitive Agreement | Creation of a Direct Financial Obligation) is
 * `capital` before `contract`.
 *
 * SEC item titles are read like any headline: "Financial Statements and Exhibits" (item 9.01, in
 * most 8-Ks) holds no keyword, "Regulation FD Disclosure" is not regulatory news, and a periodic
 * report (10-K, 10-Q) is `earnings`.
 */
import { occurrences, wordsOf } from "./newsText.js";

export const CATALYST_TYPES = [
  "earnings",
  "guidance",
  "analyst",
  "ma",
  "regulatory",
  "capital",
  "contract",
  "personnel",
  "macro",
  "other",
] as const;
export type CatalystType = (typeof CATALYST_TYPES)[number];

/** In the order they are tried; keywords are lower-case words or phrases. */
export const CATALYST_RULES: readonly {
  type: Exclude<CatalystType, "other">;
  keywords: readonly string[];
}[] = [
  {
    type: "earnings",
    keywords: [
      "results of operations",
      "earnings",
      "quarterly results",
      "quarterly report",
      "annual report",
      "revenue",
      "revenues",
      "eps",
      "net income",
      "profit",
      "impairment",
      "impairments",
    ],
  },
  { type: "guidance", keywords: ["guidance", "outlook", "forecast", "forecasts"] },
  {
    type: "analyst",
    keywords: [
      "upgrade",
      "upgrades",
      "upgraded",
      "downgrade",
      "downgrades",
      "downgraded",
      "price target",
      "initiates coverage",
      "analyst",
      "analysts",
      "overweight",
      "underweight",
    ],
  },
  {
    type: "ma",
    keywords: [
      "merger",
      "mergers",
      "acquisition",
      "acquisitions",
      "acquire",
      "acquires",
      "takeover",
      "buyout",
      "tender offer",
      "disposition of assets",
      "changes in control",
    ],
  },
  {
    type: "capital",
    keywords: [
      "financial obligation",
      "offering",
      "notes due",
      "debt",
      "buyback",
      "repurchase",
      "dividend",
      "dividends",
      "stock split",
      "equity securities",
      "rights of security holders",
      "bankruptcy",
      "receivership",
      "credit agreement",
      "financing",
    ],
  },
  { type: "contract", keywords: ["agreement", "agreements", "contract", "contracts", "partnership"] },
  {
    type: "personnel",
    keywords: [
      "officer",
      "officers",
      "director",
      "directors",
      "ceo",
      "cfo",
      "chief executive",
      "chief financial officer",
      "resigns",
      "resignation",
      "appoints",
      "steps down",
    ],
  },
  {
    type: "regulatory",
    keywords: [
      "sec",
      "fda",
      "ftc",
      "antitrust",
      "regulator",
      "regulators",
      "regulatory",
      "investigation",
      "lawsuit",
      "litigation",
      "settlement",
      "penalty",
      "recall",
      "delisting",
      "certifying accountant",
      "non-reliance",
      "mine safety",
    ],
  },
  {
    type: "macro",
    keywords: [
      "federal reserve",
      "fed",
      "inflation",
      "cpi",
      "interest rates",
      "jobs report",
      "payrolls",
      "gdp",
      "recession",
      "tariff",
      "tariffs",
    ],
  },
];

export interface CatalystReading {
  type: CatalystType;
  /** `keyword:<the keyword that decided>`, or `no_catalyst_keyword` for `other`. */
  basis: string;
}

export function catalystOf(headline: string): CatalystReading {
  const words = wordsOf(headline);
  for (const rule of CATALYST_RULES) {
    const keyword = rule.keywords.find((term) => occurrences(words, term) > 0);
    if (keyword) return { type: rule.type, basis: `keyword:${keyword}` };
  }
  return { type: "other", basis: "no_catalyst_keyword" };
}
