/**
 * What every resolver of every subgraph receives. Built once per incoming request (or, in
 * process, once per gateway request: see gateway/transports.ts) so loaders batch across all of
 * the gateway's fetches for that request.
 *
 * One object serves every subgraph of a request, over the process's whole warehouse; each domain's
 * code types it to its own view, `SubgraphContext<"market">` (warehouse/schema.ts
 * `WarehouseViews`), so it can query its own tables, the shared ones and those the ownership table
 * lets it read, and no other: `ctx.db.selectFrom("sec_facts")` in market's code fails to compile.
 */

import type { Clock } from "../../core/clock.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { Database, WarehouseView, WarehouseViews } from "../../warehouse/schema.js";
import type { EntitledProducts } from "./entitlements.js";
import type { EventBus } from "./eventBus.js";
import { LoaderSet } from "./loaders.js";
import { requestClock } from "./pointInTime.js";

/** What a process gives its subgraphs: the whole warehouse, the clock, the bus. */
export interface SubgraphDeps {
  db: Warehouse;
  clock: Clock;
  /** Where producers publish and subscriptions read (in-process now; Redis Streams when distributed). */
  bus: EventBus;
}

export interface SubgraphContext<V extends WarehouseView> {
  db: Warehouse<V>;
  /** The request's clock: its asked point in time, else the process's (kit/pointInTime.ts). */
  clock: Clock;
  bus: EventBus;
  loaders: LoaderSet<WarehouseViews[V]>;
  /** The caller's products, from the gateway (kit/entitlements.ts); null when not told. */
  entitledProducts: EntitledProducts;
}

/**
 * What kit code takes of any domain's context: all but its handle (kit reads the shared tables
 * through its loaders, or takes a handle of any view).
 */
export type AnyContext = Omit<SubgraphContext<"shared">, "db">;

/** `pointInTime`: the instant the request asked, already checked; null: the process clock's now. */
export function createContext(
  deps: SubgraphDeps,
  entitledProducts: EntitledProducts = null,
  pointInTime: Date | null = null,
): SubgraphContext<"all"> {
  const request = { ...deps, clock: requestClock(deps.clock, pointInTime) };
  return { ...request, loaders: new LoaderSet<Database>(request), entitledProducts };
}
