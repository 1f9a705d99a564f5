/**
 * Plans and products of spec/03 ("Authentication" §9 and "Limits"), as data. Everything the
 * access layer decides about a caller's entitlement is a lookup here: which plan includes which
 * product, what a call to a product costs, how many requests a minute and credits a month a plan
 * carries. Pure: no I/O, so it is tested by known answers.
 */
import type { PlanName } from "../../warehouse/schema.js";

export type { PlanName };

/** Plans in ascending order: a product available to one plan is available to every later one. */
export const PLAN_ORDER = [
  "free",
  "starter",
  "pro",
  "expert",
  "enterprise",
] as const satisfies readonly PlanName[];

export interface Plan {
  name: PlanName;
  /** US dollars per month; null where the spec gives no list price (Free is 0, Enterprise is quoted). */
  monthlyPriceUsd: number | null;
  requestsPerMinute: number;
  includedCreditsPerMonth: number;
}

export const PLANS: Record<PlanName, Plan> = {
  free: { name: "free", monthlyPriceUsd: 0, requestsPerMinute: 30, includedCreditsPerMonth: 1_000 },
  starter: { name: "starter", monthlyPriceUsd: 99, requestsPerMinute: 120, includedCreditsPerMonth: 250_000 },
  pro: { name: "pro", monthlyPriceUsd: 499, requestsPerMinute: 600, includedCreditsPerMonth: 2_000_000 },
  expert: {
    name: "expert",
    monthlyPriceUsd: 999,
    requestsPerMinute: 1_200,
    includedCreditsPerMonth: 5_000_000,
  },
  enterprise: {
    name: "enterprise",
    monthlyPriceUsd: null,
    requestsPerMinute: 6_000,
    includedCreditsPerMonth: 20_000_000,
  },
};

export const ADDONS = ["private_markets", "options_flow", "copilot"] as const;
export type Addon = (typeof ADDONS)[number];

export const ADDON_PRICES_USD: Record<Addon, number> = {
  private_markets: 299,
  options_flow: 79,
  copilot: 199,
};

export interface Product {
  id: string;
  label: string;
  /** Credits per successful call, unless the catalogue prices a route differently. */
  credits: number;
  /** The cheapest plan that includes the product. */
  minimumPlan: PlanName;
  /** An add-on that unlocks the product on any paid plan below its minimum. */
  addon?: Addon;
}

function product(id: string, label: string, credits: number, minimumPlan: PlanName, addon?: Addon): Product {
  return addon ? { id, label, credits, minimumPlan, addon } : { id, label, credits, minimumPlan };
}

/** spec/03 "Credits per call by product" joined with "Product access by plan". */
export const PRODUCTS = {
  market_data: product("market_data", "Market data", 1, "free"),
  fundamentals: product("fundamentals", "Fundamentals", 1, "free"),
  public_filings: product("public_filings", "Public filings", 1, "free"),
  congress_trades: product("congress_trades", "Congressional and politician trades", 2, "starter"),
  news_sentiment: product("news_sentiment", "News and sentiment", 2, "starter"),
  macro_rates_fx: product("macro_rates_fx", "Macro, rates, FX", 2, "starter"),
  quant_signals: product("quant_signals", "Quant signals", 3, "starter"),
  funds_institutional: product("funds_institutional", "Funds and institutional", 4, "starter"),
  alt_data: product("alt_data", "Alternative data", 3, "pro"),
  options_flow: product("options_flow", "Options flow", 4, "pro", "options_flow"),
  execution_research: product("execution_research", "Execution and research", 4, "pro"),
  risk_analytics: product("risk_analytics", "Risk analytics", 5, "pro"),
  private_markets: product("private_markets", "Private markets", 5, "pro", "private_markets"),
  tape: product("tape", "Tape", 3, "pro"),
  credit: product("credit", "Credit and fixed income", 4, "pro"),
  transcripts: product("transcripts", "Transcripts", 3, "pro"),
  llm_research: product("llm_research", "LLM research", 6, "pro"),
  copilot: product("copilot", "Copilot", 10, "expert", "copilot"),
  agent_api: product("agent_api", "Agent API", 0, "enterprise"),
} as const satisfies Record<string, Product>;

export type ProductId = keyof typeof PRODUCTS;

export function isProductId(value: string): value is ProductId {
  return Object.hasOwn(PRODUCTS, value);
}

export function isPlanName(value: string): value is PlanName {
  return (PLAN_ORDER as readonly string[]).includes(value);
}

export function isAddon(value: string): value is Addon {
  return (ADDONS as readonly string[]).includes(value);
}

function rank(plan: PlanName): number {
  return PLAN_ORDER.indexOf(plan);
}

export function planAtLeast(plan: PlanName, minimum: PlanName): boolean {
  return rank(plan) >= rank(minimum);
}

/** A plan and every plan above it. */
export function plansFrom(minimum: PlanName): PlanName[] {
  return PLAN_ORDER.filter((plan) => planAtLeast(plan, minimum));
}

/** Plans that include a product on their own (the `unlocked_by` of a 402 plan_required). */
export function plansIncluding(productId: ProductId): PlanName[] {
  return plansFrom(PRODUCTS[productId].minimumPlan);
}

/** Add-ons sit "on top of a paid plan" (spec/03 §9): on Free they unlock nothing. */
export function planAllows(plan: PlanName, addons: readonly Addon[], productId: ProductId): boolean {
  const wanted = PRODUCTS[productId];
  if (rank(plan) >= rank(wanted.minimumPlan)) return true;
  return wanted.addon !== undefined && plan !== "free" && addons.includes(wanted.addon);
}

/** The billing month of an instant: credits are included per UTC calendar month. */
export function billingPeriod(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

/** The public description of plans and products, for the capabilities manifest and docs. */
export function plansManifest() {
  return {
    plans: PLAN_ORDER.map((name) => ({
      name,
      monthly_price_usd: PLANS[name].monthlyPriceUsd,
      requests_per_minute: PLANS[name].requestsPerMinute,
      included_credits_per_month: PLANS[name].includedCreditsPerMonth,
      products: Object.values(PRODUCTS)
        .filter((p) => planAllows(name, [], p.id as ProductId))
        .map((p) => p.id),
    })),
    addons: ADDONS.map((name) => ({
      name,
      monthly_price_usd: ADDON_PRICES_USD[name],
      requires: "a paid plan",
    })),
    products: Object.values(PRODUCTS).map((p) => ({
      id: p.id,
      label: p.label,
      credits_per_call: p.credits,
      minimum_plan: p.minimumPlan,
      addon: p.addon ?? null,
    })),
  };
}
