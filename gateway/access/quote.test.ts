/** Known answers for the GraphQL pricing model (docs/PRICING.md), on a small schema. */
import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { documentDigest, type PricingTable } from "./pricingTable.js";
import { quoteOperation, settleQuote } from "./quote.js";

const schema = buildSchema(`
  type Query {
    priceSnapshot(ticker: String!): Snapshot
    companyFacts(ticker: String!): Facts
    instrument(ticker: String!): Instrument
    instruments(tickers: [String!]!): [Instrument!]!
    researchDataset(dataset: String!): Rows
  }
  type Rows { count: Int }
  type Subscription { bars(symbols: [String!]): Bar! }
  type Snapshot { price: Float instrument: Instrument }
  type Facts { name: String }
  type Bar { close: Float instrument: Instrument! }
  type Instrument {
    ticker: ID!
    name: String
    priceSnapshot: Snapshot
    companyFacts: Facts
    momentum: Lane
    riskProfile: Lane
  }
  type Lane { value: Float }
`);

const pricing: PricingTable = {
  roots: {
    "Query.priceSnapshot": { operation: "svc_price_snapshot", product: "market_data", credits: 1 },
    "Query.companyFacts": { operation: "svc_company_facts", product: "fundamentals", credits: 1 },
    "Query.instrument": null,
    "Query.instruments": null,
    "Query.researchDataset": {
      operation: "svc_v2_research_read",
      product: "fundamentals",
      credits: 1,
      byArgument: { argument: "dataset", products: { minute_bars: "tape", fred_series: "macro_rates_fx" } },
    },
    "Subscription.bars": { operation: "svc_stream_bars", product: "market_data", credits: 1 },
  },
  joins: {
    "Instrument.name": null,
    "Instrument.priceSnapshot": "market_data",
    "Instrument.companyFacts": "fundamentals",
    "Instrument.momentum": "quant_signals",
    "Instrument.riskProfile": "risk_analytics",
  },
};

const quote = (query: string, variables: Record<string, unknown> = {}) =>
  quoteOperation(schema, parse(query), undefined, variables, pricing);

