import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { HouseBook } from "./houseBook.js";

@ObjectType({ description: "One book member through one window." })
export class CrashMember {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) side!: string;
  @Field(() => Float) weight!: number;
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
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
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
  @Field(() => String, { nullable: true }) firstSession!: string | null;
  @Field(() => String, { nullable: true }) lastSession!: string | null;
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
  @Field(() => Float, { nullable: true }) worstDayReturn!: number | null;
  @Field(() => String, { nullable: true }) worstDay!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why the window is not estimated: the data does not cover it.",
  })
  nullReason!: string | null;
  @Field(() => [CrashMember]) members!: CrashMember[];
}

@ObjectType({ description: "The house book replayed through real crash windows." })
export class CrashScenarios {
  @Field(() => String) bookBasis!: string;
  @Field(() => HouseBook) book!: HouseBook;
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
  @Field(() => [CrashScenario]) scenarios!: CrashScenario[];
  @Field(() => String, { nullable: true, description: "Why no member's closes are visible." }) nullReason!:
    | string
    | null;
}
