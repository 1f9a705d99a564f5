/**
 * Result types of the LLM research routes (web search, Perplexity-style answers, X sentiment).
 * No model or search provider is configured, so their resolvers validate and then answer the
 * honest 503 (resolvers/research.ts); these shapes say what a connected provider must return.
 * A model's words are labelled as such (is_model_output), never presented as data.
 */
import { Field, Float, Int, ObjectType } from "type-graphql";

const opt = { nullable: true } as const;

@ObjectType({ description: "One web search result." })
export class WebSearchResult {
  @Field(() => String) title!: string;
  @Field(() => String) url!: string;
  @Field(() => String, opt) snippet!: string | null;
  @Field(() => String, opt) publishedAt!: string | null;
}

@ObjectType({ description: "Operation svc_v3_research_web_search." })
export class WebSearch {
  @Field(() => String) query!: string;
  @Field(() => String, { description: "The search provider that answered." }) provider!: string;
  @Field(() => Int) count!: number;
  @Field(() => [WebSearchResult]) results!: WebSearchResult[];
}

@ObjectType({ description: "Operation svc_v3_research_perplexity: a model-written answer with its sources." })
export class ResearchAnswer {
  @Field(() => String) query!: string;
  @Field(() => String) answer!: string;
  @Field(() => [String], { description: "URLs the answer cites." }) citations!: string[];
  @Field(() => String) model!: string;
  @Field(() => Boolean, { description: "Always true: written by a model, not data." })
  isModelOutput!: boolean;
}

@ObjectType({ description: "Operation svc_v3_research_x_sentiment: model-read sentiment of recent X posts." })
export class XSentiment {
  @Field(() => String) query!: string;
  @Field(() => Float, { description: "-1.5 (negative) to +1.5 (positive)." }) sentiment!: number;
  @Field(() => Int) postsAnalysed!: number;
  @Field(() => String) windowStart!: string;
  @Field(() => String) windowEnd!: string;
  @Field(() => String) model!: string;
  @Field(() => Boolean, { description: "Always true: read by a model." }) isModelOutput!: boolean;
}
