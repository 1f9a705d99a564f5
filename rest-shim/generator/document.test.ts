/**
 * A route served by a persisted document (catalogue `document`), generically: parameters from
 * its variables (ranges from the arguments they feed), the answer's JSON Schema from its
 * selection, and the documents the generator refuses. Over a small schema of its own, so the
 * rules are seen apart from any real route.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { type CatalogueEntry, loadCatalogue } from "../../catalogue/catalogue.js";
import { documentDigest } from "../../gateway/access/pricingTable.js";
import type { Composer } from "../composer.js";
import { buildRoute } from "./routeTable.js";

const schema = buildSchema(`
  type Query {
    instrument(ticker: String!): Instrument!
    instruments(tickers: [String!]!): [Instrument!]!
    other: Int
  }
  type Instrument {
    ticker: ID!
    "The last price."
    priceSnapshot: Snapshot
    news(limit: Int! = 50): Feed
    prices(limit: Int! = 10): Feed
  }
  type Snapshot { price: Float! priceDate: String isStale: Boolean! }
  type Feed { count: Int! titles: [String!]! }
`);

/** Rules as the subgraphs declare them: Instrument.news(limit) in 1..100. */
const rules = new Map([["Instrument.news", new Map([["limit", { name: "limit", min: 1, max: 100 }]])]]);

function entry(source: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    name: "svc_view",
    method: "GET",
    path: "/api/v3/view/{ticker}",
    group: "copilot",
    product: "copilot",
    credits: 10,
    document: "copilot/view.graphql",
    documentSource: source,
    display_name: "View",
    description: "A view.",
    ...extra,
  };
}

const VIEW = `
  # comments are fine
  query svc_view($ticker: String!, $newsLimit: Int! = 5) {
    instrument(ticker: $ticker) {
      ticker
      price_snapshot: priceSnapshot { price price_date: priceDate is_stale: isStale }
      news(limit: $newsLimit) { count titles }
    }
  }`;

