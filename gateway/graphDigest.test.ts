import { describe, expect, it } from "vitest";
import { graphDigest, servesOurGraph } from "./graphDigest.js";
import { readSupergraph } from "./runtime.js";

const GRAPH = `
  """The root."""
  type Query { b(limit: Int = 5): [Item!]! a: String }
  type Item { id: ID! name: String @deprecated(reason: "use id") }
  enum Side { SELL BUY }
`;

describe("graphDigest", () => {
  it("is the same however the graph is written: order, whitespace, comments, descriptions", () => {
    const rewritten = `# another team's file
enum Side {
  BUY
  SELL
}
type Item {
  "renamed"
  name: String @deprecated(reason: "use id")
  id: ID!
}
type Query {
  a: String
  b(limit: Int = 5): [Item!]!
}`;
    expect(graphDigest(rewritten)).toBe(graphDigest(GRAPH));
  });

  it("differs for another graph: a field, an argument's default, an enum value", () => {
    const others = [
      GRAPH.replace("a: String", ""),
      GRAPH.replace("limit: Int = 5", "limit: Int = 6"),
      GRAPH.replace("SELL BUY", "SELL BUY HOLD"),
    ];
    for (const other of others) expect(graphDigest(other)).not.toBe(graphDigest(GRAPH));
  });

  it("knows our supergraph, and not another", () => {
    const ours = readSupergraph();
    expect(servesOurGraph(ours)).toBe(true);
    // Join directives name the subgraphs' URLs: pointing them elsewhere is still our graph.
    const elsewhere = ours.replaceAll(
      /(@join__graph\(name: "\w+", url: )"[^"]*"/g,
      '$1"http://elsewhere/graphql"',
    );
    expect(elsewhere).not.toBe(ours);
    expect(servesOurGraph(elsewhere)).toBe(true);
    expect(servesOurGraph(GRAPH)).toBe(false);
  });
});
