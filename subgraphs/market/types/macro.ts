import { Field, Float, ObjectType } from "type-graphql";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";

@ObjectType({ description: "The latest observation of an economic release with its changes." })
export class MacroRelease {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "FRED series id; null when none is bundled." })
  seriesId!: string | null;
  @Field(() => String) frequency!: string;
  @Field(() => String) units!: string;
  @Field(() => String, { description: "Unit of change_1m, change_12m and change_1q." }) changeUnits!: string;
  @Field(() => String, { nullable: true, description: "YYYY-MM (monthly) or YYYY-Qn (quarterly)." })
  referencePeriod!: string | null;
  @Field(() => String, { nullable: true }) observationDate!: string | null;
  @Field(() => Float, { nullable: true }) value!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Release date; null: the source has none (released_reason).",
  })
  released!: string | null;
  @Field(() => String) releasedReason!: string;
  @Field(() => Float, { nullable: true }) change_1m!: number | null;
  @Field(() => Float, { nullable: true }) change_12m!: number | null;
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
  @Field(() => String, { nullable: true }) vixObsDate!: string | null;
  @Field(() => Float, { nullable: true }) vvix!: number | null;
  @Field(() => String, { nullable: true }) vvixObsDate!: string | null;
  @Field(() => String, { nullable: true }) vvixReason!: string | null;
  @Field(() => Float, { nullable: true, description: "10-year Treasury constant-maturity yield, percent." })
  tnx_10y!: number | null;
  @Field(() => String, { nullable: true }) tnx_10yObsDate!: string | null;
  @Field(() => Float, { nullable: true, description: "10-year minus 2-year yield, percentage points." })
  yieldCurve_10y2y!: number | null;
  @Field(() => String, { nullable: true }) yieldCurve_10y2yObsDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "ICE BofA US High Yield option-adjusted spread, percent.",
  })
  creditSpread!: number | null;
  @Field(() => String, { nullable: true }) creditSpreadObsDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "ICE BofA US Corporate (investment grade) OAS, percent.",
  })
  creditSpreadIg!: number | null;
  @Field(() => String, { nullable: true }) creditSpreadIgObsDate!: string | null;
  @Field(() => Float, { nullable: true, description: "Nominal broad U.S. dollar index (Jan 2006 = 100)." })
  usdIndexBroad!: number | null;
  @Field(() => String, { nullable: true }) usdIndexBroadObsDate!: string | null;
  @Field(() => Float, { nullable: true }) dxy!: number | null;
  @Field(() => String) dxyReason!: string;
  @Field(() => String, { nullable: true }) sp500Trend!: string | null;
  @Field(() => String) sp500TrendReason!: string;
  @Field(() => Float, { nullable: true }) fearGreed!: number | null;
  @Field(() => String) fearGreedReason!: string;
  @Field(() => FieldMap, { description: "Unit of each numeric field." }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: "Source series of each field." }) sources!: Record<string, string>;
  @Field(() => FieldMap, { description: "Dashboard field -> why it is null." })
  nullReasons!: Record<string, string>;
  @Field(() => [MacroRelease]) releases!: MacroRelease[];
  @Field(() => String, { nullable: true, description: "risk_on, neutral or risk_off." }) regime!:
    | string
    | null;
  @Field(() => String) regimeMethod!: string;
  @Field(() => [String], { description: "The rule conditions that decided the regime." })
  regimeReasons!: string[];
  @Field(() => String, { nullable: true }) regimeReason!: string | null;
  @Field(() => String, { nullable: true, description: "Newest observation date among the dashboard fields." })
  asOf!: string | null;
  @Field(() => Boolean, { description: "True when any dashboard field is older than the threshold." })
  isStale!: boolean;
  @Field(() => [FieldName]) staleFields!: string[];
  @Field(() => Float) stalenessThresholdDays!: number;
}
