/**
 * The trial registry's one write interface (docs/DESIGN.md §3: a domain owns the tables it writes). The
 * registry, table strategy_trials, belongs to risk: risk deflates Sharpe ratios against it
 * (svc_v3_deflate) and serves it (svc_v3_validation_trials, _trial_count). Its trials come from
 * elsewhere — today the signals subgraph's strategy library, whose every backtest is a trial — so
 * the owner publishes this writer for them, and nothing else writes the table. It sits in risk's
 * readers/, the one part of a domain another may import; other domains read the registry through
 * subgraphs/risk/readers/trials.ts.
 *
 * Why a writer module and not a GraphQL mutation (docs/STRATEGIES.md "Who writes the
 * registry"): the library registers its trials while it is built after ingest (a derived product,
 * warehouse/derived.ts), before any server is listening and possibly in a process that does not
 * serve risk; and the build must commit its runs and their trials together or not at all. A
 * writer that takes the build's transaction gives both; a mutation would need a running risk
 * subgraph and could commit trials for runs that then roll back.
 *
 * What the writer guarantees: a source's trials are replaced as a whole (re-running a source on
 * the same data leaves the registry exactly as it was: idempotent); every trial is well formed
 * (finite Sharpe, at least two observations, moments a distribution can have, an ISO 8601 UTC
 * instant), so readers never meet a trial the deflated Sharpe ratio cannot use.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";

/** A trial as its source registers it. */
export interface TrialRegistration {
  trialId: string;
  strategyFamily: string;
  strategy: string;
  runId: string;
  /** Annualised with periodsPerYear. */
  sharpe: number;
  periodsPerYear: number;
  nObs: number;
  skewness: number;
  /** Raw Pearson kurtosis (normal = 3). */
  kurtosis: number;
  /** ISO 8601 UTC instant, `YYYY-MM-DDTHH:MM:SS.sssZ`. */
  submittedAt: string;
  /** How submittedAt was established (a code documented by the source). */
  submittedAtBasis: string;
  /** Digest of the data the trial was run on. */
  dataDigest: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export class InvalidTrialError extends Error {
  override readonly name = "InvalidTrialError";
}

function check(trial: TrialRegistration): void {
  const problems: string[] = [];
  if (!trial.trialId || !trial.strategyFamily || !trial.strategy || !trial.runId)
    problems.push("empty id or name");
  for (const [name, value] of Object.entries({
    sharpe: trial.sharpe,
    periodsPerYear: trial.periodsPerYear,
    skewness: trial.skewness,
    kurtosis: trial.kurtosis,
  })) {
    if (!Number.isFinite(value)) problems.push(`${name} is not finite`);
  }
  if (!(trial.periodsPerYear > 0)) problems.push("periodsPerYear must be positive");
  if (!Number.isInteger(trial.nObs) || trial.nObs < 2) problems.push("nObs must be a whole number >= 2");
  // Pearson's inequality: no distribution has kurtosis below skewness² + 1.
  if (trial.kurtosis < trial.skewness ** 2 + 1) problems.push("kurtosis below skewness² + 1");
  if (!INSTANT.test(trial.submittedAt) || Number.isNaN(Date.parse(trial.submittedAt))) {
    problems.push("submittedAt is not an ISO 8601 UTC instant");
  }
  if (!trial.submittedAtBasis || !trial.dataDigest) problems.push("empty submittedAtBasis or dataDigest");
  if (problems.length > 0) throw new InvalidTrialError(`trial ${trial.trialId}: ${problems.join("; ")}`);
}

/** Rows per insert statement, under both engines' bind-parameter limits. */
const CHUNK = 500;

/**
 * Replaces every trial of `source` with `trials`, inside the caller's transaction (pass the
 * transaction the source's own rows are written in). Returns the number registered.
 */
export async function replaceTrials(
  writer: AnyWarehouse,
  source: string,
  trials: readonly TrialRegistration[],
): Promise<number> {
  // risk's writer, so it opens risk's table on the caller's handle (warehouse/views.ts).
  const db = asOwner("risk", writer);
  if (!source) throw new InvalidTrialError("a source is required");
  const ids = new Set<string>();
  for (const trial of trials) {
    check(trial);
    if (ids.has(trial.trialId)) throw new InvalidTrialError(`trial ${trial.trialId} is registered twice`);
    ids.add(trial.trialId);
  }
  await db.deleteFrom("strategy_trials").where("source", "=", source).execute();
  const rows = trials.map((trial) => ({
    trial_id: trial.trialId,
    source,
    strategy_family: trial.strategyFamily,
    strategy: trial.strategy,
    run_id: trial.runId,
    sharpe: trial.sharpe,
    periods_per_year: trial.periodsPerYear,
    n_obs: trial.nObs,
    skewness: trial.skewness,
    kurtosis: trial.kurtosis,
    submitted_at: trial.submittedAt,
    submitted_at_basis: trial.submittedAtBasis,
    data_digest: trial.dataDigest,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto("strategy_trials")
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
  return rows.length;
}
