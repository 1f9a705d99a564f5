/**
 * fast-check operations over the small priced schema (./pricedSchema.ts), for the quote's property
 * test: root fields and Instrument selections with literal and variable arguments, variables with
 * and without declared defaults (sent, left out, or sent wrong), `@skip`/`@include` on literals
 * and variables, inline and named fragments, and aliases from a small pool per field (so selections
 * of one response key merge). Documents that do not validate are left to the caller to discard.
 */
import fc from "fast-check";

type Condition = { directive: "skip" | "include"; on: boolean | string } | null;
type Wrap = "none" | "inline" | "typed" | "named";
type Argument = { literal: string } | { variable: string };

interface Selection {
  field: string;
  alias: string | null;
  args: [string, Argument][];
  condition: Condition;
  wrap: Wrap;
  children: Selection[];
}

/** A variable: its declared type and default as written, and what the request sends (undefined: left out). */
interface VariableSpec {
  declared: string;
  sent: unknown;
}

export interface GeneratedOperation {
  query: string;
  variables: Record<string, unknown>;
}

const BOOLEAN_VARIABLES = ["b0", "b1", "b2"];

const variableSpecs: Record<string, fc.Arbitrary<VariableSpec>> = {
  ...Object.fromEntries(
    BOOLEAN_VARIABLES.map((name) => [
      name,
      fc.record({
        declared: fc.constantFrom("Boolean!", "Boolean = true", "Boolean = false", "Boolean! = true"),
        sent: fc.constantFrom(undefined, undefined, true, false, null, "yes"),
      }),
    ]),
  ),
  t: fc.record({
    declared: fc.constantFrom("String!", 'String = "A"', 'String! = "E"'),
    sent: fc.constantFrom(undefined, "A", "E", 7),
  }),
  ts: fc.record({
    declared: fc.constantFrom("[String!]!", '[String!] = ["A", "E"]', '[String!]! = ["A"]'),
    sent: fc.constantFrom(undefined, undefined, [], ["A", "B"], ["E", "A", "E"], "A", [1]),
  }),
  d: fc.record({
    declared: fc.constantFrom("String", "String!", 'String = "minute_bars"'),
    sent: fc.constantFrom(undefined, "minute_bars", " FRED_series ", "nope", null),
  }),
  n: fc.record({
    declared: fc.constantFrom("Int", "Int! = 2", "Int = 1"),
    sent: fc.constantFrom(undefined, 0, 2, 5, null, "x"),
  }),
};

const condition: fc.Arbitrary<Condition> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.record({
      directive: fc.constantFrom("skip" as const, "include" as const),
      on: fc.oneof(fc.boolean(), fc.constantFrom(...BOOLEAN_VARIABLES)),
    }),
  },
);
const wrap = fc.constantFrom<Wrap>("none", "none", "none", "inline", "typed", "named");

const argument = (literals: string[], variable: string): fc.Arbitrary<Argument> =>
  fc.oneof(
    fc.constantFrom(...literals).map((literal) => ({ literal })),
    fc.constant({ variable }),
  );

/** A field's type in the small schema, for fragments' type conditions. */
const TYPES: Record<string, string> = {
  instrument: "Instrument",
  instruments: "Instrument",
  priceSnapshot: "Snapshot",
  companyFacts: "Facts",
  momentum: "Lane",
  signal: "Lane",
  riskProfile: "Lane",
  researchDataset: "Rows",
  screener: "Screener",
  items: "Row",
};

const plain = (field: string): Selection => ({
  field,
  alias: null,
  args: [],
  condition: null,
  wrap: "none",
  children: [],
});

function selection(
  field: string,
  args: fc.Arbitrary<[string, Argument][]>,
  children: fc.Arbitrary<Selection[]>,
): fc.Arbitrary<Selection> {
  // Aliases of the field's own: two selections under one key merge when their arguments agree.
  const alias = fc.constantFrom(null, null, `${field}1`, `${field}2`);
  return fc.record({ field: fc.constant(field), alias, args, condition, wrap, children });
}

const noArgs = fc.constant<[string, Argument][]>([]);
const leaves = (...fields: string[]) => fc.constant(fields.map(plain));

