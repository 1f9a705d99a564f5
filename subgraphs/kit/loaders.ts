/**
 * Per-request DataLoader set. A loader is defined once at module level (name + batch function)
 * and instantiated lazily per request, so every entity fetch the gateway sends within one
 * request shares one batch and one cache, and nothing leaks between requests or callers.
 */
import DataLoader from "dataloader";
import type { Clock } from "../../core/clock.js";
import type { Warehouse } from "../../warehouse/connection.js";

export interface LoaderDeps {
  db: Warehouse;
  clock: Clock;
}

export interface LoaderDefinition<K, V> {
  readonly name: string;
  readonly batch: (deps: LoaderDeps, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>;
}

export function defineLoader<K, V>(
  name: string,
  batch: (deps: LoaderDeps, keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
): LoaderDefinition<K, V> {
  return { name, batch };
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

export class LoaderSet {
  readonly #deps: LoaderDeps;
  readonly #loaders = new Map<LoaderDefinition<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(deps: LoaderDeps) {
    this.#deps = deps;
  }

  get<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V> {
    const existing = this.#loaders.get(definition as LoaderDefinition<unknown, unknown>);
    if (existing) return existing as DataLoader<K, V>;
    const loader = new DataLoader<K, V>((keys) => definition.batch(this.#deps, keys), {
      name: definition.name,
    });
    this.#loaders.set(
      definition as LoaderDefinition<unknown, unknown>,
      loader as DataLoader<unknown, unknown>,
    );
    return loader;
  }
}
