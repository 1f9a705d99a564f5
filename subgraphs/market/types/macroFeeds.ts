/**
 * Shapes of the macro feeds no bundled source provides: commodity quotes and forex news. Their
 * resolvers validate and then answer the not-configured provider's 503, so these types say what a
 * connected source must return.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT } from "../../kit/descriptions.js";

const opt = { nullable: true } as const;

export enum CommodityCategory {
  all = "all",
  energy = "energy",
  metals = "metals",
  agriculture = "agriculture",
  livestock = "livestock",
}
registerEnumType(CommodityCategory, {
  name: "CommodityCategory",
  description: "A group of commodities the commodities read can be narrowed to.",
  valuesConfig: {
    all: { description: "Every category." },
    energy: { description: "Energy commodities." },
    metals: { description: "Metals." },
    agriculture: { description: "Agricultural commodities." },
    livestock: { description: "Livestock." },
  },
});

@ObjectType({ description: "One commodity's quote from the commodities source." })
export class CommodityQuote {
  @Field(() => String) symbol!: string;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => Float, opt) price!: number | null;
  @Field(() => String, { description: "Quoting unit, e.g. usd_per_barrel." }) unit!: string;
  @Field(() => Float, opt) change!: number | null;
  @Field(() => Float, { ...opt, description: "Percent points." }) changePercent!: number | null;
  @Field(() => String, opt) asOf!: string | null;
  @Field(() => Boolean) isStale!: boolean;
}

@ObjectType({ description: "Commodity quotes (GET /api/v3/intel/commodities)." })
export class Commodities {
  @Field(() => String) category!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CommodityQuote]) items!: CommodityQuote[];
}

@ObjectType({ description: "One forex news item from the forex news source." })
export class ForexNewsItem {
  @Field(() => String) publishedAt!: string;
  @Field(() => String) headline!: string;
  @Field(() => String) source!: string;
  @Field(() => String, opt) url!: string | null;
  @Field(() => [String], { description: "Currency pairs the item is tagged with (EURUSD)." })
  pairs!: string[];
}

@ObjectType({ description: "Latest forex news (GET /api/v3/news_forex/latest)." })
export class ForexNews {
  @Field(() => [String]) pairs!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [ForexNewsItem], { description: "Newest first." }) items!: ForexNewsItem[];
}
