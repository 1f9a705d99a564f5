/**
 * The daily universe's monthly returns and correlation edges over the mesh's window, built once
 * per data version and window and kept in the process (spec/02: cached per data version). The
 * universe's rows change only when its file is ingested again, which changes its sha256 in the
 * ingest ledger (market's reader `universeVersion`); the window is the last 36 complete months
 * visible at the request's clock. A build is shared by the requests that ask for it while it runs.
 */

import type { Warehouse } from "../../../warehouse/connection.js";
import { cacheCounter } from "../../kit/cacheCounters.js";
import { universeClosesOn, universeSessions, universeVersion } from "../../market/readers/universeCloses.js";
import {
  completeMonths,
  type Edge,
  type MonthEnd,
  meshEdges,
  meshWindow,
  monthlyReturns,
} from "../domain/correlationMesh.js";

export interface UniverseMonthly {
  /** sha256 of the ingested universe file. */
  version: string;
  /** The month-ends of the window (one more than the months of returns); empty when none is held. */
  window: MonthEnd[];
  /** Every member's monthly returns over the window (null: a month-end close it does not have). */
  returns: Map<string, (number | null)[]>;
  /** Every edge of the universe over the window. */
  edges: Edge[];
  /** The universe's newest session at or before the bound. */
  lastSession: string | null;
}

interface VersionCache {
  version: string;
  /** Every session of the universe, ascending (bounds filter it). */
  sessions: Promise<string[]>;
  /** By the window's last month-end. */
  builds: Map<string, Promise<Build>>;
}

/** Per warehouse, since tests and tools open several in one process. */
const caches = new WeakMap<Warehouse<"risk">, VersionCache>();
/** Windows kept per version: a process serving one clock needs one; tests step through a few. */
const MAX_WINDOWS = 8;
const meshCacheCount = cacheCounter("risk.universe_mesh", {
  owner: "risk",
  kind: "per_data_version",
  description: "The universe's monthly returns and correlation edges per window, per data version.",
});

function cacheFor(db: Warehouse<"risk">, version: string): VersionCache {
  const cached = caches.get(db);
  if (cached?.version === version) return cached;
  const fresh: VersionCache = {
    version,
    sessions: universeSessions(db, { through: "9999-12-31" }),
    builds: new Map(),
  };
  // A failed read is not kept: the next request reads again.
  fresh.sessions.catch(() => {
    if (caches.get(db) === fresh) caches.delete(db);
  });
  caches.set(db, fresh);
  return fresh;
}

type Build = Omit<UniverseMonthly, "lastSession">;

async function build(db: Warehouse<"risk">, version: string, window: MonthEnd[]): Promise<Build> {
  const closes = await universeClosesOn(
    db,
    window.map((monthEnd) => monthEnd.date),
  );
  const returns = new Map([...closes].map(([ticker, byDate]) => [ticker, monthlyReturns(byDate, window)]));
  return { version, window, returns, edges: meshEdges(returns) };
}

/** The universe's monthly view as of `through` (the request's last final close). */
export async function universeMonthly(db: Warehouse<"risk">, through: string): Promise<UniverseMonthly> {
  const version = (await universeVersion(db)) ?? "not_ingested";
  const cache = cacheFor(db, version);
  const sessions = (await cache.sessions).filter((date) => date <= through);
  const window = meshWindow(completeMonths(sessions));
  const key = window.at(-1)?.date ?? "none";
  let found = cache.builds.get(key);
  if (found) meshCacheCount.hit();
  else {
    meshCacheCount.miss();
    found = build(db, version, window);
    // A failed build is not kept: the next request tries again.
    found.catch(() => cache.builds.delete(key));
    if (cache.builds.size >= MAX_WINDOWS) cache.builds.delete(cache.builds.keys().next().value as string);
    cache.builds.set(key, found);
  }
  return { ...(await found), lastSession: sessions.at(-1) ?? null };
}
