/** svc_v3_universe_scan (domain/scan.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, returnedIn, TICKER } from "../../kit/descriptions.js";
import { BookStamp } from "./bookStamp.js";
import { ModelOrderingFields, type ModelOrderingValues } from "./fusionFields.js";

@ObjectType({ description: "A LONG or SHORT row of the book that clears its liquidity floor." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the ordering fields' types come from the merged interface below.
export class UniverseScanRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "LONG or SHORT." }) side!: string;
  @ModelOrderingFields() readonly ordering?: never;
  @Field(() => Float, { description: "The book date's universe close." }) close!: number;
  @Field(() => Float, {
    nullable: true,
    description: "21-session average daily dollar volume (USD); null only with the floors disabled.",
  })
  adv21dUsd!: number | null;
  @Field(() => Float, { description: "The floor this row had to clear (0: disabled)." })
  liquidityFloorUsd!: number;
}
export interface UniverseScanRow extends ModelOrderingValues {}

@ObjectType({ description: "The liquidity floors applied." })
export class UniverseScanFloors {
  @Field(() => Float, { description: "The 21-session ADV floor a LONG row had to clear, USD (0: disabled)." })
  longUsd!: number;
  @Field(() => Float, {
    description: "The 21-session ADV floor a SHORT row had to clear, USD (0: disabled).",
  })
  shortUsd!: number;
  @Field(() => String, { description: "default, min_adv_dollars or disabled." }) basis!: string;
}

@ObjectType({ description: "How the book's rows fared." })
export class UniverseScanCounts {
  @Field(() => Int, { description: "Scored rows of the book date." }) scanned!: number;
  @Field(() => Int, { description: "NEUTRAL rows (deciles 4-7): not actionable." }) neutralExcluded!: number;
  @Field(() => Int, { description: "LONG rows below their floor." }) belowFloorLong!: number;
  @Field(() => Int, { description: "SHORT rows below their floor." }) belowFloorShort!: number;
  @Field(() => Int, { description: "No ADV (under 21 sessions) while a floor applies." })
  advUnknownExcluded!: number;
  @Field(() => Int, { description: "Rows that cleared their floor, before limit." }) passed!: number;
  @Field(() => Int, { description: returnedIn("rows") }) returned!: number;
}

@ObjectType({ description: "The book's actionable rows over a liquidity floor (svc_v3_universe_scan)." })
export class UniverseScan extends BookStamp {
  @Field(() => [UniverseScanRow], { description: "Strongest conviction first, then rank." })
  rows!: UniverseScanRow[];
  @Field(() => UniverseScanFloors, {
    description: "The liquidity floors applied to the LONG and SHORT rows.",
  })
  floors!: UniverseScanFloors;
  @Field(() => UniverseScanCounts, { description: "How the book's rows fared against the floors." })
  counts!: UniverseScanCounts;
  @Field(() => Boolean, { description: "More rows cleared the floors than limit." }) hasMore!: boolean;
  @Field(() => Int, { description: "Rows returned at most, as asked." }) limit!: number;

  @Field(() => String, {
    description:
      "mean_close_x_volume_21_sessions_split_dividend_adjusted: the mean of close × volume over the 21 sessions ending on the book date.",
  })
  advBasis!: string;
  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => String, { description: METHOD }) method!: string;
}
