/**
 * The research knowledge base (svc_research_knowledge): the service's own documented methods as
 * structured entries. Each entry is built from the declaration its computation runs on (the rule
 * tables of this folder), so a threshold changed in code changes here too; none is written per
 * request. Other methods join by appending entries to KNOWLEDGE_ENTRIES.
 */
import {
  BUCKET_STALE_AFTER_DAYS,
  CREDIT_FIGURES,
  CROSS_ASSET_WINDOWS,
  FX_FIGURES,
  PLAUSIBLE_RANGES,
  RATES_FIGURES,
  VOLATILITY_FIGURES,
} from "./crossAsset.js";
import { LANE_SPANS_MS, SITTING_LANES, SITTING_RULES } from "./cryptoSitting.js";
import {
  HISTORY_STALE_AFTER_DAYS,
  LABEL_STALE_AFTER_SESSIONS,
  REGIME_RULES,
  REGIME_STATES,
} from "./regime.js";
import { FORECAST_HORIZON_SESSIONS, MARKOV_METHOD } from "./regimeMarkov.js";
import { TA_FIGURES, TA_RULES } from "./taMaster.js";
import { VETO_RULES } from "./veto.js";

export interface KnowledgeParameter {
  name: string;
  value: number;
  unit: string;
}

export interface KnowledgeEntry {
  /** Stable id, e.g. regime.rules. */
  id: string;
  title: string;
  /** regime_rule, estimator, veto_rule, cross_asset_bucket, crypto_lane, technical_indicator, … */
  kind: string;
  summary: string;
  /** The method in words and formulas. */
  method: string;
  parameters: KnowledgeParameter[];
  /** Where its inputs come from. */
  inputs: string[];
  /** Fields or labels it produces. */
  outputs: string[];
  /** The svc_* operations that serve it. */
  operations: string[];
  /** The document that explains it. */
  docs: string;
}

const p = (name: string, value: number, unit: string): KnowledgeParameter => ({ name, value, unit });
const REGIME_DOC = "docs/REGIME.md";

const regimeEntries: KnowledgeEntry[] = [
  {
    id: "regime.rules",
    title: "Rule-based market regime",
    kind: "regime_rule",
    summary: `Labels each SPY session ${REGIME_STATES.join(", ")} from the VIX close and SPY against its SMA ${REGIME_RULES.trendSessions} (${REGIME_RULES.method}).`,
    method: `risk_off when VIX >= ${REGIME_RULES.stressVix}, or SPY < SMA${REGIME_RULES.trendSessions} and VIX >= ${REGIME_RULES.calmVixBelow}; risk_on when SPY >= SMA${REGIME_RULES.trendSessions} and VIX < ${REGIME_RULES.calmVixBelow}; neutral otherwise. A session without a VIX close of its date is not labelled.`,
    parameters: [
      p("trend_sessions", REGIME_RULES.trendSessions, "sessions"),
      p("stress_vix", REGIME_RULES.stressVix, "index_points"),
      p("calm_vix_below", REGIME_RULES.calmVixBelow, "index_points"),
      p("stale_after_sessions", LABEL_STALE_AFTER_SESSIONS, "sessions"),
      p("history_stale_after_days", HISTORY_STALE_AFTER_DAYS, "calendar_days"),
    ],
    inputs: ["cboe:vix_daily:close", "SPY daily closes (prices/daily/SPY.csv, unadjusted)"],
    outputs: ["regime", "reasons", "inputs"],
    operations: ["svc_regime", "svc_v2_regime_forecast", "svc_v2_regime_history", "svc_v3_signals_veto"],
    docs: `${REGIME_DOC}#regime-rules`,
  },
  {
    id: "regime.markov",
    title: "Markov transition forecast of the regime",
    kind: "estimator",
    summary: "A first-order Markov chain estimated from the labelled history, raised to the horizon.",
    method: `${MARKOV_METHOD}: P(i -> j) = n(i -> j) / n(i -> any) over pairs of labels of consecutive SPY sessions visible at the clock; the h-session forecast is the current label's row of P^h; stationary pi solves pi = pi P; expected run length 1 / (1 - P(i -> i)).`,
    parameters: [
      p("default_horizon_sessions", FORECAST_HORIZON_SESSIONS.default, "sessions"),
      p("max_horizon_sessions", FORECAST_HORIZON_SESSIONS.max, "sessions"),
    ],
    inputs: ["regime.rules labels"],
    outputs: ["forecast", "transition_matrix", "stationary", "probabilities"],
    operations: ["svc_v2_regime_forecast", "svc_regime"],
    docs: `${REGIME_DOC}#markov-estimator`,
  },
];

