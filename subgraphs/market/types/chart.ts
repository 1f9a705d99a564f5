import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

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
  @Field(() => String) mimeType!: string;
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
  @Field(() => String) date!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float) volume!: number;
}

@ObjectType({ description: "OHLCV of the shown window: first open, highest high, lowest low, last close." })
export class OhlcvSummary {
  @Field(() => String) start!: string;
  @Field(() => String) end!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float, { description: "Summed over the window (shares, or base units for crypto)." })
  volume!: number;
  @Field(() => Float, { nullable: true, description: "close minus open of the window." })
  change!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  changePercent!: number | null;
  @Field(() => ChartBarValues) lastBar!: ChartBarValues;
}

@ObjectType({ description: "MACD 12/26/9 on the newest bar." })
export class MacdValues {
  @Field(() => Float, { nullable: true }) macd!: number | null;
  @Field(() => Float, { nullable: true }) signal!: number | null;
  @Field(() => Float, { nullable: true }) histogram!: number | null;
}

@ObjectType({ description: "Bollinger bands 20/2 (population deviation) on the newest bar." })
export class BollingerValues {
  @Field(() => Float, { nullable: true }) upper!: number | null;
  @Field(() => Float, { nullable: true }) middle!: number | null;
  @Field(() => Float, { nullable: true }) lower!: number | null;
}

@ObjectType({ description: "A candle chart with indicators (operation svc_v3_intel_chart)." })
export class Chart {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) interval!: string;
  @Field(() => Int) barsRequested!: number;
  @Field(() => Int, { description: "Bars drawn; fewer than requested when fewer are held." })
  barsServed!: number;
  @Field(() => [String], { description: "Indicator panes drawn, from rsi, macd, bb." }) indicators!: string[];
  @Field(() => ChartImage) image!: ChartImage;
  @Field(() => OhlcvSummary) ohlcv!: OhlcvSummary;
  @Field(() => Float, { nullable: true, description: "Simple moving average of 20 closes, newest bar." })
  sma20!: number | null;
  @Field(() => Float, { nullable: true }) sma50!: number | null;
  @Field(() => Float, { nullable: true }) sma200!: number | null;
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
  @Field(() => String, { nullable: true }) week52HighDate!: string | null;
  @Field(() => Float, { nullable: true, description: "Lowest daily low in the 52 weeks to the newest bar." })
  week52Low!: number | null;
  @Field(() => String, { nullable: true }) week52LowDate!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { nullable: true, description: "End of the newest bar." }) asOf!: string | null;
  @Field(() => Boolean, { description: "Newest bar more than 6 hours old (crypto: 15 minutes)." })
  isStale!: boolean;
  @Field(() => String, { description: "unadjusted for intraday bars, else the daily series' basis." })
  adjustmentBasis!: string;
  @Field(() => String, { nullable: true }) coverageNote!: string | null;
}
