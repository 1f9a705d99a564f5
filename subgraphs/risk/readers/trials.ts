/**
 * risk's read-only reader of the trial registry (table strategy_trials; its one writer is
 * subgraphs/risk/readers/trialRegistration.ts). risk reads it to deflate Sharpe ratios and to serve the
 * registry; signals reads it for the research routes that fall back on it (alpha discoveries,
 * strategy evolution). Nothing here writes.
 *
 * Point in time: every read takes `through`, the caller's clock; a trial submitted after it is not
 * visible (it had not been registered yet).
 */
import type { AnyWarehouse, Warehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import type { TrialRegistration } from "./trialRegistration.js";

/** A registered trial: what its source registered (trialRegistration.ts), and which source that was. */
export interface RegisteredTrial extends TrialRegistration {
  source: string;
}

export interface TrialFilter {
  /** The caller's clock: trials submitted after it are not visible. */
  through: Date;
  /** Only this family's trials (exact name). */
  family?: string;
  /** Only trials submitted at or after this instant. */
  since?: Date;
}

function filtered(db: Warehouse<"risk">, filter: TrialFilter) {
  let query = db.selectFrom("strategy_trials").where("submitted_at", "<=", filter.through.toISOString());
  if (filter.family !== undefined) query = query.where("strategy_family", "=", filter.family);
  if (filter.since !== undefined) query = query.where("submitted_at", ">=", filter.since.toISOString());
  return query;
}

/** The visible trials, newest first (then by trial id); all of them unless `limit`. */
export async function registeredTrials(
  source: AnyWarehouse,
  filter: TrialFilter & { limit?: number },
): Promise<RegisteredTrial[]> {
  const db = asOwner("risk", source);
  let query = filtered(db, filter).selectAll().orderBy("submitted_at", "desc").orderBy("trial_id");
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    trialId: row.trial_id,
    source: row.source,
    strategyFamily: row.strategy_family,
    strategy: row.strategy,
    runId: row.run_id,
    sharpe: row.sharpe,
    periodsPerYear: row.periods_per_year,
    nObs: row.n_obs,
    skewness: row.skewness,
    kurtosis: row.kurtosis,
    submittedAt: row.submitted_at,
    submittedAtBasis: row.submitted_at_basis,
    dataDigest: row.data_digest,
  }));
}

/** How many trials are visible. */
export async function trialCount(source: AnyWarehouse, filter: TrialFilter): Promise<number> {
  const db = asOwner("risk", source);
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
