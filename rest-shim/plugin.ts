/**
 * The REST shim as a Fastify plugin: every route of the table has its inputs checked by Fastify
 * against the route's JSON Schemas (rest-shim/params.ts, rest-shim/validation.ts), runs its
 * persisted GraphQL document on the gateway with the caller's key, and answers the spec's
 * envelope or error body. Plus the key-free discovery routes and a 404 for the rest.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from "graphql";
import { inputName } from "../core/errors.js";
import { RestError } from "../core/restError.js";
import { isKeptAnswer } from "../gateway/answerCache.js";
import { noteErrorCode } from "../gateway/answerCodes.js";
import { frameworkRefusal } from "../gateway/httpRefusals.js";
import { ACCEPT_DATETIME } from "../gateway/pointInTime.js";
import { POINT_IN_TIME_ROUTE } from "../gateway/pointInTimeHeaders.js";
import { documentAnswer, readDocumentResult, routeError } from "./documentAnswer.js";
import { restErrorFrom } from "./errors.js";
import { type Admit, type AdmittedOperation, isAdmitted } from "./executor.js";
import { withRestFieldNames } from "./fieldNames.js";
import { keptBody, keptEnvelope } from "./keptAnswers.js";
import { asOfOf, restSpelling, routeSchema, variablesOf } from "./params.js";
import { inPrecedenceOrder } from "./routeOrder.js";
import { cacheControl, ERROR_CACHE_CONTROL, type RouteSpec } from "./routeSpec.js";
import { DEFAULT_SSE_OPTIONS, type SseOptions, sseStreams } from "./sse.js";
import { refusalFrom, validatorCompilerFor } from "./validation.js";

export interface ShimOptions {
  routes: RouteSpec[];
  /** Builds a request's operation context (key, rate limit) when it arrives; runs its document. */
  admit: Admit;
  sse?: Partial<SseOptions>;
  /** The gateway's schema: every persisted document is validated against it once, at start-up. */
  schema: GraphQLSchema;
  openapi: Record<string, unknown>;
  capabilities: Record<string, unknown>;
  health: () => Promise<Record<string, unknown>>;
}

/** The spec's error answer, for the shim's routes and those mounted beside them (rest-shim/mcp/). */
export function sendRestError(reply: FastifyReply, error: RestError) {
  noteErrorCode(reply.request, error.errorCode);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  // Errors deduct no credits (spec/03); a refusal before any operation ran says so too.
  if (!reply.hasHeader("X-Credits-Charged")) reply.header("X-Credits-Charged", "0");
  if (error.status >= 500 && !error.headers["X-Error-Code"]) reply.header("X-Error-Code", error.errorCode);
  reply.header("Cache-Control", ERROR_CACHE_CONTROL);
  return reply.status(error.status).send(error.body());
}

/**
 * The caller's key, forwarded so the gateway applies the spec's precedence to the same inputs,
 * an Idempotency-Key on POST routes, and Accept-Datetime.
 */
export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const idempotencyKey = request.headers["idempotency-key"];
  if (request.method === "POST" && typeof idempotencyKey === "string")
    headers["idempotency-key"] = idempotencyKey;
  const { authorization } = request.headers;
  const apiKey = request.headers["x-api-key"];
  if (authorization) headers.authorization = authorization;
  if (typeof apiKey === "string") headers["x-api-key"] = apiKey;
  const fromQuery = (request.query as Record<string, unknown>).api_key;
  if (!authorization && typeof apiKey !== "string" && typeof fromQuery === "string")
    headers["x-api-key"] = fromQuery;
  // The point in time asked by header (gateway/pointInTime.ts); `as_of` goes with the operation.
  const acceptDatetime = request.headers[ACCEPT_DATETIME];
  if (typeof acceptDatetime === "string") headers[ACCEPT_DATETIME] = acceptDatetime;
  return headers;
}

/** Each admitted request's operation, from its onRequest hook to its handler. */
const operations = new WeakMap<FastifyRequest, AdmittedOperation>();

function operationOf(request: FastifyRequest): AdmittedOperation {
  const operation = operations.get(request);
  if (!operation) throw new Error("A shim route's handler ran without its onRequest admission.");
  return operation;
}

/**
 * onRequest of every route: the key is verified and the request counted before anything of it
 * is read (spec/03: 401 before 422, and a refused input still counts toward the rate limit).
 */
function admission(admit: Admit, document: DocumentNode) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const admitted = await admit(forwardedHeaders(request), document, request);
    if (isAdmitted(admitted)) {
      operations.set(request, admitted);
      return;
    }
    return sendRestError(
      reply,
      restErrorFrom(admitted.errors?.[0] ?? { message: "The request was not admitted." }),
    );
  };
}

function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** Parse and validate a route's document once; a stale generated route fails the start, not a call. */
function persistedDocument(route: RouteSpec, schema: GraphQLSchema): DocumentNode {
  const document = parse(route.document);
  const errors = validate(schema, document);
  if (errors.length > 0) {
    throw new Error(
      `${route.name}: its persisted document no longer fits the schema (run npm run generate): ${errors[0]?.message}`,
    );
  }
  return document;
}

type StreamServer = ReturnType<typeof sseStreams>;

function streamHandlerFor(route: RouteSpec, document: DocumentNode, serve: StreamServer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const variables = variablesOf(route, request);
      const operation = operationOf(request);
      const asOf = asOfOf(route, request);
      await serve(request, reply, {
        route,
        document,
        variables,
        // Its `as_of` is refused by the gateway: a stream serves the present (gateway/pointInTime.ts).
        operation: { ...operation, subscribe: (d, v) => operation.subscribe(d, v, asOf) },
      });
    } catch (error) {
      if (error instanceof RestError) return sendRestError(reply, error);
      throw error;
    }
  };
}

