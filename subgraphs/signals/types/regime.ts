/** The regime routes' answers: the current label (svc_regime), its forecast and its history (v2). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "A probability per regime (they sum to 1)." })
export class RegimeProbabilities {
  @Field(() => Float) riskOn!: number;
  @Field(() => Float) neutral!: number;
  @Field(() => Float) riskOff!: number;
}

@ObjectType({ description: "A count per regime." })
export class RegimeCounts {
  @Field(() => Int) riskOn!: number;
  @Field(() => Int) neutral!: number;
  @Field(() => Int) riskOff!: number;
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
  @Field(() => String) regimeMethod!: string;
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
  @Field(() => Int) staleAfterSessions!: number;
  @Field(() => [String], { description: "The conditions that decided the label." }) reasons!: string[];
  @Field(() => RegimeInputs) inputs!: RegimeInputs;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description:
      "The label of the next session, as the transition matrix estimated from the labelled history gives it for the current label (its row); null with probabilities_reason.",
  })
  probabilities!: RegimeProbabilities | null;
  @Field(() => String, { nullable: true }) probabilitiesReason!: string | null;
  @Field(() => String) probabilitiesBasis!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "One row of the estimated transition matrix." })
export class RegimeTransitionRow {
  @Field(() => String) from!: string;
  @Field(() => Int, { description: "Transitions observed out of `from`." }) observed!: number;
  @Field(() => RegimeCounts) counts!: RegimeCounts;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description: "counts / observed; null when `from` was never left (probabilities_reason).",
  })
  probabilities!: RegimeProbabilities | null;
  @Field(() => String, { nullable: true }) probabilitiesReason!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean run length the row implies, 1 / (1 - P(from -> from)), in sessions.",
  })
  expectedDurationSessions!: number | null;
  @Field(() => String, { nullable: true }) expectedDurationSessionsReason!: string | null;
}

@ObjectType({ description: "What the chain was estimated from." })
export class MarkovEstimation {
  @Field(() => String) firstLabel!: string;
  @Field(() => String) lastLabel!: string;
  @Field(() => Int) labels!: number;
  @Field(() => Int, { description: "Pairs of labels of consecutive SPY sessions." }) transitions!: number;
  @Field(() => String, { description: METHOD }) method!: string;
}

@ObjectType({ description: "The current regime and a Markov forecast of it horizon_days sessions ahead." })
export class RegimeForecast {
  @Field(() => String) currentRegime!: string;
  @Field(() => String) currentRegimeAsOf!: string;
  @Field(() => Boolean, { description: "True when the current label is more than 2 sessions old." })
  stale!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "label_older_than_2_sessions: the newest label and the last final close; null when fresh.",
  })
  staleReason!: string | null;
  @Field(() => Int) labelAgeSessions!: number;
  @Field(() => Int) staleAfterSessions!: number;
  @Field(() => Int) horizonDays!: number;
  @Field(() => String, { description: "sessions: each step of the chain is one SPY session." })
  horizonUnit!: string;
  @Field(() => RegimeProbabilities, {
    nullable: true,
    description: "The current label's row of the transition matrix raised to horizon_days.",
  })
  forecast!: RegimeProbabilities | null;
  @Field(() => String, { nullable: true }) forecastReason!: string | null;
  @Field(() => String, { nullable: true }) mostLikelyRegime!: string | null;
  @Field(() => String, { nullable: true }) mostLikelyRegimeReason!: string | null;
  @Field(() => RegimeProbabilities, { nullable: true, description: "The chain's long-run distribution." })
  stationary!: RegimeProbabilities | null;
  @Field(() => String, { nullable: true }) stationaryReason!: string | null;
  @Field(() => [RegimeTransitionRow]) transitionMatrix!: RegimeTransitionRow[];
  @Field(() => MarkovEstimation) estimation!: MarkovEstimation;
  @Field(() => String) regimeMethod!: string;
  @Field(() => String) markovMethod!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "One labelled session." })
export class RegimeHistoryRow {
  @Field(() => String) date!: string;
  @Field(() => String) regime!: string;
  @Field(() => Float) vix!: number;
  @Field(() => Float) spyClose!: number;
  @Field(() => Float) spySma200!: number;
}

@ObjectType({ description: "The labels of the last `days` calendar days up to today." })
export class RegimeHistory {
  @Field(() => Int) days!: number;
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
  @Field(() => Int) labelAgeDays!: number;
  @Field(() => Int) staleAfterDays!: number;
  @Field(() => Int) count!: number;
  @Field(() => RegimeCounts) counts!: RegimeCounts;
  @Field(() => Int, { description: "Sessions in the window whose label differs from the session before." })
  changes!: number;
  @Field(() => [RegimeHistoryRow], { description: "Oldest first." }) labels!: RegimeHistoryRow[];
  @Field(() => String) regimeMethod!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
