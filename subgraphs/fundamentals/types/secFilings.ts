import { Field, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CIK } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One filing of the SEC submissions index." })
export class SecFilingItem {
  @Field(() => String, { description: "SEC accession number of the filing." }) accessionNumber!: string;
  @Field(() => String, { description: "SEC form type (10-K, 10-Q, 8-K, 4, …; amendments end in /A)." })
  form!: string;
  @Field(() => String, { description: "EDGAR filing date (its business day)." }) filingDate!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the period the filing reports; null when EDGAR gives none (nullReasons).",
  })
  reportDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "EDGAR acceptance time on the US Eastern wall clock, YYYY-MM-DDTHH:MM:SS.",
  })
  acceptedDate!: string | null;
  @Field(() => String, { description: "America/New_York." }) acceptedDateTimezone!: string;
  @Field(() => String, { nullable: true, description: "acceptance_time_missing when acceptedDate is null." })
  acceptedDateReason!: string | null;
  @Field(() => String, { nullable: true, description: "The acceptance instant as EDGAR gives it (UTC)." })
  acceptanceDatetime!: string | null;
  @Field(() => String, {
    ...opt,
    description: "File name of the filing's primary document; null when EDGAR gives none (nullReasons).",
  })
  primaryDocument!: string | null;
  @Field(() => String, {
    ...opt,
    description: "EDGAR's description of the primary document; null when EDGAR gives none (nullReasons).",
  })
  primaryDocDescription!: string | null;
  @Field(() => String, { nullable: true, description: "8-K item numbers, comma-separated." }) items!:
    | string
    | null;
  @Field(() => Int, { nullable: true, description: "Bytes." }) size!: number | null;
  @Field(() => String, { description: "URL of the filing's index page on EDGAR." }) filingIndexUrl!: string;
  @Field(() => String, {
    ...opt,
    description: "URL of the primary document on EDGAR; null with primaryDocument.",
  })
  documentUrl!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: not_in_sec_submissions_entry (EDGAR gives none for this filing), items_apply_to_8k_only.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_sec_filings: the company's filings index." })
export class SecFilings {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: CIK }) cik!: string;
  @Field(() => String, { ...opt, description: "The exact form asked for; null when none was (every form)." })
  formType!: string | null;
  @Field(() => String, { description: "sec-edgar: the SEC submissions JSON." }) source!: string;
  @Field(() => Boolean, { description: "Older filings may exist beyond the EDGAR page held." })
  isPartial!: boolean;
  @Field(() => String, {
    ...opt,
    description: "Why isPartial: edgar_recent_page_only_older_pages_not_held; null when not partial.",
  })
  partialReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Oldest filing date held (how far back was searched).",
  })
  searchedBackTo!: string | null;
  @Field(() => String, { nullable: true, description: "Filing date of the newest matching filing." })
  newestItemDate!: string | null;
  @Field(() => Int, { description: "Matching filings held, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [SecFilingItem], { description: "Newest accepted first." }) items!: SecFilingItem[];
  @Field(() => FieldMap, { description: "Field → why it is null: no_matching_filing_held, no_filing_held." })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "/api/v3/sec/filing/{ticker}/{filing_type}: the newest filing of a form type." })
export class SecFiling {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: CIK }) cik!: string;
  @Field(() => String, { description: "The form type asked for, as matched." }) filingType!: string;
  @Field(() => String, { description: "sec-edgar: the SEC submissions JSON." }) source!: string;
  @Field(() => Boolean, { description: "Older filings may exist beyond the EDGAR page held." })
  isPartial!: boolean;
  @Field(() => String, {
    ...opt,
    description: "Oldest filing date held (how far back was searched); null when no filing is held.",
  })
  searchedBackTo!: string | null;
  @Field(() => Int, { description: "Filings of this form type held." }) total!: number;
  @Field(() => SecFilingItem, {
    ...opt,
    description: "The newest filing of that form type; null when none is held (filingReason).",
  })
  filing!: SecFilingItem | null;
  @Field(() => String, {
    nullable: true,
    description: "no_filing_of_type_held (within searched_back_to) when filing is null.",
  })
  filingReason!: string | null;
}
