import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType()
export class PriceBar {
  @Field(() => String, {
    description: "Bucket start: YYYY-MM-DD for day, week, month; ISO 8601 UTC intraday.",
  })
  timestamp!: string;
  @Field(() => String, { description: "Session date of the bucket's first bar." }) date!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
  @Field(() => Float) volume!: number;
  @Field(() => Int, { description: "Underlying bars (sessions or minutes) in the bucket." })
  barCount!: number;
  @Field(() => Boolean, { description: "The bucket's period had not ended by data_through." })
  partial!: boolean;
}

@ObjectType({ description: "Bars of one instrument (operation svc_v3_fundamentals_prices)." })
export class PriceBars {
  @Field(() => String) ticker!: string;
  @Field(() => String) interval!: string;
  @Field(() => Int) intervalMultiplier!: number;
  @Field(() => String, { nullable: true }) startDate!: string | null;
  @Field(() => String, { nullable: true }) endDate!: string | null;
  @Field(() => Int) count!: number;
  @Field(() => [PriceBar], { description: "The most recent `limit` bars, oldest first." }) items!: PriceBar[];
  @Field(() => String, { nullable: true, description: "Last session held for the instrument." })
  dataThrough!: string | null;
  @Field(() => Boolean, { description: "The newest bar's period had not ended by data_through." })
  partial!: boolean;
  @Field(() => Boolean, { description: "The session of data_through had closed." }) sessionComplete!: boolean;
  @Field(() => Boolean) adjusted!: boolean;
  @Field(() => String) adjustmentBasis!: string;
  @Field(() => String, { description: "US Eastern trading day, or UTC day for crypto." }) dayBasis!: string;
  @Field(() => String, { nullable: true }) coverageNote!: string | null;
}
