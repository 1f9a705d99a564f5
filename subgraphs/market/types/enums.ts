import { registerEnumType } from "type-graphql";

export enum PriceInterval {
  second = "second",
  minute = "minute",
  hour = "hour",
  day = "day",
  week = "week",
  month = "month",
}
registerEnumType(PriceInterval, {
  name: "PriceInterval",
  description: "The unit of a price bar, multiplied by intervalMultiplier.",
  valuesConfig: {
    second: { description: "One-second bars." },
    minute: { description: "One-minute bars." },
    hour: { description: "One-hour bars." },
    day: { description: "Daily bars (one per trading session)." },
    week: { description: "Weekly bars." },
    month: { description: "Monthly bars." },
  },
});

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
