/** svc_v3_position_monitor: the house book's positions, stops, flags and exits (domain/monitor.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BOOK_CONVICTION } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "A position of the house book: a book pick held since its current run began." })
export class MonitoredPosition {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "LONG or SHORT." }) side!: string;
  @Field(() => String, { description: "First book date of the current unbroken run on this side." })
  entryDate!: string;
  @Field(() => Float, {
    description: "The close on entry_date, USD (the universe's split- and dividend-adjusted close).",
  })
  entryClose!: number;
  @Field(() => Int, { description: "Book dates since entry (0 on the entry date)." }) sessionsHeld!: number;
  @Field(() => Float, { description: "The book date's close." }) close!: number;
  @Field(() => Float, { description: "Signed by side: a SHORT gains when the close falls (fraction)." })
  returnSinceEntry!: number;
  @Field(() => Float, { nullable: true, description: "Volatility stop set at entry." }) stopPrice!:
    | number
    | null;
  @Field(() => Boolean, { nullable: true, description: "Close at or beyond the stop." })
  stopBreached!: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description: "The book date's decile (10 the best): 8–10 for a LONG, 1–3 for a SHORT.",
  })
  decile!: number | null;
  @Field(() => Float, { nullable: true, description: `${BOOK_CONVICTION} On the book date.` }) conviction!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Conviction on the entry date." })
  entryConviction!: number | null;
  @Field(() => [String], { description: "stop_breached, near_exit, conviction_faded." }) flags!: string[];
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A position of the previous book date that left its side on the book date." })
export class MonitoredExit {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The side it left." }) side!: string;
  @Field(() => String, {
    description: "moved_to_neutral, flipped_to_long, flipped_to_short or no_bar_on_book_date.",
  })
  exitReason!: string;
  @Field(() => String, { description: "First book date of the run the position held on its side." })
  entryDate!: string;
  @Field(() => Float, {
    description: "The close on entry_date, USD (the universe's split- and dividend-adjusted close).",
  })
  entryClose!: number;
  @Field(() => Float, { nullable: true, description: "The book date's close." }) exitClose!: number | null;
  @Field(() => Float, { nullable: true, description: "Signed by side (fraction)." })
  returnSinceEntry!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Counts of the monitor." })
export class PositionMonitorSummary {
  @Field(() => Int, { description: "LONG positions held on the book date." }) long!: number;
  @Field(() => Int, { description: "SHORT positions held on the book date." }) short!: number;
  @Field(() => Int, { description: "Positions entered on the book date." }) enteredToday!: number;
  @Field(() => Int, {
    description: "Positions of the previous book date that left their side on the book date.",
  })
  exits!: number;
  @Field(() => Int, {
    description: "Positions flagged stop_breached: the close at or beyond the volatility stop.",
  })
  stopBreached!: number;
  @Field(() => Int, {
    description:
      "Positions flagged near_exit: a LONG in decile 8 or a SHORT in decile 3, one decile from leaving.",
  })
  nearExit!: number;
  @Field(() => Int, {
    description: "Positions flagged conviction_faded: conviction below half its value on the entry date.",
  })
  convictionFaded!: number;
}

@ObjectType({ description: "Exits, stops and flags of the house book (svc_v3_position_monitor)." })
export class PositionMonitor extends BookStamp {
  @Field(() => String, {
    description: "house_book: the book's own LONG and SHORT picks; no caller positions are held or read.",
  })
  portfolio!: string;
  @Field(() => [MonitoredPosition], { description: "LONG then SHORT, by ticker." })
  positions!: MonitoredPosition[];
  @Field(() => [MonitoredExit], { description: "Exits on the book date, LONG then SHORT." })
  exits!: MonitoredExit[];
  @Field(() => PositionMonitorSummary, { description: "Counts of the positions, exits and flags." })
  summary!: PositionMonitorSummary;
  @Field(() => String, { nullable: true, description: "The book date before the book date." })
  previousBookDate!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;

  @Field(() => [String], { description: "book_stale when the book is older than 2 sessions." })
  monitorFlags!: string[];
  @Field(() => String, { description: METHOD }) method!: string;
}
