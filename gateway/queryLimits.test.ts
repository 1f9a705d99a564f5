import { readFileSync } from "node:fs";
import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../core/errors.js";
import { DEFAULT_QUERY_LIMITS, defaultWorkTable, limitErrors, queryLimitsFromEnv } from "./queryLimits.js";

const schema = buildSchema(readFileSync(new URL("../schema/schema.graphql", import.meta.url), "utf8"));

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
});
