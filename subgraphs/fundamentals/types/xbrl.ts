import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { CIK, XBRL_CONCEPT, XBRL_TAXONOMY } from "../descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One XBRL concept the company reports." })
export class XbrlConcept {
  @Field(() => String, { description: XBRL_TAXONOMY }) taxonomy!: string;
  @Field(() => String, { description: XBRL_CONCEPT }) concept!: string;
  @Field(() => [String], {
    description: "The units its facts are reported in (USD, shares, USD/shares, pure, …).",
  })
  units!: string[];
  @Field(() => Int, { description: "Facts of the concept held, every unit and filing." }) factCount!: number;
  @Field(() => String, { description: "ISO date of its earliest period end." }) firstPeriodEnd!: string;
  @Field(() => String, { description: "ISO date of its newest period end." }) lastPeriodEnd!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the newest filing reporting it; null when no fact names one.",
  })
  lastFiled!: string | null;
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
  @Field(() => String, { ...opt, description: CIK }) cik!: string | null;
  @Field(() => String, sourceField) source!: string | null;
  @Field(() => String, factsSourceField) factsSource!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why items is empty; always null now (a company without SEC facts is 503 dataset_unavailable).",
  })
  status!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The substring of concept names asked for; null when none was.",
  })
  search!: string | null;
  @Field(() => Int, { description: "Concepts matching, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: "True when more concepts match than limit (total > count)." })
  truncated!: boolean;
  @Field(() => [XbrlConcept], { description: "By taxonomy, then concept." }) items!: XbrlConcept[];
}

@ObjectType({ description: "One reported XBRL fact." })
export class XbrlFact {
  @Field(() => String, { description: XBRL_TAXONOMY }) taxonomy!: string;
  @Field(() => String, { description: XBRL_CONCEPT }) concept!: string;
  @Field(() => String, { description: "The fact's unit as filed (USD, shares, USD/shares, pure, …)." })
  unit!: string;
  @Field(() => String, { nullable: true, description: "null for an instant." }) periodStart!: string | null;
  @Field(() => String, { description: "ISO date the period ends (the instant of an instant fact)." })
  periodEnd!: string;
  @Field(() => Float, { description: "The fact's value as filed, in unit." }) value!: number;
  @Field(() => String, {
    ...opt,
    description:
      "SEC accession number of the carrying filing; null when not in the companyfacts entry (nullReasons).",
  })
  accessionNumber!: string | null;
  @Field(() => String, {
    ...opt,
    description: "SEC form of the carrying filing; null when not in the companyfacts entry (nullReasons).",
  })
  form!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date the carrying filing was filed; null when not in the companyfacts entry (nullReasons).",
  })
  filed!: string | null;
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
  @Field(() => String, { description: "The concept asked for, as given." }) concept!: string;
  @Field(() => String, {
    ...opt,
    description: "The taxonomy asked for; null when none was (every taxonomy searched).",
  })
  taxonomy!: string | null;
  @Field(() => String, sourceField) source!: string | null;
  @Field(() => String, factsSourceField) factsSource!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "concept_not_reported when the company never tagged it.",
  })
  status!: string | null;
  @Field(() => String, {
    ...opt,
    description: "The point in time asked for (ISO date): only facts filed by then; null when none was.",
  })
  asOf!: string | null;
  @Field(() => Boolean, {
    description: "True when every restatement is listed, not just the newest fact per unit and period.",
  })
  history!: boolean;
  @Field(() => String, { nullable: true, description: "Newest filing date among the company's facts." })
  dataAsOf!: string | null;
  @Field(() => String, { nullable: true, description: "Newest filing date of this concept." })
  lastFiled!: string | null;
  @Field(() => Boolean, { description: "dataAsOf is more than 135 days old." }) isStale!: boolean;
  @Field(() => Int, { description: "Facts matching, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Boolean, { description: "True when more facts match than limit (total > count)." })
  truncated!: boolean;
  @Field(() => [XbrlFact], { description: "Newest period first." }) items!: XbrlFact[];
}
