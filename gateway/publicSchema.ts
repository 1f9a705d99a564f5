/**
 * The public schema is readable without a key, as `GET /api/openapi.json` is: a caller may learn
 * what the graph offers before it has an account (GraphiQL, codegen, an SDK generator). Two ways:
 * - `GET /api/schema.graphql`: the SDL the gateway serves;
 * - GraphQL over HTTP without a key: a document that only introspects (every root field
 *   `__schema` or `__type`, queries only) is answered from the gateway's schema,
 *   under the same query limits as any document, without touching an account. Any other
 *   document without a key is refused 401 by the key plugin (gateway/access/plugins/apiKey.ts),
 *   which defers that refusal until the document is read.
 * Executing a field still needs a key; with a key, introspection runs like any operation.
 * An anonymous answer depends only on the document and the schema: the last few are kept.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { FastifyInstance } from "fastify";
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  Kind,
  parse,
  printSchema,
  specifiedRules,
  validate,
} from "graphql";
import { LRUCache } from "lru-cache";
import type { AccessContext } from "./access/context.js";
import { limitRules, type QueryLimits } from "./queryLimits.js";
import type { Gateway } from "./runtime.js";

/** What a document without a key may select at its root: the schema, not even `__typename`. */
const INTROSPECTION_ROOTS = new Set(["__schema", "__type"]);

/**
 * The document of a query that only introspects, or null (no query, unreadable, over `maxTokens`,
 * or selecting anything but introspection at its root).
 */
export function introspectionOnly(query: unknown, maxTokens: number): DocumentNode | null {
  if (typeof query !== "string" || query === "") return null;
  try {
    const parsed = parse(query, { maxTokens });
    const onlyIntrospects = parsed.definitions.every(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ||
        (definition.kind === Kind.OPERATION_DEFINITION &&
          definition.operation === "query" &&
          definition.selectionSet.selections.every(
            (selection) => selection.kind === Kind.FIELD && INTROSPECTION_ROOTS.has(selection.name.value),
          )),
    );
    return onlyIntrospects ? parsed : null;
  } catch {
    return null;
  }
}

/** Answers a caller without a key whose document only introspects; listed before the access plugins. */
export function usePublicIntrospection(limits: QueryLimits): GatewayPlugin {
  let schema: GraphQLSchema | undefined;
  const rules = [...specifiedRules, ...limitRules(limits)];
  const answers = new LRUCache<string, ExecutionResult>({ max: 100 });
  return {
    onSchemaChange({ schema: changed }) {
      schema = changed;
      answers.clear();
    },
    async onParams({ params, request, context, setResult }) {
      // A caller with a key was verified in onRequest; its introspection runs like any operation,
      // as does a WebSocket operation's (no request: its connection presented a key).
      if (!request || (context as AccessContext).access || !schema) return;
      const variables = params.variables ?? {};
      const cacheKey = JSON.stringify([params.query ?? null, params.operationName ?? null, variables]);
      let answer = answers.get(cacheKey);
      if (!answer) {
        const document = introspectionOnly(params.query, limits.tokens);
        if (!document) return;
        const errors = validate(schema, document, rules);
        answer =
          errors.length > 0
            ? { errors }
            : await execute({
                schema,
                document,
                variableValues: variables,
                operationName: params.operationName ?? null,
              });
        answers.set(cacheKey, answer);
      }
      (context as AccessContext).publicSchemaRead = true;
      setResult(answer);
    },
  };
}

/** `GET /api/schema.graphql`: the gateway's schema as SDL, key-free and revalidated by its ETag. */
export function registerSchemaRoute(app: FastifyInstance, gateway: Gateway): void {
  let sdl: string | undefined;
  app.get("/api/schema.graphql", async (_request, reply) => {
    sdl ??= `${printSchema(await gateway.getSchema())}\n`;
    return reply.type("text/plain; charset=utf-8").header("Cache-Control", "no-cache").send(sdl);
  });
}
