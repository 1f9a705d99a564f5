import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { BOOK_BASIS, HOUSE_BOOK, POSITION_SIDE, POSITION_WEIGHT } from "../descriptions.js";
import { HouseBook } from "./houseBook.js";

@ObjectType({ description: "One book member through one window." })
export class CrashMember {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: POSITION_SIDE }) side!: string;
  @Field(() => Float, { description: POSITION_WEIGHT }) weight!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The member's compounded return over the replayed sessions.",
  })
  return!: number | null;
  @Field(() => Int, { description: "Sessions of the window the member has a close on." })
  sessionsHeld!: number;
  @Field(() => String, { nullable: true, description: "Why return is null." }) nullReason!: string | null;
}

@ObjectType({
  description: "The book replayed through one historical window, with the data's coverage of it.",
})
export class CrashScenario {
  @Field(() => String, {
    description:
      "The window's stable id (gfc_2008, us_downgrade_2011, china_devaluation_2015, q4_2018, covid_2020, bear_2022).",
  })
  id!: string;
  @Field(() => String, { description: "The window's name in words." }) name!: string;
  @Field(() => String, { description: "First calendar day of the window." }) windowStart!: string;
  @Field(() => String, { description: "Last calendar day of the window." }) windowEnd!: string;
  @Field(() => Int, { description: "XNYS sessions in the window." }) sessionsInWindow!: number;
  @Field(() => Int, {
    description: "Sessions replayed: every member closed on it and on the session before.",
  })
  sessionsHeld!: number;
  @Field(() => Float, { description: "sessions_held / sessions_in_window." }) coverage!: number;
  @Field(() => Float, { description: "Share of the book's weight with a close in the window." })
  weightCovered!: number;
  @Field(() => [String], { description: "Sessions of the window not replayed, when some are." })
  sessionsMissing!: string[];
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the first session replayed; null when none is.",
  })
  firstSession!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the last session replayed; null when none is.",
  })
  lastSession!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "The book's compounded return over the replayed sessions.",
  })
  bookReturn!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Largest fall of the book from a peak within the window.",
  })
  maxDrawdown!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The book's lowest one-session return in the window, a fraction (-0.05 = down 5%); null when no session is replayed (null_reason).",
  })
  worstDayReturn!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of that session; null with worst_day_return.",
  })
  worstDay!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why the window is not estimated: the data does not cover it.",
  })
  nullReason!: string | null;
  @Field(() => [CrashMember], { description: "Each book member through the window." })
  members!: CrashMember[];
}

@ObjectType({ description: "The house book replayed through real crash windows." })
export class CrashScenarios {
  @Field(() => String, { description: BOOK_BASIS }) bookBasis!: string;
  @Field(() => HouseBook, { description: HOUSE_BOOK }) book!: HouseBook;
  @Field(() => String, { nullable: true, description: "Adjustment basis of the members' closes." })
  priceBasis!: string | null;
  @Field(() => String, { nullable: true, description: "First close every member holds." }) dataFrom!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description: "Last close every member holds, at the request's clock.",
  })
  dataThrough!: string | null;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, { description: "Which windows are listed: those ended by the request's clock." })
  windowsListed!: string;
  @Field(() => [CrashScenario], {
    description:
      "Every crash window ended by the request's clock, oldest first; one the data does not cover has its null_reason.",
  })
  scenarios!: CrashScenario[];
  @Field(() => String, { nullable: true, description: "Why no member's closes are visible." }) nullReason!:
    | string
    | null;
}
