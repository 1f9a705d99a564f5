import { Field, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "The book date the clock sees and what it holds." })
export class BookSummary extends BookStamp {
  @Field(() => Int, { description: "Stocks of the universe with a bar on the book date." })
  members!: number;

  @Field(() => Int, { description: "Stocks scored on the book date." })
  scored!: number;

  @Field(() => String, { description: "How the book date's voter weights were set." })
  weightsBasis!: string;
}

@ObjectType({
  description:
    "The prediction book's status (spec/01 States: green only for a servable book at most 2 sessions old).",
})
export class PredictionBookStatus {
  @Field(() => String, {
    description:
      "green (servable, at most 2 sessions old), amber (servable but stale) or red (not servable).",
  })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: "Why not green: book_stale, snapshot_cold (the book is being built) or no_book_as_of_clock.",
  })
  reason!: string | null;

  @Field(() => Boolean, { description: "Whether the book routes can answer at this clock." })
  servable!: boolean;

  @Field(() => Int, { description: "2." })
  staleAfterSessions!: number;

  @Field(() => String, { description: "The newest session whose close was final at the clock." })
  lastFinalClose!: string;

  @Field(() => BookSummary, { nullable: true, description: "The book date served; null when not servable." })
  book!: BookSummary | null;

  @Field(() => String, {
    nullable: true,
    description: "The book's first date (2014-01-02); null while cold.",
  })
  firstBookDate!: string | null;

  @Field(() => String, { description: NOTE })
  note!: string;
}

@ObjectType({ description: "Whether the prediction book is ready: servable and at most 2 sessions old." })
export class PredictionBookReady {
  @Field(() => Boolean, {
    description: "True when the book is servable and at most 2 sessions old (status green).",
  })
  ready!: boolean;

  @Field(() => String, { description: "green, amber or red (as /api/status)." })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: "Why not ready: book_stale, snapshot_cold or no_book_as_of_clock; null when ready.",
  })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: "The book date served; null when not servable." })
  asOf!: string | null;

  @Field(() => Int, { nullable: true, description: "Its age in NYSE sessions at the clock." })
  bookAgeSessions!: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "True when the book served is more than 2 sessions old; null when not servable.",
  })
  isStale!: boolean | null;
}
