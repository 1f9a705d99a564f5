/**
 * Benchmark baseline (c): the five subgraphs merged into ONE executable schema, no gateway, no
 * query planning, no entity fetches; served by GraphQL Yoga on Fastify, the same HTTP stack the
 * federated service uses (gateway/host.ts: Fastify + a Yoga-based runtime), so the comparison
 * isolates what federation costs.
 *
 * How the schema is merged:
 *  - type definitions: each subgraph's own SDL (BuiltSubgraph.sdl, i.e. before
 *    buildSubgraphSchema adds `_service`/`_entities`/`_Any`/`_Entity`), with the federation
 *    directive usages and the `extend schema @link` removed, merged by @graphql-tools/merge
 *    (mergeTypeDefs) and made executable by @graphql-tools/schema (makeExecutableSchema). The
 *    argument validation directives (@range/@date) are kept: the subgraphs' global middleware
 *    reads them from the schema, so the monolith validates exactly what the subgraphs validate.
 *  - resolvers: every field takes the resolve function of the subgraph that OWNS it (defines it
 *    without @external; for shareable/key fields defined by several, market's). type-graphql
 *    gives every field a resolver, so "last one wins" merging would hand e.g. Instrument.closeHistory
 *    to signals' @external stub; ownership is explicit instead. Scalars and enums come from
 *    whichever subgraph defines them (getResolversFromSchema).
 *  - @requires: in federation the gateway fetches the required selection from its owner and passes
 *    it to the requiring subgraph inside the entity representation (e.g. signals.momentum and
 *    risk.riskProfile get `closeHistory { basis dates closes }` from market; fundamentals'
 *    PriceSnapshot valuation fields get `price priceDate`). Here nobody does that, so every field
 *    carrying @requires is wrapped (withRequirements): before the original resolver runs, the
 *    wrapper resolves the @key + @requires selection on the parent with the monolith's own
 *    resolvers for those fields (the owner's, i.e. market's closeHistory resolver), recursing into
 *    nested selections and serialising leaves like a subgraph response would, and hands the
 *    resolver `{ ...parent, ...required }`, the same shape a representation has. The result is
 *    memoised per parent object and selection, as the gateway fetches it once for all requiring
 *    fields (momentum and riskProfile share one closeHistory; the eleven valuation fields share
 *    one price).
 *
 * Run as a process: `tsx bench/monolith.ts` (DATABASE_URL, PORT default 0) prints
 * "monolith listening on <url>/graphql".
 */
import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { getResolversFromSchema } from "@graphql-tools/utils";
import Fastify from "fastify";
import {
  type DirectiveNode,
  type DocumentNode,
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  isObjectType,
  Kind,
  parse,
  type SelectionSetNode,
  type StringValueNode,
  visit,
} from "graphql";
import { createYoga } from "graphql-yoga";
import { limitHeapGrowth } from "../app/heapGrowth.js";
import { systemClock } from "../core/clock.js";
import { buildSubgraphs } from "../gateway/subgraphs.js";
import { createContext, type SubgraphContext } from "../subgraphs/kit/context.js";
import { createInProcessBus } from "../subgraphs/kit/eventBus.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

/** Directive usages that survive the merge: the validation rules and graphql's own. */
const KEPT_DIRECTIVES = new Set(["range", "date", "deprecated", "specifiedBy", "oneOf"]);

/** A subgraph's SDL without federation: no `extend schema @link`, no @key/@external/@requires/... usages. */
function withoutFederation(sdl: string): DocumentNode {
  return visit(parse(sdl), {
    SchemaExtension: () => null,
    SchemaDefinition: () => null,
    Directive: (node: DirectiveNode) => (KEPT_DIRECTIVES.has(node.name.value) ? undefined : null),
  });
}

function directiveArgument(
  field: GraphQLField<unknown, unknown> | GraphQLNamedType,
  directive: string,
  argument: string,
): string | null {
  const node = field.astNode?.directives?.find((d) => d.name.value === directive);
  const value = node?.arguments?.find((a) => a.name.value === argument)?.value;
  return value?.kind === Kind.STRING ? (value as StringValueNode).value : null;
}

function isExternal(field: GraphQLField<unknown, unknown>): boolean {
  return field.astNode?.directives?.some((d) => d.name.value === "external") ?? false;
}

type AnyResolver = GraphQLFieldResolver<unknown, SubgraphContext<"all">, Record<string, unknown>>;

