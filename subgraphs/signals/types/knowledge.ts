/** The research knowledge base's answer (svc_research_knowledge). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "One parameter of a method, with its unit." })
export class KnowledgeParameter {
  @Field(() => String, { description: "The parameter's name (e.g. stress_vix)." }) name!: string;
  @Field(() => Float, { description: "The value the code runs with, in unit." }) value!: number;
  @Field(() => String, {
    description: "Its unit (sessions, index_points, basis_points, percent, fraction, …).",
  })
  unit!: string;
}

@ObjectType({ description: "One documented method of the service." })
export class KnowledgeEntry {
  @Field(() => String, {
    description: "The method's id (regime.rules, regime.markov, veto.<rule>, cross_asset.<bucket>, …).",
  })
  id!: string;
  @Field(() => String, { description: "The method's name for people." }) title!: string;
  @Field(() => String, {
    description: "regime_rule, estimator, veto_rule, cross_asset_bucket, crypto_lane or technical_indicator.",
  })
  kind!: string;
  @Field(() => String, { description: "What the method does, in one sentence." }) summary!: string;
  @Field(() => String, { description: "The method in words and formulas." }) method!: string;
  @Field(() => [KnowledgeParameter], { description: "The parameters the code runs it with." })
  parameters!: KnowledgeParameter[];
  @Field(() => [String], { description: "Where its inputs come from." }) inputs!: string[];
  @Field(() => [String], { description: "What it produces." }) outputs!: string[];
  @Field(() => [String], { description: "The operations that serve it." }) operations!: string[];
  @Field(() => String, { description: "The document that explains it." }) docs!: string;
}

@ObjectType({ description: "The service's documented methods, from the declarations its code runs." })
export class ResearchKnowledge {
  @Field(() => Int, { description: "Entries listed." }) count!: number;
  @Field(() => [String], { description: "The kinds present, in order of first appearance." })
  kinds!: string[];
  @Field(() => [KnowledgeEntry], {
    description: "The documented methods, in the order the code declares them.",
  })
  entries!: KnowledgeEntry[];
  @Field(() => String, { description: "code_declarations: generated from the rule tables the service runs." })
  source!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
