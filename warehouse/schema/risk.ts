/** The table risk owns (docs/STRATEGIES.md, docs/RISK.md): the trial registry. */

/**
 * The trial registry (risk, migration 0021): every backtest registered as a trial for the
 * deflated Sharpe ratio. Written only through risk's readers/trialRegistration.ts; read by risk and
 * through risk's readers/trials.ts.
 */
export interface StrategyTrialsTable {
  trial_id: string;
  /** Who registered it: the writer replaces one source's trials at a time. */
  source: string;
  strategy_family: string;
  strategy: string;
  run_id: string;
  /** Annualised with periods_per_year. */
  sharpe: number;
  periods_per_year: number;
  n_obs: number;
  skewness: number;
  /** Raw Pearson kurtosis (normal = 3). */
  kurtosis: number;
  /** ISO 8601 instant. */
  submitted_at: string;
  submitted_at_basis: string;
  data_digest: string;
}

/** The table risk owns. */
export interface RiskTables {
  strategy_trials: StrategyTrialsTable;
}
