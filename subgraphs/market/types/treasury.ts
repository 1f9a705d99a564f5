import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";

@ObjectType({ description: "One tenor of the par yield curve." })
export class TreasuryTenor {
  @Field(() => String, { description: "1m, 3m, ... 30y (1.5m, 2m, 4m on the yield_curve route)." })
  tenor!: string;
  @Field(() => Float, { description: "The tenor's maturity in months (1.5 for 1.5m, 360 for 30y)." })
  months!: number;
  @Field(() => Float, { nullable: true, description: "Par yield, percent; null with null_reason." })
  yieldPct!: number | null;
  @Field(() => Float, { nullable: true, description: "Change since the previous curve, basis points." })
  change_1dBps!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why yield_pct is null: tenor_not_yet_issued, thirty_year_issuance_suspended, tenor_not_in_source_file, not_published_for_date.",
  })
  nullReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why change_1d_bps is null: no_yield_on_date, no_previous_curve, no_yield_on_previous_date.",
  })
  change_1dReason!: string | null;
}

@ObjectType({ description: "How current the curve is, on the US bond-market (SIFMA) calendar." })
export class CurveFreshnessBlock {
  @Field(() => String, { description: "Date of the curve served (ISO date)." }) asOf!: string;
  @Field(() => String, {
    description:
      "The newest curve due at the reference point (today after 18:00 ET, else the previous business day).",
  })
  expectedAsOf!: string;
  @Field(() => Int, { description: "Bond business days after as_of up to expected_as_of." })
  businessDaysBehind!: number;
  @Field(() => Int, { description: "Calendar days from as_of to expected_as_of (0 when current)." })
  calendarDaysBehind!: number;
  @Field(() => Boolean, { description: "True when business_days_behind >= 1." }) isStale!: boolean;
  @Field(() => String, { description: "The business day after as_of: when the next curve was due." })
  nextDue!: string;
  @Field(() => String, { description: "The business-day calendar applied: us_bond_market_sifma." })
  calendar!: string;
  @Field(() => String, { description: "Latest Eastern time Treasury publishes a day's curve." })
  publicationCutoffEt!: string;
}

@ObjectType({
  description:
    "US Treasury daily par yield curve: tenors with 1-day changes, 2s10s and 3m10y spreads with inversion flags, shape label and freshness.",
})
export class TreasuryCurve {
  @Field(() => String, { description: "Date of the curve served (YYYY-MM-DD)." }) asOf!: string;
  @Field(() => String, {
    nullable: true,
    description: "Curve shape: normal, flat (both spreads 0..25 bp), partially_inverted, inverted.",
  })
  label!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why label is null: spread_unavailable (a spread it needs has no yield); null when it is set.",
  })
  labelReason!: string | null;
  @Field(() => String, { nullable: true, description: "Date of the curve the 1-day changes compare with." })
  previousAsOf!: string | null;
  @Field(() => [TreasuryTenor], { description: "The tenors of tenor_set, shortest first." })
  tenors!: TreasuryTenor[];
  @Field(() => Float, { nullable: true, description: "10y minus 2y, basis points." })
  spread_2s10sBps!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when spread_2s10s_bps is below zero; null with it.",
  })
  inverted_2s10s!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Why spread_2s10s_bps is null: no_10y_yield or no_2y_yield; null when it is set.",
  })
  spread_2s10sReason!: string | null;
  @Field(() => Float, { nullable: true, description: "10y minus 3m, basis points." })
  spread_3m10yBps!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when spread_3m10y_bps is below zero; null with it.",
  })
  inverted_3m10y!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Why spread_3m10y_bps is null: no_10y_yield or no_3m_yield; null when it is set.",
  })
  spread_3m10yReason!: string | null;
  @Field(() => [String], { description: "Tenors of this answer with a null yield." })
  missingTenors!: string[];
  @Field(() => Boolean, {
    description: "At least one due curve after as_of is missing (freshness.business_days_behind >= 1).",
  })
  isStale!: boolean;
  @Field(() => CurveFreshnessBlock, {
    description: "How current the curve is against the curve due by the request's clock.",
  })
  freshness!: CurveFreshnessBlock;
  @Field(() => String, { nullable: true, description: "The date asked for (yield_curve); null: the latest." })
  requestedDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "latest_curve_served when requested_date is null (no date asked for); null otherwise.",
  })
  requestedDateReason!: string | null;
  @Field(() => String, { description: "standard_11 or all_published." }) tenorSet!: string;
  @Field(() => String, {
    description: "us_treasury_daily_par_yield_curve: the US Treasury's daily par yield curve rates.",
  })
  source!: string;
  @Field(() => String, { description: "Coverage of the bundled curves, first..last date." })
  coverage!: string;
  @Field(() => FieldMap, { description: "Unit of each numeric field." }) units!: Record<string, string>;
}
