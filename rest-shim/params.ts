/**
 * A route's REST inputs as JSON Schemas, which Fastify compiles and checks before the handler
 * runs (rest-shim/validation.ts), and the GraphQL variables of a checked request.
 *
 * Two schemas per part: how a value may be written (a query writes text; a JSON body writes each
 * value as its own JSON kind, a number also as decimal text and a list also as comma-separated
 * text; a number must read as a finite one) and what it must be (type with coercion, enum, range,
 * calendar date, required, unknown names). JSON Schema cannot say REST's spelling of a list
 * (comma-separated) or of a repeated single value (the first counts), so `restSpelling` writes
 * those as arrays and values first, in the route's preValidation hook.
 */
import type { FastifyRequest } from "fastify";
import type { ParamSpec } from "../catalogue/routeParams.js";
import type { RouteSpec } from "./routeSpec.js";

export type JsonSchema = Record<string, unknown>;
export type Part = "query" | "path" | "body";

/** Query names every route accepts besides its own parameters: the key (spec/03 Authentication). */
const ALWAYS_ACCEPTED = ["api_key"];

/**
 * A value written in a path: one plain segment. Not blank, no blank around it, no `/` or `\`
 * (a decoded %2F), no `..`, no control character (NUL).
 */
export const PATH_SEGMENT = "^(?!\\s)(?!.*\\s$)(?!.*\\.\\.)[^/\\\\\\u0000-\\u001f\\u007f]+$";

/** Formats the schemas name; rest-shim/validation.ts defines them. */
export const FORMATS = {
  calendarDate: "calendar-date",
  numberText: "number-text",
  instant: "instant",
} as const;

/**
 * The point in time every GET route may be asked at (docs/DATA_HONESTY.md "Per request"): one
 * generic rule, not a parameter of each route. Its value must be readable here (core/instant.ts);
 * the gateway checks it against the clock and runs the route at it (gateway/pointInTime.ts). A
 * route whose catalogue entry declares its own `as_of` (xbrl's filing-date bound) keeps it.
 */
export const AS_OF = "as_of";

export function takesAsOf(route: RouteSpec): boolean {
  return route.method === "GET" && !route.params.some((param) => param.name === AS_OF);
}

export function paramsIn(route: RouteSpec, part: Part): ParamSpec[] {
  return route.params.filter((param) => param.in === part);
}

/** A list's schema around its item's, with the list's caps (catalogue `limits`). */
function listOf(param: ParamSpec, single: JsonSchema): JsonSchema {
  if (!param.list) return single;
  const list: JsonSchema = { type: "array", items: single };
  if (param.minItems !== undefined) list.minItems = param.minItems;
  if (param.maxItems !== undefined) list.maxItems = param.maxItems;
  return list;
}

/** What a GraphQL Int can carry (32-bit signed): an integer argument's range when it has none. */
export const GRAPHQL_INT = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * The range a value must be in: the argument's own, and for an integer at most what its GraphQL
 * type carries (a larger one would fail as a variable, after the request was accepted).
 */
export function rangeOf(param: ParamSpec): { min?: number; max?: number } {
  if (param.type !== "integer") return { min: param.min, max: param.max };
  return { min: param.min ?? GRAPHQL_INT.min, max: param.max ?? GRAPHQL_INT.max };
}

/** What a value must be once read: its type (text in a query is coerced), enum, range, date. */
function valueSchema(param: ParamSpec): JsonSchema {
  const single: JsonSchema = { type: param.type };
  if (param.enum) single.enum = param.enum;
  if (param.date) single.format = FORMATS.calendarDate;
  if (param.maxLength !== undefined) single.maxLength = param.maxLength;
  const { min, max } = rangeOf(param);
  if (min !== undefined) single.minimum = min;
  if (max !== undefined) single.maximum = max;
  return listOf(param, single);
}

/**
 * How a value may be written, checked without coercion: text in a query; in a JSON body its own
 * kind, and a number also as text (true is no number, 5 is no name, "true" is no boolean: the
 * 1/0 and comma spellings are a query's, which has nothing but text). A number written as text
 * must read as a finite number, which coercion alone would not refuse (" " would be 0,
 * "Infinity" infinite).
 */
function writtenSchema(param: ParamSpec, part: Part): JsonSchema {
  // A JSON object has one writing; its resolver checks its shape (the same for GraphQL callers).
  if (param.type === "object") return listOf(param, { type: "object" });
  const kind = param.type === "integer" ? "number" : param.type;
  const inBody = kind === "number" ? [kind, "string"] : kind;
  const single: JsonSchema = { type: part === "body" ? inBody : "string" };
  if (kind === "number") single.format = FORMATS.numberText;
  if (part === "path" && kind === "string") single.pattern = PATH_SEGMENT;
  return listOf(param, single);
}

function objectSchema(
  params: ParamSpec[],
  property: (param: ParamSpec) => JsonSchema,
  extra: JsonSchema = {},
): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(params.map((param) => [param.name, property(param)])),
    ...extra,
  };
}

/** Whether unknown names in this part are refused (a body always; a query where the route says). */
function rejectsUnknown(route: RouteSpec, part: Part): boolean {
  return part === "body" || (part === "query" && route.flags.includes("reject_unknown_args"));
}

