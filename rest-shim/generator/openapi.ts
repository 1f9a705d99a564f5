/**
 * The OpenAPI 3.1 document of the REST shim, built from the generated route table. Pure (no I/O):
 * bin/generate.ts writes it to schema/openapi.json and the shim serves it at /api/openapi.json.
 * The parameter and body schemas here are also what the capabilities manifest publishes, so
 * capabilities.ts imports them rather than deriving its own.
 */

import type { ParamSpec } from "../../catalogue/routeParams.js";
import { rangeOf } from "../params.js";
import { cacheControl, ERROR_CACHE_CONTROL, type RouteSpec } from "../routeSpec.js";
import { CLOSE_FRAME_REASONS } from "../sse.js";

type Json = Record<string, unknown>;

const ref = (kind: "schemas" | "responses" | "headers", name: string): Json => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The headers most 200s share, declared once (components.headers). */
const ANSWER_HEADERS: Record<string, Json> = {
  RevalidatedCacheControl: {
    description:
      "private, no-cache: the answer is the caller's, and is revalidated before each reuse: send its ETag in " +
      "If-None-Match (a 304 is billed like the 200 it stands for).",
    schema: { type: "string", const: "private, no-cache" },
  },
  AnswerETag: {
    description: "Weak validator of the answer's data (not of its timestamp): send it back in If-None-Match.",
    schema: { type: "string" },
  },
};

/** Route flags that describe the tool to a caller; reject_unknown_args is published on its own. */
const CAPABILITY_FLAGS = ["heavy", "chat_excluded", "sse"];

export function capabilityTags(route: RouteSpec): string[] {
  return route.flags.filter((flag) => CAPABILITY_FLAGS.includes(flag));
}

/** The spec's own name of an operation: the catalogue prefixes `svc_` to keep GraphQL names unique. */
export function publicName(route: RouteSpec): string {
  return route.name.replace(/^svc_/, "");
}

const GROUP_TAGS: Record<string, string> = {
  copilot: "Assistant-oriented operations (copilot).",
  legacy: "Legacy operations kept for existing integrations; each names its successor where one exists.",
  ml: "Model outputs and machine-learning signals.",
  v2: "Second-generation operations.",
  v3: "Current operations: market data, fundamentals, news and risk analytics.",
};

/** Constraints of one value: the whole parameter, or each item of a list. */
function valueSchema(param: ParamSpec): Json {
  const schema: Json = { type: param.type };
  if (param.date) schema.format = "date";
  if (param.maxLength !== undefined) schema.maxLength = param.maxLength;
  const values = param.enum ?? param.documentedEnum;
  if (values) schema.enum = [...values];
  // The range the shim enforces: an integer is also bounded by what a GraphQL Int carries.
  const { min, max } = rangeOf(param);
  if (min !== undefined) schema.minimum = min;
  if (max !== undefined) schema.maximum = max;
  return schema;
}

/** A list default as a query string carries it (GraphQL list defaults arrive as arrays). */
export function queryDefault(param: ParamSpec): string | number | boolean | undefined {
  const value = param.default as unknown;
  return Array.isArray(value) ? value.join(",") : param.default;
}

/** A list default as its array schema says it (a catalogue default may be written a,b). */
function listDefault(param: ParamSpec): unknown[] | undefined {
  const value = param.default as unknown;
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : String(value).split(",");
}

/**
 * A list's schema: its items' constraints and the caps the shim enforces (catalogue `limits`),
 * from the same ParamSpec the shim's validation reads.
 */
function listSchema(param: ParamSpec): Json {
  const schema: Json = { type: "array", items: valueSchema(param) };
  if (param.minItems !== undefined) schema.minItems = param.minItems;
  if (param.maxItems !== undefined) schema.maxItems = param.maxItems;
  return schema;
}

/**
 * Schema of a query or path parameter. A list in a query is one comma-separated string, which
 * OpenAPI says as an array with `style: form, explode: false` (parameterOf), so its item
 * constraints and caps are stated in the schema.
 */
function parameterSchema(param: ParamSpec): Json {
  const schema: Json = param.list
    ? { ...listSchema(param), description: "comma-separated list" }
    : valueSchema(param);
  const fallback = param.list ? listDefault(param) : queryDefault(param);
  if (param.in === "query" && fallback !== undefined) schema.default = fallback;
  return schema;
}

