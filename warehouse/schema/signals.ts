/**
 * The tables signals owns: its derived products' (docs/SIGNALS.md, docs/STRATEGIES.md,
 * docs/LEARNING.md) — the book, the strategy library's backtests and the learning product.
 */

/**
 * The signals book (signals; derived product `signals_book`, signals' derived.ts): one row
 * per stock of the daily universe per book date, scored or not. Voter values in their own units
 * (signals' domain/voters.ts), each with its percentile among the date's scored stocks
 * (`<voter>_pct`, 0..100, 100 the most favourable). Read through signals' data/signalsBook.ts.
 */
export interface SignalsBookRowsTable {
  book_date: string;
  ticker: string;
  /** The universe close of the date (split- and dividend-adjusted). */
  close: number;
  /** Null when the stock is not scored (unscored_reason says why). */
  blended_score: number | null;
  rank: number | null;
  decile: number | null;
  percentile: number | null;
  /** LONG, SHORT or NEUTRAL. */
  direction: string | null;
  conviction: number | null;
  voters_used: number;
  /** implausible_12_1_momentum, or null. */
  flag: string | null;
  /** insufficient_history | voter_not_computable; null when scored. */
  unscored_reason: string | null;
  momentum_12_1: number | null;
  momentum_12_1_pct: number | null;
  reversal_1m: number | null;
  reversal_1m_pct: number | null;
  low_volatility: number | null;
  low_volatility_pct: number | null;
  trend_sma200: number | null;
  trend_sma200_pct: number | null;
  rsi_14: number | null;
  rsi_14_pct: number | null;
  volume_surge: number | null;
  volume_surge_pct: number | null;
  high_52w_proximity: number | null;
  high_52w_proximity_pct: number | null;
}

/** One row per book date of the signals book: what was ranked and how the weights were set. */
export interface SignalsBookDatesTable {
  book_date: string;
  /** The universe the rows were ranked in (market's readers/universe.ts UNIVERSE_NAME). */
  universe: string;
  /** Stocks with a bar on the date. */
  members: number;
  scored: number;
  /** ic_weighted | equal_weight_warmup | equal_weight_no_positive_ic */
  weights_basis: string;
  /** The score dates whose ICs set the weights; null before the first is realised. */
  ic_window_first: string | null;
  ic_window_last: string | null;
}

/** The optimizer's voter weights, stored with the book date they are as of. */
export interface SignalsBookWeightsTable {
  book_date: string;
  voter: string;
  weight: number;
  mean_ic: number | null;
  ic_observations: number;
}

/**
 * One backtest of the strategy library (signals, migration 0021): a strategy at one parameter
 * configuration on the universe's data, rebuilt with every data version (signals' derived.ts).
 */
export interface BacktestRunsTable {
  /** `<strategy>.<variant>`. */
  run_id: string;
  strategy: string;
  family: string;
  /** `default`, or the variant's overrides. */
  variant: string;
  is_default: number;
  /** JSON object: parameter name → value. */
  parameters: string;
  /** completed | failed (docs/STRATEGIES.md "Run lifecycle"). */
  status: string;
  status_reason: string | null;
  /** The universe's label (market's readers/universe.ts UNIVERSE_NAME). */
  universe: string;
  /** SHA-256 of the closes and dollar volumes the run read. */
  universe_digest: string;
  data_from: string;
  data_through: string;
  /** The run's observations: from its first invested decision to the last session. */
  obs_from: string | null;
  obs_through: string | null;
  n_obs: number;
  cagr: number | null;
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
  max_drawdown: number | null;
  turnover: number | null;
  hit_rate: number | null;
  skewness: number | null;
  kurtosis: number | null;
  total_cost: number;
  average_gross_exposure: number | null;
  /** JSON object: metric → why it is null. */
  null_reasons: string;
  /** JSON array of the strategy's decision notes ({date, record}). */
  diagnostics: string;
  /** ISO 8601 instant: when the run's data was complete (its last close final). */
  submitted_at: string;
  /** The trial the run registered in strategy_trials; null for a failed run. */
  trial_id: string | null;
}

/** A run's daily series from obs_from, JSON arrays of equal length (signals, migration 0021). */
export interface BacktestSeriesTable {
  run_id: string;
  dates: string;
  net_returns: string;
  costs: string;
  turnover: string;
  gross_exposure: string;
}

/** The target book of a default run at each decision that traded (signals, migration 0021). */
export interface BacktestBooksTable {
  run_id: string;
  date: string;
  /** JSON array of [ticker, weight, trade]; weight 0: closed at this decision. */
  positions: string;
}

/**
 * The learning product (signals; derived product `learning`, docs/LEARNING.md): one row per book
 * date — its predictions' resolution date (the 21st session after) and, when the data holds that
 * date, how many of its scored stocks have an outcome and the benchmark they are judged against.
 */
export interface LearningDatesTable {
  prediction_date: string;
  /** The 21st NYSE session after prediction_date. */
  resolves_on: string;
  /** 1 when the data holds resolves_on (a book date), else 0 (the outcome is not held). */
  held: number;
  scored: number;
  /** Scored stocks with a bar on resolves_on. */
  outcomes: number;
  /** The equal-weighted mean 21-session return of the outcomes; null when not held. */
  mean_return: number | null;
  long_absolute_hits: number;
  short_absolute_hits: number;
}

/** One held prediction date's resolution per source (the ensemble or a voter). */
export interface LearningSourcesTable {
  prediction_date: string;
  /** ensemble, or a voter name. */
  source: string;
  resolves_on: string;
  calls: number;
  hits: number;
  favourable_calls: number;
  favourable_hits: number;
  unfavourable_calls: number;
  unfavourable_hits: number;
  ic: number | null;
  /** JSON: ten [predictions, Σ return, Σ excess return, beat the benchmark], band 1 first. */
  bands: string;
}

/**
 * The memory's documents (signals' domain/memoryText.ts), searched through a full-text
 * index: memory_documents_fts (SQLite FTS5) or the GIN index memory_documents_search (PostgreSQL).
 */
export interface MemoryDocumentsTable {
  doc_id: number;
  /** setup_rationale, book_summary or setup_outcome. */
  kind: string;
  ticker: string | null;
  prediction_date: string;
  /** The date the document speaks as of (an outcome's resolution date). */
  event_date: string;
  /** The event date's close final (bell + 5 minutes), epoch ms: hidden before it. */
  visible_from_ms: number;
  title: string;
  body: string;
}

/** The tables signals owns. */
export interface SignalsTables {
  signals_book_rows: SignalsBookRowsTable;
  signals_book_dates: SignalsBookDatesTable;
  signals_book_weights: SignalsBookWeightsTable;
  backtest_runs: BacktestRunsTable;
  backtest_series: BacktestSeriesTable;
  backtest_books: BacktestBooksTable;
  learning_dates: LearningDatesTable;
  learning_sources: LearningSourcesTable;
  memory_documents: MemoryDocumentsTable;
}
