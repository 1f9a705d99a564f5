import { Field, Float, ObjectType } from "type-graphql";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import { obsDateOf } from "../descriptions.js";

@ObjectType({ description: "The latest observation of an economic release with its changes." })
export class MacroRelease {
  @Field(() => String, {
    description:
      "Stable key of the release: cpi, core_cpi, pce, core_pce, unemployment_rate, nonfarm_payrolls, real_gdp, nominal_gdp, fed_funds_effective, fed_funds_target_range.",
  })
  key!: string;
  @Field(() => String, { description: "The release's name in words (CPI, all items (SA))." }) name!: string;
  @Field(() => String, { nullable: true, description: "FRED series id; null when none is bundled." })
  seriesId!: string | null;
  @Field(() => String, { description: "monthly or quarterly: the series' observation cadence." })
  frequency!: string;
  @Field(() => String, {
    description: "Unit of value (e.g. index_1982_84_eq_100, percent, thousands_of_persons, billions_of_usd).",
  })
  units!: string;
  @Field(() => String, { description: "Unit of change_1m, change_12m and change_1q." }) changeUnits!: string;
  @Field(() => String, { nullable: true, description: "YYYY-MM (monthly) or YYYY-Qn (quarterly)." })
  referencePeriod!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the latest observation published by the request's clock (the first day of its period); null when the series is not bundled or holds no observation (null_reasons says which).",
  })
  observationDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "The latest observation, in units; null with observation_date.",
  })
  value!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Release date; null: the source has none (released_reason).",
  })
  released!: string | null;
  @Field(() => String, {
    description:
      "Why released is null: release_dates_not_in_source (the FRED files hold observation dates only).",
  })
  releasedReason!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Monthly series: change on the month before, in change_units (percent for an index, percentage points for a rate, the level's unit for payrolls); null for a quarterly series (quarterly_series) or when that month is not held (null_reasons.change_1m).",
  })
  change_1m!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Change on the same period a year before, in change_units; null when that observation is not held (null_reasons.change_12m).",
  })
  change_12m!: number | null;
  @Field(() => Float, { nullable: true, description: "Quarterly series: change on the previous quarter." })
  change_1q!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Quarterly series: the quarter's change at an annual rate, percent.",
  })
  change_1qAnnualized!: number | null;
  @Field(() => FieldMap, { description: "Field -> why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Macro dashboard (operation svc_macro)." })
export class MacroDashboard {
  @Field(() => Float, { nullable: true, description: "Cboe VIX session close." }) vix!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("vix") }) vixObsDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Cboe VVIX session close; always null: no VVIX history is bundled (vvix_reason).",
  })
  vvix!: number | null;
  @Field(() => String, { nullable: true, description: "Always null, with vvix." }) vvixObsDate!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Why vvix is null: no_vvix_source_bundled." })
  vvixReason!: string | null;
  @Field(() => Float, { nullable: true, description: "10-year Treasury constant-maturity yield, percent." })
  tnx_10y!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("tnx_10y") }) tnx_10yObsDate!: string | null;
  @Field(() => Float, { nullable: true, description: "10-year minus 2-year yield, percentage points." })
  yieldCurve_10y2y!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("yield_curve_10y2y") })
  yieldCurve_10y2yObsDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "ICE BofA US High Yield option-adjusted spread, percent.",
  })
  creditSpread!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("credit_spread") }) creditSpreadObsDate!:
    | string
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "ICE BofA US Corporate (investment grade) OAS, percent.",
  })
  creditSpreadIg!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("credit_spread_ig") }) creditSpreadIgObsDate!:
    | string
    | null;
  @Field(() => Float, { nullable: true, description: "Nominal broad U.S. dollar index (Jan 2006 = 100)." })
  usdIndexBroad!: number | null;
  @Field(() => String, { nullable: true, description: obsDateOf("usd_index_broad") }) usdIndexBroadObsDate!:
    | string
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "ICE US Dollar Index (DXY); always null: not bundled (dxy_reason).",
  })
  dxy!: number | null;
  @Field(() => String, {
    description:
      "Why dxy is null: ice_dxy_not_bundled (usd_index_broad is the Federal Reserve's broad index, a different basket).",
  })
  dxyReason!: string;
  @Field(() => String, {
    nullable: true,
    description: "S&P 500 trend; always null: no S&P 500 index series is bundled (sp500_trend_reason).",
  })
  sp500Trend!: string | null;
  @Field(() => String, { description: "Why sp500_trend is null: no_sp500_index_series_bundled." })
  sp500TrendReason!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "CNN Fear & Greed score (0–100); always null: a proprietary index with no source (fear_greed_reason).",
  })
  fearGreed!: number | null;
  @Field(() => String, { description: "Why fear_greed is null: proprietary_index_no_source." })
  fearGreedReason!: string;
  @Field(() => FieldMap, { description: "Unit of each numeric field." }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: "Source series of each field." }) sources!: Record<string, string>;
  @Field(() => FieldMap, { description: "Dashboard field -> why it is null." })
  nullReasons!: Record<string, string>;
  @Field(() => [MacroRelease], {
    description:
      "The latest economic releases (CPI, core CPI, PCE, core PCE, unemployment, payrolls, real and nominal GDP, fed funds effective and target range), one each.",
  })
  releases!: MacroRelease[];
  @Field(() => String, { nullable: true, description: "risk_on, neutral or risk_off." }) regime!:
    | string
    | null;
  @Field(() => String, {
    description:
      "The rule set behind regime: rules_v1:vix_hy_oas_10y2y (risk_off when VIX >= 30 or the high-yield spread >= 6%; risk_on when VIX < 20, the spread < 4.5% and 10y-2y >= 0; else neutral).",
  })
  regimeMethod!: string;
  @Field(() => [String], { description: "The rule conditions that decided the regime." })
  regimeReasons!: string[];
  @Field(() => String, {
    nullable: true,
    description:
      "Why regime is null: missing_input:<fields> (vix, credit_spread, yield_curve_10y2y); null when it is set.",
  })
  regimeReason!: string | null;
  @Field(() => String, { nullable: true, description: "Newest observation date among the dashboard fields." })
  asOf!: string | null;
  @Field(() => Boolean, { description: "True when any dashboard field is older than the threshold." })
  isStale!: boolean;
  @Field(() => [FieldName], {
    description:
      "Dashboard fields whose observation is older than staleness_threshold_days before the request's date.",
  })
  staleFields!: string[];
  @Field(() => Float, {
    description:
      "Calendar days an observation may age before it is stale: 7 (the broad dollar index is weekly).",
  })
  stalenessThresholdDays!: number;
}
