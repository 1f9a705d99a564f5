/** svc_v2_signal_correlation (domain/correlation.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "The correlation of two voters' signals." })
export class SignalCorrelationPair {
  @Field(() => String, { description: "The first voter of the pair." }) a!: string;
  @Field(() => String, { description: "The second voter of the pair." }) b!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Pearson's correlation of the two voters' percentiles across the stocks where both are ranked, −1..1; null with fewer than 3 such stocks or no spread (null_reasons).",
  })
  correlation!: number | null;
  @Field(() => Int, { description: "Stocks where both are ranked." }) stocks!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The correlation matrix of the voters' signals on the book date." })
export class SignalCorrelation extends BookStamp {
  @Field(() => [String], { description: "The matrix's row and column order." }) voters!: string[];
  @Field(() => [[Float]], {
    nullable: "items",
    description:
      "matrix[i][j]: correlation of voters[i] with voters[j] (1 on the diagonal); a pair that cannot be measured is null in pairs with its reason.",
  })
  matrix!: (number | null)[][];
  @Field(() => [SignalCorrelationPair], { description: "The upper triangle." })
  pairs!: SignalCorrelationPair[];
  @Field(() => Int, { description: "Scored stocks of the book date." }) stocks!: number;

  @Field(() => String, { description: METHOD }) method!: string;
}
