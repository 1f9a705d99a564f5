/**
 * What every resolver of every subgraph receives. Built once per incoming request (or, in
 * process, once per gateway request: see gateway/transports.ts) so loaders batch across all of
 * the gateway's fetches for that request.
 */

import type { Clock } from "../../core/clock.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { EntitledProducts } from "./entitlements.js";
import type { EventBus } from "./eventBus.js";
import { LoaderSet } from "./loaders.js";

export interface SubgraphDeps {
  db: Warehouse;
  clock: Clock;
  /** Where producers publish and subscriptions read (in-process now; Redis Streams when distributed). */
  bus: EventBus;
}

export interface SubgraphContext extends SubgraphDeps {
  loaders: LoaderSet;
  /** The caller's products, from the gateway (kit/entitlements.ts); null when not told. */
  entitledProducts: EntitledProducts;
}

export function createContext(
  deps: SubgraphDeps,
  entitledProducts: EntitledProducts = null,
): SubgraphContext {
  return { ...deps, loaders: new LoaderSet(deps), entitledProducts };
}
