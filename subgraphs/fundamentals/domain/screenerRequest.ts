/**
 * The screener's parameters (spec/02 "Screener parameters") and how they become one canonical
 * request: `_pct` names and their deprecated spellings, `_usd` names and their aliases, sort keys
 * and their aliases, floors, paging and security classes. The canonical request is what the rows
 * are computed from, and (as JSON) the key of the screener entity the gateway passes between
 * subgraphs.
 */
import { quoteInput, ServiceError } from "../../../core/errors.js";
import { invalidArgument } from "../../kit/validation.js";
import type { CompanyFigures } from "./screenerFigures.js";

export type FigureField = keyof Pick<
  CompanyFigures,
  | "roe"
  | "roa"
  | "netMargin"
  | "grossMargin"
  | "operatingMargin"
  | "revenueGrowthYoy"
  | "epsGrowthYoy"
  | "payoutRatio"
  | "revenueUsd"
  | "debtToEquity"
  | "currentRatio"
  | "yearsDividendGrowth"
>;

export interface FilterSpec {
  /** Canonical REST name. */
  param: string;
  field: FigureField;
  op: "min" | "max";
  unit: "percent" | "usd" | "multiple" | "years";
  /** Same meaning, other spelling. */
  alias?: string;
  /** Old percent name: a value strictly between -1 and 1 (not 0) may be a fraction, so it is refused. */
  deprecated?: string;
}

export const FILTERS: readonly FilterSpec[] = [
  { param: "roe_min_pct", field: "roe", op: "min", unit: "percent", deprecated: "roe_min" },
  { param: "roe_max_pct", field: "roe", op: "max", unit: "percent", deprecated: "roe_max" },
  { param: "roa_min_pct", field: "roa", op: "min", unit: "percent", deprecated: "roa_min" },
  {
    param: "net_margin_min_pct",
    field: "netMargin",
    op: "min",
    unit: "percent",
    deprecated: "net_margin_min",
  },
  {
    param: "revenue_growth_min_pct",
    field: "revenueGrowthYoy",
    op: "min",
    unit: "percent",
    deprecated: "revenue_growth_min",
  },
  {
    param: "eps_growth_min_pct",
    field: "epsGrowthYoy",
    op: "min",
    unit: "percent",
    deprecated: "eps_growth_min",
  },
  {
    param: "payout_ratio_max_pct",
    field: "payoutRatio",
    op: "max",
    unit: "percent",
    deprecated: "payout_ratio_max",
  },
  {
    param: "gross_margin_min_pct",
    field: "grossMargin",
    op: "min",
    unit: "percent",
    alias: "gross_margin_min",
  },
  {
    param: "operating_margin_min_pct",
    field: "operatingMargin",
    op: "min",
    unit: "percent",
    alias: "operating_margin_min",
  },
  { param: "revenue_min_usd", field: "revenueUsd", op: "min", unit: "usd", alias: "revenue_min" },
  { param: "revenue_max_usd", field: "revenueUsd", op: "max", unit: "usd", alias: "revenue_max" },
  { param: "debt_to_equity_max", field: "debtToEquity", op: "max", unit: "multiple" },
  { param: "current_ratio_min", field: "currentRatio", op: "min", unit: "multiple" },
  { param: "years_dividend_growth_min", field: "yearsDividendGrowth", op: "min", unit: "years" },
];

export const DEBT_TO_EQUITY_RANGE = [0, 20] as const;

/** Canonical sort key → the row field it orders by. */
export const SORT_KEYS = {
  market_cap_usd: "marketCapUsd",
  adv_21d_usd: "adv21dUsd",
  price_usd: "priceUsd",
  revenue_usd: "revenueUsd",
  net_income_usd: "netIncomeUsd",
  revenue_growth_yoy: "revenueGrowthYoy",
  net_income_growth_yoy: "netIncomeGrowthYoy",
  eps_growth_yoy: "epsGrowthYoy",
  roe: "roe",
  roa: "roa",
  gross_margin: "grossMargin",
  operating_margin: "operatingMargin",
  net_margin: "netMargin",
  debt_to_equity: "debtToEquity",
  current_ratio: "currentRatio",
  quick_ratio: "quickRatio",
  payout_ratio: "payoutRatio",
  dividend_growth_yoy: "dividendGrowthYoy",
  years_dividend_growth: "yearsDividendGrowth",
} as const;
export type SortKey = keyof typeof SORT_KEYS;

export const SORT_ALIASES: Readonly<Record<string, SortKey>> = {
  market_cap: "market_cap_usd",
  marketcap: "market_cap_usd",
  revenue: "revenue_usd",
  net_income: "net_income_usd",
  adv: "adv_21d_usd",
  adv_21d: "adv_21d_usd",
  adv_usd: "adv_21d_usd",
  dollar_volume: "adv_21d_usd",
  price: "price_usd",
  revenue_growth: "revenue_growth_yoy",
  eps_growth: "eps_growth_yoy",
  net_income_growth: "net_income_growth_yoy",
  dividend_growth: "dividend_growth_yoy",
};

