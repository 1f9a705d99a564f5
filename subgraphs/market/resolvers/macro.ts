import { Ctx, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import { DAILY_NEXT_DAY, fredPublication, visibleThrough } from "../../../core/publication.js";
import type { SubgraphContext } from "../../kit/context.js";
import { latestValue, latestVix, recentObservations } from "../data/rates.js";
import { buildRelease, RELEASES } from "../domain/macro.js";
import { classifyRegime, REGIME_METHOD } from "../domain/regime.js";
import { MacroDashboard } from "../types/macro.js";

/** Dashboard field -> its bundled FRED series (VIX comes from the Cboe OHLC file). */
const DAILY_SERIES = {
  tnx_10y: "DGS10",
  yieldCurve_10y2y: "T10Y2Y",
  creditSpread: "BAMLH0A0HYM2",
  creditSpreadIg: "BAMLC0A0CM",
  usdIndexBroad: "DTWEXBGS",
} as const;

const UNITS = {
  vix: "index_points",
  vvix: "index_points",
  tnx_10y: "percent",
  yieldCurve_10y2y: "percentage_points",
  creditSpread: "percent",
  creditSpreadIg: "percent",
  usdIndexBroad: "index_jan_2006_eq_100",
  dxy: "index_points",
  fearGreed: "score_0_100",
};

const SOURCES = {
  vix: "cboe_vix_daily_ohlc:close",
  tnx_10y: "fred:DGS10",
  yieldCurve_10y2y: "fred:T10Y2Y",
  creditSpread: "fred:BAMLH0A0HYM2",
  creditSpreadIg: "fred:BAMLC0A0CM",
  usdIndexBroad: "fred:DTWEXBGS",
  releases: "fred",
};

/** The broad dollar index is published weekly: a week is the coarsest cadence on the dashboard. */
const STALENESS_THRESHOLD_DAYS = 7;
/** Enough monthly rows for a 12-month change, and 10 years of quarters. */
const RELEASE_ROWS = 40;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

@Resolver(() => MacroDashboard)
export class MacroResolver {
  @Query(() => MacroDashboard, {
    description:
      "Operation svc_macro: VIX, 10-year yield, 10y-2y, credit spreads and the broad dollar index with observation dates, the latest CPI/PCE/jobs/GDP/fed funds releases with 1- and 12-month changes, and a rule-based regime.",
  })
  async macro(@Ctx() ctx: SubgraphContext<"market">): Promise<MacroDashboard> {
    // Point in time: each series read only through the newest observation published by now.
    const today = easternDate(ctx.clock.now());
    const releaseBounds = new Map(
      RELEASES.flatMap((r) =>
        r.seriesId === null
          ? []
          : [[r.seriesId, visibleThrough(fredPublication(r.seriesId), today)] as const],
      ),
    );
    const [vix, observations, ...daily] = await Promise.all([
      latestVix(ctx.db, visibleThrough(DAILY_NEXT_DAY, today)),
      recentObservations(ctx.db, releaseBounds, RELEASE_ROWS),
      ...Object.values(DAILY_SERIES).map((id) =>
        latestValue(ctx.db, id, visibleThrough(fredPublication(id), today)),
      ),
    ]);
    const readings: Record<string, { date: string; value: number } | null> = {
      vix: vix && { date: vix.date, value: vix.close },
    };
    Object.keys(DAILY_SERIES).forEach((field, i) => {
      const obs = daily[i];
      readings[field] = obs?.value == null ? null : { date: obs.date, value: obs.value };
    });
    if (
      Object.values(readings).every((r) => r === null) &&
      [...observations.values()].every((o) => o.length === 0)
    ) {
      throw new ServiceError("dataset_unavailable", "No macro series are held (macro/ not ingested).", {
        retryAfterS: null,
        extra: { dataset: "macro_observations" },
      });
    }

    const nullReasons: Record<string, string> = {};
    for (const [field, reading] of Object.entries(readings)) {
      if (reading === null) nullReasons[field] = "no_observation_in_source";
    }
    const dated = Object.entries(readings).filter(
      (e): e is [string, { date: string; value: number }] => e[1] !== null,
    );
    const staleFields = dated
      .filter(([, r]) => daysBetween(r.date, today) > STALENESS_THRESHOLD_DAYS)
      .map(([field]) => field);
    const asOf =
      dated
        .map(([, r]) => r.date)
        .sort()
        .at(-1) ?? null;
    const regime = classifyRegime({
      vix: readings.vix?.value ?? null,
      highYieldOasPct: readings.creditSpread?.value ?? null,
      curve10y2yPts: readings.yieldCurve_10y2y?.value ?? null,
    });
    const value = (field: string) => readings[field]?.value ?? null;
    const obsDate = (field: string) => readings[field]?.date ?? null;
    return {
      vix: value("vix"),
      vixObsDate: obsDate("vix"),
      vvix: null,
      vvixObsDate: null,
      vvixReason: "no_vvix_source_bundled (Cboe VVIX history is not in the data)",
      tnx_10y: value("tnx_10y"),
      tnx_10yObsDate: obsDate("tnx_10y"),
      yieldCurve_10y2y: value("yieldCurve_10y2y"),
      yieldCurve_10y2yObsDate: obsDate("yieldCurve_10y2y"),
      creditSpread: value("creditSpread"),
      creditSpreadObsDate: obsDate("creditSpread"),
      creditSpreadIg: value("creditSpreadIg"),
      creditSpreadIgObsDate: obsDate("creditSpreadIg"),
      usdIndexBroad: value("usdIndexBroad"),
      usdIndexBroadObsDate: obsDate("usdIndexBroad"),
      dxy: null,
      dxyReason:
        "ice_dxy_not_bundled (usd_index_broad is the Federal Reserve's broad index, a different basket)",
      sp500Trend: null,
      sp500TrendReason: "no_sp500_index_series_bundled",
      fearGreed: null,
      fearGreedReason: "proprietary_index_no_source (CNN Fear & Greed)",
      units: UNITS,
      sources: SOURCES,
      nullReasons,
      releases: RELEASES.map((spec) =>
        buildRelease(spec, spec.seriesId === null ? [] : (observations.get(spec.seriesId) ?? [])),
      ),
      regime: regime.regime,
      regimeMethod: REGIME_METHOD,
      regimeReasons: regime.reasons,
      regimeReason: regime.nullReason,
      asOf,
      isStale: staleFields.length > 0 || dated.length === 0,
      staleFields,
      stalenessThresholdDays: STALENESS_THRESHOLD_DAYS,
    };
  }
}
