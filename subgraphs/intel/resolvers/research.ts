/**
 * The LLM research routes (Pro plan, 6 credits; spec/02 "Further routes"): web search, a cited
 * model-written answer and X sentiment. No model, search or X provider is configured on this
 * deployment, so each real route — its query checked (empty, or longer than its cap: 422; the
 * shim enforces the same caps from the catalogue), plan and metering by the gateway — answers
 * its provider's honest 503 upstream_unavailable, not billed. Never a fabricated answer.
 */
import { Arg, Int, Query, Resolver } from "type-graphql";
import { limitArg } from "../../kit/descriptions.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { ResearchAnswer, WebSearch, XSentiment } from "../types/research.js";

/** Longest query each route reads (the catalogue's `limits` say the same to REST callers). */
export const MAX_QUERY_LENGTH = { webSearch: 500, perplexity: 2000, xSentiment: 500 } as const;

export const providers = {
  webSearch: notConfiguredProvider<{ q: string; limit: number }, WebSearch>("web_search", {
    dataset: "web search",
  }),
  perplexity: notConfiguredProvider<{ q: string }, ResearchAnswer>("perplexity", {
    dataset: "LLM research model",
  }),
  xSentiment: notConfiguredProvider<{ q: string }, XSentiment>("x_sentiment", {
    dataset: "X sentiment model",
  }),
};

function query(value: string, max: number): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalidArgument("q", "is empty", "non-empty text");
  if (trimmed.length > max)
    throw invalidArgument("q", `is ${trimmed.length} characters long`, `at most ${max}`);
  return trimmed;
}

@Resolver()
export class ResearchResolver {
  @Query(() => WebSearch, {
    description:
      "Operation svc_v3_research_web_search: web results for a query. No search provider is configured (503).",
  })
  async researchWebSearch(
    @Arg("q", () => String, { description: "What to search for." }) q: string,
    @Arg("limit", () => Int, { defaultValue: 10, description: limitArg(1, 50) }) @range(1, 50) limit: number,
  ): Promise<WebSearch> {
    return providers.webSearch.fetch({ q: query(q, MAX_QUERY_LENGTH.webSearch), limit });
  }

  @Query(() => ResearchAnswer, {
    description:
      "Operation svc_v3_research_perplexity: a cited, model-written answer. No model provider is configured (503).",
  })
  async researchPerplexity(
    @Arg("q", () => String, { description: "The question." }) q: string,
  ): Promise<ResearchAnswer> {
    return providers.perplexity.fetch({ q: query(q, MAX_QUERY_LENGTH.perplexity) });
  }

  @Query(() => XSentiment, {
    description:
      "Operation svc_v3_research_x_sentiment: model-read sentiment of recent X posts. No model or X provider is configured (503).",
  })
  async researchXSentiment(
    @Arg("q", () => String, { description: "A $ticker, a name or a topic." }) q: string,
  ): Promise<XSentiment> {
    return providers.xSentiment.fetch({ q: query(q, MAX_QUERY_LENGTH.xSentiment) });
  }
}
