/** The research knowledge base's answer (svc_research_knowledge). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "One parameter of a method, with its unit." })
export class KnowledgeParameter {
  @Field(() => String) name!: string;
  @Field(() => Float) value!: number;
  @Field(() => String) unit!: string;
}

@ObjectType({ description: "One documented method of the service." })
export class KnowledgeEntry {
  @Field(() => String) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, {
    description: "regime_rule, estimator, veto_rule, cross_asset_bucket, crypto_lane or technical_indicator.",
  })
  kind!: string;
  @Field(() => String) summary!: string;
  @Field(() => String, { description: "The method in words and formulas." }) method!: string;
  @Field(() => [KnowledgeParameter]) parameters!: KnowledgeParameter[];
  @Field(() => [String], { description: "Where its inputs come from." }) inputs!: string[];
  @Field(() => [String], { description: "What it produces." }) outputs!: string[];
  @Field(() => [String], { description: "The operations that serve it." }) operations!: string[];
  @Field(() => String, { description: "The document that explains it." }) docs!: string;
}

@ObjectType({ description: "The service's documented methods, from the declarations its code runs." })
export class ResearchKnowledge {
  @Field(() => Int) count!: number;
  @Field(() => [String], { description: "The kinds present, in order of first appearance." })
  kinds!: string[];
  @Field(() => [KnowledgeEntry]) entries!: KnowledgeEntry[];
  @Field(() => String, { description: "code_declarations: generated from the rule tables the service runs." })
  source!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
