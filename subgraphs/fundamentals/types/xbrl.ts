import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One XBRL concept the company reports." })
export class XbrlConcept {
  @Field(() => String) taxonomy!: string;
  @Field(() => String) concept!: string;
  @Field(() => [String]) units!: string[];
  @Field(() => Int) factCount!: number;
  @Field(() => String) firstPeriodEnd!: string;
  @Field(() => String) lastPeriodEnd!: string;
  @Field(() => String, opt) lastFiled!: string | null;
}

/** Where the facts of both XBRL answers come from: spec/01's value, then our finer provenance. */
const sourceField = {
  nullable: true,
  description:
    "spec/01: sec_edgar_companyfacts_live (read from SEC at request time) or archive (the ingested bundle; always archive here).",
} as const;
const factsSourceField = {
  nullable: true,
  description:
    "Provenance of the archived facts: sec_edgar_companyfacts (verbatim SEC API file) or derived_xbrl_instance (rebuilt from 1-3 XBRL instance documents).",
} as const;

@ObjectType({ description: "XBRL concept directory (operation svc_v3_fundamentals_companyfacts)." })
export class XbrlConcepts {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, opt) cik!: string | null;
  @Field(() => String, sourceField) source!: string | null;
  @Field(() => String, factsSourceField) factsSource!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why items is empty; always null now (a company without SEC facts is 503 dataset_unavailable).",
  })
  status!: string | null;
  @Field(() => String, opt) search!: string | null;
  @Field(() => Int, { description: "Concepts matching, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean) truncated!: boolean;
  @Field(() => [XbrlConcept], { description: "By taxonomy, then concept." }) items!: XbrlConcept[];
}

@ObjectType({ description: "One reported XBRL fact." })
export class XbrlFact {
  @Field(() => String) taxonomy!: string;
  @Field(() => String) concept!: string;
  @Field(() => String) unit!: string;
  @Field(() => String, { nullable: true, description: "null for an instant." }) periodStart!: string | null;
  @Field(() => String) periodEnd!: string;
  @Field(() => Float) value!: number;
  @Field(() => String, opt) accessionNumber!: string | null;
  @Field(() => String, opt) form!: string | null;
  @Field(() => String, opt) filed!: string | null;
  @Field(() => Int, { nullable: true, description: "Fiscal year of the carrying filing (SEC fy)." })
  fy!: number | null;
  @Field(() => String, { nullable: true, description: "Fiscal period of the carrying filing (SEC fp)." })
  fp!: string | null;
  @Field(() => Int, { nullable: true, description: "Fiscal year of the period itself." }) periodFy!:
    | number
    | null;
  @Field(() => String, {
    nullable: true,
    description: "Q1..Q4 or FY of the period itself; null for six- or nine-month durations.",
  })
  periodFp!: string | null;
  @Field(() => Int, { nullable: true, description: "Length of the period in months; null for an instant." })
  periodMonths!: number | null;
  @Field(() => Boolean, { description: "history: a later filing reports the same unit and period." })
  superseded!: boolean;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: instant_fact (periodStart, periodMonths), not_a_fiscal_quarter_or_year (periodFp of a six- or nine-month duration), no_fiscal_label, not_in_sec_companyfacts_entry.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One concept's facts (operation svc_v3_fundamentals_xbrl)." })
export class XbrlFacts {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) concept!: string;
  @Field(() => String, opt) taxonomy!: string | null;
  @Field(() => String, sourceField) source!: string | null;
  @Field(() => String, factsSourceField) factsSource!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "concept_not_reported when the company never tagged it.",
  })
  status!: string | null;
  @Field(() => String, opt) asOf!: string | null;
  @Field(() => Boolean) history!: boolean;
  @Field(() => String, { nullable: true, description: "Newest filing date among the company's facts." })
  dataAsOf!: string | null;
  @Field(() => String, { nullable: true, description: "Newest filing date of this concept." })
  lastFiled!: string | null;
  @Field(() => Boolean, { description: "dataAsOf is more than 135 days old." }) isStale!: boolean;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean) truncated!: boolean;
  @Field(() => [XbrlFact], { description: "Newest period first." }) items!: XbrlFact[];
}
