import { Field, Int, ObjectType } from "type-graphql";
import { BOOK_AGE_SESSIONS, BOOK_UNIVERSE } from "../descriptions.js";

/**
 * What every answer read from the signals book says about the book date it was read from and how
 * old that date is at the request's clock (spec/01 "Model and signal rows"; docs/SIGNALS.md). The answers' types extend it and inherit its
 * fields, first; no field returns it, so it is not a type of the schema itself.
 */
@ObjectType()
export abstract class BookStamp {
  @Field(() => String, { description: BOOK_UNIVERSE })
  universe!: string;

  @Field(() => String, {
    description: "The book date: the newest on or before the clock's last final close.",
  })
  asOf!: string;

  @Field(() => Int, { description: "The book date's regular close, epoch seconds." })
  asOfTs!: number;

  @Field(() => Int, { description: BOOK_AGE_SESSIONS })
  bookAgeSessions!: number;

  @Field(() => Boolean, { description: "True when the book is more than 2 sessions old." })
  isStale!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "book_older_than_2_sessions when stale; null when fresh.",
  })
  staleReason!: string | null;
}
