/**
 * The subgraph factory: type-graphql classes → Federation 2 SDL → `buildSubgraphSchema`.
 *
 * type-graphql writes the types and resolvers; @apollo/subgraph adds `_service`/`_entities` and
 * the entity reference resolution. Going through printed SDL (rather than handing the built
 * schema over) is what makes the federation directives written with `@Directive` real.
 */
import { buildSubgraphSchema } from "@apollo/subgraph";
import type { GraphQLResolverMap } from "@apollo/subgraph/dist/schema-helper/resolverMap.js";
import { MapperKind, mapSchema, printSchemaWithDirectives } from "@graphql-tools/utils";
import { GraphQLObjectType, type GraphQLSchema, parse } from "graphql";
import { buildSchema, createResolversMap, type NonEmptyArray } from "type-graphql";
import type { DerivedProduct } from "../../warehouse/derived.js";
import type { DeclaredProducer } from "./declaredProducers.js";
import { checkArgumentRules, VALIDATION_DIRECTIVES_SDL } from "./validation.js";

export const SUBGRAPH_NAMES = ["market", "fundamentals", "intel", "signals", "risk"] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@override"])';

export interface SubgraphDefinition {
  name: SubgraphName;
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes as constructors.
  resolvers: NonEmptyArray<Function>;
  /** Types not reachable from a root field but needed (entity types extended only by field resolvers). */
  // biome-ignore lint/complexity/noBannedTypes: as above.
  orphanedTypes?: Function[];
  /** Extra resolvers merged over type-graphql's, e.g. `__resolveReference` of non-Instrument entities. */
  referenceResolvers?: GraphQLResolverMap<unknown>;
  /**
   * Its derived products (warehouse/derived.ts), in build order: tables the domain computes from
   * ingested data once per data version, built after ingest by every process that serves it.
   */
  derived?: readonly DerivedProduct[];
  /** What the process serving it publishes onto the bus beside its schema (kit/declaredProducers.ts). */
  producers?: readonly DeclaredProducer[];
}

export interface BuiltSubgraph {
  name: SubgraphName;
  /** The executable subgraph schema (with `_service` and `_entities`). */
  schema: GraphQLSchema;
  /** The subgraph's SDL as composition sees it. */
  sdl: string;
}

/**
 * type-graphql insists on a PubSub once any subscription exists, but ours subscribe through the
 * event bus in their own `subscribe` functions; topic-based subscriptions are a mistake here.
 */
const NO_TOPIC_PUBSUB = {
  publish(): void {
    throw new Error("Publish through the event bus (SubgraphContext.bus), not type-graphql topics.");
  },
  subscribe(): AsyncIterable<unknown> {
    throw new Error("Subscribe through the event bus in a `subscribe` function, not type-graphql topics.");
  },
};

/**
 * The root types' descriptions. type-graphql has no option for them, so every subgraph sets the same
 * text on its roots here and composition carries it into the supergraph and the public schema.
 */
const ROOT_DESCRIPTIONS = {
  query:
    "Every read: instrument(ticker) for one instrument's fields from all five subgraphs, and the market-wide operations; each REST route that is not a stream runs one persisted query on these fields.",
  subscription:
    "Live streams over graphql-ws on /graphql, the same streams REST serves as SSE: one frame per event; a frame of a replayed recording says replay: true.",
} as const;

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const describe = (description: string) => (type: GraphQLObjectType) =>
    new GraphQLObjectType({ ...type.toConfig(), description });
  return mapSchema(schema, {
    [MapperKind.QUERY]: describe(ROOT_DESCRIPTIONS.query),
    [MapperKind.SUBSCRIPTION]: describe(ROOT_DESCRIPTIONS.subscription),
  });
}

export async function buildSubgraph(definition: SubgraphDefinition): Promise<BuiltSubgraph> {
  const classesSchema = await buildSchema({
    resolvers: definition.resolvers,
    orphanedTypes: definition.orphanedTypes ?? [],
    validate: false,
    pubSub: NO_TOPIC_PUBSUB,
    // Federation directives are not declared to type-graphql; composition validates them.
    skipCheck: true,
  });
  const typeGraphqlSchema = describeRootTypes(classesSchema);
  const sdl = `${FEDERATION_LINK}\n${VALIDATION_DIRECTIVES_SDL}\n${printSchemaWithDirectives(typeGraphqlSchema)}`;
  const resolvers = createResolversMap(typeGraphqlSchema) as GraphQLResolverMap<unknown>;
  // Per type, so a type's field resolvers stay beside its added __resolveReference.
  for (const [type, extra] of Object.entries(definition.referenceResolvers ?? {})) {
    resolvers[type] = { ...resolvers[type], ...extra } as GraphQLResolverMap<unknown>[string];
  }
  const typeDefs = parse(sdl);
  checkArgumentRules(resolvers, typeDefs);
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  return { name: definition.name, schema, sdl };
}
