/**
 * Rule-based market regime from three dashboard readings: VIX close, the ICE BofA US High Yield
 * option-adjusted spread and the 10y-2y Treasury spread. Thresholds (regime_method rules_v1):
 *
 * - risk_off when VIX >= 30 or the high-yield spread >= 6 percent (stress on either market);
 * - risk_on when VIX < 20, the spread < 4.5 percent and the curve is not inverted (10y-2y >= 0);
 * - neutral otherwise.
 *
 * A missing input leaves the regime null with a reason: no label is inferred from part of the rule.
 */

export const REGIME_METHOD = "rules_v1:vix_hy_oas_10y2y";

export interface RegimeInputs {
  vix: number | null;
  highYieldOasPct: number | null;
  curve10y2yPts: number | null;
}

export interface RegimeAnswer {
  regime: "risk_on" | "neutral" | "risk_off" | null;
  reasons: string[];
  nullReason: string | null;
}

export function classifyRegime({ vix, highYieldOasPct, curve10y2yPts }: RegimeInputs): RegimeAnswer {
  const missing = [
    vix === null ? "vix" : null,
    highYieldOasPct === null ? "credit_spread" : null,
    curve10y2yPts === null ? "yield_curve_10y2y" : null,
  ].filter((name): name is string => name !== null);
  if (vix === null || highYieldOasPct === null || curve10y2yPts === null) {
    return { regime: null, reasons: [], nullReason: `missing_input:${missing.join(",")}` };
  }
  const stress = [
    vix >= 30 ? `vix ${vix} >= 30` : null,
    highYieldOasPct >= 6 ? `high-yield spread ${highYieldOasPct}% >= 6%` : null,
  ].filter((r): r is string => r !== null);
  if (stress.length > 0) return { regime: "risk_off", reasons: stress, nullReason: null };
  const calm = vix < 20 && highYieldOasPct < 4.5 && curve10y2yPts >= 0;
  if (calm) {
    return {
      regime: "risk_on",
      reasons: [
        `vix ${vix} < 20`,
        `high-yield spread ${highYieldOasPct}% < 4.5%`,
        `10y-2y ${curve10y2yPts} >= 0`,
      ],
      nullReason: null,
    };
  }
  const mixed = [
    vix >= 20 ? `vix ${vix} in 20..30` : null,
    highYieldOasPct >= 4.5 ? `high-yield spread ${highYieldOasPct}% in 4.5..6%` : null,
    curve10y2yPts < 0 ? `10y-2y ${curve10y2yPts} inverted` : null,
  ].filter((r): r is string => r !== null);
  return { regime: "neutral", reasons: mixed, nullReason: null };
}