function parameterOf(param: ParamSpec): Json {
  return {
    name: param.name,
    in: param.in,
    // OpenAPI requires path parameters to be required; the shim cannot route without them anyway.
    required: param.in === "path" || param.required,
    ...(param.description ? { description: param.description } : {}),
    // a,b,c in one parameter (the shim also takes the parameter repeated).
    ...(param.list ? { style: "form", explode: false } : {}),
    schema: parameterSchema(param),
  };
}

/**
 * A parameter's value as JSON writes it (a POST body's property, an MCP tool's argument): a list
 * is a real array, with its default as one.
 */
export function jsonValueSchema(param: ParamSpec): Json {
  const schema: Json = param.list ? listSchema(param) : valueSchema(param);
  const fallback = param.list ? listDefault(param) : param.default;
  if (fallback !== undefined) schema.default = fallback;
  if (param.description) schema.description = param.description;
  return schema;
}

/**
 * JSON Schema of a POST body (null for GET). additionalProperties is false on every POST: the
 * shim refuses unknown body properties with a 422, whatever the route's flags.
 */
export function bodySchema(route: RouteSpec): Json | null {
  if (route.method !== "POST") return null;
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const param of route.params.filter((candidate) => candidate.in === "body")) {
    properties[param.name] = jsonValueSchema(param);
    if (param.required) required.push(param.name);
  }
  return { type: "object", properties, required, additionalProperties: false };
}

/** The shim refuses a null result, so the data keys in an envelope are never null. */
function nonNull(schema: Json): Json {
  if (!Array.isArray(schema.type)) return schema;
  const types = schema.type.filter((type) => type !== "null");
  return { ...schema, type: types.length === 1 ? types[0] : types };
}

const errorExample = (code: string, message: string, extra: Json = {}): Json => ({
  value: { detail: { error_code: code, error_message: message, ...extra } },
});

