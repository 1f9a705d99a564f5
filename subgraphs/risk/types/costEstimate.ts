import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { COST_FIGURES } from "../domain/costEstimate.js";
import { ExecutionSide } from "./execution.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "The square-root impact model and its parameters." })
export class ImpactModel {
  @Field(() => String) formula!: string;
  @Field(() => Float, { description: "Y, the law's prefactor." }) coefficient!: number;
  @Field(() => String) coefficientSource!: string;
  @Field(() => String, { description: "How σ_daily is measured." }) volatilityMethod!: string;
  @Field(() => String, { description: "How ADV is measured." }) advMethod!: string;
  @Field(() => Float, { description: "Above this participation of ADV a warning is given (fraction)." })
  participationWarningAbove!: number;
}

@ObjectType({ description: "The commission schedule applied, as its broker publishes it." })
export class CommissionSchedule {
  @Field(() => String) name!: string;
  @Field(() => Float) perShareUsd!: number;
  @Field(() => Float) minimumPerOrderUsd!: number;
  @Field(() => Float, { description: "The cap per order, a fraction of the trade's value." })
  maximumFractionOfTradeValue!: number;
  @Field(() => String) source!: string;
  @Field(() => String, { description: "What the schedule's figure leaves out." }) excludes!: string;
}

@ObjectType({
  description:
    "One-way cost of a market order of qty shares: half the spread, square-root impact and commission, in bps of notional and USD.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class CostEstimate {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int) qty!: number;
  @Field(() => ExecutionSide) side!: ExecutionSide;

  @FigureFields(COST_FIGURES, {
    descriptions: {
      referencePrice: "The newest daily close held, as traded that day.",
      notionalUsd: "qty × reference_price.",
      spreadBps: "Full bid-ask spread, bps of mid (spread_source says whether quoted or estimated).",
      halfSpreadBps: "What crossing the spread costs one way: half of spread_bps.",
      dailyVolatility: "σ_daily: sample standard deviation of daily log returns (fraction).",
      advShares: "Average daily volume, shares.",
      participationOfAdv: "qty / adv_shares.",
      impactBps: "Y × σ_daily × √(qty / ADV) × 10,000.",
      commissionBps: "commission_usd / notional_usd × 10,000.",
      totalCostBps: "half_spread_bps + impact_bps + commission_bps.",
      totalCostUsd: "total_cost_bps × notional_usd / 10,000.",
    },
  })
  readonly figures?: never;

  @Field(() => String, opt) referencePriceAsOf!: string | null;
  @Field(() => String, {
    ...opt,
    description: "How the daily file's close was put on the day's share basis.",
  })
  referencePriceBasis!: string | null;
  @Field(() => String, { ...opt, description: "The daily file's own basis (prices/daily_index.csv)." })
  priceBasis!: string | null;

  @Field(() => String, {
    description: "minute_quotes (quoted) or corwin_schultz_estimate (from daily bars).",
  })
  spreadSource!: string;
  @Field(() => String) spreadMethod!: string;
  @Field(() => String, { ...opt, description: "The quote session, or the estimator window's last day." })
  spreadAsOf!: string | null;
  @Field(() => String, { ...opt, description: "The quote session, or the estimator window's first day." })
  spreadWindowStart!: string | null;
  @Field(() => Int, { description: "Quote minutes, or two-day pairs, used." }) spreadObservations!: number;
  @Field(() => Int, {
    description: "Quote minutes left out (a side missing, locked, crossed), or pairs set to 0.",
  })
  spreadObservationsExcluded!: number;

  @Field(() => String, opt) volatilityWindowStart!: string | null;
  @Field(() => String, opt) volatilityWindowEnd!: string | null;
  @Field(() => Int) volatilityReturns!: number;
  @Field(() => String, opt) advWindowStart!: string | null;
  @Field(() => String, opt) advWindowEnd!: string | null;
  @Field(() => Int) advSessions!: number;

  @Field(() => ImpactModel) impactModel!: ImpactModel;
  @Field(() => CommissionSchedule) commissionSchedule!: CommissionSchedule;
  @Field(() => String, { description: "What side changes in this estimate." }) sideEffect!: string;

  @Field(() => String, { ...opt, description: "The newest daily bar the estimate rests on." })
  asOf!: string | null;
  @Field(() => Boolean, { description: "True when an input is older than the last final close." })
  isStale!: boolean;
  @Field(() => [String]) warnings!: string[];
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}

export interface CostEstimate extends Figures<typeof COST_FIGURES> {}
