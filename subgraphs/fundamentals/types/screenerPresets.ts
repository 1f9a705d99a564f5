import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { COUNT } from "../../kit/descriptions.js";

@ObjectType({ description: "A preset criterion the screener cannot apply." })
export class UnsupportedCriterion {
  @Field(() => String) param!: string;
  @Field(() => String, { nullable: true, description: "The preset's value (absent in the catalogue list)." })
  value!: string | null;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: "One preset, restated in screener parameter names." })
export class ScreenerPreset {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => GraphQLJSONObject, { description: "Screener parameter → value: pass these to the screener." })
  params!: Record<string, unknown>;
  @Field(() => [String]) supportedParams!: string[];
  @Field(() => [UnsupportedCriterion]) unsupportedParams!: UnsupportedCriterion[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: "null: no screener vendor is configured." })
  vendorParams!: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) vendorParamsReason!: string | null;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_screener_presets." })
export class ScreenerPresets {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [ScreenerPreset]) presets!: ScreenerPreset[];
  @Field(() => [String], { description: "Every parameter the screener accepts." }) supportedParams!: string[];
  @Field(() => [UnsupportedCriterion]) unsupportedParams!: UnsupportedCriterion[];
  @Field(() => [String]) sortKeys!: string[];
  @Field(() => GraphQLJSONObject, { description: "Alias → canonical sort key." }) sortAliases!: Record<
    string,
    string
  >;
  @Field(() => [String]) securityClasses!: string[];
}
