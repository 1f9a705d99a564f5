/**
 * The Tape product's answers: a session's minute bars with the quote at each minute's close
 * (/api/v3/tape/bars), a day's traded option contracts (/api/v3/tape/options), and the futures
 * shapes a connected source must return (/api/v3/tape/futures, /futures_curve).
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { barPrice, connectedSourceField } from "../descriptions.js";

const opt = { nullable: true } as const;

export enum TapeSession {
  all = "all",
  regular = "regular",
  extended = "extended",
}
registerEnumType(TapeSession, {
  name: "TapeSession",
  description: "Which minutes of a session: all, regular (09:30-16:00 ET) or extended (pre and post).",
  valuesConfig: {
    all: { description: "Every minute: the regular session and the extended hours." },
    regular: { description: "The regular session, 09:30-16:00 ET." },
    extended: { description: "The pre-market and after-hours minutes only." },
  },
});

export enum FuturesInterval {
  minute = "minute",
  hour = "hour",
  day = "day",
}
registerEnumType(FuturesInterval, {
  name: "FuturesInterval",
  description: "The bar interval of a futures tape.",
  valuesConfig: {
    minute: { description: "One-minute bars." },
    hour: { description: "One-hour bars." },
    day: { description: "Daily bars." },
  },
});

export enum OptionTapeSort {
  volume = "volume",
  notional = "notional",
}
registerEnumType(OptionTapeSort, {
  name: "OptionTapeSort",
  description: "The order of an option tape's contracts.",
  valuesConfig: {
    volume: { description: "By contracts traded, largest first." },
    notional: { description: "By notional traded, largest first." },
  },
});

@ObjectType({ description: "One minute of the tape: the trade bar and the quote at the minute's close." })
export class TapeBar {
  @Field(() => String, { description: "Bar start, ISO 8601 UTC; the bar covers [timestamp, +60 s)." })
  timestamp!: string;
  @Field(() => String, { description: "Bar start on the US Eastern wall clock, HH:MM." }) timeEt!: string;
  @Field(() => String, { description: "pre, regular, post or closed (NYSE); continuous for a crypto pair." })
  session!: string;
  @Field(() => Float, { description: barPrice("open", "in the minute, USD as traded") }) open!: number;
  @Field(() => Float, { description: barPrice("high", "in the minute, USD as traded") }) high!: number;
  @Field(() => Float, { description: barPrice("low", "in the minute, USD as traded") }) low!: number;
  @Field(() => Float, { description: barPrice("close", "in the minute, USD as traded") }) close!: number;
  @Field(() => Float, { description: "Shares traded in the minute." }) volume!: number;
  @Field(() => Float, {
    ...opt,
    description:
      "Bid at the minute's close, USD; null when no quote bars are held for the session or none was quoted that minute (null_reasons.bid).",
  })
  bid!: number | null;
  @Field(() => Float, {
    ...opt,
    description:
      "Ask at the minute's close, USD; null when no quote bars are held for the session or none was quoted that minute (null_reasons.ask).",
  })
  ask!: number | null;
  @Field(() => Float, { ...opt, description: "Last size quoted in the minute." }) bidSize!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Last size quoted at the ask in the minute, shares; null with ask.",
  })
  askSize!: number | null;
  @Field(() => Float, { ...opt, description: "ask minus bid." }) spread!: number | null;
}

@ObjectType({ description: "Totals over the bars served." })
export class TapeSummary {
  @Field(() => Float, { description: "Open of the first minute served, USD." }) open!: number;
  @Field(() => Float, { description: "Highest high of the minutes served, USD." }) high!: number;
  @Field(() => Float, { description: "Lowest low of the minutes served, USD." }) low!: number;
  @Field(() => Float, { description: "Close of the last minute served, USD." }) close!: number;
  @Field(() => Float, {
    description: "Shares traded over the minutes served (base-asset units for a crypto pair).",
  })
  volume!: number;
  @Field(() => Float, { ...opt, description: "Volume-weighted (high+low+close)/3 of the minutes." })
  vwap!: number | null;
  @Field(() => String, {
    description: "minute_typical_price: each minute's (high+low+close)/3 weighted by its volume.",
  })
  vwapBasis!: string;
  @Field(() => Int, { nullable: true, description: "NYSE regular-session minutes; null for a crypto pair." })
  regularBars!: number | null;
  @Field(() => Int, { nullable: true, description: "Pre- and post-market minutes; null for a crypto pair." })
  extendedBars!: number | null;
}

@ObjectType({ description: "A session's minute tape (operation svc_v3_tape_bars)." })
export class TapeBars {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { ...opt, description: "The session served; null when none is held." })
  sessionDate!: string | null;
  @Field(() => String, { description: "The session filter asked for: all, regular or extended." })
  session!: string;
  @Field(() => [String], { description: "Every session with minute bars held for the ticker." })
  availableSessions!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: "More minutes matched than limit; the newest are served." })
  truncated!: boolean;
  @Field(() => [TapeBar], { description: "Oldest first." }) items!: TapeBar[];
  @Field(() => TapeSummary, {
    ...opt,
    description: "Totals over the minutes served; null when none is (null_reasons.summary: no_bars_served).",
  })
  summary!: TapeSummary | null;
  @Field(() => Boolean, { description: "Minute quote bars are held for this session." }) quotesHeld!: boolean;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { ...opt, description: "End of the newest bar served." }) asOf!: string | null;
  @Field(() => Boolean, {
    description:
      "The newest minute served ended more than 6 hours before the request's clock, or none is served.",
  })
  isStale!: boolean;
  @Field(() => String, { description: "Minute prices are as traded." }) adjustmentBasis!: string;
  @Field(() => String, {
    ...opt,
    description:
      "Says which sessions are held when none, or not the one asked for, is; null when the session is held.",
  })
  coverageNote!: string | null;
}

@ObjectType({ description: "One option contract's day on the tape." })
export class OptionPrint {
  @Field(() => String, { description: "OCC-style symbol: root, YYMMDD, C or P, strike × 1000 in 8 digits." })
  contract!: string;
  @Field(() => String, { description: "Expiry date of the contract (ISO date)." }) expiry!: string;
  @Field(() => Int, { description: "Calendar days from the snapshot date to expiry." }) dte!: number;
  @Field(() => Float, { description: "Strike price, USD." }) strike!: number;
  @Field(() => String, { description: "call or put." }) contractType!: string;
  @Field(() => Float, {
    description: barPrice("open", "of the contract that day, USD per share of the underlying"),
  })
  open!: number;
  @Field(() => Float, {
    description: barPrice("high", "of the contract that day, USD per share of the underlying"),
  })
  high!: number;
  @Field(() => Float, {
    description: barPrice("low", "of the contract that day, USD per share of the underlying"),
  })
  low!: number;
  @Field(() => Float, {
    description: barPrice("close", "of the contract that day, USD per share of the underlying"),
  })
  close!: number;
  @Field(() => Float, { description: "Contracts traded that day." }) volume!: number;
  @Field(() => Float, { ...opt, description: "Null where the source did not report it." })
  openInterest!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "As published (Lean's model); null where the source computed none (it writes 0).",
  })
  impliedVolatility!: number | null;
  @Field(() => String, {
    ...opt,
    description: "Why implied_volatility is null: not_computed_by_source; null when it is set.",
  })
  impliedVolatilityReason!: string | null;
  @Field(() => Float, { description: "close × volume × 100 shares per contract, USD." }) notional!: number;
}

@ObjectType({
  description:
    "The day's option chain in totals: contracts held and matched, call and put volume and notional.",
})
export class OptionTapeSummary {
  @Field(() => Int, { description: "Contracts in the day's chain held." }) contractsHeld!: number;
  @Field(() => Int, { description: "Contracts matching the filters." }) contractsMatched!: number;
  @Field(() => Float, { description: "Call contracts traded, over the matched contracts." })
  callVolume!: number;
  @Field(() => Float, { description: "Put contracts traded, over the matched contracts." })
  putVolume!: number;
  @Field(() => Float, {
    description: "Notional traded in calls, USD (close × volume × 100), over the matched contracts.",
  })
  callNotional!: number;
  @Field(() => Float, {
    description: "Notional traded in puts, USD (close × volume × 100), over the matched contracts.",
  })
  putNotional!: number;
  @Field(() => Float, {
    ...opt,
    description:
      "put_volume over call_volume, 6 significant figures; null when no put contract is held or no call traded (null_reasons.put_call_volume_ratio).",
  })
  putCallVolumeRatio!: number | null;
}

@ObjectType({ description: "A day's option prints for one underlying (operation svc_v3_tape_options)." })
export class OptionTape {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    ...opt,
    description:
      "The chain snapshot date served (ISO date): the one asked for, else the newest held; null when none is held.",
  })
  snapshotDate!: string | null;
  @Field(() => [String], { description: "Chain snapshot dates held, newest first." })
  availableDates!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [OptionPrint], {
    description: "Matched contracts, by volume or notional (sort), largest first, at most limit.",
  })
  items!: OptionPrint[];
  @Field(() => OptionTapeSummary, {
    ...opt,
    description: "Totals of the day's chain; null when no contract is held for snapshot_date.",
  })
  summary!: OptionTapeSummary | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, {
    description:
      "close_x_volume_x_100: a contract's notional is its close times its volume times 100 shares.",
  })
  notionalBasis!: string;
  @Field(() => String, { description: "Where the prints come from." }) source!: string;
  @Field(() => [String], { description: "The chain snapshot files the prints were read from." })
  sourceFiles!: string[];
  @Field(() => String, {
    ...opt,
    description:
      "What the prints cover (daily prints from chain snapshots; no intraday quotes), or which dates are held when the one asked for is not.",
  })
  coverageNote!: string | null;
}

@ObjectType({ description: "One futures bar (a connected futures source's shape)." })
export class FuturesBar {
  @Field(() => String, {
    description: connectedSourceField("Contract symbol: root, month code and year (ESZ6)"),
  })
  contract!: string;
  @Field(() => String, { description: connectedSourceField("Bar start, ISO 8601 UTC") }) timestamp!: string;
  @Field(() => Float, {
    description: connectedSourceField("First trade price in the bar, in the contract's price unit"),
  })
  open!: number;
  @Field(() => Float, {
    description: connectedSourceField("Highest trade price in the bar, in the contract's price unit"),
  })
  high!: number;
  @Field(() => Float, {
    description: connectedSourceField("Lowest trade price in the bar, in the contract's price unit"),
  })
  low!: number;
  @Field(() => Float, {
    description: connectedSourceField("Last trade price in the bar, in the contract's price unit"),
  })
  close!: number;
  @Field(() => Float, { description: connectedSourceField("Contracts traded in the bar") }) volume!: number;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField(
      "Contracts open at the bar's end; null when the source does not report it",
    ),
  })
  openInterest!: number | null;
}

@ObjectType({ description: "Futures tape of one root (operation svc_v3_tape_futures)." })
export class FuturesTape {
  @Field(() => String, { description: "The futures root asked for, upper case (ES, CL)." }) root!: string;
  @Field(() => String, {
    ...opt,
    description: "The contract asked for (ESZ6); null: every contract of the root.",
  })
  contract!: string | null;
  @Field(() => String, { description: "The bar interval asked for: minute, hour or day." }) interval!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FuturesBar], { description: connectedSourceField("Bars, oldest first") })
  items!: FuturesBar[];
  @Field(() => String, {
    ...opt,
    description: connectedSourceField("End of the newest bar, ISO 8601 UTC; null when none is served"),
  })
  asOf!: string | null;
  @Field(() => Boolean, {
    description: connectedSourceField("The newest bar is older than the source's freshness bound"),
  })
  isStale!: boolean;
}

@ObjectType({ description: "One contract month on a futures curve." })
export class FuturesCurvePoint {
  @Field(() => String, {
    description: connectedSourceField("Contract symbol: root, month code and year (ESZ6)"),
  })
  contract!: string;
  @Field(() => String, { description: connectedSourceField("Last trading day of the contract (ISO date)") })
  expiry!: string;
  @Field(() => Int, { description: connectedSourceField("Calendar days from the curve's date to expiry") })
  daysToExpiry!: number;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField("Settlement price on the curve's date; null when none was published"),
  })
  settle!: number | null;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField("Contracts traded that day; null when not reported"),
  })
  volume!: number | null;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField("Contracts open at that day's end; null when not reported"),
  })
  openInterest!: number | null;
}

@ObjectType({ description: "A root's futures curve on a date (operation svc_v3_tape_futures_curve)." })
export class FuturesCurve {
  @Field(() => String, { description: "The futures root asked for, upper case (ES, CL)." }) root!: string;
  @Field(() => String, {
    description: connectedSourceField("ISO date of the settlements: the one asked for, else the newest"),
  })
  date!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FuturesCurvePoint], {
    description: connectedSourceField("Contract months, nearest expiry first"),
  })
  items!: FuturesCurvePoint[];
  @Field(() => String, { description: "contango, backwardation or mixed." }) shape!: string;
}