/** The value schema of one part of a route's request, or null when there is nothing to check. */
export function partSchema(route: RouteSpec, part: Part): JsonSchema | null {
  if (part === "body" && route.method !== "POST") return null;
  const params = paramsIn(route, part);
  const strict = rejectsUnknown(route, part);
  const asOf = part === "query" && takesAsOf(route);
  if (params.length === 0 && !strict && !asOf) return null;
  const required = params.filter((param) => param.required).map((param) => param.name);
  const schema = objectSchema(params, valueSchema, required.length > 0 ? { required } : {});
  if (asOf) (schema.properties as JsonSchema)[AS_OF] = { type: "string", format: FORMATS.instant };
  if (!strict) return schema;
  schema.additionalProperties = false;
  // The key may come in the query of any route; it is the access plugin's, not the route's.
  if (part === "query") {
    for (const name of ALWAYS_ACCEPTED) (schema.properties as JsonSchema)[name] = {};
  }
  return schema;
}

/** The written-form schema of one part, checked before its value schema. */
export function writtenPartSchema(route: RouteSpec, part: Part): JsonSchema {
  return objectSchema(paramsIn(route, part), (param) => writtenSchema(param, part));
}

/** The JSON Schemas Fastify validates a route's request with. */
export function routeSchema(route: RouteSpec): Record<string, JsonSchema> {
  const schema: Record<string, JsonSchema> = {};
  const parts = [
    ["querystring", "query"],
    ["params", "path"],
    ["body", "body"],
  ] as const;
  for (const [fastifyPart, part] of parts) {
    const partJsonSchema = partSchema(route, part);
    if (partJsonSchema) schema[fastifyPart] = partJsonSchema;
  }
  return schema;
}

/** Absent in REST: not sent, null, or empty text. */
const isAbsent = (raw: unknown) => raw === undefined || raw === null || raw === "";

const commaSeparated = (text: string) => text.split(",").map((item) => item.trim());

/**
 * One input as REST writes it → as its schema reads it: a list is comma-separated text (items
 * trimmed, empty ones dropped) or repeated values / a JSON array taken item by item; a single value
 * sent more than once is its first; a boolean in a query may be written 1 or 0. Undefined when
 * absent. A JSON body's value of another kind (true, 5 or an object for a list) is left as it came,
 * for its schema to refuse: read as text, `true` was the ticker "TRUE".
 */
function respelled(param: ParamSpec, raw: unknown): unknown {
  if (isAbsent(raw)) return undefined;
  if (param.list) {
    const items = Array.isArray(raw) ? raw : typeof raw === "string" ? commaSeparated(raw) : null;
    return items ? items.filter((item) => item !== "") : raw;
  }
  // A query parameter sent more than once counts once; a JSON array for one value is no value.
  const value = Array.isArray(raw) && param.in === "query" ? raw[0] : raw;
  if (value === "") return undefined;
  const oneOrZero = param.in !== "body" && param.type === "boolean" && (value === "1" || value === "0");
  return oneOrZero ? String(value === "1") : value;
}

function respellPart(route: RouteSpec, part: Part, inputs: Record<string, unknown>): Record<string, unknown> {
  const respelt = { ...inputs };
  for (const param of paramsIn(route, part)) {
    const value = respelled(param, inputs[param.name]);
    if (value === undefined) delete respelt[param.name];
    else respelt[param.name] = value;
  }
  return respelt;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The generic `as_of` as its schema reads it: the first when sent more than once; absent when empty. */
function respellAsOf(query: Record<string, unknown>): Record<string, unknown> {
  const value = Array.isArray(query[AS_OF]) ? query[AS_OF][0] : query[AS_OF];
  const { [AS_OF]: _sent, ...others } = query;
  return isAbsent(value) ? others : { ...others, [AS_OF]: value };
}

/** preValidation: the request's inputs in the shapes their schemas describe. */
export function restSpelling(route: RouteSpec, request: FastifyRequest): void {
  const query = respellPart(route, "query", request.query as Record<string, unknown>);
  request.query = takesAsOf(route) ? respellAsOf(query) : query;
  if (route.method !== "POST") return;
  // No body is an empty object; anything but an object is left for the schema to refuse.
  if (request.body === undefined) request.body = {};
  if (isObject(request.body)) request.body = respellPart(route, "body", request.body);
}

/** The GraphQL variables of a request its schemas accepted: each sent parameter by its argument. */
export function variablesOf(route: RouteSpec, request: FastifyRequest): Record<string, unknown> {
  const sources: Record<Part, unknown> = { query: request.query, path: request.params, body: request.body };
  const variables: Record<string, unknown> = {};
  for (const param of route.params) {
    const value = (sources[param.in] as Record<string, unknown> | undefined)?.[param.name];
    if (value !== undefined) variables[param.arg] = value;
  }
  return variables;
}

/** The point in time a checked GET request asked by `as_of`; undefined when none. */
export function asOfOf(route: RouteSpec, request: FastifyRequest): string | undefined {
  if (!takesAsOf(route)) return undefined;
  const value = (request.query as Record<string, unknown>)[AS_OF];
  return typeof value === "string" ? value : undefined;
}