/** One shared response per error status: every catalogue route can answer each of them. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; examples: Record<string, Json> }> =
  {
    "400": {
      name: "BadRequest",
      description:
        "bad_request: the request could not be read (an unreadable URL or HTTP); also the screener's own " +
        "400 for an unknown sort_by or security_class.",
      examples: {
        bad_request: errorExample("bad_request", "The request could not be read as HTTP."),
      },
    },
    "401": {
      name: "Unauthorized",
      description: "unauthorized: the API key is missing, invalid or disabled.",
      examples: {
        unauthorized: errorExample(
          "unauthorized",
          "A valid API key is required: send Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>.",
        ),
      },
    },
    "402": {
      name: "PaymentRequired",
      description:
        "plan_required: the key's plan does not include this product; usage_exceeded: no credits left.",
      examples: {
        plan_required: errorExample("plan_required", "Your plan does not include this product."),
        usage_exceeded: errorExample(
          "usage_exceeded",
          "The key has used all of its credits for this period.",
        ),
      },
    },
    "403": {
      name: "Forbidden",
      description:
        "account_suspended: the key's account is suspended; forbidden: the per-user stream " +
        "(/api/v3/stream/events) without an authenticated principal (no key, or a key that " +
        "authenticates no one), where other routes answer 401.",
      examples: {
        account_suspended: errorExample("account_suspended", "The account is suspended."),
        forbidden: errorExample(
          "forbidden",
          "The per-user stream needs an authenticated principal: send a valid API key (Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>).",
        ),
      },
    },
    "404": {
      name: "NotFound",
      description:
        "not_found: no such route or record; unknown_ticker: the symbol is unknown (current or delisted).",
      examples: {
        unknown_ticker: errorExample(
          "unknown_ticker",
          "Symbol ZZZZ is unknown to the platform (current or delisted).",
          { ticker: "ZZZZ" },
        ),
        not_found: errorExample("not_found", "No route GET /api/v3/nothing."),
      },
    },
    "413": {
      name: "PayloadTooLarge",
      description: "payload_too_large: the request body is over 1 MiB (POST routes).",
      examples: {
        payload_too_large: errorExample(
          "payload_too_large",
          "The request body is over the limit of 1048576 bytes.",
        ),
      },
    },
    "414": {
      name: "UriTooLong",
      description: "uri_too_long: a path segment is over 100 characters.",
      examples: { uri_too_long: errorExample("uri_too_long", "A path segment is too long.") },
    },
    "422": {
      name: "ValidationError",
      description:
        "Invalid parameters; the body names the parameter and what it accepts (validation_error, invalid_date, " +
        "invalid_date_range, or an operation-specific code).",
      examples: {
        validation_error: errorExample(
          "validation_error",
          "limit: 0 is out of range; accepted: a whole number in 1..100.",
          {
            parameter: "limit",
            accepted: "a whole number in 1..100",
          },
        ),
        invalid_date: errorExample(
          "invalid_date",
          'start_date: "2023-02-30" is not a calendar date; accepted: YYYY-MM-DD.',
          { parameter: "start_date", accepted: "YYYY-MM-DD" },
        ),
        invalid_date_range: errorExample("invalid_date_range", "start_date must not be after end_date."),
      },
    },
    "429": {
      name: "RateLimited",
      description: "rate_limited: too many requests; retry after the number of seconds in Retry-After.",
      examples: { rate_limited: errorExample("rate_limited", "Too many requests; retry after 2 seconds.") },
    },
    "431": {
      name: "HeadersTooLarge",
      description: "headers_too_large: the request line and headers are over 16 KiB.",
      examples: {
        headers_too_large: errorExample("headers_too_large", "The request's headers are too large."),
      },
    },
    "500": {
      name: "InternalError",
      description: "internal_error: the service failed to answer; nothing was charged.",
      examples: {
        internal_error: errorExample("internal_error", "The service failed to answer this request."),
      },
    },
    "502": {
      name: "KeyServiceUnreachable",
      description: "keyservice_unreachable: the key or counter store failed; retry after Retry-After.",
      examples: {
        keyservice_unreachable: errorExample("keyservice_unreachable", "The key service is unreachable."),
      },
    },
    "503": {
      name: "Unavailable",
      description:
        "Unavailable, in one of two kinds told apart by Retry-After. Retrying can help — a product " +
        "being built or warming (snapshot_cold, build_timeout), the server's heavy work at capacity " +
        "(upstream_unavailable, reason heavy_work_saturated), a service, store or table briefly " +
        "unreachable (upstream_unavailable, cache_unavailable, dataset_unavailable, archive_read_*): " +
        "Retry-After says how many seconds to wait. Retrying cannot help — the data is not held, no " +
        "source is configured (provider_status not_configured), no producer runs, or the data is " +
        "stale for the freshness asked (dataset_unavailable, upstream_unavailable, " +
        "producer_unavailable, upstream_dead_no_archive, upstream_dataset_empty, data_stale): no " +
        "Retry-After; the same request will get the same answer. Nothing is charged either way.",
      examples: {
        dataset_unavailable: errorExample("dataset_unavailable", "No prices are held for ACME.", {
          ticker: "ACME",
        }),
        not_configured: errorExample(
          "upstream_unavailable",
          "No futures tape source is configured on this deployment (provider futures_tape); nothing was charged.",
          { provider: "futures_tape", provider_status: "not_configured", dataset: "futures tape" },
        ),
        snapshot_cold: errorExample(
          "snapshot_cold",
          "The signals book is being built from the data held now; retry in a few seconds. Nothing was charged.",
          { reason: "book_build_pending" },
        ),
      },
    },
  };

/** The statuses whose answers say when to retry: always (429, 502), or when retrying can help (503). */
const RETRY_AFTER: Record<string, string> = {
  "429": "Seconds to wait before retrying.",
  "502": "Seconds to wait before retrying.",
  "503": "Only on a 503 that retrying can fix: seconds to wait. Absent: retrying will not help.",
};

function errorResponseComponent(status: string): Json {
  const { description, examples } = ERROR_RESPONSES[status]!;
  const response: Json = {
    description,
    content: { "application/json": { schema: ref("schemas", "ErrorBody"), examples } },
  };
  const retryAfter = RETRY_AFTER[status];
  response.headers = {
    "X-Credits-Charged": {
      description: "Always 0: an error deducts no credits.",
      schema: { type: "integer", const: 0 },
    },
    "Cache-Control": {
      description: "An error is the answer of its moment: no cache keeps it.",
      schema: { type: "string", const: ERROR_CACHE_CONTROL },
    },
    ...(retryAfter
      ? { "Retry-After": { description: retryAfter, schema: { type: "integer", minimum: 0 } } }
      : {}),
  };
  return response;
}

