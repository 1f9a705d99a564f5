/**
 * fast-check GraphQL operations for the fuzz suite's priced property (test/e2e/fuzz.e2e.test.ts), over
 * the real schema: aliased root fields (`instrument`, `instruments`, `priceSnapshot`,
 * `companyFacts`, `researchDataset`) with literal or variable arguments, variables declared with or
 * without defaults and sent, left out or sent wrong, `@skip`/`@include` on literals and variables,
 * inline fragments, and Instrument fields of every plan's products.
 *
 * Each operation comes with its own reading of what will execute — variables coerced by hand,
 * directives evaluated, the priced fields listed with their products — so the suite can hold the
 * service's quote, plan check and charge against it without asking the service's own quote.
 */
import fc from "fast-check";
import { loadPricing } from "../../gateway/access/index.js";
import { PRODUCTS, type ProductId } from "../../gateway/access/plans.js";

/** Dataset → product, as the catalogue prices research dataset reads (`priced_by`). */
const DATASET_PRODUCTS = loadPricing().roots["Query.researchDataset"]?.byArgument?.products ?? {};

/**
 * Instrument fields the operations select: the field as written (arguments included), its
 * sub-selection, and the product it reaches (null: free).
 */
const INSTRUMENT_FIELDS: Record<string, { written: string; selection: string; product: ProductId | null }> = {
  name: { written: "name", selection: "", product: null },
  priceSnapshot: { written: "priceSnapshot", selection: " { price }", product: "market_data" },
  companyFacts: { written: "companyFacts", selection: " { name }", product: "fundamentals" },
  signal: { written: "signal", selection: " { decile }", product: "quant_signals" },
  momentum: { written: "momentum", selection: " { value }", product: "quant_signals" },
  news: { written: "news(limit: 1)", selection: " { count }", product: "news_sentiment" },
  insiderTrades: {
    written: "insiderTrades(limit: 1)",
    selection: " { count }",
    product: "funds_institutional",
  },
  riskProfile: { written: "riskProfile", selection: " { var95 }", product: "risk_analytics" },
  maxPain: { written: "maxPain", selection: " { asOf }", product: "options_flow" },
};

type Condition = { directive: "skip" | "include"; on: boolean | "b0" | "b1" } | null;
type Value = { literal: string } | { variable: "t" | "ts" | "d" };

interface FieldChoice {
  field: string;
  alias: boolean;
  condition: Condition;
  /** Inside an inline fragment (`... on Instrument`, or bare when it carries the condition). */
  fragment: boolean;
}

interface RootChoice {
  field: "instrument" | "instruments" | "priceSnapshot" | "companyFacts" | "researchDataset";
  value: Value;
  condition: Condition;
  fields: FieldChoice[];
}

interface VariableChoice {
  /** Its type and default as the operation declares them: `String! = "SPY"`. */
  declared: string;
  /** What the request sends (undefined: left out). */
  sent: unknown;
}

export interface PricedOperation {
  query: string;
  variables: Record<string, unknown>;
  /** Whether the variables coerce; when not, nothing runs. */
  valid: boolean;
  /** What the service must quote for what will execute. */
  credits: number;
  products: Set<ProductId>;
  /** Whether an included root asks for an unknown ticker or none (its root fails: no data). */
  failsWhole: boolean;
  /** The Instrument fields that will execute: response path (aliases) → product. */
  joins: { path: string[]; product: ProductId }[];
  /** The instrument positions that will execute, with their priced fields: for the charge. */
  instruments: { path: string[]; fields: { key: string; product: ProductId }[] }[];
  /** The priced root fields that will execute, by response key. */
  roots: { key: string; credits: number }[];
}

const TICKERS = ['"AAPL"', '"MSFT"', '"SPY"'];
const condition: fc.Arbitrary<Condition> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.record({
      directive: fc.constantFrom("skip" as const, "include" as const),
      on: fc.constantFrom(true, false, "b0" as const, "b1" as const),
    }),
  },
);

const fields = fc.uniqueArray(
  fc.record({
    field: fc.constantFrom(...Object.keys(INSTRUMENT_FIELDS)),
    alias: fc.boolean(),
    condition,
    fragment: fc.boolean(),
  }),
  { minLength: 1, maxLength: 4, selector: (choice) => choice.field },
);

