import { Field, Float, Int, ObjectType } from "type-graphql";
import { MIN_RETURNS, WINDOW_RETURNS } from "../domain/riskProfile.js";

@ObjectType({
  description: `Daily-return risk over the last ${WINDOW_RETURNS} returns of market's close history. Numbers are null, with \`reason\`, when fewer than ${MIN_RETURNS} returns are held.`,
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
    description: "Adjustment basis of the closes, as market publishes it (e.g. split_adjusted).",
  })
  priceBasis!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Why the measures are null: insufficient_history (fewer than ${MIN_RETURNS} returns) or non_positive_close.`,
  })
  reason!: string | null;
}