/**
 * The 200 of a route that answers once: the envelope `{ok, timestamp, ...data}` as one closed
 * object (no key beyond the operation's: the route table refuses a data key named ok or
 * timestamp), and its Cache-Control.
 */
function answerResponse(route: RouteSpec): Json {
  const data = nonNull(route.responseSchema) as { properties?: Json; required?: string[] };
  const envelope = envelopeOwnKeys();
  const schema: Json = {
    type: "object",
    properties: { ...envelope.properties, ...data.properties },
    required: [...envelope.required, ...(data.required ?? [])],
    additionalProperties: false,
  };
  return {
    description: "The success envelope with the operation's data keys.",
    headers: {
      "Cache-Control":
        route.cacheTtlS === undefined
          ? ref("headers", "RevalidatedCacheControl")
          : {
              description: `The answer may be reused for ${route.cacheTtlS} s (spec/03 Cache or TTL).`,
              schema: { type: "string", const: cacheControl(route) },
            },
      ETag: ref("headers", "AnswerETag"),
    },
    content: { "application/json": { schema } },
  };
}

/** A JSON text in an event's data field, of this schema. */
const jsonData = (schema: Json): Json => ({
  type: "string",
  contentMediaType: "application/json",
  contentSchema: schema,
});

/**
 * The 200 of an SSE route: `text/event-stream`, its events described one by one as OpenAPI 3.2's
 * `itemSchema` describes them (each event as an object of its fields, comments left out). This
 * document is 3.1, which the clients and tools we know read, and 3.1 has no per-item schema, so it
 * rides as the extension `x-itemSchema`; `schema` says the body is text.
 */
function streamResponse(route: RouteSpec): Json {
  const event = (description: string, properties: Json, required: string[]): Json => ({
    type: "object",
    description,
    properties,
    required,
    additionalProperties: false,
  });
  const itemSchema = {
    oneOf: [
      event(
        "A frame (the default event): data is the frame's JSON; id its stream id, which Last-Event-ID (or since) resumes after.",
        { id: { type: "string" }, data: jsonData(nonNull(route.responseSchema)) },
        ["data"],
      ),
      event(
        "The stream failed after it opened (slow_consumer, upstream_unavailable, or the operation's error): reconnect with Last-Event-ID.",
        { event: { const: "error" }, data: jsonData(ref("schemas", "ErrorBody")) },
        ["event", "data"],
      ),
      event(
        "The last frame of a stream the server ends: server_shutdown (resume elsewhere with Last-Event-ID) or stream_ended.",
        {
          event: { const: "close" },
          data: jsonData({
            type: "object",
            properties: { reason: { type: "string", enum: [...CLOSE_FRAME_REASONS] } },
            required: ["reason"],
            additionalProperties: false,
          }),
        },
        ["event", "data"],
      ),
      event(
        "The first field sent: milliseconds an EventSource waits before reconnecting.",
        { retry: { type: "integer", minimum: 0 } },
        ["retry"],
      ),
    ],
  };
  return {
    description:
      "An event stream, billed once when it opens (X-Credits-Charged). Comment lines keep it alive (heartbeats).",
    content: {
      "text/event-stream": {
        schema: { type: "string", description: "Server-sent events; each event is one of x-itemSchema." },
        "x-itemSchema": itemSchema,
      },
    },
  };
}

function operationOf(route: RouteSpec): Json {
  const parameters = route.params.filter((param) => param.in !== "body").map(parameterOf);
  const body = bodySchema(route);
  const responses: Json = {
    "200": route.operation === "subscription" ? streamResponse(route) : answerResponse(route),
  };
  for (const [status, { name }] of Object.entries(ERROR_RESPONSES)) {
    // Only a route that reads a body can be sent one too large.
    if (status === "413" && route.method !== "POST") continue;
    responses[status] = ref("responses", name);
  }
  return {
    operationId: route.name,
    summary: route.displayName,
    description: route.description,
    tags: [route.group],
    ...(route.replacedBy ? { deprecated: true, "x-replaced-by": route.replacedBy } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: (body.required as string[]).length > 0,
            content: { "application/json": { schema: body } },
          },
        }
      : {}),
    responses,
    "x-credits": route.credits,
    "x-product": route.product,
    // The operation a document route runs: sent as it is to /graphql, it is the same call at the same price.
    ...(route.documentFile ? { "x-graphql-document": route.document } : {}),
    "x-operation-name": publicName(route),
    "x-capability-tags": capabilityTags(route),
  };
}

