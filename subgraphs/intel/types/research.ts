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
  @Field(() => String, { description: "The result page's title." }) title!: string;
  @Field(() => String, { description: "The result page's URL." }) url!: string;
  @Field(() => String, {
    ...opt,
    description: "The provider's excerpt of the page; null when it gives none.",
  })
  snippet!: string | null;
  @Field(() => String, {
    ...opt,
    description: "When the page was published, ISO 8601; null when the provider does not say.",
  })
  publishedAt!: string | null;
}

@ObjectType({ description: "Operation svc_v3_research_web_search." })
export class WebSearch {
  @Field(() => String, { description: "The query as searched." }) query!: string;
  @Field(() => String, { description: "The search provider that answered." }) provider!: string;
  @Field(() => Int, { description: "Results listed." }) count!: number;
  @Field(() => [WebSearchResult], { description: "The results in the provider's rank order." })
  results!: WebSearchResult[];
}

@ObjectType({ description: "Operation svc_v3_research_perplexity: a model-written answer with its sources." })
export class ResearchAnswer {
  @Field(() => String, { description: "The question as asked." }) query!: string;
  @Field(() => String, { description: "The model's written answer (model output, not data)." })
  answer!: string;
  @Field(() => [String], { description: "URLs the answer cites." }) citations!: string[];
  @Field(() => String, { description: "The model that wrote the answer." }) model!: string;
  @Field(() => Boolean, { description: "Always true: written by a model, not data." })
  isModelOutput!: boolean;
}

@ObjectType({ description: "Operation svc_v3_research_x_sentiment: model-read sentiment of recent X posts." })
export class XSentiment {
  @Field(() => String, { description: "The query the posts were searched with." }) query!: string;
  @Field(() => Float, { description: "-1.5 (negative) to +1.5 (positive)." }) sentiment!: number;
  @Field(() => Int, { description: "Posts the model read." }) postsAnalysed!: number;
  @Field(() => String, { description: "Start of the window the posts were published in, ISO 8601 UTC." })
  windowStart!: string;
  @Field(() => String, { description: "End of that window, ISO 8601 UTC." }) windowEnd!: string;
  @Field(() => String, { description: "The model that read the posts." }) model!: string;
  @Field(() => Boolean, { description: "Always true: read by a model." }) isModelOutput!: boolean;
}
