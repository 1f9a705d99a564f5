/** researchKnowledge (svc_research_knowledge): the entries domain/knowledge.ts declares. */
import { Query, Resolver } from "type-graphql";
import { KNOWLEDGE_ENTRIES } from "../domain/knowledge.js";
import { ResearchKnowledge } from "../types/knowledge.js";

@Resolver()
export class KnowledgeResolver {
  @Query(() => ResearchKnowledge, {
    description:
      "Operation svc_research_knowledge: the service's own documented methods (regime rules, Markov estimator, veto rules, cross-asset buckets, crypto lanes, technical indicators) as structured entries.",
  })
  researchKnowledge(): ResearchKnowledge {
    return {
      count: KNOWLEDGE_ENTRIES.length,
      kinds: [...new Set(KNOWLEDGE_ENTRIES.map((entry) => entry.kind))],
      entries: KNOWLEDGE_ENTRIES.map((entry) => ({ ...entry })),
      source: "code_declarations",
      note: "Each entry is built from the rule table its computation runs on, so it cannot drift from the code; the docs field names the document that explains it.",
    };
  }
}
