/** Known answers for the GraphQL pricing model (docs/ACCESS.md "GraphQL pricing"), on a small schema. */
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { documentDigest, type PricingTable } from "./pricingTable.js";
import { type Quote, quoteOperation } from "./quote.js";
import { pricing, schema } from "./testing/pricedSchema.js";

function quoteWith(table: PricingTable, query: string, variables: Record<string, unknown> = {}): Quote {
  const quoted = quoteOperation(schema, parse(query), undefined, variables, table);
  if (!quoted.quote) throw new Error(`refused: ${quoted.refused.map((e) => e.message).join("; ")}`);
  return quoted.quote;
}

const quote = (query: string, variables: Record<string, unknown> = {}) =>
  quoteWith(pricing, query, variables);

const summary = (q: Quote) => q.lines.map((l) => [l.rootKey, l.operation, l.credits]);

describe("quoteOperation: what a root field costs", () => {
  it("prices each catalogue root field as its REST route, aliases included", () => {
    const q = quote(
      `{ a: priceSnapshot(ticker: "A") { price } b: priceSnapshot(ticker: "B") { price } companyFacts(ticker: "A") { name } }`,
    );
    expect(summary(q)).toEqual([
      ["a", "svc_price_snapshot", 1],
      ["b", "svc_price_snapshot", 1],
      ["companyFacts", "svc_company_facts", 1],
    ]);
    expect(q.total).toBe(3);
  });

  it("merges the selections of one response key into one field, as the executor does", () => {
    const q = quote(
      `{ a: priceSnapshot(ticker: "A") { price } a: priceSnapshot(ticker: "A") { instrument { momentum { value } } } }`,
    );
    expect(summary(q)).toEqual([
      ["a", "svc_price_snapshot", 1],
      ["a", "join:quant_signals", 3],
    ]);
  });

  it("prices a field priced by an argument at the product its value names, from variables too", () => {
    const q = quote(
      `query ($d: String!) { a: researchDataset(dataset: "minute_bars") { count } b: researchDataset(dataset: $d) { count } }`,
      { d: "FRED_series" },
    );
    expect(q.lines.map((l) => [l.rootKey, l.product, l.credits])).toEqual([
      ["a", "tape", 3],
      ["b", "macro_rates_fx", 2],
    ]);
    // A value the table does not list keeps the route's own price (the resolver refuses it, unbilled).
    expect(quote(`{ researchDataset(dataset: "nope") { count } }`).lines[0]).toMatchObject({
      product: "fundamentals",
      credits: 1,
    });
  });

  it("reads a priced argument from a variable's declared default and from the schema's argument default", () => {
    const fromVariable = quote(
      `query ($d: String = "minute_bars") { researchDataset(dataset: $d) { count } }`,
    );
    expect(fromVariable.lines[0]).toMatchObject({ product: "tape", credits: 3 });
    // An absent nullable variable without a default leaves the argument to the schema's default.
    const fromSchema = quote(
      `query ($d: String) { a: researchDataset(dataset: $d) { count } b: researchDataset { count } }`,
    );
    expect(fromSchema.lines.map((l) => l.product)).toEqual(["macro_rates_fx", "macro_rates_fx"]);
  });

  it("refuses to price a list reaching Instrument that the table gives no bound", () => {
    const { lists: _, ...unbounded } = pricing;
    expect(() =>
      quoteOperation(
        schema,
        parse(`{ screener { items { instrument { name } } } }`),
        undefined,
        {},
        unbounded,
      ),
    ).toThrow(/Screener.items reaches Instrument with no bound: run npm run generate/);
  });

  it("refuses to price a field the table does not know", () => {
    expect(() =>
      quoteOperation(
        schema,
        parse(`{ priceSnapshot(ticker: "A") { price } }`),
        undefined,
        {},
        {
          roots: {},
          joins: {},
        },
      ),
    ).toThrow(/Query.priceSnapshot has no price/);
  });
});

