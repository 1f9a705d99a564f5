/**
 * The five subgraphs, built from their definitions (the one list of what the graph is made of),
 * and what their definitions declare besides their schemas: the derived products every process
 * that serves a subgraph builds after ingest, and its producers (app/ starts them).
 */
// First: the definitions' type-graphql classes read decorator metadata as they load.
import "reflect-metadata";
import { definition as fundamentals } from "../subgraphs/fundamentals/index.js";
import { definition as intel } from "../subgraphs/intel/index.js";
import {
  type BuiltSubgraph,
  buildSubgraph,
  type SubgraphDefinition,
  type SubgraphName,
} from "../subgraphs/kit/subgraph.js";
import { definition as market } from "../subgraphs/market/index.js";
import { definition as risk } from "../subgraphs/risk/index.js";
import { definition as signals } from "../subgraphs/signals/index.js";
import type { DerivedProduct } from "../warehouse/derived.js";

export const DEFINITIONS: Readonly<Record<SubgraphName, SubgraphDefinition>> = {
  market,
  fundamentals,
  intel,
  signals,
  risk,
};

const ALL = Object.keys(DEFINITIONS) as SubgraphName[];

export async function buildSubgraphs(names: readonly SubgraphName[] = ALL) {
  const built = await Promise.all(names.map((name) => buildSubgraph(DEFINITIONS[name])));
  return Object.fromEntries(built.map((subgraph) => [subgraph.name, subgraph])) as Partial<
    Record<SubgraphName, BuiltSubgraph>
  >;
}

/** The derived products of the named subgraphs (all by default), in build order (warehouse/derived.ts). */
export function derivedProductsOf(names: readonly SubgraphName[] = ALL): DerivedProduct[] {
  return names.flatMap((name) => DEFINITIONS[name].derived ?? []);
}
