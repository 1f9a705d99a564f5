/**
 * The veto rules (docs/REGIME.md "Veto rules"): conditions under which a signal should not be
 * acted on, each declared once here (VETO_RULES: id, kind, threshold) and evaluated from data the
 * service holds. A rule whose input is not held (the prediction book, a portfolio) is reported as
 * not evaluated with its reason, never as inactive. Pure: inputs in, veto rows out.
 */

export type VetoKind = "risk" | "regime" | "circuit_breaker";
export type VetoStatus = "active" | "inactive" | "not_evaluated";

interface RuleDeclaration {
  id: string;
  kind: VetoKind;
  description: string;
  /** The figure compared, and its unit. */
  unit: string;
  threshold: number | null;
  lookbackSessions?: number;
  lookbackObservations?: number;
}

export const VETO_RULES = {
  regimeRiskOff: {
    id: "regime_risk_off",
    kind: "regime",
    description: "The current rule-based regime label (svc_regime) is risk_off.",
    unit: "label",
    threshold: null,
  },
  vixSpike: {
    id: "vix_spike",
    kind: "risk",
    description:
      "The VIX close is at least 1.25 times the mean of its 20 previous closes: volatility jumped against its own recent level.",
    unit: "ratio",
    threshold: 1.25,
    lookbackSessions: 20,
  },
  vixExtreme: {
    id: "vix_extreme",
    kind: "risk",
    description: "The VIX close is at or above 40, whatever its recent path.",
    unit: "index_points",
    threshold: 40,
  },
  creditWidening: {
    id: "credit_spread_widening",
    kind: "risk",
    description:
      "The ICE BofA US High Yield OAS (BAMLH0A0HYM2) widened by at least 100 bp over its last 20 observations.",
    unit: "basis_points",
    threshold: 100,
    lookbackObservations: 20,
  },
  marketWideCircuitBreaker: {
    id: "market_wide_circuit_breaker",
    kind: "circuit_breaker",
    description:
      "SPY's session low was at least 7 % under the previous close: the S&P 500 decline that halts trading market-wide (NYSE Rule 7.12 Level 1), read from SPY's daily bar as its proxy.",
    unit: "percent",
    threshold: 7,
  },
  predictionBookStale: {
    id: "prediction_book_stale",
    kind: "risk",
    description: "The scored prediction book is older than 2 sessions (spec/03).",
    unit: "sessions",
    threshold: 2,
  },
  positionConcentration: {
    id: "position_concentration",
    kind: "risk",
    description: "A held position exceeds the portfolio's concentration limit.",
    unit: "fraction",
    threshold: null,
  },
} as const satisfies Record<string, RuleDeclaration>;

/** Why a rule could not be evaluated here. */
export const NOT_EVALUATED = {
  predictionBookStale: "needs_prediction_book: the scored book is not read by this route",
  positionConcentration: "no_portfolio_held: the service holds no positions for the caller",
} as const;

export interface VetoRow {
  id: string;
  kind: VetoKind;
  status: VetoStatus;
  /** null when not evaluated (status says why). */
  active: boolean | null;
  value: number | null;
  threshold: number | null;
  unit: string;
  /** The date of the newest input the rule read. */
  asOf: string | null;
  /** Why the rule decided as it did, or why it was not evaluated. */
  reason: string;
  rule: string;
}

