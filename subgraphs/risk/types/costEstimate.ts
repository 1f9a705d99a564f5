import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { ORDER_QTY, ORDER_SIDE, WINDOW_END_NEWEST_BAR } from "../descriptions.js";
import { COST_FIGURES } from "../domain/costEstimate.js";
import { ExecutionSide } from "./execution.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "The square-root impact model and its parameters." })
export class ImpactModel {
  @Field(() => String, {
    description:
      "The impact law in words: impact = Y × σ_daily × √(qty / ADV), a fraction of price (× 10,000 in bps).",
  })
  formula!: string;
  @Field(() => Float, { description: "Y, the law's prefactor." }) coefficient!: number;
  @Field(() => String, {
    description:
      "Where Y comes from (the published square-root-law literature) and that it is not calibrated on this instrument.",
  })
  coefficientSource!: string;
  @Field(() => String, { description: "How σ_daily is measured." }) volatilityMethod!: string;
  @Field(() => String, { description: "How ADV is measured." }) advMethod!: string;
  @Field(() => Float, { description: "Above this participation of ADV a warning is given (fraction)." })
  participationWarningAbove!: number;
}

@ObjectType({ description: "The commission schedule applied, as its broker publishes it." })
export class CommissionSchedule {
  @Field(() => String, {
    description: "The schedule's name as its broker publishes it (IBKR Pro Fixed, US stocks and ETFs).",
  })
  name!: string;
  @Field(() => Float, { description: "Commission per share, USD." }) perShareUsd!: number;
  @Field(() => Float, { description: "The least commission charged per order, USD." })
  minimumPerOrderUsd!: number;
  @Field(() => Float, { description: "The cap per order, a fraction of the trade's value." })
  maximumFractionOfTradeValue!: number;
  @Field(() => String, { description: "Where the schedule is published." }) source!: string;
  @Field(() => String, { description: "What the schedule's figure leaves out." }) excludes!: string;
}

@ObjectType({
  description:
    "One-way cost of a market order of qty shares: half the spread, square-root impact and commission, in bps of notional and USD.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class CostEstimate {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: ORDER_QTY }) qty!: number;
  @Field(() => ExecutionSide, { description: ORDER_SIDE }) side!: ExecutionSide;

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
      commissionUsd:
        "The commission_schedule's charge: max(per-share × qty, the minimum per order), capped at its fraction of notional_usd; USD.",
      commissionBps: "commission_usd / notional_usd × 10,000.",
      totalCostBps: "half_spread_bps + impact_bps + commission_bps.",
      totalCostUsd: "total_cost_bps × notional_usd / 10,000.",
    },
  })
  readonly figures?: never;

  @Field(() => String, {
    ...opt,
    description: "ISO date of the daily close reference_price is; null when no close is held (null_reasons).",
  })
  referencePriceAsOf!: string | null;
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
  @Field(() => String, {
    description:
      "How spread_bps was measured: the median quoted spread of the minute quotes, or the Corwin-Schultz estimator from daily highs and lows, in words.",
  })
  spreadMethod!: string;
  @Field(() => String, { ...opt, description: "The quote session, or the estimator window's last day." })
  spreadAsOf!: string | null;
  @Field(() => String, { ...opt, description: "The quote session, or the estimator window's first day." })
  spreadWindowStart!: string | null;
  @Field(() => Int, { description: "Quote minutes, or two-day pairs, used." }) spreadObservations!: number;
  @Field(() => Int, {
    description: "Quote minutes left out (a side missing, locked, crossed), or pairs set to 0.",
  })
  spreadObservationsExcluded!: number;

  @Field(() => String, {
    ...opt,
    description: "ISO date of the first daily bar σ_daily is measured from; null when no bar is held.",
  })
  volatilityWindowStart!: string | null;
  @Field(() => String, { ...opt, description: WINDOW_END_NEWEST_BAR }) volatilityWindowEnd!: string | null;
  @Field(() => Int, {
    description: "Daily log returns behind σ_daily (the newest ones held, at most the method's window).",
  })
  volatilityReturns!: number;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the first daily bar of the ADV window; null when no bar is held.",
  })
  advWindowStart!: string | null;
  @Field(() => String, { ...opt, description: WINDOW_END_NEWEST_BAR }) advWindowEnd!: string | null;
  @Field(() => Int, { description: "Daily bars averaged into adv_shares." }) advSessions!: number;

  @Field(() => ImpactModel, {
    description: "The square-root impact law and every parameter it was applied with.",
  })
  impactModel!: ImpactModel;
  @Field(() => CommissionSchedule, { description: "The broker schedule commission_usd is computed with." })
  commissionSchedule!: CommissionSchedule;
  @Field(() => String, { description: "What side changes in this estimate." }) sideEffect!: string;

  @Field(() => String, { ...opt, description: "The newest daily bar the estimate rests on." })
  asOf!: string | null;
  @Field(() => Boolean, { description: "True when an input is older than the last final close." })
  isStale!: boolean;
  @Field(() => [String], {
    description:
      "Codes with a sentence each where a figure must be read with care (spread estimated from daily bars, participation above the warning level, inputs from different dates); empty when none applies.",
  })
  warnings!: string[];
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}

export interface CostEstimate extends Figures<typeof COST_FIGURES> {}
