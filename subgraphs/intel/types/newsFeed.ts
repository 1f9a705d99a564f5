import { Field, Int, ObjectType } from "type-graphql";
import { NewsItem } from "./newsItem.js";

@ObjectType({ description: "News items for one instrument, newest first, with what the source holds." })
export class NewsFeed {
  @Field(() => [NewsItem])
  items!: NewsItem[];

  @Field(() => Int, { description: "Items returned." })
  count!: number;

  @Field(() => String, { description: '"sec-edgar".' })
  source!: string;

  @Field(() => String)
  ticker!: string;

  @Field(() => String, {
    nullable: true,
    description: "UTC date of the newest item returned; null when none.",
  })
  newestItemDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Filing date of the oldest filing (any form) held for the company; null when none is held.",
  })
  searchedBackTo!: string | null;

  @Field(() => Boolean, {
    description: "True: only the newest ~1,000 EDGAR filings per company are held, so older news is missing.",
  })
  isPartial!: boolean;

  @Field(() => String, { description: "What the feed covers and why it may be short or empty." })
  coverageNote!: string;
}