describe("quoteOperation", () => {
  it("prices each catalogue root field as its REST route, aliases included", () => {
    const q = quote(
      `{ a: priceSnapshot(ticker: "A") { price } b: priceSnapshot(ticker: "B") { price } companyFacts(ticker: "A") { name } }`,
    );
    expect(q.lines.map((l) => [l.rootKey, l.operation, l.credits])).toEqual([
      ["a", "svc_price_snapshot", 1],
      ["b", "svc_price_snapshot", 1],
      ["companyFacts", "svc_company_facts", 1],
    ]);
    expect(q.total).toBe(3);
  });

  it("charges a product reached only through joins once per request, however many fields reach it", () => {
    const q = quote(
      `{ instrument(ticker: "A") { name momentum { value } riskProfile { value } priceSnapshot { price instrument { momentum { value } } } } }`,
    );
    expect(q.lines.map((l) => [l.product, l.credits])).toEqual([
      ["quant_signals", 3],
      ["risk_analytics", 5],
      ["market_data", 1],
    ]);
    expect(q.lines.find((l) => l.product === "quant_signals")?.joinPaths).toEqual([
      "instrument.momentum",
      "instrument.priceSnapshot.instrument.momentum",
    ]);
    expect(q.total).toBe(9);
  });

  it("adds nothing for a join to a product a root field already pays for", () => {
    const q = quote(
      `{ priceSnapshot(ticker: "A") { instrument { priceSnapshot { price } momentum { value } } } }`,
    );
    expect(q.lines.map((l) => [l.operation, l.credits])).toEqual([
      ["svc_price_snapshot", 1],
      ["join:quant_signals", 3],
    ]);
  });

  it("multiplies joins by the number of tickers asked of instruments(tickers:), from variables too", () => {
    const q = quote(`query ($t: [String!]!) { instruments(tickers: $t) { companyFacts { name } } }`, {
      t: ["A", "B", "C"],
    });
    expect(q.total).toBe(3);
    expect(quote(`{ instruments(tickers: []) { companyFacts { name } } }`).total).toBe(0);
  });

  it("follows fragments and honours @skip and @include", () => {
    const q = quote(
      `query ($skip: Boolean!) { instrument(ticker: "A") { ...F momentum @skip(if: $skip) { value } } }
       fragment F on Instrument { ... on Instrument { riskProfile { value } } }`,
      { skip: true },
    );
    expect(q.lines.map((l) => l.product)).toEqual(["risk_analytics"]);
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

  it("refuses to price a field the table does not know", () => {
    expect(() =>
      quoteOperation(
        schema,
        parse(`{ priceSnapshot(ticker: "A") { price } }`),
        undefined,
        {},
        { roots: {}, joins: {} },
      ),
    ).toThrow(/Query.priceSnapshot has no price/);
  });
});

describe("settleQuote", () => {
  const q = quote(
    `{ a: priceSnapshot(ticker: "A") { price } b: priceSnapshot(ticker: "Z") { price } i: instrument(ticker: "A") { name momentum { value } } }`,
  );
  const unknown = { path: ["b"], extensions: { code: "unknown_ticker", billing: "not_billed" } };

  it("charges the root fields that answered and not the one that failed", () => {
    const lines = settleQuote(q, "k", {
      data: { a: { price: 1 }, b: null, i: { name: "A", momentum: { value: 0.1 } } },
      errors: [unknown],
    });
    expect(lines.map((l) => [l.operation, l.credits, l.outcome, l.errorCode])).toEqual([
      ["svc_price_snapshot", 1, "charged", null],
      ["svc_price_snapshot", 0, "not_billed", "unknown_ticker"],
      ["join:quant_signals", 3, "charged", null],
    ]);
  });

  it("refunds a join whose field failed while its root answered, and marks a refunded error as such", () => {
    const failedJoin = {
      path: ["i", "momentum"],
      extensions: { code: "dataset_unavailable", billing: "refunded" },
    };
    const lines = settleQuote(q, "k", {
      data: { a: { price: 1 }, b: { price: 2 }, i: { name: "A", momentum: null } },
      errors: [failedJoin],
    });
    expect(lines.map((l) => [l.credits, l.outcome, l.errorCode])).toEqual([
      [1, "charged", null],
      [1, "charged", null],
      [0, "refunded", "dataset_unavailable"],
    ]);
  });

  it("refunds a join whose subgraph failed at the entity (the error above its field), charges the rest", () => {
    // A planner may report a failed entity fetch at the entity, not at each field it would fill.
    const entityFetch = { path: ["i"], extensions: { code: "upstream_unavailable" } };
    const lines = settleQuote(q, "k", {
      data: { a: { price: 1 }, b: { price: 2 }, i: { name: "A", momentum: null } },
      errors: [entityFetch],
    });
    expect(lines.map((l) => [l.credits, l.outcome, l.errorCode])).toEqual([
      [1, "charged", null],
      [1, "charged", null],
      [0, "not_billed", "upstream_unavailable"],
    ]);
  });

  it("charges nothing when the answer has no data or a request-level error", () => {
    expect(settleQuote(q, "k", { data: null, errors: [unknown] }).every((l) => l.credits === 0)).toBe(true);
    const requestError = { path: undefined, extensions: { code: "validation_error" } };
    const lines = settleQuote(q, "k", { data: { a: { price: 1 } }, errors: [requestError] });
    expect(lines.every((l) => l.outcome === "not_billed" && l.errorCode === "validation_error")).toBe(true);
  });
});

describe("a persisted document (a copilot route)", () => {
  const COPILOT = `query svc_copilot_view($ticker: String!) {
    instrument(ticker: $ticker) { name priceSnapshot { price } momentum { value } riskProfile { value } }
  }`;
  const withDocument: PricingTable = {
    ...pricing,
    documents: {
      svc_copilot_view: {
        operation: "svc_copilot_view",
        product: "copilot",
        credits: 10,
        digest: documentDigest(parse(COPILOT)),
      },
    },
  };
  const quoteOf = (query: string) =>
    quoteOperation(schema, parse(query), undefined, { ticker: "A" }, withDocument);

  it("is priced as its route, one line, whatever products its Instrument fields reach, however it is spaced", () => {
    const q = quoteOf(`# sent by hand\n${COPILOT.replace(/\s+/g, "  ")}`);
    expect(q.lines).toEqual([
      {
        rootKey: "instrument",
        operation: "svc_copilot_view",
        product: "copilot",
        credits: 10,
        joinPaths: null,
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

  it("charges its line when a part the platform does not hold is null; not when the service failed a part", () => {
    const q = quoteOf(COPILOT);
    const data = {
      instrument: { name: "SPY", priceSnapshot: { price: 1 }, momentum: null, riskProfile: { value: 1 } },
    };
    const notHeld = {
      path: ["instrument", "momentum"],
      extensions: { code: "dataset_unavailable", status: 503 },
    };
    expect(settleQuote(q, "k", { data, errors: [notHeld] }).map((l) => [l.credits, l.outcome])).toEqual([
      [10, "charged"],
    ]);
    const cryptoModel = {
      path: ["instrument", "momentum"],
      extensions: { code: "crypto_model_unavailable", status: 404 },
    };
    expect(settleQuote(q, "k", { data, errors: [cryptoModel] })[0]?.outcome).toBe("charged");
    const down = { path: ["instrument"], extensions: { code: "upstream_unavailable", status: 503 } };
    expect(
      settleQuote(q, "k", { data, errors: [down] }).map((l) => [l.credits, l.outcome, l.errorCode]),
    ).toEqual([[0, "not_billed", "upstream_unavailable"]]);
    const unknown = { path: ["instrument"], extensions: { code: "unknown_ticker", status: 404 } };
    expect(settleQuote(q, "k", { data: { instrument: null }, errors: [unknown] })[0]?.outcome).toBe(
      "not_billed",
    );
  });
});
