import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A news item; here an SEC EDGAR filing (8-K, 10-K, 10-Q and their amendments)." })
export class NewsItem {
  @Field(() => String, { description: "EDGAR accession number, e.g. 0000320193-25-000079." })
  id!: string;

  @Field(() => String, {
    description: "Company, form and form description; an 8-K also lists its item titles.",
  })
  title!: string;

  @Field(() => String, { nullable: true, description: "Always null: see teaserReason." })
  teaser!: string | null;

  @Field(() => String, { nullable: true, description: "Why teaser is null." })
  teaserReason!: string | null;

  @Field(() => String, {
    description: "The filing's primary document on sec.gov (its index page if none is named).",
  })
  url!: string;

  @Field(() => String)
  ticker!: string;

  @Field(() => [String], { description: "The instrument asked about." })
  tickers!: string[];

  @Field(() => [String], { description: "Always empty: filings are not about crypto assets." })
  coins!: string[];

  @Field(() => [String], { description: '["sec-filing"].' })
  channels!: string[];

  @Field(() => [String], { description: 'The form in lower case, e.g. ["8-k"].' })
  tags!: string[];

  @Field(() => String)
  author!: string;

  @Field(() => String, {
    nullable: true,
    description: "EDGAR acceptance instant, ISO 8601 UTC; null with publishedReason if EDGAR gives none.",
  })
  published!: string | null;

  @Field(() => String, { nullable: true, description: "acceptance_time_missing when published is null." })
  publishedReason!: string | null;

  @Field(() => String, { nullable: true, description: "The same instant as published." })
  created!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Always null: a filing is never edited in place; an amendment is a separate filing (form ending /A).",
  })
  updated!: string | null;

  @Field(() => String, { nullable: true, description: "Why updated is null." })
  updatedReason!: string | null;

  @Field(() => String, { nullable: true, description: "Always null: see bodyReason." })
  body!: string | null;

  @Field(() => String, { nullable: true, description: "Why body is null." })
  bodyReason!: string | null;

  @Field(() => String, { description: "EDGAR form type, e.g. 10-K or 8-K/A." })
  form!: string;

  @Field(() => String, { description: "EDGAR filing date (US Eastern business day), YYYY-MM-DD." })
  filingDate!: string;

  @Field(() => String, {
    nullable: true,
    description: "Period or event date the filing reports on, YYYY-MM-DD.",
  })
  reportDate!: string | null;

  @Field(() => [String], {
    description: 'Form 8-K item codes, e.g. ["2.02", "9.01"]; empty for other forms.',
  })
  items!: string[];
}
