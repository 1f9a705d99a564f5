/**
 * Moving a handle between views of the warehouse (schema.ts `WarehouseViews`). Every handle of a
 * process is the same connection; Kysely types a handle by the tables it may query, and is
 * invariant in them, so even the safe direction takes a cast or an overload. Both are here, in two
 * functions that say which direction they take and who may take it.
 */
import type { Kysely, Transaction } from "kysely";
import type { AnyWarehouse, Warehouse } from "./connection.js";
import type { WarehouseView, WarehouseViews } from "./schema.js";

/**
 * The same handle typed to a view it already holds every table of: the whole warehouse as a
 * domain's view (a subgraph's producers, a derived product's build, a test), a domain's view as
 * the shared tables. A view with a table the handle cannot query fails to compile: signals' handle
 * cannot be narrowed to market's view.
 */
export function narrowTo<V extends WarehouseView, Tables extends WarehouseViews[V]>(
  view: V,
  db: Transaction<Tables>,
): Transaction<WarehouseViews[V]>;
export function narrowTo<V extends WarehouseView, Tables extends WarehouseViews[V]>(
  view: V,
  db: Kysely<Tables>,
): Warehouse<V>;
export function narrowTo(_view: WarehouseView, db: object): object {
  return db;
}

/**
 * The owner's tables on any domain's handle, for the owner's readers only: another domain's bulk
 * data is read through its owner's read-only readers (docs/ARCHITECTURE.md), which are the owner's
 * code, take the caller's handle, and open their own tables on it (`asOwner("market", db)` in
 * market's universe reader called from signals; signals' book, which its readers/book.ts exports);
 * so does risk's one writer of its trial registry (readers/trialRegistration.ts), called inside
 * signals' library build. Kit code, derived.ts and ledgers.ts read the shared tables for every
 * domain the same way (`asOwner("shared", db)`). Nothing else calls it: a domain reads its own
 * tables through its context's handle, and another's only through a reader.
 */
export function asOwner<V extends WarehouseView>(_owner: V, db: AnyWarehouse): Warehouse<V> {
  return db as unknown as Warehouse<V>;
}
