import { Directive, Field, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";

/**
 * market's part of fundamentals' company profile: the close its market cap is priced on. The
 * profile's market cap is "on prior close" (spec/02), the close of the last completed session on
 * the clock, which only market can read; fundamentals @requires these two fields.
 */
@ObjectType("CompanyFacts")
@Directive('@key(fields: "ticker")')
export class CompanyFactsPrice {
  @Field(() => String, { description: TICKER }) ticker!: string;
}
