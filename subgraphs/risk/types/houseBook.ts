import { Field, Float, ObjectType } from "type-graphql";

@ObjectType({ description: "One position of the house book." })
export class HouseBookPosition {
  @Field(() => String) ticker!: string;
  @Field(() => String, { description: "long or short." }) side!: string;
  @Field(() => Float, { description: "Share of the book's value, positive; side gives its sign." })
  weight!: number;
}

@ObjectType({ description: "The book a portfolio-risk answer measured (see bookBasis)." })
export class HouseBook {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: "How the weights are held over time." }) weighting!: string;
  @Field(() => String, {
    description: "Why this book: the signals book when held, else the reference portfolio.",
  })
  note!: string;
  @Field(() => [HouseBookPosition]) positions!: HouseBookPosition[];
}
