/** svc_v3_memory_recall and svc_v3_memory_reflections (docs/LEARNING.md "The corpus", "Reflections"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, returnedIn } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { hitRateOf, RESOLUTION_DATES, resolvedOnBound, sideHitRate, T_DATES } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "One document of the memory found by the query." })
export class MemoryHit {
  @Field(() => Int, { description: "1 the most relevant (without a query: the newest)." }) rank!: number;
  @Field(() => Int, {
    description:
      "The document's number in the memory corpus (counted from 1 in the order the corpus is built, per data version).",
  })
  docId!: number;
  @Field(() => String, { description: "setup_rationale, book_summary or setup_outcome." }) kind!: string;
  @Field(() => String, {
    nullable: true,
    description: "The ticker it is about; null for a book-wide document.",
  })
  ticker!: string | null;
  @Field(() => String, { description: "The book date the decision was made on." }) predictionDate!: string;
  @Field(() => String, {
    description:
      "The date the document speaks as of (an outcome's resolution date); visible from its final close.",
  })
  eventDate!: string;
  @Field(() => String, { description: "The document's one-line title, from a fixed template." })
  title!: string;
  @Field(() => String, { description: "The document: fixed templates filled from the book's data." })
  text!: string;
  @Field(() => Float, { nullable: true, description: "The engine's relevance, higher is better." })
  relevance!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({
  description: "Full-text recall over the decision rationales and their outcomes (svc_v3_memory_recall).",
})
export class MemoryRecall extends BookStamp {
  @Field(() => String, { nullable: true, description: "The query as given; null when none was." })
  query!: string | null;
  @Field(() => [String], { description: "The words searched (SQLite: as its tokenizer splits them)." })
  terms!: string[];
  @Field(() => String, { description: "fts5_on_sqlite or tsvector_gin_on_postgresql: the index searched." })
  engine!: string;
  @Field(() => String, { description: "How the engine ranked the matches." }) ranking!: string;
  @Field(() => String, {
    description:
      "The newest instant a document may be visible at: the clock (a document dated after it is not).",
  })
  visibleThrough!: string;
  @Field(() => Int, { description: "Visible documents matching (every visible document without a query)." })
  matches!: number;
  @Field(() => [MemoryHit], {
    description:
      "The matching documents, most relevant first (without a query: newest first); at most limit.",
  })
  results!: MemoryHit[];
  @Field(() => Int, { description: returnedIn("results") }) returned!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "What a source's resolved outcomes over a window say about its rule." })
export class MemoryReflection {
  @Field(() => String, { description: "ensemble, or a voter." }) source!: string;
  @Field(() => String, {
    description:
      "all_history, last_252_sessions, last_63_sessions or last_21_sessions (of resolution dates).",
  })
  window!: string;
  @Field(() => String, {
    description: "rule_supported, rule_contradicted or inconclusive (|t| ≥ 2 decides).",
  })
  finding!: string;
  @Field(() => String, { description: "The reflection: a fixed template filled from the figures beside it." })
  statement!: string;
  @Field(() => Int, { description: RESOLUTION_DATES }) resolutionDates!: number;
  @Field(() => String, { nullable: true, description: resolvedOnBound("oldest") }) firstResolvedOn!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: resolvedOnBound("newest") }) lastResolvedOn!:
    | string
    | null;
  @Field(() => Int, {
    description: "Resolved calls of the source in the window: favourable and unfavourable readings.",
  })
  calls!: number;
  @Field(() => Float, { nullable: true, description: hitRateOf("hits") }) hitRate!: number | null;
  @Field(() => Float, { nullable: true, description: sideHitRate("favourable") }) favourableHitRate!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: sideHitRate("unfavourable") }) unfavourableHitRate!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean excess return of the favourable half minus the unfavourable half, per 21 sessions.",
  })
  spread!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Mean of the window's daily ICs (Spearman across the stocks: the source's reading against the realised 21-session return), −1..1; null without an IC (null_reasons).",
  })
  meanIc!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "t of the daily hit rate against 0.5, non-overlapping dates.",
  })
  tStat!: number | null;
  @Field(() => Int, { description: T_DATES }) tDates!: number;
  @Field(() => Float, { nullable: true, description: "The optimizer's weight of a voter on the book date." })
  optimizerWeight!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "What the resolved outcomes say about the rules (svc_v3_memory_reflections)." })
export class MemoryReflections extends BookStamp {
  @Field(() => [MemoryReflection], { description: "Strongest evidence first (|t|); at most limit." })
  reflections!: MemoryReflection[];
  @Field(() => Int, { description: returnedIn("reflections") }) returned!: number;
  @Field(() => Int, { description: "Reflections there are (sources × windows)." }) total!: number;
  @Field(() => String, { description: NOTE }) note!: string;
}
