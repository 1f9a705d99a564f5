/**
 * Per-request DataLoader set. A loader is defined once at module level (name + batch function)
 * and instantiated lazily per request, so every entity fetch the gateway sends within one
 * request shares one batch and one cache, and nothing leaks between requests or callers.
 *
 * A loader names the view of the warehouse its batch reads (`"market"`, `"shared"`, …), and a
 * domain's context (kit/context.ts) takes only loaders of its own view or the shared one: market's
 * code cannot load through a loader that reads fundamentals' tables.
 */
import DataLoader from "dataloader";
import type { Clock } from "../../core/clock.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { WarehouseView, WarehouseViews } from "../../warehouse/schema.js";

export interface LoaderDeps<V extends WarehouseView> {
  db: Warehouse<V>;
  clock: Clock;
}

/** A loader whose batch reads `Tables`, the tables of the view it names (`WarehouseViews[view]`). */
export interface LoaderDefinition<K, V, Tables> {
  readonly name: string;
  /** The batch, given the process's whole warehouse (the set's), which reads it as its view. */
  readonly batch: (deps: LoaderDeps<"all">, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>;
  /**
   * Never set: declares the tables read, so that a definition of a narrower view (fewer tables)
   * is assignable where a wider one is expected, and not the other way round.
   */
  readonly reads?: (tables: Tables) => void;
}

export function defineLoader<K, V, View extends WarehouseView>(
  name: string,
  batch: (deps: LoaderDeps<View>, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
): LoaderDefinition<K, V, WarehouseViews[View]> {
  // The whole warehouse holds every view's tables; the batch queries only its own view's.
  return { name, batch: (deps, keys) => batch(deps as unknown as LoaderDeps<View>, keys) };
}

/** Group rows by key in the order of the requested keys; a missing key gets `empty`. */
export function alignByKey<K, R, V>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
  collect: (rows: R[]) => V,
): V[] {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => collect(groups.get(key) ?? []));
}

/**
 * One request's loaders, over the process's whole warehouse. Typed to the tables `Tables` of the
 * context that holds it: `get` takes a definition reading those tables or fewer.
 */
export class LoaderSet<Tables> {
  readonly #deps: LoaderDeps<"all">;
  readonly #loaders = new Map<LoaderDefinition<unknown, unknown, never>, DataLoader<unknown, unknown>>();

  constructor(deps: LoaderDeps<"all">) {
    this.#deps = deps;
  }

  get<K, V>(definition: LoaderDefinition<K, V, Tables>): DataLoader<K, V> {
    const existing = this.#loaders.get(definition as LoaderDefinition<unknown, unknown, never>);
    if (existing) return existing as DataLoader<K, V>;
    const loader = new DataLoader<K, V>((keys) => definition.batch(this.#deps, keys), {
      name: definition.name,
    });
    this.#loaders.set(
      definition as LoaderDefinition<unknown, unknown, never>,
      loader as DataLoader<unknown, unknown>,
    );
    return loader;
  }
}
