import { registerEnumType } from "type-graphql";

export enum AssetClass {
  equity = "equity",
  crypto = "crypto",
}
registerEnumType(AssetClass, {
  name: "AssetClass",
  description: "Which listing a bare symbol means: the equity unless crypto is asked for (spec/01).",
});

export enum PriceInterval {
  second = "second",
  minute = "minute",
  hour = "hour",
  day = "day",
  week = "week",
  month = "month",
}
registerEnumType(PriceInterval, { name: "PriceInterval" });

export enum MarketSessionName {
  pre = "pre",
  regular = "regular",
  post = "post",
  closed = "closed",
}
registerEnumType(MarketSessionName, {
  name: "MarketSession",
  description: "US Eastern sessions of the NYSE calendar.",
});
