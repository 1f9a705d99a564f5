/**
 * A route's REST parameters, as the shim's route table derives them from the catalogue entry and
 * the public schema (rest-shim/generator/routeTable.ts): what the shim checks, OpenAPI and the
 * manifest publish, and the gateway's pricing reads of a persisted document's caps.
 */

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

/** A route's name and parameters: the part of a route the pricing reads (the shim's RouteSpec extends it). */
export interface RouteParameters {
  /** The catalogue operation (`svc_*`). */
  name: string;
  params: ParamSpec[];
}
