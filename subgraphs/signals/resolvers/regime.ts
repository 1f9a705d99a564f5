/**
 * The regime routes: regime (svc_regime), regimeForecast (svc_v2_regime_forecast) and
 * regimeHistory (svc_v2_regime_history), all from the labels data/regimeLabels.ts holds per data
 * version and cuts at the clock; the rule and the chain are domain/regime.ts and regimeMarkov.ts.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { easternDate, lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { type VisibleLabels, visibleLabels } from "../data/regimeLabels.js";
import {
  calendarDaysBetween,
  classify,
  daysBefore,
  displaySma,
  HISTORY_STALE_AFTER_DAYS,
  LABEL_STALE_AFTER_SESSIONS,
  REGIME_RULES,
  REGIME_STATES,
  type Regime,
  type RegimeLabel,
  sessionsAfter,
} from "../domain/regime.js";
import {
  type RegimeCounts as Counts,
  countTransitions,
  FORECAST_HORIZON_SESSIONS,
  forecastFrom,
  MARKOV_METHOD,
  mostLikely,
  type RegimeProbabilities as Probabilities,
  stationaryDistribution,
  transitionMatrix,
} from "../domain/regimeMarkov.js";
import {
  CurrentRegime,
  RegimeCounts,
  RegimeForecast,
  RegimeHistory,
  RegimeProbabilities,
  type RegimeTransitionRow,
} from "../types/regime.js";

const NOTE =
  "A rule-based label of the session (docs/REGIME.md), not a forecast of returns. Labels end with SPY's daily file (2021-03-31): a later clock sees that label, marked stale.";

function probabilitiesOf(p: Probabilities): RegimeProbabilities {
  return { riskOn: p.risk_on, neutral: p.neutral, riskOff: p.risk_off };
}

function countsOf(c: Counts): RegimeCounts {
  return { riskOn: c.risk_on, neutral: c.neutral, riskOff: c.risk_off };
}

function noLabelVisible(visible: VisibleLabels): ServiceError {
  return new ServiceError(
    "dataset_unavailable",
    `No regime label is visible on or before ${visible.visibleThrough}; nothing was charged.`,
    {
      retryAfterS: null,
      extra: { reason: "no_regime_label_visible_at_clock", visible_through: visible.visibleThrough },
    },
  );
}

/** The newest visible label and how old it is, by the spec's 2-session rule. */
function current(ctx: SubgraphContext<"signals">, visible: VisibleLabels) {
  const label = visible.labels.at(-1);
  if (!label) throw noLabelVisible(visible);
  const lastFinal = lastFinalCloseDate(ctx.clock.now(), "equity");
  const ageSessions = sessionsAfter(label.date, lastFinal);
  const stale = ageSessions > LABEL_STALE_AFTER_SESSIONS;
  return {
    label,
    ageSessions,
    stale,
    staleReason: stale
      ? `label_older_than_${LABEL_STALE_AFTER_SESSIONS}_sessions: newest label ${label.date}, last final close ${lastFinal}`
      : null,
  };
}

function inputsOf(label: RegimeLabel, basis: string) {
  return {
    vix: label.vix,
    spyClose: label.spyClose,
    spySma200: displaySma(label.spySma200),
    spyVsSma200Pct: Math.round((label.spyClose / label.spySma200 - 1) * 1e6) / 1e4,
    spyTrend: label.spyClose >= label.spySma200 ? "above_sma200" : "below_sma200",
    spyPriceBasis: basis,
  };
}

function matrixRows(labels: readonly RegimeLabel[]) {
  const counts = countTransitions(labels);
  return { counts, matrix: transitionMatrix(counts) };
}

@Resolver()
export class RegimeResolver {
  @Query(() => CurrentRegime, {
    description:
      "Operation svc_regime: the current market regime (risk_on, neutral, risk_off) by rule from the VIX close and SPY against its SMA 200, with the next session's probabilities from the labelled history's transition matrix.",
  })
  async regime(@Ctx() ctx: SubgraphContext<"signals">): Promise<CurrentRegime> {
    const visible = await visibleLabels(ctx);
    const { label, ageSessions, stale, staleReason } = current(ctx, visible);
    const { matrix } = matrixRows(visible.labels);
    const next = forecastFrom(matrix, label.regime, 1);
    return {
      regime: label.regime,
      regimeMethod: REGIME_RULES.method,
      asOf: label.date,
      stale,
      staleReason,
      labelAgeSessions: ageSessions,
      staleAfterSessions: LABEL_STALE_AFTER_SESSIONS,
      // The label's own reasons, recomputed from its stored inputs by the same rule.
      reasons: classify(label.vix, label.spyClose, label.spySma200).reasons,
      inputs: inputsOf(label, visible.book.spyBasis),
      probabilities: next.probabilities ? probabilitiesOf(next.probabilities) : null,
      probabilitiesReason: next.reason,
      probabilitiesBasis: `${MARKOV_METHOD}: the current label's row, estimated from the ${visible.labels.length} labels visible`,
      note: NOTE,
    };
  }

