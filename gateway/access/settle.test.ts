/**
 * Known answers for settlement (docs/ACCESS.md "GraphQL pricing", 3): which lines of a quote are
 * charged once the answer is known, and for how many of the instruments a join line stood for.
 */
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { documentDigest, type PricingTable } from "./pricingTable.js";
import { type Quote, quoteOperation } from "./quote.js";
import { settleQuote } from "./settle.js";
import { pricing, schema } from "./testing/pricedSchema.js";

function quote(query: string, table: PricingTable = pricing, variables: Record<string, unknown> = {}): Quote {
  const quoted = quoteOperation(schema, parse(query), undefined, variables, table);
  if (!quoted.quote) throw new Error(`refused: ${quoted.refused.map((e) => e.message).join("; ")}`);
  return quoted.quote;
}

const settled = (lines: ReturnType<typeof settleQuote>) =>
  lines.map((l) => [l.operation, l.credits, l.outcome, l.errorCode]);

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
    expect(settled(lines)).toEqual([
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

  it("charges each aliased lookup's line by its own instrument's answer", () => {
    const aliased = quote(
      `{ a: instrument(ticker: "A") { signal { value } } b: instrument(ticker: "E") { signal { value } } }`,
    );
    const lines = settleQuote(aliased, "k", {
      data: { a: { signal: { value: 1 } }, b: { signal: null } },
      errors: [{ path: ["b", "signal"], extensions: { code: "dataset_unavailable", status: 503 } }],
    });
    expect(settled(lines)).toEqual([
      ["join:quant_signals", 3, "charged", null],
      ["join:quant_signals", 0, "not_billed", "dataset_unavailable"],
    ]);
  });
});

describe("settleQuote: a join line over several instruments", () => {
  const list = quote(`{ instruments(tickers: ["A", "E", "B"]) { signal { value } companyFacts { name } } }`);

  it("charges the instruments whose fields of the line's product answered, and names the first that did not", () => {
    const lines = settleQuote(list, "k", {
      data: {
        instruments: [
          { signal: { value: 1 }, companyFacts: { name: "A" } },
          { signal: null, companyFacts: { name: "E" } },
          { signal: { value: 2 }, companyFacts: { name: "B" } },
        ],
      },
      errors: [
        { path: ["instruments", 1, "signal"], extensions: { code: "dataset_unavailable", status: 503 } },
      ],
    });
    expect(settled(lines)).toEqual([
      ["join:quant_signals", 6, "charged", "dataset_unavailable"],
      ["join:fundamentals", 3, "charged", null],
    ]);
  });

  it("charges none of them when their entity fetch failed for the whole list", () => {
    const lines = settleQuote(list, "k", {
      data: {
        instruments: [
          { signal: null, companyFacts: { name: "A" } },
          { signal: null, companyFacts: null },
        ],
      },
      errors: [{ path: ["instruments"], extensions: { code: "upstream_unavailable", status: 503 } }],
    });
    expect(settled(lines)).toEqual([
      ["join:quant_signals", 0, "not_billed", "upstream_unavailable"],
      ["join:fundamentals", 1, "charged", "upstream_unavailable"],
    ]);
  });

  it("charges an error inside an instrument reached within another's field to the inner line only", () => {
    // Found by quote.property.test.ts: the failed inner signal had also failed the outer snapshot.
    const nested = quote(`{ instrument(ticker: "A") { priceSnapshot { instrument { signal { value } } } } }`);
    const lines = settleQuote(nested, "k", {
      data: { instrument: { priceSnapshot: { instrument: { signal: null } } } },
      errors: [
        {
          path: ["instrument", "priceSnapshot", "instrument", "signal"],
          extensions: { code: "dataset_unavailable" },
        },
      ],
    });
    expect(settled(lines)).toEqual([
      ["join:market_data", 1, "charged", null],
      ["join:quant_signals", 0, "not_billed", "dataset_unavailable"],
    ]);
  });

  it("charges a bounded list for the rows that came back, not for its bound", () => {
    const screen = quote(`{ screener(limit: 3) { items { instrument { riskProfile { value } } } } }`);
    expect(screen.total).toBe(1 + 15);
    const rows = (n: number) =>
      Array.from({ length: n }, () => ({ instrument: { riskProfile: { value: 1 } } }));
    expect(settled(settleQuote(screen, "k", { data: { screener: { items: rows(2) } } }))).toEqual([
      ["svc_screener", 1, "charged", null],
      ["join:risk_analytics", 10, "charged", null],
    ]);
    // No rows: nothing reached, nothing charged for the join (the screen itself answered).
    expect(settled(settleQuote(screen, "k", { data: { screener: { items: [] } } }))).toEqual([
      ["svc_screener", 1, "charged", null],
      ["join:risk_analytics", 0, "not_billed", "no_data"],
    ]);
  });
});

describe("settleQuote: a persisted document (a copilot route)", () => {
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

  it("charges its line when a part the platform does not hold is null; not when the service failed a part", () => {
    const q = quote(COPILOT, withDocument, { ticker: "A" });
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
