import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { MIN_RETURNS, WINDOW_RETURNS } from "../domain/riskProfile.js";

@ObjectType({
  description: "A member of the daily universe whose monthly returns move with the instrument's.",
})
export class CorrelationNeighbour {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: "Pearson correlation of monthly returns over the mesh's window." })
  correlation!: number;
  @Field(() => Int, { description: "Months both hold in the window." }) sharedMonths!: number;
}

@ObjectType({
  description: `Daily-return risk over the last ${WINDOW_RETURNS} returns of the instrument's own daily closes (market's reader, through the request's clock), its beta to SPY and its correlation-mesh neighbours from the daily universe. Numbers are null, with \`reason\`, when fewer than ${MIN_RETURNS} returns are held.`,
})
export class RiskProfile {
  @Field(() => Float, {
    nullable: true,
    description: "Sample standard deviation of daily log returns × √252, as a fraction (0.3 = 30%).",
  })
  annualisedVolatility!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Historical 1-day VaR at 95%: the loss (positive fraction of value) of the ⌈5% · observations⌉-th worst daily simple return in the window, no interpolation.",
  })
  var95!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Historical 1-day VaR at 99%, defined as var95 with the 1% tail.",
  })
  var99!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Historical 1-day CVaR at 95% (expected shortfall): the mean loss of the days var95 counts in its tail.",
  })
  cvar95!: number | null;

  @Field(() => Float, { nullable: true, description: "Historical 1-day CVaR at 99%, defined as cvar95." })
  cvar99!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Largest fall of the window's closes from a running peak, a positive fraction (0: never fell).",
  })
  maxDrawdown!: number | null;

  @Field(() => String, { nullable: true, description: "Date of the peak the largest fall started from." })
  maxDrawdownPeakDate!: string | null;

  @Field(() => String, { nullable: true, description: "Date of the trough it reached." })
  maxDrawdownTroughDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the drawdown dates are null: no_drawdown (the closes never fell below a peak) or the profile's reason.",
  })
  maxDrawdownReason!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Beta to SPY: OLS slope of daily total returns on SPY's over their last common sessions of the daily universe; see betaBasis.",
  })
  betaToSpy!: number | null;

  @Field(() => Float, { nullable: true, description: "R² of that regression." })
  betaRSquared!: number | null;

  @Field(() => Int, { description: "Daily returns the beta is estimated from." })
  betaObservations!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the close the beta's first daily return starts from; null when no beta is estimated (beta_reason).",
  })
  betaWindowStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the beta window's last close; null when no beta is estimated (beta_reason).",
  })
  betaWindowEnd!: string | null;
  @Field(() => String, { description: "Where the beta's prices come from and how." }) betaBasis!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Why betaToSpy is null: not_in_universe (the daily universe does not hold the instrument) or insufficient_history.",
  })
  betaReason!: string | null;

  @Field(() => [CorrelationNeighbour], {
    nullable: true,
    description:
      "The instrument's strongest correlation-mesh neighbours (|r| ≥ 0.6 over 36 months of monthly returns, ≥ 34 shared), strongest first, at most 10.",
  })
  correlationNeighbours!: CorrelationNeighbour[] | null;

  @Field(() => Int, {
    nullable: true,
    description: "All the instrument's mesh neighbours (the list shows at most 10).",
  })
  correlationNeighboursTotal!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Month-end close the mesh window's first return starts from.",
  })
  correlationWindowStart!: string | null;

  @Field(() => String, { nullable: true, description: "The mesh window's last month-end close." })
  correlationWindowEnd!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why correlationNeighbours is null: not_in_universe or fewer_than_34_monthly_returns.",
  })
  correlationNeighboursReason!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Annualised Sharpe ratio of the window; see sharpeBasis.",
  })
  sharpe!: number | null;

  @Field(() => String, { description: "How sharpe is computed." })
  sharpeBasis!: string;

  @Field(() => String, {
    nullable: true,
    description: "zero_volatility when sharpe alone is null because the closes never moved.",
  })
  sharpeReason!: string | null;

  @Field(() => Int, { description: "Daily returns in the window (closes - 1)." })
  observations!: number;

  @Field(() => String, {
    nullable: true,
    description: "Date of the window's first close (base of its first return).",
  })
  windowStart!: string | null;

  @Field(() => String, { nullable: true, description: "Date of the window's last close." })
  windowEnd!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Adjustment basis of the closes, as market's reader states it (e.g. split_dividend_adjusted).",
  })
  priceBasis!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Why the measures are null: insufficient_history (fewer than ${MIN_RETURNS} returns) or non_positive_close.`,
  })
  reason!: string | null;
}