  @Query(() => RegimeForecast, {
    description:
      "Operation svc_v2_regime_forecast: the current regime and a first-order Markov forecast of it horizon_days sessions ahead, from the transition matrix estimated over the labelled history. 503 upstream_unavailable (Retry-After 5, refunded) while the labels are built.",
  })
  async regimeForecast(
    @Arg("horizonDays", () => Int, {
      defaultValue: FORECAST_HORIZON_SESSIONS.default,
      description: "Sessions ahead (each step of the chain is one SPY session).",
    })
    @range(FORECAST_HORIZON_SESSIONS.min, FORECAST_HORIZON_SESSIONS.max)
    horizonDays: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<RegimeForecast> {
    const visible = await visibleLabels(ctx);
    const { label, ageSessions, stale, staleReason } = current(ctx, visible);
    const { counts, matrix } = matrixRows(visible.labels);
    const forecast = forecastFrom(matrix, label.regime, horizonDays);
    const stationary = stationaryDistribution(matrix);
    const rows: RegimeTransitionRow[] = matrix.map((row) => ({
      from: row.from,
      observed: row.observed,
      counts: countsOf(row.counts),
      probabilities: row.probabilities ? probabilitiesOf(row.probabilities) : null,
      probabilitiesReason: row.probabilities ? null : "no_transitions_observed_from_this_regime",
      expectedDurationSessions: row.expectedDurationSessions,
      expectedDurationSessionsReason:
        row.expectedDurationSessions !== null
          ? null
          : row.probabilities
            ? "never_left_this_regime"
            : "no_transitions_observed_from_this_regime",
    }));
    return {
      currentRegime: label.regime,
      currentRegimeAsOf: label.date,
      stale,
      staleReason,
      labelAgeSessions: ageSessions,
      staleAfterSessions: LABEL_STALE_AFTER_SESSIONS,
      horizonDays,
      horizonUnit: "sessions",
      forecast: forecast.probabilities ? probabilitiesOf(forecast.probabilities) : null,
      forecastReason: forecast.reason,
      mostLikelyRegime: forecast.probabilities ? mostLikely(forecast.probabilities) : null,
      mostLikelyRegimeReason: forecast.reason,
      stationary: stationary.probabilities ? probabilitiesOf(stationary.probabilities) : null,
      stationaryReason: stationary.reason,
      transitionMatrix: rows,
      estimation: {
        firstLabel: (visible.labels[0] as RegimeLabel).date,
        lastLabel: label.date,
        labels: visible.labels.length,
        transitions: counts.transitions,
        method: "maximum likelihood: P(i -> j) = n(i -> j) / n(i -> any), over consecutive SPY sessions",
      },
      regimeMethod: REGIME_RULES.method,
      markovMethod: MARKOV_METHOD,
      note: `${NOTE} The forecast describes the labelled history's persistence; it is not calibrated.`,
    };
  }

  @Query(() => RegimeHistory, {
    description:
      "Operation svc_v2_regime_history: the regime labels of the last `days` calendar days up to today, with coverage_end and staleness (label over 3 days old). 503 dataset_unavailable (not billed) with coverage_end and min_days_with_labels when no label falls in the window.",
  })
  async regimeHistory(
    @Arg("days", () => Int, { defaultValue: 180, description: "Calendar days back from today (US Eastern)." })
    @range(1, 3650)
    days: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<RegimeHistory> {
    const visible = await visibleLabels(ctx);
    const today = easternDate(ctx.clock.now());
    const windowStart = daysBefore(today, days - 1);
    const first = visible.labels[0];
    const newest = visible.labels.at(-1);
    if (!first || !newest) throw noLabelVisible(visible);
    const inWindow = visible.labels.filter((label) => label.date >= windowStart);
    if (inWindow.length === 0) {
      const needed = calendarDaysBetween(newest.date, today) + 1;
      throw new ServiceError(
        "dataset_unavailable",
        `No regime label falls in the ${days} days from ${windowStart} to ${today}; the newest is ${newest.date} (days=${needed} reaches it). Nothing was charged.`,
        {
          retryAfterS: null,
          extra: {
            reason: "no_regime_label_in_window",
            days,
            window_start: windowStart,
            coverage_end: newest.date,
            min_days_with_labels: needed,
          },
        },
      );
    }
    const ageDays = calendarDaysBetween(newest.date, today);
    const stale = ageDays > HISTORY_STALE_AFTER_DAYS;
    const counts = Object.fromEntries(REGIME_STATES.map((state) => [state, 0])) as Record<Regime, number>;
    let changes = 0;
    inWindow.forEach((label, i) => {
      counts[label.regime] += 1;
      const before = inWindow[i - 1];
      if (before && before.regime !== label.regime) changes += 1;
    });
    return {
      days,
      windowStart,
      asOf: today,
      coverageStart: first.date,
      coverageEnd: newest.date,
      stale,
      staleReason: stale
        ? `label_older_than_${HISTORY_STALE_AFTER_DAYS}_days: newest label ${newest.date}, today ${today}`
        : null,
      labelAgeDays: ageDays,
      staleAfterDays: HISTORY_STALE_AFTER_DAYS,
      count: inWindow.length,
      counts: countsOf(counts),
      changes,
      labels: inWindow.map(({ date, regime, vix, spyClose, spySma200 }) => ({
        date,
        regime,
        vix,
        spyClose,
        spySma200: displaySma(spySma200),
      })),
      regimeMethod: REGIME_RULES.method,
      note: NOTE,
    };
  }
}