const root: fc.Arbitrary<RootChoice> = fc.oneof(
  fc.record({
    field: fc.constantFrom("instrument" as const, "priceSnapshot" as const, "companyFacts" as const),
    value: fc.oneof(
      fc.constantFrom(...TICKERS, '"ZZZZQ"').map((literal) => ({ literal })),
      fc.constant({ variable: "t" as const }),
    ),
    condition,
    fields,
  }),
  fc.record({
    field: fc.constant("instruments" as const),
    value: fc.oneof(
      fc.constantFrom('["AAPL", "SPY"]', '["MSFT"]').map((literal) => ({ literal })),
      fc.constant({ variable: "ts" as const }),
    ),
    condition,
    fields,
  }),
  fc.record({
    field: fc.constant("researchDataset" as const),
    value: fc.oneof(
      fc.constantFrom('"daily_prices"', '"minute_bars"', '"fred_series"').map((literal) => ({ literal })),
      fc.constant({ variable: "d" as const }),
    ),
    condition,
    fields: fc.constant<FieldChoice[]>([]),
  }),
);

const booleanVariable = fc.record({
  declared: fc.constantFrom("Boolean!", "Boolean = true", "Boolean = false"),
  sent: fc.constantFrom(undefined, true, false, "yes"),
});
const variables = fc.record({
  b0: booleanVariable,
  b1: booleanVariable,
  t: fc.record({
    declared: fc.constantFrom("String!", 'String = "AAPL"', 'String! = "SPY"'),
    sent: fc.constantFrom(undefined, "MSFT", "SPY", "ZZZZQ", 7),
  }),
  ts: fc.record({
    declared: fc.constantFrom("[String!]!", '[String!] = ["AAPL", "SPY"]'),
    sent: fc.constantFrom(undefined, ["AAPL"], ["AAPL", "MSFT", "SPY"], "MSFT", []),
  }),
  d: fc.record({
    declared: fc.constantFrom("String!", 'String! = "minute_bars"', 'String = "fred_series"'),
    sent: fc.constantFrom(undefined, "daily_prices", "sec_filings", "minute_bars"),
  }),
});

/** The default a declaration writes, as JSON (undefined: none). */
function fallbackOf(declared: string): unknown {
  const written = declared.split(" = ")[1];
  return written === undefined ? undefined : JSON.parse(written);
}

/** A variable's value as the executor coerces it, or "invalid". */
function coerce(name: string, choice: VariableChoice): unknown {
  const fallback = fallbackOf(choice.declared);
  const value = choice.sent === undefined ? fallback : choice.sent;
  if (value === undefined) return choice.declared.includes("!") ? "invalid" : undefined;
  if (name.startsWith("b")) return typeof value === "boolean" ? value : "invalid";
  if (name === "ts") return Array.isArray(value) ? value : typeof value === "string" ? [value] : "invalid";
  return typeof value === "string" ? value : "invalid";
}

const ARGUMENT = {
  instrument: "ticker",
  priceSnapshot: "ticker",
  companyFacts: "ticker",
  instruments: "tickers",
  researchDataset: "dataset",
};

function directive(condition: Condition, used: Set<string>): string {
  if (!condition) return "";
  if (typeof condition.on === "string") used.add(condition.on);
  return ` @${condition.directive}(if: ${typeof condition.on === "string" ? `$${condition.on}` : condition.on})`;
}

function included(condition: Condition, values: Record<string, unknown>): boolean {
  if (!condition) return true;
  const on = typeof condition.on === "boolean" ? condition.on : values[condition.on] === true;
  return condition.directive === "skip" ? !on : on;
}

export const pricedOperations: fc.Arbitrary<PricedOperation> = fc
  .tuple(fc.array(root, { minLength: 1, maxLength: 3 }), variables)
  .map(([roots, specs]) => {
    const used = new Set<string>();
    const body = roots.map((r, i) => {
      const value = "literal" in r.value ? r.value.literal : `$${r.value.variable}`;
      if ("variable" in r.value) used.add(r.value.variable);
      const selection =
        r.field === "instrument" || r.field === "instruments"
          ? r.fields
              .map((f, j) => {
                const { written, selection } = INSTRUMENT_FIELDS[f.field] ?? { written: "", selection: "" };
                const name = `${f.alias ? `f${j}: ` : ""}${written}`;
                if (!f.fragment) return `${name}${directive(f.condition, used)}${selection}`;
                return f.condition
                  ? `...${directive(f.condition, used)} { ${name}${selection} }`
                  : `... on Instrument { ${name}${selection} }`;
              })
              .join(" ")
          : { priceSnapshot: "price", companyFacts: "name", researchDataset: "dataset" }[r.field];
      const limit = r.field === "researchDataset" ? ", limit: 1" : "";
      return `r${i}: ${r.field}(${ARGUMENT[r.field]}: ${value}${limit})${directive(r.condition, used)} { ${selection} }`;
    });
    const names = [...used].sort();
    const declared = names.map((name) => `$${name}: ${specs[name as keyof typeof specs].declared}`);
    const sent: Record<string, unknown> = {};
    for (const name of names) {
      const value = specs[name as keyof typeof specs].sent;
      if (value !== undefined) sent[name] = value;
    }
    const query = `query${declared.length ? ` (${declared.join(", ")})` : ""} { ${body.join(" ")} }`;
    const values = Object.fromEntries(
      names.map((name) => [name, coerce(name, specs[name as keyof typeof specs])]),
    );
    const valid = Object.values(values).every((value) => value !== "invalid");
    // Variables that do not coerce run nothing: there is nothing to expect of the roots.
    return { query, variables: sent, valid, ...expected(valid ? roots : [], values) };
  });

