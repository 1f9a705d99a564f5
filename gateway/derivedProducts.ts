/**
 * Each subgraph's derived products (warehouse/derived.ts): tables a domain computes from ingested
 * data once per data version, built after ingest by every process that serves that domain. The one
 * list of what is built; a domain declares its products beside its code (subgraphs/<domain>/derived.ts)
 * and adds them here. Kept apart from gateway/subgraphs.ts so that building needs no GraphQL types
 * (the test template is built in vitest's global setup).
 */
import type { SubgraphName } from "../subgraphs/kit/subgraph.js";
import { learning, signalsBook, strategyLibrary } from "../subgraphs/signals/derived.js";
import type { DerivedProduct } from "../warehouse/derived.js";

export const DERIVED_PRODUCTS: Readonly<Record<SubgraphName, readonly DerivedProduct[]>> = {
  market: [],
  fundamentals: [],
  intel: [],
  signals: [signalsBook, strategyLibrary, learning],
  risk: [],
};

/** The products of the named subgraphs (all by default), in build order. */
export function derivedProductsOf(
  names: readonly SubgraphName[] = Object.keys(DERIVED_PRODUCTS) as SubgraphName[],
): DerivedProduct[] {
  return names.flatMap((name) => DERIVED_PRODUCTS[name]);
}
