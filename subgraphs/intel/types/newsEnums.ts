/** The enums of the news routes' arguments (spec/02 "News"): a value outside one is the shim's 422. */
import { registerEnumType } from "type-graphql";

export enum NewsTypeFilter {
  article = "article",
  video = "video",
}
registerEnumType(NewsTypeFilter, { name: "NewsTypeFilter" });

export enum NewsSentimentFilter {
  positive = "positive",
  negative = "negative",
  neutral = "neutral",
}
registerEnumType(NewsSentimentFilter, {
  name: "NewsSentimentFilter",
  description: "The label of an item's headline sentiment (the sign of its score).",
});

export enum NewsSortOrder {
  rank = "rank",
  oldestfirst = "oldestfirst",
}
registerEnumType(NewsSortOrder, {
  name: "NewsSortOrder",
  description: "rank: relevance to the request (docs/NEWS.md); oldestfirst. Not given: newest first.",
});

export enum NewsAlertCategory {
  general = "general",
  ticker = "ticker",
}
registerEnumType(NewsAlertCategory, { name: "NewsAlertCategory" });

export enum AnalystRatingType {
  upgrade = "upgrade",
  downgrade = "downgrade",
  initiation = "initiation",
}
registerEnumType(AnalystRatingType, { name: "AnalystRatingType" });

export enum NewsSection {
  general = "general",
  alltickers = "alltickers",
}
registerEnumType(NewsSection, { name: "NewsSection" });

export enum NewsAssetClass {
  crypto = "crypto",
}
registerEnumType(NewsAssetClass, { name: "NewsAssetClass" });
