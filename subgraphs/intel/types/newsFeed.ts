import { Field, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { NewsItem } from "./newsItem.js";

@ObjectType({ description: "News items for one instrument, newest first, with what the news store holds." })
export class NewsFeed {
  @Field(() => [NewsItem], { description: "The items, newest first, at most limit." })
  items!: NewsItem[];

  @Field(() => Int, { description: "Items returned." })
  count!: number;

  @Field(() => String, {
    description: "The sources of the items held for the company, comma separated: sec-edgar.",
  })
  source!: string;

  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => String, {
    nullable: true,
    description: "UTC date of the newest item returned; null when none.",
  })
  newestItemDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "UTC date of the oldest item held for the company; null when none is held.",
  })
  searchedBackTo!: string | null;

  @Field(() => Boolean, {
    description:
      "True: the store holds part of the company's news (the filings of its EDGAR recent-filings page, no other outlet).",
  })
  isPartial!: boolean;

  @Field(() => String, { description: "What the feed covers and why it may be short or empty." })
  coverageNote!: string;
}