describe("quoteOperation: every instrument reached is a line", () => {
  it("charges a product once per instrument, however many of its fields are selected there", () => {
    const q = quote(
      `{ instrument(ticker: "A") { name momentum { value } signal { value } riskProfile { value } priceSnapshot { price instrument { momentum { value } } } } }`,
    );
    expect(q.lines.map((l) => [l.join?.point, l.product, l.credits])).toEqual([
      ["instrument", "quant_signals", 3],
      ["instrument", "risk_analytics", 5],
      ["instrument", "market_data", 1],
      ["instrument.priceSnapshot.instrument", "quant_signals", 3],
    ]);
    expect(q.lines[0]?.join).toEqual({
      point: "instrument",
      fields: ["momentum", "signal"],
      unit: 3,
      count: 1,
    });
    expect(q.total).toBe(12);
  });

  it("prices N aliased lookups as N lines, as N REST calls would be", () => {
    const q = quote(
      `{ a: instrument(ticker: "A") { signal { value } } b: instrument(ticker: "B") { signal { value } } c: instrument(ticker: "A") { signal { value } } }`,
    );
    expect(summary(q)).toEqual([
      ["a", "join:quant_signals", 3],
      ["b", "join:quant_signals", 3],
      ["c", "join:quant_signals", 3],
    ]);
  });

  it("adds nothing for a join to the product its root field pays for, on that root's own instrument only", () => {
    const own = quote(
      `{ priceSnapshot(ticker: "A") { instrument { priceSnapshot { price } momentum { value } } } }`,
    );
    expect(summary(own)).toEqual([
      ["priceSnapshot", "svc_price_snapshot", 1],
      ["priceSnapshot", "join:quant_signals", 3],
    ]);
    const other = quote(
      `{ priceSnapshot(ticker: "A") { price } instrument(ticker: "B") { priceSnapshot { price } } }`,
    );
    expect(other.total).toBe(2);
  });

  it("multiplies joins by the number of tickers asked of instruments(tickers:), from a variable or its default", () => {
    expect(
      quote(`query ($t: [String!]!) { instruments(tickers: $t) { companyFacts { name } } }`, {
        t: ["A", "B", "C"],
      }).total,
    ).toBe(3);
    expect(
      quote(`query ($t: [String!]! = ["A", "B"]) { instruments(tickers: $t) { companyFacts { name } } }`)
        .total,
    ).toBe(2);
    // One string for a list variable is coerced to a list of one, as the executor coerces it.
    expect(
      quote(`query ($t: [String!]!) { instruments(tickers: $t) { companyFacts { name } } }`, { t: "A" })
        .total,
    ).toBe(1);
    expect(quote(`{ instruments(tickers: []) { companyFacts { name } } }`).lines).toEqual([]);
  });

  it("holds a join through a list of unknown length at the list's bound, the schema's default included", () => {
    const q = quote(`{ screener(limit: 2) { items { instrument { riskProfile { value } } } } }`);
    expect(q.lines.map((l) => [l.operation, l.credits, l.join?.count])).toEqual([
      ["svc_screener", 1, undefined],
      ["join:risk_analytics", 10, 2],
    ]);
    expect(q.lines[1]?.join?.point).toBe("screener.items.instrument");
    // The root's product is charged again on every row's instrument: each is another instrument.
    expect(quote(`{ screener { items { instrument { companyFacts { name } } } } }`).total).toBe(1 + 3);
  });

  it("prices a free lookup, identity fields and introspection at nothing", () => {
    expect(quote(`{ __typename instrument(ticker: "A") { ticker name } }`).total).toBe(0);
  });

  it("prices a subscription once, with the joins inside its frames", () => {
    const q = quote(`subscription { bars(symbols: ["SPY"]) { close instrument { companyFacts { name } } } }`);
    expect(q.lines.map((l) => [l.operation, l.credits])).toEqual([
      ["svc_stream_bars", 1],
      ["join:fundamentals", 1],
    ]);
  });
});