const vetoEntries: KnowledgeEntry[] = Object.values(VETO_RULES).map((rule) => ({
  id: `veto.${rule.id}`,
  title: `Veto: ${rule.id.replaceAll("_", " ")}`,
  kind: "veto_rule",
  summary: rule.description,
  method: rule.description,
  parameters: [
    ...(rule.threshold === null ? [] : [p("threshold", rule.threshold, rule.unit)]),
    ...("lookbackSessions" in rule ? [p("lookback_sessions", rule.lookbackSessions, "sessions")] : []),
    ...("lookbackObservations" in rule
      ? [p("lookback_observations", rule.lookbackObservations, "observations")]
      : []),
  ],
  inputs: [`${rule.kind} veto input (${rule.unit})`],
  outputs: ["status", "active", "value", "threshold"],
  operations: ["svc_v3_signals_veto"],
  docs: `${REGIME_DOC}#veto-rules`,
}));

const bucket = (
  name: string,
  figures: Record<string, string>,
  summary: string,
  parameters: KnowledgeParameter[],
  inputs: string[],
): KnowledgeEntry => ({
  id: `cross_asset.${name}`,
  title: `Cross-asset bucket: ${name}`,
  kind: "cross_asset_bucket",
  summary,
  method: `Each figure from the newest observation visible at the clock; a source value outside its plausible range is nulled and named in invalid_fields; the bucket is stale past ${BUCKET_STALE_AFTER_DAYS} calendar days.`,
  parameters: [...parameters, p("stale_after_days", BUCKET_STALE_AFTER_DAYS, "calendar_days")],
  inputs,
  outputs: Object.keys(figures),
  operations: ["svc_v3_signals_cross_asset"],
  docs: `${REGIME_DOC}#cross-asset-buckets`,
});

const w = CROSS_ASSET_WINDOWS;
const crossAssetEntries: KnowledgeEntry[] = [
  bucket(
    "volatility",
    VOLATILITY_FIGURES,
    "VIX level, 5-session change, 20-session mean and 1-year percentile.",
    [
      p("change_sessions", w.vixChangeSessions, "sessions"),
      p("sma_sessions", w.vixSmaSessions, "sessions"),
      p("percentile_sessions", w.vixPercentileSessions, "sessions"),
      p("plausible_min", PLAUSIBLE_RANGES.vix[0], "index_points"),
      p("plausible_max", PLAUSIBLE_RANGES.vix[1], "index_points"),
    ],
    ["cboe:vix_daily:close"],
  ),
  bucket(
    "rates",
    RATES_FIGURES,
    "Treasury 3m/2y/10y/30y par yields, 2s10s and 3m10y spreads, 10-year change over 20 curves.",
    [
      p("change_observations", w.changeObservations, "observations"),
      p("plausible_min", PLAUSIBLE_RANGES.treasuryYieldPct[0], "percent"),
      p("plausible_max", PLAUSIBLE_RANGES.treasuryYieldPct[1], "percent"),
    ],
    ["us_treasury:daily_par_yield_curve"],
  ),
  bucket(
    "fx",
    FX_FIGURES,
    "The broad trade-weighted dollar index and its 20-observation momentum (dxy_momentum, from the broad index, not ICE's DXY); EUR/USD and dollar-index futures are not held.",
    [
      p("momentum_observations", w.dxyMomentumObservations, "observations"),
      p("plausible_min", PLAUSIBLE_RANGES.usdIndexBroad[0], "index_points"),
      p("plausible_max", PLAUSIBLE_RANGES.usdIndexBroad[1], "index_points"),
    ],
    ["fred:DTWEXBGS"],
  ),
  bucket(
    "credit",
    CREDIT_FIGURES,
    "Investment-grade and high-yield option-adjusted spreads, their difference and 20-observation changes.",
    [
      p("change_observations", w.changeObservations, "observations"),
      p("plausible_min", PLAUSIBLE_RANGES.oasPct[0], "percent"),
      p("plausible_max", PLAUSIBLE_RANGES.oasPct[1], "percent"),
    ],
    ["fred:BAMLC0A0CM", "fred:BAMLH0A0HYM2"],
  ),
];