describe("a persisted document's route", () => {
  const route = buildRoute(entry(VIEW), schema, rules);

  it("takes its parameters from the variables: types, defaults, and the rules of the arguments they feed", () => {
    expect(route.params).toEqual([
      expect.objectContaining({ name: "ticker", in: "path", type: "string", required: true, list: false }),
      expect.objectContaining({
        name: "news_limit",
        arg: "newsLimit",
        in: "query",
        type: "integer",
        default: 5,
        min: 1,
        max: 100,
        required: false,
      }),
    ]);
    expect(route).toMatchObject({
      field: "instrument",
      operation: "query",
      documentFile: "copilot/view.graphql",
    });
    expect(route.document).toBe(VIEW);
  });

  it("derives the answer's schema from the selection, with null_reasons and part_errors beside it", () => {
    type Schema = { properties: Record<string, Schema>; required: string[] };
    const schemaOf = route.responseSchema as Schema;
    expect(Object.keys(schemaOf.properties)).toEqual([
      "ticker",
      "price_snapshot",
      "news",
      "null_reasons",
      "part_errors",
    ]);
    expect(schemaOf.required).toEqual(["ticker", "null_reasons", "part_errors"]);
    expect(schemaOf.properties.price_snapshot).toEqual({
      type: ["object", "null"],
      description: "The last price.",
      properties: {
        price: { type: "number" },
        price_date: { type: ["string", "null"] },
        is_stale: { type: "boolean" },
      },
      required: ["price", "is_stale"],
      // Closed: the selection is every key the part can hold.
      additionalProperties: false,
    });
    expect(schemaOf.properties.news?.properties.titles).toEqual({ type: "array", items: { type: "string" } });
  });

  it("adds a composer's parameters, in the body of a POST, and takes its answer schema", () => {
    const composer: Composer = {
      params: [{ name: "weights", type: "number", list: true, required: false, min: -1, max: 1 }],
      constraints: [{ kind: "same_length", params: ["tickers", "weights"], description: "one each" }],
      check: () => {},
      answer: () => ({}),
      schema: (root) => ({ type: "object", properties: { positions: root } }),
    };
    const composed = buildRoute(
      entry("query svc_view($tickers: [String!]!) { instruments(tickers: $tickers) { ticker } }", {
        method: "POST",
        path: "/api/v1/view",
        composer: "weighted",
      }),
      schema,
      rules,
      { weighted: composer },
    );
    expect(composed.params.map((param) => [param.name, param.in, param.list])).toEqual([
      ["tickers", "body", true],
      ["weights", "body", true],
    ]);
    expect(composed.responseSchema).toEqual({
      type: "object",
      properties: {
        positions: {
          type: "array",
          items: {
            type: "object",
            properties: { ticker: { type: "string" } },
            required: ["ticker"],
            additionalProperties: false,
          },
        },
      },
    });
    expect(composed.constraints).toEqual(composer.constraints);
  });

  it.each([
    [
      "a camelCase key",
      "query svc_view($ticker: String!) { instrument(ticker: $ticker) { priceSnapshot { price } } }",
      /alias it: price_snapshot: priceSnapshot/,
    ],
    [
      "two root fields",
      "query svc_view($ticker: String!) { instrument(ticker: $ticker) { ticker } other }",
      /exactly one root field/,
    ],
    [
      "a fragment",
      "query svc_view($ticker: String!) { instrument(ticker: $ticker) { ...F } } fragment F on Instrument { ticker }",
      /no fragments/,
    ],
    [
      "a directive",
      "query svc_view($ticker: String!, $b: Boolean!) { instrument(ticker: $ticker) { ticker @include(if: $b) } }",
      /directives are not accepted/,
    ],
    [
      "an unnamed operation",
      "query ($ticker: String!) { instrument(ticker: $ticker) { ticker } }",
      /must be named/,
    ],
    [
      "a field the schema lacks",
      "query svc_view($ticker: String!) { instrument(ticker: $ticker) { nope } }",
      /Cannot query field "nope"/,
    ],
    ["a scalar root", "query svc_view { other }", /must be an object/],
    [
      "a key the route adds",
      "query svc_view($ticker: String!) { instrument(ticker: $ticker) { null_reasons: ticker } }",
      /null_reasons is a key the route adds/,
    ],
  ])("refuses %s", (_, source, message) => {
    expect(() => buildRoute(entry(source), schema, rules)).toThrow(message);
  });

  it("refuses a variable feeding two arguments whose rules differ", () => {
    const twoRules = new Map([
      ...rules,
      ["Instrument.prices", new Map([["limit", { name: "limit", min: 1, max: 1000 }]])],
    ]);
    const source = `query svc_view($ticker: String!, $n: Int!) {
      instrument(ticker: $ticker) { news(limit: $n) { count } prices(limit: $n) { count } } }`;
    expect(() => buildRoute(entry(source), schema, twoRules)).toThrow(
      /\$n feeds Instrument.news and Instrument.prices, whose rules differ/,
    );
  });
});

describe("the checked-in contracts", () => {
  it("price every persisted document of the catalogue at its current digest (else: npm run generate)", () => {
    const pricing = JSON.parse(readFileSync(new URL("../../schema/pricing.json", import.meta.url), "utf8"));
    const catalogue = fileURLToPath(new URL("../../schema/catalogue", import.meta.url));
    const documents = loadCatalogue(catalogue).filter((entry) => entry.document !== undefined);
    expect(documents.length).toBeGreaterThan(0);
    for (const entry of documents) {
      const document = parse(entry.documentSource ?? "");
      const [operation] = document.definitions;
      const name = operation && "name" in operation ? operation.name?.value : undefined;
      expect(pricing.documents[name ?? ""], entry.name).toMatchObject({
        product: entry.product,
        credits: entry.credits,
        digest: documentDigest(document),
      });
      // The route's caps, which the document keeps on /graphql too: the catalogue's, by parameter.
      const limits = Object.values(pricing.documents[name ?? ""].limits ?? {}) as Record<string, unknown>[];
      const caps = limits.map(({ parameter, minItems, maxItems, maxLength }) => [
        parameter,
        { min_items: minItems, max_items: maxItems, max_length: maxLength },
      ]);
      if (entry.name === name) expect(Object.fromEntries(caps), entry.name).toEqual(entry.limits ?? {});
    }
  });
});