/** The shim's own discovery routes: no key, no credits, no catalogue entry. */
function keyFreeOperations(): Record<string, Json> {
  const keyFree = (operationId: string, summary: string, schema: Json): Json => ({
    get: {
      operationId,
      summary,
      security: [],
      responses: { "200": { description: summary, content: { "application/json": { schema } } } },
    },
  });
  const envelope = (properties: Json): Json => ({
    allOf: [ref("schemas", "SuccessEnvelope"), { type: "object", properties }],
  });
  return {
    "/api/capabilities": keyFree(
      "capabilities",
      "Discovery manifest: every tool with its parameters, credits and product.",
      envelope({
        base_url: { type: "string" },
        manifest_version: { type: "string" },
        tool_count: { type: "integer" },
        groups: { type: "object", additionalProperties: { type: "integer" } },
        tools: { type: "array", items: { type: "object" } },
      }),
    ),
    "/api/health": keyFree("health", "Service health.", envelope({})),
    "/api/openapi.json": keyFree("openapi", "This OpenAPI document.", { type: "object" }),
  };
}

/** The success envelope's own keys, written out where an answer's schema closes over them. */
function envelopeOwnKeys(): { properties: Json; required: string[] } {
  return {
    properties: {
      ok: { type: "boolean", const: true },
      timestamp: { type: "string", format: "date-time", description: "When the answer was made." },
    },
    required: ["ok", "timestamp"],
  };
}

function components(): Json {
  return {
    securitySchemes: {
      ApiKeyAuth: { type: "apiKey", in: "header", name: "X-API-Key" },
      BearerAuth: { type: "http", scheme: "bearer" },
      ApiKeyQuery: { type: "apiKey", in: "query", name: "api_key" },
    },
    schemas: {
      SuccessEnvelope: {
        type: "object",
        ...envelopeOwnKeys(),
        // The discovery routes' keys sit beside ok and timestamp (an operation's 200 spells its own out).
        additionalProperties: true,
      },
      ErrorBody: {
        type: "object",
        required: ["detail"],
        properties: {
          detail: {
            type: "object",
            required: ["error_code", "error_message"],
            properties: { error_code: { type: "string" }, error_message: { type: "string" } },
            // Codes add their own fields: parameter and accepted, ticker, ...
            additionalProperties: true,
          },
        },
        examples: Object.values(ERROR_RESPONSES).flatMap((response) =>
          Object.values(response.examples).map((example) => example.value),
        ),
      },
    },
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([status, { name }]) => [name, errorResponseComponent(status)]),
    ),
    headers: ANSWER_HEADERS,
  };
}

/** Code-unit order, not localeCompare: the generated file must not depend on the machine's locale. */
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildOpenApi(
  routes: RouteSpec[],
  info: { version: string; manifestVersion: string },
): Record<string, unknown> {
  const paths: Record<string, Json> = keyFreeOperations();
  for (const route of routes) {
    const method = route.method.toLowerCase();
    const item = paths[route.path] ?? {};
    paths[route.path] = item;
    if (item[method]) throw new Error(`${route.name}: ${route.method} ${route.path} is defined twice`);
    item[method] = operationOf(route);
  }
  const groups = new Set(routes.map((route) => route.group));
  const tags = [...new Set([...Object.keys(GROUP_TAGS), ...groups])].sort(byCodeUnit).map((name) => ({
    name,
    description: GROUP_TAGS[name] ?? `Operations of the ${name} group.`,
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Market and quant data API",
      version: info.version,
      description:
        "REST operations over the market and quant data federation. Every success is a JSON envelope " +
        '`{"ok": true, "timestamp", ...data}`; every error is `{"detail": {"error_code", "error_message"}}` ' +
        "with the status of its code. Send the API key as X-API-Key, Authorization: Bearer, or ?api_key=. " +
        "Each operation costs the credits in x-credits, charged to its x-product; errors deduct no credits.",
      "x-manifest-version": info.manifestVersion,
    },
    servers: [{ url: "/" }],
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }, { ApiKeyQuery: [] }],
    tags,
    paths: Object.fromEntries(
      Object.keys(paths)
        .sort(byCodeUnit)
        .map((path) => [path, paths[path]]),
    ),
    components: components(),
  };
}