describe("quoteOperation: what executes decides what is priced", () => {
  it("follows fragments and honours @skip and @include", () => {
    const q = quote(
      `query ($skip: Boolean!) { instrument(ticker: "A") { ...F momentum @skip(if: $skip) { value } } }
       fragment F on Instrument { ... on Instrument { riskProfile { value } } }`,
      { skip: true },
    );
    expect(q.lines.map((l) => l.product)).toEqual(["risk_analytics"]);
  });

  it("applies a variable's declared default before @skip and @include, as the executor does", () => {
    const included = quote(
      `query ($v: Boolean = true) { instrument(ticker: "A") { riskProfile @include(if: $v) { value } } }`,
    );
    expect(included.lines.map((l) => [l.product, l.credits])).toEqual([["risk_analytics", 5]]);
    const notSkipped = quote(
      `query ($s: Boolean = false) { instrument(ticker: "A") { ... @skip(if: $s) { momentum { value } } } }`,
    );
    expect(notSkipped.total).toBe(3);
    // A value sent wins over the default.
    expect(
      quote(
        `query ($v: Boolean = true) { instrument(ticker: "A") { riskProfile @include(if: $v) { value } } }`,
        {
          v: false,
        },
      ).total,
    ).toBe(0);
  });

  it("refuses variables that do not coerce, as the executor would, rather than pricing them as absent", () => {
    const query = `query ($v: Boolean!) { instrument(ticker: "A") { riskProfile @include(if: $v) { value } } }`;
    for (const variables of [{}, { v: "yes" }, { v: null }]) {
      const quoted = quoteOperation(schema, parse(query), undefined, variables, pricing);
      expect(quoted.quote, JSON.stringify(variables)).toBeUndefined();
      expect(quoted.refused?.[0]?.message).toContain('"$v"');
    }
    // A null sent for a nullable variable where a Boolean! is read fails as the executor fails.
    const nulled = quoteOperation(
      schema,
      parse(
        `query ($v: Boolean = true) { instrument(ticker: "A") { riskProfile @include(if: $v) { value } } }`,
      ),
      undefined,
      { v: null },
      pricing,
    );
    expect(nulled.refused?.[0]?.message).toMatch(/"if" of non-null type "Boolean!" must not be null/);
  });
});

describe("a persisted document (a copilot route)", () => {
  const COPILOT = `query svc_copilot_view($ticker: String!) {
    instrument(ticker: $ticker) { name priceSnapshot { price } momentum { value } riskProfile { value } }
  }`;
  const PORTFOLIO = `query svc_copilot_book($tickers: [String!]!) { instruments(tickers: $tickers) { momentum { value } } }`;
  const withDocuments: PricingTable = {
    ...pricing,
    documents: {
      svc_copilot_view: {
        operation: "svc_copilot_view",
        product: "copilot",
        credits: 10,
        digest: documentDigest(parse(COPILOT)),
      },
      svc_copilot_book: {
        operation: "svc_copilot_book",
        product: "copilot",
        credits: 10,
        digest: documentDigest(parse(PORTFOLIO)),
        limits: { tickers: { parameter: "tickers", minItems: 1, maxItems: 2 } },
      },
    },
  };
  const quoteOf = (query: string) => quoteWith(withDocuments, query, { ticker: "A" });

  it("is priced as its route, one line, whatever products its Instrument fields reach, however it is spaced", () => {
    const q = quoteOf(`# sent by hand\n${COPILOT.replace(/\s+/g, "  ")}`);
    expect(q.lines).toEqual([
      {
        rootKey: "instrument",
        operation: "svc_copilot_view",
        product: "copilot",
        credits: 10,
        persisted: true,
      },
    ]);
    expect(q.total).toBe(10);
  });

  it("is priced field by field once edited, even under the same name", () => {
    const q = quoteOf(COPILOT.replace("riskProfile { value }", ""));
    expect(q.lines.map((l) => [l.operation, l.credits])).toEqual([
      ["join:market_data", 1],
      ["join:quant_signals", 3],
    ]);
  });

  it("keeps its route's caps on its variables wherever it is sent: refused past them, naming the variable", () => {
    expect(quoteWith(withDocuments, PORTFOLIO, { tickers: ["A", "B"] }).total).toBe(10);
    for (const tickers of [["A", "B", "C"], []]) {
      const quoted = quoteOperation(schema, parse(PORTFOLIO), undefined, { tickers }, withDocuments);
      expect(quoted.quote).toBeUndefined();
      expect(quoted.refused?.[0]?.message).toBe(
        `$tickers: ${tickers.length} items are out of range; accepted: 1..2 items (the svc_copilot_book route's cap).`,
      );
      expect(quoted.refused?.[0]?.extensions).toMatchObject({
        code: "validation_error",
        status: 422,
        extra: { variable: "tickers", parameter: "tickers", accepted: "1..2 items" },
      });
    }
    // Edited, it is another query: priced per instrument, past the route's cap.
    const edited = quoteWith(withDocuments, PORTFOLIO.replace("value", "value __typename"), {
      tickers: ["A", "B", "C"],
    });
    expect(edited.total).toBe(9);
  });
});
