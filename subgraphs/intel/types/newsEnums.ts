/** The enums of the news routes' arguments (spec/02 "News"): a value outside one is the shim's 422. */
import { registerEnumType } from "type-graphql";

export enum NewsTypeFilter {
  article = "article",
  video = "video",
}
registerEnumType(NewsTypeFilter, {
  name: "NewsTypeFilter",
  description: "The kind of a news item: a written article or a video.",
  valuesConfig: {
    article: { description: "Written articles." },
    video: { description: "Videos." },
  },
});

export enum NewsSentimentFilter {
  positive = "positive",
  negative = "negative",
  neutral = "neutral",
}
registerEnumType(NewsSentimentFilter, {
  name: "NewsSentimentFilter",
  description: "The label of an item's headline sentiment (the sign of its score).",
  valuesConfig: {
    positive: { description: "A headline sentiment score above zero." },
    negative: { description: "A headline sentiment score below zero." },
    neutral: { description: "A headline sentiment score of zero." },
  },
});

export enum NewsSortOrder {
  rank = "rank",
  oldestfirst = "oldestfirst",
}
registerEnumType(NewsSortOrder, {
  name: "NewsSortOrder",
  description: "rank: relevance to the request (docs/NEWS.md); oldestfirst. Not given: newest first.",
  valuesConfig: {
    rank: { description: "By relevance to the request (docs/NEWS.md)." },
    oldestfirst: { description: "By publication time, oldest first." },
  },
});

export enum NewsAlertCategory {
  general = "general",
  ticker = "ticker",
}
registerEnumType(NewsAlertCategory, {
  name: "NewsAlertCategory",
  description: "Which news alerts to list: general market news or news tied to the tickers asked for.",
  valuesConfig: {
    general: { description: "General market news." },
    ticker: { description: "News tied to the tickers asked for." },
  },
});

export enum AnalystRatingType {
  upgrade = "upgrade",
  downgrade = "downgrade",
  initiation = "initiation",
}
registerEnumType(AnalystRatingType, {
  name: "AnalystRatingType",
  description: "The kind of an analyst rating action: an upgrade, a downgrade or an initiation of coverage.",
  valuesConfig: {
    upgrade: { description: "A rating raised." },
    downgrade: { description: "A rating lowered." },
    initiation: { description: "A first rating (coverage initiated)." },
  },
});

export enum NewsSection {
  general = "general",
  alltickers = "alltickers",
}
registerEnumType(NewsSection, {
  name: "NewsSection",
  description: "Which section of the news to list: general market news or news about any ticker.",
  valuesConfig: {
    general: { description: "General market news." },
    alltickers: { description: "News about any ticker." },
  },
});

export enum NewsAssetClass {
  crypto = "crypto",
}
registerEnumType(NewsAssetClass, {
  name: "NewsAssetClass",
  description: "The asset class news is asked about; crypto is the only one offered.",
  valuesConfig: {
    crypto: { description: "News about crypto assets." },
  },
});
