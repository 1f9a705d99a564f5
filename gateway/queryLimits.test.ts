import { readFileSync } from "node:fs";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { buildSchema, type DocumentNode, type GraphQLError, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../core/errors.js";
import {
  DEFAULT_QUERY_LIMITS,
  defaultWorkTable,
  limitErrors,
  queryLimitsFromEnv,
  useQueryLimits,
} from "./queryLimits.js";

const schema = buildSchema(readFileSync(new URL("../schema/schema.graphql", import.meta.url), "utf8"));

/** The heavy-work table, counting how often the heavy-work rule looks a root field up in it. */
class CountingWorkTable extends Map<string, number> {
  lookups = 0;
  override has(field: string): boolean {
    this.lookups += 1;
    return super.has(field);
  }
}

/** What the plugin's validation step makes of one request's document, as the gateway calls it. */
function validateThrough(plugin: GatewayPlugin, document: DocumentNode): readonly GraphQLError[] {
  let result: readonly GraphQLError[] = [];
  const payload = {
    params: { schema, documentAST: document },
    setResult: (errors: readonly GraphQLError[]) => {
      result = errors;
    },
  };
  (plugin.onValidate as (p: typeof payload) => unknown)(payload);
  return result;
}

describe("query limits", () => {
  it("refuse a field repeated beyond the duplicate limit, once per key, and count fragment spreads", () => {
    const errors = limitErrors(
      schema,
      parse(`{ instrument(ticker: "AAPL") { name name name name ticker ticker ...F ...F ...F ...F } }
        fragment F on Instrument { name }`),
      DEFAULT_QUERY_LIMITS,
    );
    expect(errors.map((e) => e.message)).toEqual([
      '"name" is selected more than 3 times in one selection set.',
      '"...F" is selected more than 3 times in one selection set.',
    ]);
  });

  it("refuse an operation type the graph does not have, naming what it accepts", () => {
    const errors = limitErrors(schema, parse("mutation { nothing }"), DEFAULT_QUERY_LIMITS);
    expect(errors.map((e) => e.message)).toEqual([
      "This graph has no mutation operations (accepted: query, subscription).",
    ]);
  });

  it("refuse an operation of more heavy fields than the cap before anything runs, with a 422 naming them", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `c${i}: cpcv(returns: $r) { nSplits }`).join(" ");
    const errors = limitErrors(schema, parse(`query($r: [Float!]!) { ${twenty} }`), DEFAULT_QUERY_LIMITS);
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error?.message).toBe(
      "This operation selects 20 heavy computations (cpcv ×20); at most 2 run in one operation: send the others " +
        "in separate requests. Nothing ran and nothing was charged.",
    );
    expect(error?.extensions).toMatchObject({
      code: "validation_error",
      status: 422,
      billing: "not_billed",
      extra: {
        parameter: "query",
        rule: "heavy_fields_per_operation",
        heavy_fields: 20,
        limit: 2,
        accepted:
          "at most 2 heavy fields (cpcv, portfolioVar, portfolioStress, crashScenarios) per operation, each alias counted",
      },
    });
  });

  it("count heavy fields through fragments once per spread and whatever @skip says, and accept the cap", () => {
    const count = (query: string) =>
      limitErrors(schema, parse(query), DEFAULT_QUERY_LIMITS).map((e) => e.extensions?.extra);
    // Two heavy fields: at the cap.
    expect(count("{ portfolioVar { nObs } crashScenarios { bookBasis } }")).toEqual([]);
    // A fragment of two spread twice is four, though each selection set names it once.
    expect(
      count(`{ ...Risk ... on Query { ...Risk } }
        fragment Risk on Query { portfolioVar { nObs } portfolioStress { bookBasis } }`),
    ).toEqual([expect.objectContaining({ heavy_fields: 4 })]);
    // A skipped field still counts: the cap holds whatever the variables say.
    expect(
      count(`query($no: Boolean = false) { a: portfolioVar { nObs } b: portfolioVar @include(if: $no) { nObs }
        crashScenarios { bookBasis } }`),
    ).toEqual([expect.objectContaining({ heavy_fields: 3 })]);
    // Cheap root fields do not count.
    expect(
      count(
        '{ a: priceSnapshot(ticker: "AAPL") { price } b: priceSnapshot(ticker: "SPY") { price } portfolioVar { nObs } }',
      ),
    ).toEqual([]);
  });

  it("add each heavy field's work to the document's cost", () => {
    const work = defaultWorkTable();
    expect(work.get("Query.cpcv")).toBeGreaterThan(0);
    const query =
      "query($r: [Float!]!) { a: cpcv(returns: $r) { nSplits } b: cpcv(returns: $r) { nSplits } }";
    const shapeOnly = limitErrors(schema, parse(query), DEFAULT_QUERY_LIMITS, new Map());
    expect(shapeOnly).toEqual([]);
    // Shape: two objects of one scalar each, 2 × (2 + 1.5 × 1) = 7.
    const limit = 7 + 2 * (work.get("Query.cpcv") as number);
    expect(limitErrors(schema, parse(query), { ...DEFAULT_QUERY_LIMITS, cost: limit })).toEqual([]);
    expect(
      limitErrors(schema, parse(query), { ...DEFAULT_QUERY_LIMITS, cost: limit - 1 }).map((e) => e.message),
    ).toEqual([
      `Syntax Error: Query Cost limit of ${limit - 1} exceeded, found ${limit} (7 for its shape, ${limit - 7} for its heavy work).`,
    ]);
  });

  it("read GRAPHQL_MAX_* from the environment and refuse a malformed one", () => {
    expect(
      queryLimitsFromEnv({ GRAPHQL_MAX_DEPTH: "20", GRAPHQL_MAX_TOKENS: "", GRAPHQL_MAX_HEAVY_FIELDS: "1" }),
    ).toEqual({
      ...DEFAULT_QUERY_LIMITS,
      depth: 20,
      heavyFields: 1,
    });
    expect(() => queryLimitsFromEnv({ GRAPHQL_MAX_COST: "lots" })).toThrow(
      'GRAPHQL_MAX_COST must be a positive integer, got "lots"',
    );
  });

  it("judge a document once across requests, a different one afresh, and still refuse what they refused", () => {
    const table = new CountingWorkTable(defaultWorkTable());
    const plugin = useQueryLimits(DEFAULT_QUERY_LIMITS, table);
    const accepted = '{ priceSnapshot(ticker: "AAPL") { price } portfolioVar { nObs } }';
    // Each request parses its own copy of the text.
    expect(validateThrough(plugin, parse(accepted))).toEqual([]);
    const judged = table.lookups;
    expect(judged).toBeGreaterThan(0);
    expect(validateThrough(plugin, parse(accepted))).toEqual([]);
    expect(table.lookups).toBe(judged);

    const refused = "{ a: portfolioVar { nObs } b: portfolioVar { nObs } c: portfolioVar { nObs } }";
    const refusal = validateThrough(plugin, parse(refused)).map((e) => e.message);
    expect(table.lookups).toBeGreaterThan(judged);
    expect(refusal).toEqual([
      "This operation selects 3 heavy computations (portfolioVar ×3); at most 2 run in one operation: send the " +
        "others in separate requests. Nothing ran and nothing was charged.",
    ]);
    const judgedBoth = table.lookups;
    expect(validateThrough(plugin, parse(refused)).map((e) => e.message)).toEqual(refusal);
    expect(table.lookups).toBe(judgedBoth);
  });
});
