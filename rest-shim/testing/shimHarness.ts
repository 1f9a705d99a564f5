/**
 * The REST shim as its unit tests drive it: the real route table and the real shim (its
 * admission, validation and answers) on a real Fastify instance, called with app.inject (no
 * socket). Only the gateway behind it is replaced, by one that records the variables each admitted
 * request hands it and answers them back as its data (`{ variables }`), so a test sees what the
 * shim passed on, and a refusal with nothing recorded is proof that nothing ran. A stream route's
 * subscription is refused (503 producer_unavailable) after its variables were recorded.
 */
import { readFileSync } from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import { buildSchema, type FieldNode, type OperationDefinitionNode } from "graphql";
import type { Admit } from "../executor.js";
import { restShim } from "../plugin.js";
import type { RouteSpec } from "../routeSpec.js";
import { loadRoutes } from "../routes.js";

export interface ShimAnswer {
  status: number;
  body: Record<string, unknown> & { detail?: Record<string, unknown>; variables?: Record<string, unknown> };
  /** The X-Credits-Charged header. */
  charged: string | undefined;
}

export interface ShimHarness {
  routes: RouteSpec[];
  /** The variables of every operation the shim ran, in order. */
  received: Record<string, unknown>[];
  /** The point in time (`as_of`) each of them was handed, in the same order. */
  receivedAsOf: (string | undefined)[];
  get(url: string): Promise<ShimAnswer>;
  /** `payload` is the body's text as sent (undefined: no body). */
  post(url: string, payload: string | undefined): Promise<ShimAnswer>;
  close(): Promise<void>;
}

function rootField(document: { definitions: readonly unknown[] }): string {
  const operation = document.definitions[0] as OperationDefinitionNode;
  return (operation.selectionSet.selections[0] as FieldNode).name.value;
}

/** The recording gateway's admission: every request is admitted. */
function recordingAdmit(received: Record<string, unknown>[], receivedAsOf: (string | undefined)[]): Admit {
  return async () => ({
    headers: () => ({}),
    execute: async (document, variables, asOf) => {
      received.push(variables);
      receivedAsOf.push(asOf);
      return { result: { data: { [rootField(document)]: { variables } } }, headers: {} };
    },
    subscribe: async (_document, variables, asOf) => {
      received.push(variables);
      receivedAsOf.push(asOf);
      return {
        result: { errors: [{ message: "no stream here", extensions: { code: "producer_unavailable" } }] },
        headers: {},
      } as never;
    },
  });
}

/**
 * The shim over the route table the service builds. `admit` replaces the recording admission
 * (e.g. one that refuses every request, as a missing key is refused).
 */
export async function startShimHarness(admit?: Admit): Promise<ShimHarness> {
  const schemaFile = new URL("../../schema/schema.graphql", import.meta.url);
  const schema = buildSchema(readFileSync(schemaFile, "utf8"));
  const routes = await loadRoutes();
  const received: Record<string, unknown>[] = [];
  const receivedAsOf: (string | undefined)[] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  await restShim(app, {
    routes,
    schema,
    openapi: {},
    capabilities: {},
    health: async () => ({}),
    admit: admit ?? recordingAdmit(received, receivedAsOf),
  });
  await app.ready();
  const answer = (response: Awaited<ReturnType<FastifyInstance["inject"]>>): ShimAnswer => ({
    status: response.statusCode,
    body: response.json(),
    charged: response.headers["x-credits-charged"] as string | undefined,
  });
  return {
    routes,
    received,
    receivedAsOf,
    get: async (url) => answer(await app.inject({ method: "GET", url })),
    post: async (url, payload) =>
      answer(
        await app.inject({
          method: "POST",
          url,
          ...(payload === undefined ? {} : { payload, headers: { "content-type": "application/json" } }),
        }),
      ),
    close: () => app.close(),
  };
}