/** A snapshot's selection: its price, and (while depth lasts) its instrument's selection. */
const snapshot = (depth: number): fc.Arbitrary<Selection[]> =>
  depth > 0
    ? fc.oneof(
        leaves("price"),
        selection("instrument", noArgs, instrumentSelections(depth - 1)).map((s) => [plain("price"), s]),
      )
    : leaves("price");

function instrumentSelections(depth: number): fc.Arbitrary<Selection[]> {
  const fields = [
    selection("name", noArgs, fc.constant([])),
    selection("ticker", noArgs, fc.constant([])),
    selection("companyFacts", noArgs, leaves("name")),
    selection("momentum", noArgs, leaves("value")),
    selection("signal", noArgs, leaves("value")),
    selection("riskProfile", noArgs, leaves("value")),
    selection("priceSnapshot", noArgs, snapshot(depth)),
  ];
  return fc.array(fc.oneof(...fields), { minLength: 1, maxLength: 4 });
}

const one = (name: string, literals: string[], variable: string) =>
  argument(literals, variable).map((a): [string, Argument][] => [[name, a]]);
const optional = (name: string, literals: string[], variable: string) =>
  fc
    .option(argument(literals, variable), { nil: null })
    .map((a): [string, Argument][] => (a ? [[name, a]] : []));

const rootSelection: fc.Arbitrary<Selection> = fc.oneof(
  selection("priceSnapshot", one("ticker", ['"A"', '"E"'], "t"), snapshot(1)),
  selection("companyFacts", one("ticker", ['"A"'], "t"), leaves("name")),
  selection("instrument", one("ticker", ['"A"', '"E"'], "t"), instrumentSelections(1)),
  selection("instruments", one("tickers", ["[]", '["A"]', '["A", "E", "B"]'], "ts"), instrumentSelections(1)),
  selection(
    "researchDataset",
    optional("dataset", ['"minute_bars"', '"daily_prices"', '"nope"'], "d"),
    leaves("count"),
  ),
  selection(
    "screener",
    optional("limit", ["0", "1", "2", "4"], "n"),
    selection("instrument", noArgs, instrumentSelections(1)).map((s) => [
      plain("total"),
      { ...plain("items"), children: [plain("ticker"), s] },
    ]),
  ),
);

/** Prints a selection set on `type`, collecting the fragments and variables it uses. */
function print(selections: Selection[], type: string, used: Set<string>, fragments: string[]): string {
  const parts = selections.map((s) => {
    const args = s.args.map(([name, value]) => {
      if ("literal" in value) return `${name}: ${value.literal}`;
      used.add(value.variable);
      return `${name}: $${value.variable}`;
    });
    const children = s.children.length
      ? ` { ${print(s.children, TYPES[s.field] ?? "", used, fragments)} }`
      : "";
    let directive = "";
    if (s.condition) {
      const { on } = s.condition;
      if (typeof on === "string") used.add(on);
      directive = ` @${s.condition.directive}(if: ${typeof on === "string" ? `$${on}` : on})`;
    }
    const field = `${s.alias ? `${s.alias}: ` : ""}${s.field}${args.length ? `(${args.join(", ")})` : ""}`;
    if (s.wrap === "none") return `${field}${directive}${children}`;
    if (s.wrap === "inline") return `...${directive} { ${field}${children} }`;
    if (s.wrap === "typed") return `... on ${type}${directive} { ${field}${children} }`;
    const name = `F${fragments.length}`;
    fragments.push(`fragment ${name} on ${type} { ${field}${children} }`);
    return `...${name}${directive}`;
  });
  return parts.join(" ");
}

export const operations: fc.Arbitrary<GeneratedOperation> = fc
  .tuple(fc.array(rootSelection, { minLength: 1, maxLength: 3 }), fc.record(variableSpecs))
  .map(([roots, specs]) => {
    const used = new Set<string>();
    const fragments: string[] = [];
    const body = print(roots, "Query", used, fragments);
    const names = [...used].sort();
    const declared = names.map((name) => `$${name}: ${specs[name]?.declared}`);
    const variables: Record<string, unknown> = {};
    for (const name of names) if (specs[name]?.sent !== undefined) variables[name] = specs[name]?.sent;
    const head = declared.length ? `query (${declared.join(", ")})` : "query";
    return { query: [`${head} { ${body} }`, ...fragments].join("\n"), variables };
  });