/** Resolves `selection` on `source` (of `type`) with the monolith's own resolvers, as plain JSON-like data. */
async function resolveSelection(
  type: GraphQLObjectType,
  source: unknown,
  selection: SelectionSetNode,
  context: SubgraphContext<"all">,
  info: GraphQLResolveInfo,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  await Promise.all(
    selection.selections.map(async (node) => {
      if (node.kind !== Kind.FIELD) throw new Error("@requires selections hold fields only");
      const name = node.name.value;
      const field = type.getFields()[name];
      if (!field) throw new Error(`@requires names ${type.name}.${name}, which the monolith lacks`);
      const args: Record<string, unknown> = {};
      for (const arg of field.args) if (arg.defaultValue !== undefined) args[arg.name] = arg.defaultValue;
      const fieldInfo: GraphQLResolveInfo = {
        ...info,
        fieldName: name,
        fieldNodes: [node],
        returnType: field.type,
        parentType: type,
        path: { prev: info.path, key: name, typename: type.name },
      };
      const value = await (field.resolve ?? defaultFieldResolver)(source, args, context, fieldInfo);
      out[name] = await complete(getNamedType(field.type), value, node.selectionSet, context, fieldInfo);
    }),
  );
  return out;
}

async function complete(
  type: GraphQLNamedType,
  value: unknown,
  selection: SelectionSetNode | undefined,
  context: SubgraphContext<"all">,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return Promise.all(value.map((item) => complete(type, item, selection, context, info)));
  if (isLeafType(type)) return type.serialize(value);
  if (!isObjectType(type) || !selection) throw new Error(`cannot complete ${type.name} for @requires`);
  return resolveSelection(type, value, selection, context, info);
}

/** Wraps a field carrying @requires so it receives the required selection on its parent (see top). */
function withRequirements(resolve: AnyResolver, selectionText: string): AnyResolver {
  const selection = (parse(`{ ${selectionText} }`).definitions[0] as { selectionSet: SelectionSetNode })
    .selectionSet;
  const memo = new WeakMap<object, Promise<Record<string, unknown>>>();
  return async (parent, args, context, info) => {
    const key = parent as object;
    let required = memo.get(key);
    if (!required) {
      required = resolveSelection(info.parentType, parent, selection, context, info);
      memo.set(key, required);
    }
    return resolve({ ...(parent as object), ...(await required) }, args, context, info);
  };
}

/** The owner of each object field: the subgraph that defines it without @external, market first. */
function ownerOf(
  subgraphs: BuiltSubgraph[],
  typeName: string,
  fieldName: string,
): { subgraph: BuiltSubgraph; field: GraphQLField<unknown, unknown>; type: GraphQLObjectType } | null {
  const candidates = subgraphs.flatMap((subgraph) => {
    const type = subgraph.schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    return type && isObjectType(type) && field && !isExternal(field) ? [{ subgraph, field, type }] : [];
  });
  return candidates.find((c) => c.subgraph.name === "market") ?? candidates[0] ?? null;
}

export function buildMonolithSchema(built: Partial<Record<SubgraphName, BuiltSubgraph>>): GraphQLSchema {
  const subgraphs = Object.values(built).filter((s): s is BuiltSubgraph => s !== undefined);
  const typeDefs = mergeTypeDefs(subgraphs.map((s) => withoutFederation(s.sdl)));
  const bare = makeExecutableSchema({ typeDefs });

  // Scalars and enums: the first subgraph that defines them.
  const resolvers: Record<string, unknown> = {};
  for (const subgraph of subgraphs) {
    for (const [name, value] of Object.entries(getResolversFromSchema(subgraph.schema))) {
      const type = bare.getType(name);
      if (type && !isObjectType(type) && !(name in resolvers)) resolvers[name] = value;
    }
  }
  // Object fields: the owner's resolve/subscribe, wrapped when the owner declares @requires.
  for (const type of Object.values(bare.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const fields: Record<string, { resolve?: AnyResolver; subscribe?: AnyResolver }> = {};
    for (const name of Object.keys(type.getFields())) {
      const owner = ownerOf(subgraphs, type.name, name);
      if (!owner) throw new Error(`No subgraph owns ${type.name}.${name}`);
      let resolve = owner.field.resolve as AnyResolver | undefined;
      const requires = directiveArgument(owner.field, "requires", "fields");
      if (resolve && requires) {
        const key = directiveArgument(owner.type, "key", "fields") ?? "";
        resolve = withRequirements(resolve, `${key} ${requires}`);
      }
      fields[name] = {
        ...(resolve ? { resolve } : {}),
        ...(owner.field.subscribe ? { subscribe: owner.field.subscribe as AnyResolver } : {}),
      };
    }
    resolvers[type.name] = fields;
  }
  return makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
}

async function main() {
  // The federated service's heap setting (app/heapGrowth.ts), so section (c) compares federation alone.
  limitHeapGrowth();
  const warehouse = await ensureWarehouse(process.env.DATABASE_URL, { onProgress: () => {} });
  const deps = { db: warehouse.db, clock: systemClock, bus: createInProcessBus() };
  const schema = buildMonolithSchema(await buildSubgraphs());
  const yoga = createYoga<Record<string, unknown>>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    maskedErrors: false,
    logging: "error",
    // One subgraph context per request, like the subgraph servers and the in-process gateway.
    context: () => createContext(deps) as unknown as Record<string, unknown>,
  });
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  app.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  console.log(`monolith listening on http://127.0.0.1:${port}/graphql`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app
        .close()
        .then(() => warehouse.close())
        .finally(() => process.exit(0));
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
