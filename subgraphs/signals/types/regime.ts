/** The regime routes' answers: the current label (svc_regime), its forecast and its history (v2). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, NOTE } from "../../kit/descriptions.js";
import {
  LABEL_AGE_SESSIONS,
  LABEL_STALE_AFTER,
  REGIME_LABEL,
  REGIME_METHOD,
  regimeCount,
  regimeProbability,
} from "../descriptions.js";

@ObjectType({ description: "A probability per regime (they sum to 1)." })
export class RegimeProbabilities {
  @Field(() => Float, { description: regimeProbability("risk_on") }) riskOn!: number;
  @Field(() => Float, { description: regimeProbability("neutral") }) neutral!: number;
  @Field(() => Float, { description: regimeProbability("risk_off") }) riskOff!: number;
}

@ObjectType({ description: "A count per regime." })
export class RegimeCounts {
  @Field(() => Int, { description: regimeCount("risk_on") }) riskOn!: number;
  @Field(() => Int, { description: regimeCount("neutral") }) neutral!: number;
  @Field(() => Int, { description: regimeCount("risk_off") }) riskOff!: number;
}

@ObjectType({ description: "What the rule read for one session's label." })
export class RegimeInputs {
  @Field(() => Float, { description: "Cboe VIX close of the session." }) vix!: number;
  @Field(() => Float, { description: "SPY's close of the session." }) spyClose!: number;
  @Field(() => Float, { description: "Mean of SPY's 200 closes ending on the session." }) spySma200!: number;
  @Field(() => Float, { description: "SPY's close over its SMA 200, minus 1, in percent." })
  spyVsSma200Pct!: number;
  @Field(() => String, { description: "above_sma200 (at or above) or below_sma200." }) spyTrend!: string;
  @Field(() => String, { description: "Adjustment basis of SPY's closes, as market's reader states it." })
  spyPriceBasis!: string;
}

@ObjectType({
  description: "The current market regime by rule, with the chain's next-session probabilities.",
})
export class CurrentRegime {
  @Field(() => String, { description: "risk_on, neutral or risk_off." }) regime!: string;
  @Field(() => String, { description: REGIME_METHOD }) regimeMethod!: string;
  @Field(() => String, { description: "The session the label is of: the newest labelled session visible." })
  asOf!: string;
  @Field(() => Boolean, {
    description: "True when the label is more than stale_after_sessions sessions old.",
  })
  stale!: boolean;
  @Field(() => String, { nullable: true, description: "Why the label is stale; null when it is not." })
  staleReason!: string | null;
  @Field(() => Int, { description: "NYSE sessions after as_of up to the last final close." })
  labelAgeSessions!: number;
  @Field(() => Int, { description: LABEL_STALE_AFTER }) staleAfterSessions!: number;
  @Field(() => [String], { description: "The conditions that decided the label." }) reasons!: string[];
  @Field(() => RegimeInputs, {
    description: "The VIX close, SPY's close and its SMA 200 the rule read for the as_of session.",
  })
  inputs!: RegimeInputs;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description:
      "The label of the next session, as the transition matrix estimated from the labelled history gives it for the current label (its row); null with probabilities_reason.",
  })
  probabilities!: RegimeProbabilities | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why probabilities is null (no_transitions_observed_from:<regimes>: a regime the labelled history never left, so the chain has no row for it); null when probabilities is given.",
  })
  probabilitiesReason!: string | null;
  @Field(() => String, {
    description:
      "The chain's method (first_order_markov:mle_transition_counts) and how many visible labels its matrix was estimated from.",
  })
  probabilitiesBasis!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "One row of the estimated transition matrix." })
export class RegimeTransitionRow {
  @Field(() => String, { description: "The regime the transitions leave: risk_on, neutral or risk_off." })
  from!: string;
  @Field(() => Int, { description: "Transitions observed out of `from`." }) observed!: number;
  @Field(() => RegimeCounts, {
    description: "Transitions out of `from` by the regime of the next labelled session.",
  })
  counts!: RegimeCounts;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description: "counts / observed; null when `from` was never left (probabilities_reason).",
  })
  probabilities!: RegimeProbabilities | null;
  @Field(() => String, {
    nullable: true,
    description: "no_transitions_observed_from_this_regime when probabilities is null; null otherwise.",
  })
  probabilitiesReason!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean run length the row implies, 1 / (1 - P(from -> from)), in sessions.",
  })
  expectedDurationSessions!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why expected_duration_sessions is null: never_left_this_regime (P(from → from) = 1) or no_transitions_observed_from_this_regime; null when it is given.",
  })
  expectedDurationSessionsReason!: string | null;
}

@ObjectType({ description: "What the chain was estimated from." })
export class MarkovEstimation {
  @Field(() => String, {
    description: "ISO date of the oldest labelled session the matrix was estimated from.",
  })
  firstLabel!: string;
  @Field(() => String, {
    description: "ISO date of the newest labelled session visible at the clock: the current label.",
  })
  lastLabel!: string;
  @Field(() => Int, { description: "Labelled sessions visible at the clock, all of them read." })
  labels!: number;
  @Field(() => Int, { description: "Pairs of labels of consecutive SPY sessions." }) transitions!: number;
  @Field(() => String, { description: METHOD }) method!: string;
}

@ObjectType({ description: "The current regime and a Markov forecast of it horizon_days sessions ahead." })
export class RegimeForecast {
  @Field(() => String, { description: REGIME_LABEL }) currentRegime!: string;
  @Field(() => String, {
    description: "ISO date of the session the current label is of: the newest labelled session visible.",
  })
  currentRegimeAsOf!: string;
  @Field(() => Boolean, { description: "True when the current label is more than 2 sessions old." })
  stale!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "label_older_than_2_sessions: the newest label and the last final close; null when fresh.",
  })
  staleReason!: string | null;
  @Field(() => Int, { description: LABEL_AGE_SESSIONS }) labelAgeSessions!: number;
  @Field(() => Int, { description: LABEL_STALE_AFTER }) staleAfterSessions!: number;
  @Field(() => Int, { description: "Sessions ahead the forecast is for, as asked (horizon_unit: sessions)." })
  horizonDays!: number;
  @Field(() => String, { description: "sessions: each step of the chain is one SPY session." })
  horizonUnit!: string;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description: "The current label's row of the transition matrix raised to horizon_days.",
  })
  forecast!: RegimeProbabilities | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why forecast is null (no_transitions_observed_from:<regimes>: a row of the matrix is missing); null when forecast is given.",
  })
  forecastReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The regime forecast gives the highest probability (on a tie the first of risk_on, neutral, risk_off); null with forecast.",
  })
  mostLikelyRegime!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why most_likely_regime is null: forecast_reason's text; null when it is given.",
  })
  mostLikelyRegimeReason!: string | null;
  @Field(() => RegimeProbabilities, { nullable: true, description: "The chain's long-run distribution." })
  stationary!: RegimeProbabilities | null;
  @Field(() => String, {
    nullable: true,
    description: "Why stationary is null (no_transitions_observed_from:<regime>); null when it is given.",
  })
  stationaryReason!: string | null;
  @Field(() => [RegimeTransitionRow], {
    description:
      "One row per regime (risk_on, neutral, risk_off): the transitions counted out of it and their probabilities.",
  })
  transitionMatrix!: RegimeTransitionRow[];
  @Field(() => MarkovEstimation, {
    description:
      "What the chain was estimated from: the labelled sessions and transitions visible at the clock.",
  })
  estimation!: MarkovEstimation;
  @Field(() => String, { description: REGIME_METHOD }) regimeMethod!: string;
  @Field(() => String, {
    description:
      "first_order_markov:mle_transition_counts: P(i → j) = n(i → j) / n(i → any) over consecutive SPY sessions.",
  })
  markovMethod!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "One labelled session." })
export class RegimeHistoryRow {
  @Field(() => String, { description: "ISO date of the labelled NYSE session." }) date!: string;
  @Field(() => String, { description: REGIME_LABEL }) regime!: string;
  @Field(() => Float, { description: "Cboe VIX close of the session (index points)." }) vix!: number;
  @Field(() => Float, { description: "SPY's close of the session, USD." }) spyClose!: number;
  @Field(() => Float, {
    description: "Mean of SPY's 200 closes ending on the session (its own included), USD, to 4 decimals.",
  })
  spySma200!: number;
}

@ObjectType({ description: "The labels of the last `days` calendar days up to today." })
export class RegimeHistory {
  @Field(() => Int, {
    description: "Calendar days of the window, as asked (the window ends today, US Eastern).",
  })
  days!: number;
  @Field(() => String, { description: "First calendar day of the window." }) windowStart!: string;
  @Field(() => String, { description: "Last calendar day of the window: today (US Eastern) at the clock." })
  asOf!: string;
  @Field(() => String, { description: "The oldest label visible at the clock." }) coverageStart!: string;
  @Field(() => String, { description: "The newest label visible at the clock." }) coverageEnd!: string;
  @Field(() => Boolean, { description: "True when coverage_end is more than 3 calendar days before as_of." })
  stale!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "label_older_than_3_days: the newest label and today; null when fresh.",
  })
  staleReason!: string | null;
  @Field(() => Int, { description: "Calendar days from coverage_end to as_of." }) labelAgeDays!: number;
  @Field(() => Int, {
    description:
      "3: a history whose newest label is more than this many calendar days before as_of is stale (spec/03).",
  })
  staleAfterDays!: number;
  @Field(() => Int, { description: "Labelled sessions in the window (the length of labels)." })
  count!: number;
  @Field(() => RegimeCounts, { description: "Labelled sessions in the window per regime." })
  counts!: RegimeCounts;
  @Field(() => Int, { description: "Sessions in the window whose label differs from the session before." })
  changes!: number;
  @Field(() => [RegimeHistoryRow], { description: "Oldest first." }) labels!: RegimeHistoryRow[];
  @Field(() => String, { description: REGIME_METHOD }) regimeMethod!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