export interface DatedValue {
  date: string;
  value: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function row(rule: RuleDeclaration, fields: Omit<VetoRow, "id" | "kind" | "unit" | "rule">): VetoRow {
  return { id: rule.id, kind: rule.kind, unit: rule.unit, rule: rule.description, ...fields };
}

function missing(rule: RuleDeclaration, reason: string): VetoRow {
  return row(rule, {
    status: "not_evaluated",
    active: null,
    value: null,
    threshold: rule.threshold,
    asOf: null,
    reason,
  });
}

function decided(
  rule: RuleDeclaration,
  active: boolean,
  value: number,
  asOf: string,
  reason: string,
): VetoRow {
  return row(rule, {
    status: active ? "active" : "inactive",
    active,
    value,
    threshold: rule.threshold,
    asOf,
    reason,
  });
}

export function regimeVeto(label: { date: string; regime: string } | null): VetoRow {
  const rule = VETO_RULES.regimeRiskOff;
  if (!label) return missing(rule, "no_regime_label_visible_at_clock");
  const active = label.regime === "risk_off";
  return row(rule, {
    status: active ? "active" : "inactive",
    active,
    value: null,
    threshold: null,
    asOf: label.date,
    reason: `regime ${label.regime} on ${label.date}`,
  });
}

/** `vix`: closes oldest first, up to the visible bound. */
export function vixSpikeVeto(vix: readonly DatedValue[]): VetoRow {
  const rule = VETO_RULES.vixSpike;
  const n = rule.lookbackSessions;
  const last = vix.at(-1);
  if (!last || vix.length < n + 1) return missing(rule, `insufficient_history: needs ${n + 1} VIX closes`);
  const previous = vix.slice(-n - 1, -1);
  const mean = previous.reduce((sum, close) => sum + close.value, 0) / n;
  const ratio = last.value / mean;
  return decided(
    rule,
    ratio >= rule.threshold,
    round(ratio, 4),
    last.date,
    `VIX ${last.value} / mean of ${n} previous closes ${round(mean, 4)} = ${round(ratio, 4)} (${ratio >= rule.threshold ? ">=" : "<"} ${rule.threshold})`,
  );
}

export function vixExtremeVeto(vix: readonly DatedValue[]): VetoRow {
  const rule = VETO_RULES.vixExtreme;
  const last = vix.at(-1);
  if (!last) return missing(rule, "no_vix_close_visible_at_clock");
  const active = last.value >= rule.threshold;
  return decided(
    rule,
    active,
    last.value,
    last.date,
    `VIX ${last.value} ${active ? ">=" : "<"} ${rule.threshold}`,
  );
}

/** `hyOas`: BAMLH0A0HYM2 observations with a value, percent, oldest first. */
export function creditWideningVeto(hyOas: readonly DatedValue[]): VetoRow {
  const rule = VETO_RULES.creditWidening;
  const n = rule.lookbackObservations;
  const last = hyOas.at(-1);
  const base = hyOas.at(-n - 1);
  if (!last || !base)
    return missing(rule, `insufficient_history: needs ${n + 1} high-yield OAS observations`);
  const widenBps = round((last.value - base.value) * 100, 2);
  return decided(
    rule,
    widenBps >= rule.threshold,
    widenBps,
    last.date,
    `HY OAS ${last.value}% on ${last.date} vs ${base.value}% on ${base.date}: ${widenBps} bp (${widenBps >= rule.threshold ? ">=" : "<"} ${rule.threshold})`,
  );
}

export interface SessionBar {
  date: string;
  low: number;
  close: number;
}

/** `spy`: SPY's daily bars oldest first, up to the last final close. */
export function circuitBreakerVeto(spy: readonly SessionBar[]): VetoRow {
  const rule = VETO_RULES.marketWideCircuitBreaker;
  const last = spy.at(-1);
  const previous = spy.at(-2);
  if (!last || !previous) return missing(rule, "insufficient_history: needs 2 SPY sessions");
  const declinePct = round((1 - last.low / previous.close) * 100, 4);
  const active = declinePct >= rule.threshold;
  return decided(
    rule,
    active,
    declinePct,
    last.date,
    `SPY fell ${declinePct}% from the previous close ${previous.close} to the session low ${last.low} on ${last.date} (${active ? ">=" : "<"} ${rule.threshold}%; negative: the low stayed above it)`,
  );
}

/** The rules this service cannot evaluate from the data it holds. */
export function notEvaluatedVetoes(): VetoRow[] {
  return [
    missing(VETO_RULES.predictionBookStale, NOT_EVALUATED.predictionBookStale),
    missing(VETO_RULES.positionConcentration, NOT_EVALUATED.positionConcentration),
  ];
}
