import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { COUNT } from "../../kit/descriptions.js";

@ObjectType({ description: "A preset criterion the screener cannot apply." })
export class UnsupportedCriterion {
  @Field(() => String, { description: "The preset's criterion, in the vendor's name." }) param!: string;
  @Field(() => String, { nullable: true, description: "The preset's value (absent in the catalogue list)." })
  value!: string | null;
  @Field(() => String, {
    description: "Why the screener cannot apply it (not_supported when no finer reason is known).",
  })
  reason!: string;
}

@ObjectType({ description: "One preset, restated in screener parameter names." })
export class ScreenerPreset {
  @Field(() => String, { description: "The preset's name." }) name!: string;
  @Field(() => String, { description: "What the preset screens for, in words." }) description!: string;
  @Field(() => GraphQLJSONObject, { description: "Screener parameter → value: pass these to the screener." })
  params!: Record<string, unknown>;
  @Field(() => [String], { description: "The screener parameters params sets." }) supportedParams!: string[];
  @Field(() => [UnsupportedCriterion], {
    description: "The preset's criteria the screener cannot apply, with why.",
  })
  unsupportedParams!: UnsupportedCriterion[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: "null: no screener vendor is configured." })
  vendorParams!: Record<string, unknown> | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why vendorParams is null: no_screener_vendor_configured (every filter is applied by this service).",
  })
  vendorParamsReason!: string | null;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_screener_presets." })
export class ScreenerPresets {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [ScreenerPreset], { description: "Every preset, restated in screener parameter names." })
  presets!: ScreenerPreset[];
  @Field(() => [String], { description: "Every parameter the screener accepts." }) supportedParams!: string[];
  @Field(() => [UnsupportedCriterion], {
    description: "Criteria of the presets the screener cannot apply, with why.",
  })
  unsupportedParams!: UnsupportedCriterion[];
  @Field(() => [String], { description: "Every canonical sort key sortBy accepts." }) sortKeys!: string[];
  @Field(() => GraphQLJSONObject, { description: "Alias → canonical sort key." }) sortAliases!: Record<
    string,
    string
  >;
  @Field(() => [String], {
    description: "Every class securityClass accepts: common, adr, preferred, fund, unit, warrant, other.",
  })
  securityClasses!: string[];
}
