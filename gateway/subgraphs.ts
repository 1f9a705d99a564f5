/** The five subgraphs, built from their definitions (the one list of what the graph is made of). */
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

export const DEFINITIONS: Readonly<Record<SubgraphName, SubgraphDefinition>> = {
  market,
  fundamentals,
  intel,
  signals,
  risk,
};

export async function buildSubgraphs(
  names: readonly SubgraphName[] = Object.keys(DEFINITIONS) as SubgraphName[],
) {
  const built = await Promise.all(names.map((name) => buildSubgraph(DEFINITIONS[name])));
  return Object.fromEntries(built.map((subgraph) => [subgraph.name, subgraph])) as Partial<
    Record<SubgraphName, BuiltSubgraph>
  >;
}
