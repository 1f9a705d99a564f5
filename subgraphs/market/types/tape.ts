/**
 * The Tape product's answers: a session's minute bars with the quote at each minute's close
 * (/api/v3/tape/bars), a day's traded option contracts (/api/v3/tape/options), and the futures
 * shapes a connected source must return (/api/v3/tape/futures, /futures_curve).
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

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
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float, { description: "Shares traded in the minute." }) volume!: number;
  @Field(() => Float, opt) bid!: number | null;
  @Field(() => Float, opt) ask!: number | null;
  @Field(() => Float, { ...opt, description: "Last size quoted in the minute." }) bidSize!: number | null;
  @Field(() => Float, opt) askSize!: number | null;
  @Field(() => Float, { ...opt, description: "ask minus bid." }) spread!: number | null;
}

@ObjectType({ description: "Totals over the bars served." })
export class TapeSummary {
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float) volume!: number;
  @Field(() => Float, { ...opt, description: "Volume-weighted (high+low+close)/3 of the minutes." })
  vwap!: number | null;
  @Field(() => String) vwapBasis!: string;
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
  @Field(() => String) session!: string;
  @Field(() => [String], { description: "Every session with minute bars held for the ticker." })
  availableSessions!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: "More minutes matched than limit; the newest are served." })
  truncated!: boolean;
  @Field(() => [TapeBar], { description: "Oldest first." }) items!: TapeBar[];
  @Field(() => TapeSummary, opt) summary!: TapeSummary | null;
  @Field(() => Boolean, { description: "Minute quote bars are held for this session." }) quotesHeld!: boolean;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { ...opt, description: "End of the newest bar served." }) asOf!: string | null;
  @Field(() => Boolean) isStale!: boolean;
  @Field(() => String, { description: "Minute prices are as traded." }) adjustmentBasis!: string;
  @Field(() => String, opt) coverageNote!: string | null;
}

@ObjectType({ description: "One option contract's day on the tape." })
export class OptionPrint {
  @Field(() => String, { description: "OCC-style symbol: root, YYMMDD, C or P, strike × 1000 in 8 digits." })
  contract!: string;
  @Field(() => String) expiry!: string;
  @Field(() => Int, { description: "Calendar days from the snapshot date to expiry." }) dte!: number;
  @Field(() => Float) strike!: number;
  @Field(() => String, { description: "call or put." }) contractType!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
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
  @Field(() => Float) callVolume!: number;
  @Field(() => Float) putVolume!: number;
  @Field(() => Float) callNotional!: number;
  @Field(() => Float) putNotional!: number;
  @Field(() => Float, opt) putCallVolumeRatio!: number | null;
}

@ObjectType({ description: "A day's option prints for one underlying (operation svc_v3_tape_options)." })
export class OptionTape {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, opt) snapshotDate!: string | null;
  @Field(() => [String], { description: "Chain snapshot dates held, newest first." })
  availableDates!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [OptionPrint]) items!: OptionPrint[];
  @Field(() => OptionTapeSummary, opt) summary!: OptionTapeSummary | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String) notionalBasis!: string;
  @Field(() => String, { description: "Where the prints come from." }) source!: string;
  @Field(() => [String]) sourceFiles!: string[];
  @Field(() => String, opt) coverageNote!: string | null;
}

@ObjectType({ description: "One futures bar (a connected futures source's shape)." })
export class FuturesBar {
  @Field(() => String) contract!: string;
  @Field(() => String) timestamp!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float) volume!: number;
  @Field(() => Float, opt) openInterest!: number | null;
}

@ObjectType({ description: "Futures tape of one root (operation svc_v3_tape_futures)." })
export class FuturesTape {
  @Field(() => String) root!: string;
  @Field(() => String, opt) contract!: string | null;
  @Field(() => String) interval!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FuturesBar]) items!: FuturesBar[];
  @Field(() => String, opt) asOf!: string | null;
  @Field(() => Boolean) isStale!: boolean;
}

@ObjectType({ description: "One contract month on a futures curve." })
export class FuturesCurvePoint {
  @Field(() => String) contract!: string;
  @Field(() => String) expiry!: string;
  @Field(() => Int) daysToExpiry!: number;
  @Field(() => Float, opt) settle!: number | null;
  @Field(() => Float, opt) volume!: number | null;
  @Field(() => Float, opt) openInterest!: number | null;
}

@ObjectType({ description: "A root's futures curve on a date (operation svc_v3_tape_futures_curve)." })
export class FuturesCurve {
  @Field(() => String) root!: string;
  @Field(() => String) date!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FuturesCurvePoint]) items!: FuturesCurvePoint[];
  @Field(() => String, { description: "contango, backwardation or mixed." }) shape!: string;
}
