import { Field, Int, ObjectType } from "type-graphql";

/**
 * What every answer read from the signals book says about the book date it was read from and how
 * old that date is at the request's clock (spec/01 "Model and signal rows"; docs/SIGNALS.md). The answers' types extend it and inherit its
 * fields, first; no field returns it, so it is not a type of the schema itself.
 */
@ObjectType()
export abstract class BookStamp {
  @Field(() => String, {
    description:
      "The universe the book was ranked in (daily_universe_2013_2017: prices/daily_universe.csv.gz).",
  })
  universe!: string;

  @Field(() => String, {
    description: "The book date: the newest on or before the clock's last final close.",
  })
  asOf!: string;

  @Field(() => Int, { description: "The book date's regular close, epoch seconds." })
  asOfTs!: number;

  @Field(() => Int, {
    description: "NYSE sessions closed after the book date, up to the clock's last final close.",
  })
  bookAgeSessions!: number;

  @Field(() => Boolean, { description: "True when the book is more than 2 sessions old." })
  isStale!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "book_older_than_2_sessions when stale; null when fresh.",
  })
  staleReason!: string | null;
}
