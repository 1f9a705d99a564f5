import { registerEnumType } from "type-graphql";

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
