import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";

@ObjectType({ description: "A member of the mesh and its distance from the seed." })
export class MeshNode {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: "Edges between the seed and the member (0: the seed)." }) depth!: number;
  @Field(() => Int, { description: "Monthly returns the member holds in the window." }) monthsHeld!: number;
}

@ObjectType({
  description: "Two members whose monthly returns correlate at |r| ≥ 0.6 over ≥ 34 shared months.",
})
export class MeshEdge {
  @Field(() => String, { description: "The pair's first ticker in code-unit order." }) source!: string;
  @Field(() => String, { description: "The pair's second ticker in code-unit order." }) target!: string;
  @Field(() => Float, { description: "Pearson correlation of their monthly returns over the shared months." })
  correlation!: number;
  @Field(() => Int, {
    description: "Monthly returns both members hold in the window (at least min_shared_months).",
  })
  sharedMonths!: number;
}

@ObjectType({ description: "The correlation mesh of the daily universe around a seed." })
export class CorrelationMesh {
  @Field(() => String, { description: "The ticker the mesh is walked from, normalised." }) seed!: string;
  @Field(() => Int, { description: "Edges walked from the seed, as asked (1..3)." }) depth!: number;
  @Field(() => String, { description: "The universe the mesh is built on." }) universe!: string;
  @Field(() => String, {
    description: "Which closes the monthly returns come from and how they are adjusted.",
  })
  universeBasis!: string;
  @Field(() => String, { description: "sha256 of the ingested universe file: the cache's version." })
  dataVersion!: string;
  @Field(() => String, { description: "Month-end close the window's first monthly return starts from." })
  windowStart!: string;
  @Field(() => String, { description: "The window's last month-end close." }) windowEnd!: string;
  @Field(() => Int, { description: "Monthly returns in the window." }) months!: number;
  @Field(() => Float, { description: "Least |r| of an edge: 0.6." }) minAbsCorrelation!: number;
  @Field(() => Int, { description: "Least shared monthly returns of an edge: 34." }) minSharedMonths!: number;
  @Field(() => String, { description: "The universe's newest session visible at the request's clock." })
  asOf!: string;
  @Field(() => Boolean, {
    description: "True when as_of is older than the last close final at the request's clock.",
  })
  isStale!: boolean;
  @Field(() => Int, { description: "XNYS sessions closed since as_of." }) ageSessions!: number;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => Int, { description: "Members in nodes, the seed included." }) nodeCount!: number;
  @Field(() => Int, { description: "Edges in edges." }) edgeCount!: number;
  @Field(() => [MeshNode], { description: "The seed first, then by depth and ticker." }) nodes!: MeshNode[];
  @Field(() => [MeshEdge], {
    description: "Every edge with an end fewer than depth steps from the seed, strongest first.",
  })
  edges!: MeshEdge[];
}