/** What will execute, read from the operation's choices and its coerced variables. */
function expected(roots: RootChoice[], values: Record<string, unknown>) {
  const result = {
    credits: 0,
    products: new Set<ProductId>(),
    failsWhole: false,
    joins: [] as PricedOperation["joins"],
    instruments: [] as PricedOperation["instruments"],
    roots: [] as PricedOperation["roots"],
  };
  roots.forEach((r, i) => {
    if (!included(r.condition, values)) return;
    const key = `r${i}`;
    const argument = "literal" in r.value ? JSON.parse(r.value.literal) : values[r.value.variable];
    if (r.field === "researchDataset") {
      const product = DATASET_PRODUCTS[String(argument)];
      if (!product) throw new Error(`no product for dataset ${argument}`);
      result.products.add(product);
      result.credits += PRODUCTS[product].credits;
      result.roots.push({ key, credits: PRODUCTS[product].credits });
      return;
    }
    const tickers: string[] = Array.isArray(argument) ? argument : [argument];
    if (tickers.length === 0 || tickers.includes("ZZZZQ")) result.failsWhole = true;
    if (r.field === "priceSnapshot" || r.field === "companyFacts") {
      const product = r.field === "priceSnapshot" ? "market_data" : "fundamentals";
      result.products.add(product);
      result.credits += 1;
      result.roots.push({ key, credits: 1 });
      return;
    }
    // No tickers: nothing runs below (the root refuses it), so nothing is priced or checked there.
    if (tickers.length === 0) return;
    const selected = r.fields.flatMap((f, j) => {
      const product = INSTRUMENT_FIELDS[f.field]?.product;
      return included(f.condition, values) && product ? [{ key: f.alias ? `f${j}` : f.field, product }] : [];
    });
    for (const product of new Set(selected.map((f) => f.product))) {
      result.products.add(product);
      result.credits += PRODUCTS[product].credits * tickers.length;
    }
    for (const f of selected) result.joins.push({ path: [key, f.key], product: f.product });
    if (selected.length > 0) result.instruments.push({ path: [key], fields: selected });
  });
  return result;
}

/** Whether an error is at a path, under it or above it (list positions ignored). */
function failedAt(errors: { path?: (string | number)[] }[], path: string[]): boolean {
  return errors.some((error) => {
    const keys = (error.path ?? []).filter((part) => typeof part === "string");
    return keys.length > 0 && (keys.every((k, i) => path[i] === k) || path.every((k, i) => keys[i] === k));
  });
}

/**
 * What the answer must be charged: each priced root that answered, and for each instrument each
 * product whose fields all answered there (a field null with an error at or above it did not).
 */
export function expectedCharge(
  operation: PricedOperation,
  data: Record<string, unknown>,
  errors: { path?: (string | number)[] }[],
): number {
  let charged = 0;
  for (const root of operation.roots)
    if (data[root.key] != null && !failedAt(errors, [root.key])) charged += root.credits;
  for (const position of operation.instruments) {
    const value = data[position.path[0] as string];
    const items = (Array.isArray(value) ? value : [value]) as (Record<string, unknown> | null)[];
    items.forEach((item, index) => {
      for (const product of new Set(position.fields.map((f) => f.product))) {
        const answered = position.fields
          .filter((f) => f.product === product)
          .every(
            (f) =>
              item?.[f.key] != null ||
              !errors.some((e) =>
                samePlace(e.path, position.path[0] as string, index, f.key, Array.isArray(value)),
              ),
          );
        if (item != null && answered) charged += PRODUCTS[product].credits;
      }
    });
  }
  return charged;
}

function samePlace(
  path: (string | number)[] | undefined,
  root: string,
  index: number,
  key: string,
  list: boolean,
): boolean {
  const at = list ? [root, index, key] : [root, key];
  return path !== undefined && at.every((part, i) => path[i] === undefined || path[i] === part);
}
