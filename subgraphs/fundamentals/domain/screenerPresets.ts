/**
 * Screener presets restated in the screener's own parameter names. A preset criterion the
 * screener cannot apply (valuation multiples, yields: they need per-share market data for the
 * whole universe the screen does not hold) is listed as unsupported with its reason, never
 * silently dropped from a preset that claims it.
 */
import { FILTERS, SECURITY_CLASSES, SORT_ALIASES, SORT_KEYS } from "./screenerRequest.js";

export interface PresetCriterion {
  /** The screener parameter, or null when the screener has none for it. */
  param: string | null;
  /** How the criterion is named when the screener has no parameter for it. */
  criterion: string;
  value: number | string;
  reason?: string;
}

export interface Preset {
  name: string;
  description: string;
  criteria: PresetCriterion[];
}

const p = (param: string, value: number | string): PresetCriterion => ({ param, criterion: param, value });
const unsupported = (criterion: string, value: number, reason: string): PresetCriterion => ({
  param: null,
  criterion,
  value,
  reason,
});
const NO_PER_SHARE_UNIVERSE = "needs_per_share_market_data_for_the_universe";

export const PRESETS: readonly Preset[] = [
  {
    name: "quality",
    description: "Profitable companies with moderate leverage.",
    criteria: [p("roe_min_pct", 15), p("net_margin_min_pct", 10), p("debt_to_equity_max", 1)],
  },
  {
    name: "growth",
    description: "Fast-growing revenue and earnings with healthy gross margins.",
    criteria: [
      p("revenue_growth_min_pct", 15),
      p("eps_growth_min_pct", 15),
      p("gross_margin_min_pct", 40),
      p("sort_by", "revenue_growth_yoy"),
    ],
  },
  {
    name: "dividend_growers",
    description: "Companies raising their dividend every year, with room to keep paying it.",
    criteria: [
      p("years_dividend_growth_min", 5),
      p("payout_ratio_max_pct", 75),
      unsupported("dividend_yield_min_pct", 2, NO_PER_SHARE_UNIVERSE),
      p("sort_by", "years_dividend_growth"),
    ],
  },
  {
    name: "value",
    description: "Profitable companies at low valuation multiples.",
    criteria: [
      p("roe_min_pct", 10),
      unsupported("pe_ratio_max", 15, NO_PER_SHARE_UNIVERSE),
      unsupported("price_to_book_max", 3, NO_PER_SHARE_UNIVERSE),
    ],
  },
  {
    name: "balance_sheet_strength",
    description: "Liquid balance sheets with little debt.",
    criteria: [p("current_ratio_min", 1.5), p("debt_to_equity_max", 0.5)],
  },
  {
    name: "large_cap_liquid",
    description: "Large, heavily traded companies.",
    criteria: [
      p("min_market_cap_usd", 10_000_000_000),
      p("min_adv_usd", 50_000_000),
      p("sort_by", "adv_21d_usd"),
    ],
  },
];

/** Every parameter the screener accepts (canonical names, aliases and deprecated names). */
export const SCREENER_PARAMS: readonly string[] = [
  "sector",
  "industry",
  ...FILTERS.flatMap((spec) => [
    spec.param,
    ...(spec.alias ? [spec.alias] : []),
    ...(spec.deprecated ? [spec.deprecated] : []),
  ]),
  "sort_by",
  "sort_order",
  "limit",
  "page",
  "min_market_cap_usd",
  "min_adv_usd",
  "security_class",
];

/** Criteria screeners commonly offer that this one does not, with why. */
export const UNSUPPORTED_PARAMS: readonly { param: string; reason: string }[] = [
  { param: "pe_ratio_max", reason: NO_PER_SHARE_UNIVERSE },
  { param: "price_to_book_max", reason: NO_PER_SHARE_UNIVERSE },
  { param: "dividend_yield_min_pct", reason: NO_PER_SHARE_UNIVERSE },
  { param: "beta_max", reason: "no_beta_source" },
  { param: "exchange", reason: "instrument_master_holds_no_exchange" },
  { param: "country", reason: "instrument_master_holds_no_country" },
];

export const SORT_KEY_NAMES = Object.keys(SORT_KEYS);
export { SECURITY_CLASSES, SORT_ALIASES };