/** A generated route's answer: its root field's value, or the route's error. */
function fieldAnswer(route: RouteSpec, result: ExecutionResult): Record<string, unknown> {
  const firstError = result.errors?.[0];
  const data = result.data?.[route.field];
  if (firstError || data === undefined || data === null) {
    throw routeError(route, firstError ?? { message: "The gateway returned no data." });
  }
  return withRestFieldNames(data as Record<string, unknown>, route.fieldNamePaths);
}

/** A persisted document's answer: its root value with each failed part null and explained. */
function answerOfDocument(
  route: RouteSpec,
  result: ExecutionResult,
  inputs: Record<string, unknown>,
): Record<string, unknown> {
  const { root, failures } = readDocumentResult(route, result);
  const named = withRestFieldNames(root, route.fieldNamePaths);
  if (route.composer) return route.composer.answer(inputs, named, failures);
  return documentAnswer(named as Record<string, unknown>, failures);
}

/** A composer's rules across the inputs, refused as a resolver's refusal would be. */
function checkComposed(route: RouteSpec, variables: Record<string, unknown>): void {
  try {
    route.composer?.check(variables);
  } catch (error) {
    if (error instanceof GraphQLError) throw routeError(route, error);
    throw error;
  }
}

function handlerFor(route: RouteSpec, document: DocumentNode) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const variables = variablesOf(route, request);
      checkComposed(route, variables);
      const { result, headers } = await operationOf(request).execute(
        document,
        variables,
        asOfOf(route, request),
      );
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
      reply.header("Cache-Control", cacheControl(route));
      // A kept answer of a one-field route: its bytes and ETag made once (keptAnswers.ts).
      if (route.documentFile === undefined && result.errors === undefined && isKeptAnswer(result.data)) {
        const body = keptBody(result.data, route.name, () => fieldAnswer(route, result));
        reply.header("ETag", body.etag).type("application/json; charset=utf-8");
        return reply.send(keptEnvelope(body, new Date().toISOString()));
      }
      const data =
        route.documentFile === undefined
          ? fieldAnswer(route, result)
          : answerOfDocument(route, result, variables);
      return reply.send({ ok: true, timestamp: new Date().toISOString(), ...data });
    } catch (error) {
      if (error instanceof RestError) return sendRestError(reply, error);
      throw error;
    }
  };
}

export async function restShim(app: FastifyInstance, options: ShimOptions): Promise<void> {
  const serveStream = sseStreams(app, { ...DEFAULT_SSE_OPTIONS, ...options.sse });
  // A literal segment wins over a parameter (routeOrder.ts): /api/crypto/sitting is not a ticker.
  for (const route of inPrecedenceOrder(options.routes)) {
    const document = persistedDocument(route, options.schema);
    app.route({
      method: route.method,
      url: fastifyPath(route.path),
      // What the host's request metrics read (gateway/monitoring/requestHook.ts),
      // and which answers depend on the point in time (gateway/pointInTimeHeaders.ts).
      config: {
        stream: route.operation === "subscription",
        ...(route.method === "GET" ? POINT_IN_TIME_ROUTE : {}),
      },
      // Checked before the handler, so a refused request runs no operation (and is not billed).
      schema: routeSchema(route),
      onRequest: admission(options.admit, document),
      validatorCompiler: validatorCompilerFor(route),
      schemaErrorFormatter: (errors, dataVar) => refusalFrom(route, errors, dataVar),
      preValidation: async (request) => restSpelling(route, request),
      handler:
        route.operation === "subscription"
          ? streamHandlerFor(route, document, serveStream)
          : handlerFor(route, document),
    });
  }
  // The discovery documents change only with the deployment: revalidated (their ETag), never stale.
  app.get("/api/capabilities", async (request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return {
      ok: true,
      timestamp: new Date().toISOString(),
      base_url: `${request.protocol}://${request.host}`,
      ...options.capabilities,
    };
  });
  // About 1 MB: written once, not on each request (compressed and given an ETag by the host).
  const openapiText = JSON.stringify(options.openapi);
  app.get("/api/openapi.json", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").header("Cache-Control", "no-cache").send(openapiText),
  );
  app.get("/api/health", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { ok: true, timestamp: new Date().toISOString(), ...(await options.health()) };
  });
  app.setNotFoundHandler((request, reply) =>
    sendRestError(
      reply,
      new RestError(
        404,
        "not_found",
        `No route ${request.method} ${inputName(request.url.split("?")[0] ?? "")}.`,
      ),
    ),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // A refused request that was admitted (and counted) still says where its rate limit stands.
    for (const [name, value] of Object.entries(operations.get(request)?.headers() ?? {})) {
      reply.header(name, value);
    }
    // A route's schemas refused the request (refusalFrom).
    if (error instanceof RestError) return sendRestError(reply, error);
    if (error.statusCode === 400 || error.statusCode === 415) {
      return sendRestError(
        reply,
        new RestError(422, "validation_error", `The request could not be read: ${error.message}`),
      );
    }
    // Fastify's own refusals before any handler ran: a body over the limit, and the like.
    const refusal = frameworkRefusal(error.statusCode);
    if (refusal) return sendRestError(reply, refusal);
    return sendRestError(
      reply,
      new RestError(500, "internal_error", "The service failed to answer this request."),
    );
  });
}