const cryptoEntries: KnowledgeEntry[] = [
  {
    id: "crypto_sitting.lanes",
    title: "Crypto sitting lanes and blend",
    kind: "crypto_lane",
    summary: `Lanes ${SITTING_LANES.join(", ")} per pair at its last trade, ranked as percentiles across comparable pairs and averaged.`,
    method:
      "Momentum = price / close at the span's start - 1 (1h, 4h from minute bars; 1d from minute bars 24 h back, else two whole UTC days; 7d from whole UTC days 7 days apart); dollar volume of the last whole UTC day. Percentile (rank - 1/2) / n, ties at their mean rank; blended_score = mean of the row's lane percentiles; decile = min(10, floor(blended x 10) + 1), 10 the best.",
    parameters: [
      p("span_1h_minutes", LANE_SPANS_MS.momentum_1h / 60_000, "minutes"),
      p("span_4h_minutes", LANE_SPANS_MS.momentum_4h / 60_000, "minutes"),
      p("span_1d_minutes", LANE_SPANS_MS.momentum_1d / 60_000, "minutes"),
      p("comparable_window_hours", SITTING_RULES.comparableWindowHours, "hours"),
      p("start_tolerance_minutes", SITTING_RULES.startToleranceMinutes, "minutes"),
      p("min_pairs_per_lane", SITTING_RULES.minLaneValues, "count"),
      p("stale_after_minutes", SITTING_RULES.staleAfterMinutes, "minutes"),
    ],
    inputs: ["crypto minute bars (Coinbase via Lean)", "crypto daily bars (BTCUSD_daily.csv)"],
    outputs: ["blended_score", "decile", "momentum", "volume", "percentiles"],
    operations: ["svc_crypto_sitting"],
    docs: `${REGIME_DOC}#crypto-sitting-lanes`,
  },
];

const taEntries: KnowledgeEntry[] = [
  {
    id: "ta_master",
    title: "Technical read of daily bars",
    kind: "technical_indicator",
    summary:
      "Trend vs SMA 50/200, RSI 14, MACD 12/26/9, Bollinger 20/2, ATR 14, 52-week range, swing support/resistance.",
    method:
      "Over the last lookback_bars daily bars: SMA plain mean; RSI and ATR with Wilder's smoothing seeded by the mean of the first n moves or true ranges; EMA 2/(n+1) seeded by the SMA of its first n values; MACD = EMA12 - EMA26, signal EMA9; Bollinger SMA20 +- 2 population standard deviations; a swing high (low) is a bar whose high (low) beats the pivot_wing bars on each side.",
    parameters: Object.entries(TA_RULES).map(([name, value]) =>
      p(
        name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase(),
        value,
        /Overbought|Oversold/.test(name)
          ? "index_0_100"
          : name === "bollingerWidth"
            ? "standard_deviations"
            : name === "levelsPerSide"
              ? "count"
              : "sessions",
      ),
    ),
    inputs: ["daily OHLC through the last final close (market's daily OHLCV and crypto readers)"],
    outputs: Object.keys(TA_FIGURES),
    operations: ["svc_v3_skills_ta_master"],
    docs: `${REGIME_DOC}#ta-master`,
  },
];

/** Append-only: a new method adds its entries at the end. */
export const KNOWLEDGE_ENTRIES: readonly KnowledgeEntry[] = [
  ...regimeEntries,
  ...vetoEntries,
  ...crossAssetEntries,
  ...cryptoEntries,
  ...taEntries,
];
