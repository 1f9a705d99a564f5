/**
 * The route table's types: what rest-shim/routes.ts builds at start-up, the shim serves and
 * generate describes in openapi.json and capabilities.json. One RouteSpec per catalogue operation.
 */
import type { Composer, ParamConstraint } from "./composer.js";

/** `object`: a JSON object in a POST body (a `JSONObject` argument), whose shape its resolver checks. */
export type ParamType = "string" | "integer" | "number" | "boolean" | "object";

export interface ParamSpec {
  /** REST name (snake_case). */
  name: string;
  /** GraphQL argument it feeds. */
  arg: string;
  in: "query" | "path" | "body";
  type: ParamType;
  /** GraphQL type of the argument as written in the operation's variable definitions. */
  graphqlType: string;
  /** A list argument, written in REST as a comma-separated string (query) or an array (body). */
  list: boolean;
  required: boolean;
  default?: string | number | boolean;
  min?: number;
  max?: number;
  /** Values the shim enforces (a GraphQL enum): anything else is its 422. */
  enum?: string[];
  /**
   * Values the manifest and OpenAPI list but the resolver checks itself (catalogue `param_docs`),
   * so the shim passes other values through to the resolver's own error.
   */
  documentedEnum?: string[];
  /**
   * Caps of a list's length and of a text's length (each item's, for a list of text), from the
   * catalogue's `limits`: the shim refuses past them with a 422 naming the parameter, and OpenAPI
   * publishes them as minItems/maxItems/maxLength.
   */
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  /** YYYY-MM-DD calendar date. */
  date?: boolean;
  /**
   * Filled in by the server from the caller's key (spec/01 query_params.server_injected): the
   * operation needs it, the caller need not send it, and a value sent is ignored.
   */
  serverInjected?: boolean;
  description?: string;
}

export interface RouteSpec {
  name: string;
  method: "GET" | "POST";
  path: string;
  group: string;
  product: string;
  credits: number;
  /** The root field whose value is the answer (its response key, for a persisted document). */
  field: string;
  /** The root type of `field`: a subscription route streams its frames (SSE), a query answers once. */
  operation: "query" | "subscription";
  flags: string[];
  /** A heavy route's CPU milliseconds at its largest input (catalogue `work`); absent: not heavy work. */
  work?: number;
  /** By subgraph: the error_code a 503 upstream_unavailable naming it answers with (catalogue). */
  upstreamErrorCodes: Record<string, string>;
  /** Seconds a 200 may be reused, sent as Cache-Control max-age (catalogue `cache_ttl_s`); absent: none. */
  cacheTtlS?: number;
  replacedBy: string | null;
  displayName: string;
  description: string;
  params: ParamSpec[];
  /** The persisted GraphQL document: snake_case aliases make the REST keys. */
  document: string;
  /**
   * Set when the route runs a hand-written document (catalogue `document`: its path under
   * schema/catalogue/) rather than one generated from `field`: a part of its answer that fails is
   * null with its reason instead of failing the route (rest-shim/documentAnswer.ts).
   */
  documentFile?: string;
  /** The pure step that builds a document route's answer (catalogue `composer`). */
  composer?: Composer;
  /** Rules across parameters (a composer's), published as the manifest's param_constraints. */
  constraints?: ParamConstraint[];
  /** Where the answer carries field names as data (FieldMap, FieldName): written snake_case too. */
  fieldNamePaths: string[];
  /** JSON Schema of the envelope's data keys, derived from the GraphQL result type. */
  responseSchema: Record<string, unknown>;
}

/**
 * A route's TTL (spec/03 "Cache or TTL") as its 200s' Cache-Control. `private`: an answer is the
 * caller's (billed to its key), so no shared cache may hand it to another.
 */
export function cacheControl(ttlSeconds: number): string {
  return `private, max-age=${ttlSeconds}`;
}
