import { Field, Float, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";

@ObjectType({
  description: `Headline sentiment on spec/01's scale -1.5..+1.5, by the lexicon method named in \`method\` (docs/NEWS.md): score = 1.5 × (P − N) / (P + N + 1) over the positive and negative terms found in the headline.`,
})
export class NewsSentiment {
  @Field(() => Float, { description: "-1.5..+1.5; 0 when no lexicon term occurs." }) score!: number;
  @Field(() => String, { description: "positive, negative or neutral: the score's sign." }) label!: string;
  @Field(() => String, { description: "The method, e.g. qf-headline-lexicon-v1." }) method!: string;
  @Field(() => [String], { description: "Positive lexicon terms found, once per occurrence." })
  positiveTerms!: string[];
  @Field(() => [String], { description: "Negative lexicon terms found, once per occurrence." })
  negativeTerms!: string[];
}

@ObjectType({
  description:
    "A news item of the news store (spec/01 News item plus its source); today every item is an SEC EDGAR filing event (8-K, 10-K, 10-Q and their amendments).",
})
export class NewsItem {
  @Field(() => String, { description: "Unique across sources; an SEC filing's EDGAR accession number." })
  id!: string;

  @Field(() => String, {
    description: "The source's headline verbatim; for a filing, its form description and 8-K item titles.",
  })
  title!: string;

  @Field(() => String, {
    nullable: true,
    description: "A short summary; null when the source gives none (teaserReason).",
  })
  teaser!: string | null;

  @Field(() => String, { nullable: true, description: "Why teaser is null." })
  teaserReason!: string | null;

  @Field(() => String, {
    description: "Where the item is read in full (a filing's primary document on sec.gov).",
  })
  url!: string;

  @Field(() => String, {
    nullable: true,
    description: "The item's first ticker; null for market-wide news (nullReasons).",
  })
  ticker!: string | null;

  @Field(() => [String], { description: "Every ticker the item is tagged with." })
  tickers!: string[];

  @Field(() => [String], { description: "Crypto assets the item names; empty for filings." })
  coins!: string[];

  @Field(() => [String], { description: 'Lower-case channels, e.g. ["sec-filing"].' })
  channels!: string[];

  @Field(() => [String], { description: 'Lower-case tags; a filing\'s form, e.g. ["8-k"].' })
  tags!: string[];

  @Field(() => String, {
    description: "The item's author as its source gives it (SEC EDGAR for an SEC filing event).",
  })
  author!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Publication instant, ISO 8601 UTC (a filing: EDGAR's acceptance instant); null with publishedReason.",
  })
  published!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why published is null (never, for the store's items).",
  })
  publishedReason!: string | null;

  @Field(() => String, { nullable: true, description: "The same instant as published." })
  created!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Last edit, ISO 8601 UTC; null when the item was never edited.",
  })
  updated!: string | null;

  @Field(() => String, { nullable: true, description: "Why updated is null." })
  updatedReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "HTML body when asked for (body=true on the news_pro family) and held; else null with bodyReason.",
  })
  body!: string | null;

  @Field(() => String, { nullable: true, description: "Why body is null." })
  bodyReason!: string | null;

  @Field(() => String, { description: "The feed the item came from: sec-edgar." })
  source!: string;

  @Field(() => String, { description: "article or video." })
  newsType!: string;

  @Field(() => [String], {
    description: "by_topic topics the headline is about, by keyword reading (docs/NEWS.md); may be empty.",
  })
  topics!: string[];

  @Field(() => String, {
    description:
      "Why-moving catalyst by keyword reading of the headline: earnings, guidance, analyst, ma, regulatory, capital, contract, personnel, macro or other.",
  })
  catalystType!: string;

  @Field(() => String, { description: "keyword:<the keyword that decided>, or no_catalyst_keyword (other)." })
  catalystBasis!: string;

  @Field(() => NewsSentiment, { description: "The headline's sentiment, read from its title and teaser." })
  sentiment!: NewsSentiment;

  @Field(() => String, {
    nullable: true,
    description: "SEC form type, e.g. 10-K or 8-K/A; null for an item that is no filing.",
  })
  form!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "EDGAR filing date (US Eastern business day), YYYY-MM-DD; null for an item that is no filing.",
  })
  filingDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Period or event date the filing reports on, YYYY-MM-DD.",
  })
  reportDate!: string | null;

  @Field(() => [String], {
    description: 'Form 8-K item codes, e.g. ["2.02", "9.01"]; empty for other forms and items.',
  })
  items!: string[];

  @Field(() => FieldMap, { description: "Why each null field without a reason field of its own is null." })
  nullReasons!: Record<string, string>;
}
