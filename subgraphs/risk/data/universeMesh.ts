/**
 * The daily universe's monthly returns and correlation edges over the mesh's window, built once
 * per data version and window and kept in the process's data cache (kit/dataCache.ts; spec/02:
 * cached per data version). The universe's rows change only when its file is ingested again,
 * which changes the ingest ledger; the window is the last 36 complete months visible at the
 * request's clock. A build is shared by the requests that ask for it while it runs. The answer's
 * data version is the universe file's sha256 (market's reader `universeVersion`).
 */

import type { Warehouse } from "../../../warehouse/connection.js";
import { dataCache } from "../../kit/dataCache.js";
import { universeClosesOn, universeSessions, universeVersion } from "../../market/readers/universeCloses.js";
import {
  completeMonths,
  type Edge,
  type MeshIndex,
  type MonthEnd,
  meshEdges,
  meshIndex,
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
  /** The edges by ticker: a walk or a ticker's neighbours read only theirs. */
  index: MeshIndex;
  /** The universe's newest session at or before the bound. */
  lastSession: string | null;
}

/** The universe as one data version holds it: every session, and the version an answer names. */
interface UniverseSessions {
  version: string;
  /** Every session of the universe, ascending (the request's bound filters it). */
  sessions: string[];
}

type Build = Omit<UniverseMonthly, "lastSession" | "version">;

const sessionsCache = dataCache<UniverseSessions>({
  name: "risk.universe_sessions",
  owner: "risk",
  kind: "per_data_version",
  description: "The daily universe's sessions and file version, per data version.",
});
const meshCache = dataCache<Build>({
  name: "risk.universe_mesh",
  owner: "risk",
  description: "The universe's monthly returns and correlation edges per window, per data version.",
});

/** The whole history is read and kept; each request filters it to its bound. */
const WHOLE_HISTORY = "whole_history";

async function build(db: Warehouse<"risk">, window: MonthEnd[]): Promise<Build> {
  const closes = await universeClosesOn(
    db,
    window.map((monthEnd) => monthEnd.date),
  );
  const returns = new Map([...closes].map(([ticker, byDate]) => [ticker, monthlyReturns(byDate, window)]));
  const edges = meshEdges(returns);
  return { window, returns, edges, index: meshIndex(edges) };
}

/** The universe's monthly view as of `through` (the request's last final close). */
export async function universeMonthly(
  ctx: { db: Warehouse<"risk"> },
  through: string,
): Promise<UniverseMonthly> {
  const { db } = ctx;
  const universe = await sessionsCache.get(ctx, { asOf: WHOLE_HISTORY }, async () => ({
    version: (await universeVersion(db)) ?? "not_ingested",
    sessions: await universeSessions(db, { through: "9999-12-31" }),
  }));
  const sessions = universe.sessions.filter((date) => date <= through);
  const window = meshWindow(completeMonths(sessions));
  // The window's last month-end is the newest close the build reads: its as-of session.
  const built = await meshCache.get(ctx, { asOf: window.at(-1)?.date ?? "none" }, () => build(db, window));
  return { ...built, version: universe.version, lastSession: sessions.at(-1) ?? null };
}
