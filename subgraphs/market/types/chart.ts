import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { barPrice } from "../descriptions.js";

export enum ChartInterval {
  minute = "minute",
  hour = "hour",
  day = "day",
  week = "week",
  month = "month",
}
registerEnumType(ChartInterval, {
  name: "ChartInterval",
  description: "Candle width of a chart.",
  valuesConfig: {
    minute: { description: "One-minute candles." },
    hour: { description: "One-hour candles." },
    day: { description: "Daily candles (one per trading session)." },
    week: { description: "Weekly candles." },
    month: { description: "Monthly candles." },
  },
});

@ObjectType({ description: "A rendered image carried inside the JSON envelope." })
export class ChartImage {
  @Field(() => String, { description: "Always png." }) format!: string;
  @Field(() => String, { description: "Always image/png." }) mimeType!: string;
  @Field(() => String, { description: "Always base64 (RFC 4648, no line breaks)." }) encoding!: string;
  @Field(() => Int, { description: "Pixels." }) width!: number;
  @Field(() => Int, { description: "Pixels." }) height!: number;
  @Field(() => Int, { description: "Size of the decoded PNG file." }) byteLength!: number;
  @Field(() => String, { description: "The PNG file, base64-encoded." }) data!: string;
}

@ObjectType({ description: "One bar the chart draws: its time, OHLCV values." })
export class ChartBarValues {
  @Field(() => String, { description: "YYYY-MM-DD for day-based intervals, ISO 8601 UTC intraday." })
  timestamp!: string;
  @Field(() => String, {
    description: "Session date of the bar (YYYY-MM-DD; US Eastern trading day, UTC day for crypto).",
  })
  date!: string;
  @Field(() => Float, { description: barPrice("open", "in the bar, USD on the bars' share basis") })
  open!: number;
  @Field(() => Float, { description: barPrice("high", "in the bar, USD on the bars' share basis") })
  high!: number;
  @Field(() => Float, { description: barPrice("low", "in the bar, USD on the bars' share basis") })
  low!: number;
  @Field(() => Float, { description: barPrice("close", "in the bar, USD on the bars' share basis") })
  close!: number;
  @Field(() => Float, { description: "Volume of the bar: shares (base-asset units for a crypto pair)." })
  volume!: number;
}

@ObjectType({ description: "OHLCV of the shown window: first open, highest high, lowest low, last close." })
export class OhlcvSummary {
  @Field(() => String, { description: "timestamp of the first bar shown." }) start!: string;
  @Field(() => String, { description: "timestamp of the last bar shown." }) end!: string;
  @Field(() => Float, { description: "Open of the first bar shown, USD." }) open!: number;
  @Field(() => Float, { description: "Highest high of the bars shown, USD." }) high!: number;
  @Field(() => Float, { description: "Lowest low of the bars shown, USD." }) low!: number;
  @Field(() => Float, { description: "Close of the last bar shown, USD." }) close!: number;
  @Field(() => Float, { description: "Summed over the window (shares, or base units for crypto)." })
  volume!: number;
  @Field(() => Float, { nullable: true, description: "close minus open of the window." })
  change!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  changePercent!: number | null;
  @Field(() => ChartBarValues, { description: "The newest bar shown." }) lastBar!: ChartBarValues;
}

@ObjectType({ description: "MACD 12/26/9 on the newest bar." })
export class MacdValues {
  @Field(() => Float, {
    nullable: true,
    description:
      "EMA 12 minus EMA 26 of closes on the newest bar, in price units (USD); null with fewer than 26 bars held (null_reasons.macd).",
  })
  macd!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "EMA 9 of the MACD line on the newest bar, USD; null with fewer than 34 bars held (null_reasons.macd).",
  })
  signal!: number | null;
  @Field(() => Float, { nullable: true, description: "macd minus signal, USD; null with signal." })
  histogram!: number | null;
}

@ObjectType({ description: "Bollinger bands 20/2 (population deviation) on the newest bar." })
export class BollingerValues {
  @Field(() => Float, {
    nullable: true,
    description:
      "middle plus 2 population standard deviations of the last 20 closes, USD; null with fewer than 20 bars held (null_reasons.bollinger).",
  })
  upper!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Simple moving average of the last 20 closes, USD; null with upper.",
  })
  middle!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "middle minus 2 population standard deviations of the last 20 closes, USD; null with upper.",
  })
  lower!: number | null;
}

@ObjectType({ description: "A candle chart with indicators (operation svc_v3_intel_chart)." })
export class Chart {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The candle width asked for: minute, hour, day, week or month." })
  interval!: string;
  @Field(() => Int, { description: "The bars asked for (20–500)." }) barsRequested!: number;
  @Field(() => Int, { description: "Bars drawn; fewer than requested when fewer are held." })
  barsServed!: number;
  @Field(() => [String], { description: "Indicator panes drawn, from rsi, macd, bb." }) indicators!: string[];
  @Field(() => ChartImage, { description: "The chart drawn, a base64 PNG." }) image!: ChartImage;
  @Field(() => OhlcvSummary, { description: "OHLCV of the bars shown." }) ohlcv!: OhlcvSummary;
  @Field(() => Float, { nullable: true, description: "Simple moving average of 20 closes, newest bar." })
  sma20!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Simple moving average of 50 closes on the newest bar, USD; null with fewer than 50 bars held (null_reasons.sma50).",
  })
  sma50!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Simple moving average of 200 closes on the newest bar, USD; null with fewer than 200 bars held (null_reasons.sma200).",
  })
  sma200!: number | null;
  @Field(() => Float, { nullable: true, description: "Average true range, Wilder's 14." }) atr14!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "RSI 14 (Wilder); null unless rsi was asked for." })
  rsi14!: number | null;
  @Field(() => MacdValues, { nullable: true, description: "Null unless macd was asked for." })
  macd!: MacdValues | null;
  @Field(() => BollingerValues, { nullable: true, description: "Null unless bb was asked for." })
  bollinger!: BollingerValues | null;
  @Field(() => Float, {
    nullable: true,
    description: "Highest daily high in the 52 weeks to the newest bar.",
  })
  week52High!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the session of week52_high; null with it (null_reasons.week52_high: no daily bars in the window, history shorter than 52 weeks, or the daily bars on another adjustment basis than the chart's).",
  })
  week52HighDate!: string | null;
  @Field(() => Float, { nullable: true, description: "Lowest daily low in the 52 weeks to the newest bar." })
  week52Low!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the session of week52_low; null with it (null_reasons.week52_low, as week52_high_date).",
  })
  week52LowDate!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { nullable: true, description: "End of the newest bar." }) asOf!: string | null;
  @Field(() => Boolean, { description: "Newest bar more than 6 hours old (crypto: 15 minutes)." })
  isStale!: boolean;
  @Field(() => String, { description: "unadjusted for intraday bars, else the daily series' basis." })
  adjustmentBasis!: string;
  @Field(() => String, {
    nullable: true,
    description: "Says how many bars are held when fewer than bars_requested are; null when all were drawn.",
  })
  coverageNote!: string | null;
}
