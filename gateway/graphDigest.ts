/**
 * Which graph a supergraph serves, as one digest: its types, fields, arguments and enum values,
 * sorted and printed without descriptions, comments or applied directives (graphql-js
 * `lexicographicSortSchema` and `printSchema`). Two files with one digest serve the same graph
 * however they are written: whitespace, comments, the order of definitions and fields, reworded
 * descriptions and the join directives (which subgraph serves a field, at which URL) change nothing.
 */
import { createHash } from "node:crypto";
import { buildASTSchema, lexicographicSortSchema, parse, printSchema, visit } from "graphql";
import { readSupergraph } from "./runtime.js";

export function graphDigest(supergraphSdl: string): string {
  const withoutDescriptions = visit(parse(supergraphSdl, { noLocation: true }), {
    enter: (_node, key) => (key === "description" ? null : undefined),
  });
  // assumeValidSDL: the digest reads the graph's shape; serving it validates it.
  const schema = buildASTSchema(withoutDescriptions, { assumeValidSDL: true });
  return createHash("sha256")
    .update(printSchema(lexicographicSortSchema(schema)))
    .digest("hex");
}

/** Whether a supergraph serves our own graph, schema/supergraph.graphql, however it is written. */
export function servesOurGraph(supergraphSdl: string): boolean {
  return graphDigest(supergraphSdl) === graphDigest(readSupergraph());
}
