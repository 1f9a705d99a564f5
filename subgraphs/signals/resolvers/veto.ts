/**
 * vetoState (svc_v3_signals_veto): every rule of domain/veto.ts evaluated at the clock from data
 * read through market's readers (VIX closes, the high-yield OAS, SPY's daily bars) and the regime
 * labels; rules that need the prediction book or a portfolio are listed as not evaluated.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dailyOhlcv } from "../../market/readers/dailyOhlcv.js";
import {
  fredObservations,
  fredVisibleThrough,
  vixCloses,
  vixVisibleThrough,
} from "../../market/readers/macro.js";
import { TREND_TICKER, visibleLabels } from "../data/regimeLabels.js";
import { LABEL_STALE_AFTER_SESSIONS, sessionsAfter } from "../domain/regime.js";
import {
  circuitBreakerVeto,
  creditWideningVeto,
  notEvaluatedVetoes,
  regimeVeto,
  VETO_RULES,
  type VetoRow,
  vixExtremeVeto,
  vixSpikeVeto,
} from "../domain/veto.js";
import { VetoState } from "../types/veto.js";

const HIGH_YIELD_OAS = "BAMLH0A0HYM2";

/** The regime rule's row; while the labels are still being built it is not evaluated, not a 503. */
async function regimeRow(ctx: SubgraphContext<"signals">): Promise<VetoRow> {
  try {
    return regimeVeto((await visibleLabels(ctx)).labels.at(-1) ?? null);
  } catch (error) {
    if (error instanceof ServiceError && error.errorCode === "upstream_unavailable") {
      return { ...regimeVeto(null), reason: "regime_labels_loading: retry in a few seconds" };
    }
    throw error;
  }
}

@Resolver()
export class VetoResolver {
  @Query(() => VetoState, {
    description:
      "Operation svc_v3_signals_veto: active risk, regime and circuit-breaker vetoes, each rule evaluated from held data with its value, threshold and as_of; rules that need the prediction book or a portfolio are listed as not evaluated.",
  })
  async vetoState(@Ctx() ctx: SubgraphContext<"signals">): Promise<VetoState> {
    const now = ctx.clock.now();
    const lastFinal = lastFinalCloseDate(now, "equity");
    const [regime, vix, hyOas, spy] = await Promise.all([
      regimeRow(ctx),
      vixCloses(ctx.db, { through: vixVisibleThrough(now), last: VETO_RULES.vixSpike.lookbackSessions + 1 }),
      fredObservations(ctx.db, HIGH_YIELD_OAS, {
        through: fredVisibleThrough(HIGH_YIELD_OAS, now),
        last: VETO_RULES.creditWidening.lookbackObservations + 1,
      }),
      dailyOhlcv(ctx.db, TREND_TICKER, { through: lastFinal, last: 2 }),
    ]);
    const rows = [
      regime,
      vixSpikeVeto(vix),
      vixExtremeVeto(vix),
      creditWideningVeto(hyOas),
      circuitBreakerVeto(spy.bars),
      ...notEvaluatedVetoes(),
    ];
    const vetoes = rows.map((row) => ({
      ...row,
      stale: row.asOf === null ? null : sessionsAfter(row.asOf, lastFinal) > LABEL_STALE_AFTER_SESSIONS,
    }));
    const evaluated = vetoes.filter((veto) => veto.status !== "not_evaluated");
    const active = vetoes.filter((veto) => veto.active === true);
    const asOf = evaluated.reduce<string | null>(
      (newest, veto) => (veto.asOf !== null && (newest === null || veto.asOf > newest) ? veto.asOf : newest),
      null,
    );
    return {
      anyActive: active.length > 0,
      activeCount: active.length,
      evaluatedCount: evaluated.length,
      notEvaluatedCount: vetoes.length - evaluated.length,
      activeVetoes: active.map((veto) => veto.id),
      vetoes,
      asOf,
      asOfReason: asOf === null ? "no_rule_evaluated" : null,
      stale: evaluated.some((veto) => veto.stale === true),
      staleAfterSessions: LABEL_STALE_AFTER_SESSIONS,
      note: "Each rule reads its own newest visible input (as_of per veto). A not-evaluated rule is not inactive: its input is not held here. Vetoes describe market state; they place nothing.",
    };
  }
}
