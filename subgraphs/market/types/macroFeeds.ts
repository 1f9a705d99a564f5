/**
 * Shapes of the macro feeds no bundled source provides: commodity quotes and forex news. Their
 * resolvers validate and then answer the not-configured provider's 503, so these types say what a
 * connected source must return.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT } from "../../kit/descriptions.js";
import { connectedSourceField } from "../descriptions.js";

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
  @Field(() => String, { description: connectedSourceField("The source's symbol of the commodity") })
  symbol!: string;
  @Field(() => String, { description: connectedSourceField("The commodity's name") }) name!: string;
  @Field(() => String, { description: connectedSourceField("energy, metals, agriculture or livestock") })
  category!: string;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField("Last price, in unit; null when the source has none"),
  })
  price!: number | null;
  @Field(() => String, { description: "Quoting unit, e.g. usd_per_barrel." }) unit!: string;
  @Field(() => Float, {
    ...opt,
    description: connectedSourceField("price minus the previous close, in unit; null with price"),
  })
  change!: number | null;
  @Field(() => Float, { ...opt, description: "Percent points." }) changePercent!: number | null;
  @Field(() => String, {
    ...opt,
    description: connectedSourceField("Time of price, ISO 8601 UTC; null with price"),
  })
  asOf!: string | null;
  @Field(() => Boolean, {
    description: connectedSourceField("price is older than the source's freshness bound"),
  })
  isStale!: boolean;
}

@ObjectType({ description: "Commodity quotes (GET /api/v3/intel/commodities)." })
export class Commodities {
  @Field(() => String, {
    description: "The category asked for: all, energy, metals, agriculture or livestock.",
  })
  category!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CommodityQuote], { description: connectedSourceField("The commodities of category") })
  items!: CommodityQuote[];
}

@ObjectType({ description: "One forex news item from the forex news source." })
export class ForexNewsItem {
  @Field(() => String, { description: connectedSourceField("Publication time, ISO 8601 UTC") })
  publishedAt!: string;
  @Field(() => String, { description: connectedSourceField("The item's headline") }) headline!: string;
  @Field(() => String, { description: connectedSourceField("The publisher") }) source!: string;
  @Field(() => String, {
    ...opt,
    description: connectedSourceField("Link to the item; null when the source gives none"),
  })
  url!: string | null;
  @Field(() => [String], { description: "Currency pairs the item is tagged with (EURUSD)." })
  pairs!: string[];
}

@ObjectType({ description: "Latest forex news (GET /api/v3/news_forex/latest)." })
export class ForexNews {
  @Field(() => [String], {
    description: "The currency pairs asked for, normalised (EURUSD); empty: every pair.",
  })
  pairs!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [ForexNewsItem], { description: "Newest first." }) items!: ForexNewsItem[];
}
