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
  @Field(() => Float) longUsd!: number;
  @Field(() => Float) shortUsd!: number;
  @Field(() => String, { description: "default, min_adv_dollars or disabled." }) basis!: string;
}

@ObjectType({ description: "How the book's rows fared." })
export class UniverseScanCounts {
  @Field(() => Int, { description: "Scored rows of the book date." }) scanned!: number;
  @Field(() => Int, { description: "NEUTRAL rows (deciles 4-7): not actionable." }) neutralExcluded!: number;
  @Field(() => Int) belowFloorLong!: number;
  @Field(() => Int) belowFloorShort!: number;
  @Field(() => Int, { description: "No ADV (under 21 sessions) while a floor applies." })
  advUnknownExcluded!: number;
  @Field(() => Int, { description: "Rows that cleared their floor, before limit." }) passed!: number;
  @Field(() => Int, { description: returnedIn("rows") }) returned!: number;
}

@ObjectType({ description: "The book's actionable rows over a liquidity floor (svc_v3_universe_scan)." })
export class UniverseScan extends BookStamp {
  @Field(() => [UniverseScanRow], { description: "Strongest conviction first, then rank." })
  rows!: UniverseScanRow[];
  @Field(() => UniverseScanFloors) floors!: UniverseScanFloors;
  @Field(() => UniverseScanCounts) counts!: UniverseScanCounts;
  @Field(() => Boolean, { description: "More rows cleared the floors than limit." }) hasMore!: boolean;
  @Field(() => Int) limit!: number;

  @Field(() => String) advBasis!: string;
  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => String, { description: METHOD }) method!: string;
}
