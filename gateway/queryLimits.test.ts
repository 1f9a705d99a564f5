import { readFileSync } from "node:fs";
import { buildSchema, Lexer, parse, Source, TokenKind } from "graphql";
import { describe, expect, it } from "vitest";
import { loadRoutes } from "../rest-shim/routes.js";
import { DEFAULT_QUERY_LIMITS, limitErrors, queryLimitsFromEnv } from "./queryLimits.js";

const schema = buildSchema(readFileSync(new URL("../schema/schema.graphql", import.meta.url), "utf8"));
const tokensOf = (text: string) => {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
};

describe("query limits", () => {
  it("accept every persisted document of the REST shim, so a client may send them too", async () => {
    const routes = await loadRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const refused = routes
      .map((route) => ({
        path: route.path,
        errors: limitErrors(schema, parse(route.document), DEFAULT_QUERY_LIMITS),
      }))
      .filter((route) => route.errors.length > 0);
    expect(refused).toEqual([]);
    // The largest (fundamentals/full) is 1,166 tokens: the parser's limit leaves room over it.
    const tokens = Math.max(...routes.map((route) => tokensOf(route.document)));
    expect(tokens).toBeLessThan(DEFAULT_QUERY_LIMITS.tokens);
  });

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

  it("read GRAPHQL_MAX_* from the environment and refuse a malformed one", () => {
    expect(queryLimitsFromEnv({ GRAPHQL_MAX_DEPTH: "20", GRAPHQL_MAX_TOKENS: "" })).toEqual({
      ...DEFAULT_QUERY_LIMITS,
      depth: 20,
    });
    expect(() => queryLimitsFromEnv({ GRAPHQL_MAX_COST: "lots" })).toThrow(
      'GRAPHQL_MAX_COST must be a positive integer, got "lots"',
    );
  });
});
