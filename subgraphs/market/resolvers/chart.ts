import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import { inputName, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { TICKER_ARG } from "../../kit/descriptions.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { firstDailyDate } from "../data/chartHistory.js";
import {
  buildChart,
  CHART_INDICATORS,
  type ChartIndicator,
  chartIsStale,
  parseIndicators,
  WARMUP_BARS,
  week52Start,
} from "../domain/chart.js";
import { renderChart } from "../domain/chartImage.js";
import { Chart, ChartInterval } from "../types/chart.js";
import { refuseForexWithoutSource } from "./forex.js";
import { pricesFor } from "./prices.js";

@Resolver(() => Chart)
export class ChartResolver {
  @Query(() => Chart, {
    description:
      "Operation svc_v3_intel_chart: a PNG candle chart (base64 in an image envelope) with SMA 20/50/200 and the requested RSI, MACD and Bollinger panes, plus the OHLCV summary, ATR 14 and the 52-week range.",
  })
  async chart(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("interval", () => ChartInterval, {
      defaultValue: ChartInterval.day,
      description: "Bar interval of the chart (ChartInterval); daily by default.",
    })
    interval: ChartInterval,
    @Arg("bars", () => Int, {
      defaultValue: 120,
      description: "How many bars the chart shows (20–500).",
    })
    @range(20, 500)
    bars: number,
    @Arg("indicators", () => String, {
      defaultValue: "rsi,macd,bb",
      description: "Comma list, a subset of rsi, macd, bb; none for price and volume only.",
    })
    indicatorsArg: string,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<Chart> {
    const { indicators, unknown } = parseIndicators(indicatorsArg);
    if (unknown.length > 0) {
      throw invalidArgument(
        "indicators",
        `${inputName(unknown.join(", "))} is not an indicator`,
        CHART_INDICATORS.join(", "),
      );
    }
    await refuseForexWithoutSource(ticker, "chart");
    const instrument = await requireInstrument(ctx, ticker);
    const now = ctx.clock.now();
    const chart = await charts.get(
      ctx,
      {
        asOf: chartAsOf(interval, instrument.asset_class, now),
        args: { ticker: instrument.ticker, interval, bars, indicators },
      },
      () => drawChart(ctx, instrument, { interval, bars, indicators }),
    );
    // The one figure that depends on the clock itself, per request.
    const asOf = chart.asOf === null ? null : new Date(chart.asOf);
    return { ...chart, isStale: chartIsStale(asOf, now, instrument.asset_class) };
  }
}

/**
 * A chart is drawn once per data version from the bars its request may see (kit/dataCache.ts): the
 * picture and its figures depend only on those bars and the arguments; whether it is stale is the
 * clock's, applied per request.
 */
const charts = dataCache<Chart>({
  name: "market.chart",
  owner: "market",
  description: "A chart's picture and figures per ticker, interval, bar count and indicators.",
  sizeOf: (chart) => chart.image.data.length * 2 + 4_096,
});

/**
 * The last instant a chart may show at `now`: for minutes and hours the last minute that has ended
 * (a minute bar is known once it has, and a bucket's partial flag changes only at a minute's
 * end), for days, weeks and months the last final close (core/calendar.ts).
 */
function chartAsOf(interval: ChartInterval, assetClass: string, now: Date): string {
  if (interval === ChartInterval.minute || interval === ChartInterval.hour) {
    return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  }
  return lastFinalCloseDate(now, assetClass);
}

const MINUTE_MS = 60_000;

async function drawChart(
  ctx: SubgraphContext<"market">,
  instrument: InstrumentRow,
  { interval, bars, indicators }: { interval: ChartInterval; bars: number; indicators: ChartIndicator[] },
): Promise<Chart> {
  const [prices, firstDate] = await Promise.all([
    pricesFor(ctx, instrument, {
      interval,
      intervalMultiplier: 1,
      startDate: null,
      endDate: null,
      limit: bars + WARMUP_BARS,
    }),
    firstDailyDate(ctx.db, instrument.ticker),
  ]);
  const newest = prices.items.at(-1);
  if (!newest) {
    throw new ServiceError(
      "dataset_unavailable",
      `No ${interval} bars are held for ${instrument.ticker}; ${prices.coverageNote ?? "nothing to draw."}`,
      { retryAfterS: null, extra: { ticker: instrument.ticker, interval } },
    );
  }
  const intraday = interval === ChartInterval.minute || interval === ChartInterval.hour;
  const sessionEnd = intraday ? newest.date : (prices.dataThrough ?? newest.date);
  // The 52-week range comes through the same price path as the bars, so both carry the same
  // split adjustment (or say they do not).
  const daily = await pricesFor(ctx, instrument, {
    interval: ChartInterval.day,
    intervalMultiplier: 1,
    startDate: week52Start(sessionEnd),
    endDate: sessionEnd,
    limit: 400,
  });
  const { values, spec } = buildChart({
    ticker: instrument.ticker,
    name: instrument.name,
    assetClass: instrument.asset_class,
    interval,
    barsRequested: bars,
    indicators,
    history: prices.items,
    sessionEnd,
    daily: daily.items.map((bar) => ({ date: bar.date, high: bar.high, low: bar.low })),
    dailyFirstDate: firstDate,
    barsBasis: prices.adjustmentBasis,
    dailyBasis: daily.adjustmentBasis,
    now: ctx.clock.now(),
  });
  const png = await renderChart(spec);
  const { width, height } = pngSize(png);
  return {
    ...values,
    // A window always holds a bar here (checked above), so the summary exists.
    ohlcv: values.ohlcv as NonNullable<typeof values.ohlcv>,
    image: {
      format: "png",
      mimeType: "image/png",
      encoding: "base64",
      width,
      height,
      byteLength: png.length,
      data: png.toString("base64"),
    },
  };
}

/** Width and height from the PNG's IHDR chunk (bytes 16..23), as the file itself states them. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
