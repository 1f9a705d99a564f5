import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { POSITION_SIDE, POSITION_WEIGHT } from "../descriptions.js";

@ObjectType({ description: "One position of the house book." })
export class HouseBookPosition {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: POSITION_SIDE }) side!: string;
  @Field(() => Float, { description: POSITION_WEIGHT })
  weight!: number;
}

@ObjectType({ description: "The book a portfolio-risk answer measured (see bookBasis)." })
export class HouseBook {
  @Field(() => String, { description: "The book's name." }) name!: string;
  @Field(() => String, { description: "What the book holds, in words." }) description!: string;
  @Field(() => String, { description: "How the weights are held over time." }) weighting!: string;
  @Field(() => String, {
    description:
      "Why this book: the signals book's picks at the clock, else (no book yet at the clock) the reference portfolio.",
  })
  note!: string;
  @Field(() => String, {
    nullable: true,
    description: "The signals book date of the picks: the newest on or before the clock's last final close.",
  })
  bookDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why book_date is null: reference_portfolio (no signals book exists at the clock).",
  })
  bookDateReason!: string | null;
  @Field(() => String, {
    description:
      "Where the members' closes are read: daily_universe (the signals book's, through the book date) or own_daily_files.",
  })
  priceSource!: string;
  @Field(() => Int, { description: "Positions on each side." }) longPositions!: number;
  @Field(() => Int, { description: "Positions on the short side." }) shortPositions!: number;
  @Field(() => [HouseBookPosition], { description: "Every position of the book, with its side and weight." })
  positions!: HouseBookPosition[];
}