export const SECURITY_CLASSES = ["common", "adr", "preferred", "fund", "unit", "warrant", "other"] as const;
export type SecurityClass = (typeof SECURITY_CLASSES)[number];

export interface ScreenerRequest {
  sector: string | null;
  industry: string | null;
  /** Canonical filter name → threshold, only those given. */
  filters: Record<string, number>;
  sortBy: SortKey;
  sortOrder: "asc" | "desc";
  limit: number;
  page: number;
  minMarketCapUsd: number;
  minAdvUsd: number;
  securityClass: SecurityClass[];
  /** Deprecated or alias names the caller used, with their canonical name. */
  renamedParams: Record<string, string>;
}

/** The raw inputs, by REST name (the resolver maps its GraphQL arguments onto these). */
export type RawScreenerInputs = Record<string, string | number | string[] | null | undefined>;

function badRequest(parameter: string, message: string, accepted: readonly string[]): ServiceError {
  return new ServiceError("bad_request", `${parameter}: ${message}; accepted: ${accepted.join(", ")}.`, {
    extra: { parameter, accepted: [...accepted] },
  });
}

export function sortKeyOf(raw: string): SortKey {
  const key = raw.trim().toLowerCase();
  if (Object.hasOwn(SORT_KEYS, key)) return key as SortKey;
  const alias = SORT_ALIASES[key];
  if (alias) return alias;
  throw badRequest("sort_by", `unknown sort key ${quoteInput(raw)}`, [
    ...Object.keys(SORT_KEYS),
    ...Object.keys(SORT_ALIASES),
  ]);
}

export function securityClassesOf(raw: readonly string[]): SecurityClass[] {
  const classes = raw
    .flatMap((item) => item.split(","))
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (classes.length === 0) throw badRequest("security_class", "is empty", SECURITY_CLASSES);
  for (const value of classes) {
    if (!(SECURITY_CLASSES as readonly string[]).includes(value))
      throw badRequest("security_class", `unknown security class ${quoteInput(value)}`, SECURITY_CLASSES);
  }
  return [...new Set(classes)].sort() as SecurityClass[];
}

const numberOf = (value: unknown) => (typeof value === "number" ? value : null);

function thresholdOf(
  spec: FilterSpec,
  raw: RawScreenerInputs,
  renamed: Record<string, string>,
): number | null {
  const canonical = numberOf(raw[spec.param]);
  const other = spec.alias ?? spec.deprecated;
  const spelled = other ? numberOf(raw[other]) : null;
  if (spec.deprecated && spelled !== null && spelled !== 0 && spelled > -1 && spelled < 1) {
    throw new ServiceError(
      "ambiguous_percent_threshold",
      `${spec.deprecated}=${spelled} could be a fraction or a percent; thresholds are percent numbers (20 means 20%). Use ${spec.param}; accepted: 0, or a value at or beyond ±1.`,
      { billing: "refunded", extra: { parameter: spec.deprecated, use: spec.param } },
    );
  }
  if (canonical !== null && spelled !== null && canonical !== spelled) {
    throw invalidArgument(
      other as string,
      `${spelled} contradicts ${spec.param}=${canonical} (the same filter)`,
      `one of ${spec.param} or ${other}, or both with the same value`,
    );
  }
  if (spelled !== null && other) renamed[other] = spec.param;
  return canonical ?? spelled;
}

export function screenerRequest(raw: RawScreenerInputs): ScreenerRequest {
  const renamed: Record<string, string> = {};
  const filters: Record<string, number> = {};
  for (const spec of FILTERS) {
    const value = thresholdOf(spec, raw, renamed);
    if (value === null) continue;
    if (spec.param === "debt_to_equity_max") {
      const [low, high] = DEBT_TO_EQUITY_RANGE;
      if (value < low || value > high) {
        throw new ServiceError(
          "debt_to_equity_max_out_of_range",
          `debt_to_equity_max=${value} is out of range; accepted: a multiple in ${low}..${high} (0.5 means debt is half of equity).`,
          { extra: { parameter: "debt_to_equity_max", accepted: `${low}..${high}` } },
        );
      }
    }
    filters[spec.param] = value;
  }
  const sortOrder = String(raw.sort_order ?? "desc")
    .trim()
    .toLowerCase();
  if (sortOrder !== "asc" && sortOrder !== "desc")
    throw invalidArgument("sort_order", `${quoteInput(raw.sort_order)} is not allowed`, "asc, desc");
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const security = raw.security_class;
  return {
    sector: text(raw.sector),
    industry: text(raw.industry),
    filters,
    sortBy: sortKeyOf(String(raw.sort_by ?? "market_cap_usd")),
    sortOrder,
    limit: numberOf(raw.limit) ?? 50,
    page: numberOf(raw.page) ?? 1,
    minMarketCapUsd: numberOf(raw.min_market_cap_usd) ?? 300_000_000,
    minAdvUsd: numberOf(raw.min_adv_usd) ?? 1_000_000,
    securityClass: securityClassesOf(
      security === null || security === undefined
        ? ["common"]
        : Array.isArray(security)
          ? security
          : [String(security)],
    ),
    renamedParams: renamed,
  };
}
