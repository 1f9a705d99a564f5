import { readFileSync } from "node:fs";
import { buildSchema, Lexer, parse, Source, TokenKind } from "graphql";
import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY_LIMITS, limitErrors } from "../gateway/queryLimits.js";
import { loadRoutes } from "./routes.js";

const schema = buildSchema(readFileSync(new URL("../schema/schema.graphql", import.meta.url), "utf8"));
const tokensOf = (text: string) => {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
};

describe("the route table's persisted documents", () => {
  it("pass the gateway's query limits, so a client may send them too", async () => {
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
});
