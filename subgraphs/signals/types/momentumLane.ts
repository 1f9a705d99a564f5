import { Field, Float, ObjectType } from "type-graphql";

@ObjectType({ description: "12-1 momentum of the instrument's daily closes (the technical lane)." })
export class MomentumLane {
  @Field(() => Float, {
    nullable: true,
    description: "Simple return from start_close to end_close as a fraction (0.25 = +25%); null with reason.",
  })
  value!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why value is null or not rankable: no_prices, insufficient_history, invalid_close or implausible_12_1_momentum.",
  })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Date of the last close on or before as_of minus 12 months.",
  })
  startDate!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "The close on start_date (on price_basis); null with reason.",
  })
  startClose!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Date of the last close on or before as_of minus 1 month.",
  })
  endDate!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "The close on end_date (on price_basis); null with reason.",
  })
  endClose!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Date of the last close held; null when none is held.",
  })
  asOf!: string | null;

  @Field(() => Boolean, { description: "True above +1,000%: more likely bad data than a real move." })
  implausible!: boolean;

  @Field(() => Boolean, { description: "Whether value may enter a cross-sectional ranking." })
  rankable!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Adjustment basis of the closes, as market publishes it.",
  })
  priceBasis!: string | null;

  @Field(() => String, { description: 'Always "technical".' })
  lane!: string;

  @Field(() => String, {
    description:
      "The 12-1 formula in words (Jegadeesh & Titman 1993): end_close ÷ start_close − 1, skipping the latest month.",
  })
  definition!: string;
}
