/** The technical read of one ticker (/api/v3/skills/ta_master/{ticker}). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { TA_FIGURES } from "../domain/taMaster.js";

@ObjectType({ description: "A support or resistance level: a swing low or high of the last 252 sessions." })
export class TaLevel {
  @Field(() => String, { description: "support (below the close) or resistance (above)." }) kind!: string;
  @Field(() => Float, {
    description: "The level: the swing bar's low (support) or high (resistance), on price_basis.",
  })
  price!: number;
  @Field(() => String, { description: "The swing bar's date." }) date!: string;
  @Field(() => Float, { description: "Level over the last close, minus 1, in percent." })
  distancePct!: number;
}

@ObjectType({
  description:
    "A technical read from daily bars: every figure is as of as_of (the last bar) unless it names its own date.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class TaMaster {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "equity or crypto." }) assetClass!: string;
  @Field(() => String, { description: "The last daily bar read: the date every figure is as of." })
  asOf!: string;
  @Field(() => Boolean, {
    description:
      "True when as_of is older than the last final close (equity) or the last ended UTC day (crypto).",
  })
  isStale!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "last_bar_<as_of>_older_than_last_final_close_<date> when stale; null when fresh.",
  })
  staleReason!: string | null;
  @Field(() => Int, { description: "Daily bars the indicators ran over (at most 400)." }) barsUsed!: number;
  @Field(() => String, {
    description: "split_adjusted, unadjusted, split_dividend_adjusted or not_applicable_crypto.",
  })
  priceBasis!: string;
  @Field(() => [String], {
    description:
      "Held splits inside the bars, ex on or before as_of, that they are put on as_of's basis across.",
  })
  priceSplits!: string[];
  @FigureFields(TA_FIGURES, {
    descriptions: {
      close: "The last bar's close.",
      sma50: "Mean of the last 50 closes (on price_basis); null with fewer bars (null_reasons).",
      sma200: "Mean of the last 200 closes (on price_basis); null with fewer bars (null_reasons).",
      closeVsSma50Pct: "Close over SMA 50, minus 1, in percent.",
      closeVsSma200Pct: "Close over SMA 200, minus 1, in percent.",
      rsi14: "Wilder's RSI over 14 sessions (0..100).",
      macd: "EMA 12 minus EMA 26 of the closes.",
      macdSignal: "EMA 9 of the MACD line.",
      macdHistogram: "MACD minus its signal.",
      bollingerUpper: "SMA 20 plus 2 standard deviations of the last 20 closes.",
      bollingerMiddle: "SMA 20.",
      bollingerLower: "SMA 20 minus 2 standard deviations of the last 20 closes.",
      bollingerPercentB: "(close - lower) / (upper - lower).",
      bollingerBandwidth: "(upper - lower) / middle.",
      atr14: "Wilder's average true range over 14 sessions.",
      atr14Pct: "ATR 14 over the close, in percent.",
      high_52w: "Highest high of the last 252 sessions (high_52w_date).",
      low_52w: "Lowest low of the last 252 sessions (low_52w_date).",
      rangePosition_52wPct: "Where the close sits in the 52-week range, 0 at the low, 100 at the high.",
      fromHigh_52wPct: "Close over the 52-week high, minus 1, in percent.",
    },
  })
  readonly figures?: never;
  @Field(() => String, {
    nullable: true,
    description: "uptrend (close > SMA 50 > SMA 200), downtrend (close < SMA 50 < SMA 200) or mixed.",
  })
  trend!: string | null;
  @Field(() => String, { nullable: true, description: "golden_cross (SMA 50 >= SMA 200) or death_cross." })
  maCross!: string | null;
  @Field(() => String, { nullable: true, description: "The last session SMA 50 crossed SMA 200." })
  lastMaCrossDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "overbought (RSI >= 70), oversold (<= 30) or neutral.",
  })
  rsiState!: string | null;
  @Field(() => String, { nullable: true, description: "bullish (MACD >= signal) or bearish." })
  macdState!: string | null;
  @Field(() => String, { nullable: true, description: "The last session MACD crossed its signal." })
  lastMacdCrossDate!: string | null;
  @Field(() => String, { nullable: true, description: "above_upper, below_lower or inside." })
  bollingerState!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the bar that made high_52w; null with it (null_reasons).",
  })
  high_52wDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the bar that made low_52w; null with it (null_reasons).",
  })
  low_52wDate!: string | null;
  @Field(() => [TaLevel], { description: "Swing lows under the close, nearest first (at most 3)." })
  support!: TaLevel[];
  @Field(() => [TaLevel], { description: "Swing highs over the close, nearest first (at most 3)." })
  resistance!: TaLevel[];
  @Field(() => FieldMap, { description: "Field -> why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: "Where the method and its parameters are documented." })
  method!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
export interface TaMaster extends Figures<typeof TA_FIGURES> {}
