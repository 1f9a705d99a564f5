/**
 * Composition of the subgraph SDLs into the supergraph (@theguild/federation-composition).
 * Run by `npm run generate`; the result is checked in as schema/supergraph.graphql and the
 * gateway serves that file, so a schema change is always a reviewed diff.
 */
import { composeServices } from "@theguild/federation-composition";
import { parse } from "graphql";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";

/** Placeholder location of a subgraph in the supergraph; real URLs come from configuration. */
export function placeholderUrl(name: SubgraphName): string {
  return `http://${name}.subgraph.local/graphql`;
}

export function composeSupergraph(subgraphs: readonly BuiltSubgraph[]): string {
  const result = composeServices(
    subgraphs.map((subgraph) => ({
      name: subgraph.name,
      typeDefs: parse(subgraph.sdl),
      url: placeholderUrl(subgraph.name),
    })),
  );
  if (!result.supergraphSdl) {
    const messages = (result.errors ?? []).map((error) => `- ${error.message}`).join("\n");
    throw new Error(`Supergraph composition failed:\n${messages}`);
  }
  return result.supergraphSdl;
}
