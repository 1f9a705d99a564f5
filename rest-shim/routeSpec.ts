/**
 * The route table's types: what rest-shim/routes.ts builds at start-up, the shim serves and
 * generate describes in openapi.json and capabilities.json. One RouteSpec per catalogue operation.
 */
import type { RouteParameters } from "../catalogue/routeParams.js";
import type { Composer, ParamConstraint } from "./composer.js";

export interface RouteSpec extends RouteParameters {
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
 * A route's 200s' Cache-Control. `private`: an answer is the caller's (billed to its key, shaped
 * by its plan), so no shared cache may hand it to another. A route with a TTL (spec/03 "Cache or
 * TTL") may be reused for it unasked; any other is revalidated on each use (`no-cache`: its ETag
 * may earn a 304, gateway/conditionalGets.ts).
 */
export function cacheControl(route: Pick<RouteSpec, "cacheTtlS">): string {
  return route.cacheTtlS === undefined ? "private, no-cache" : `private, max-age=${route.cacheTtlS}`;
}

/** An error is the answer of its moment (a 503 may clear in seconds): no cache keeps it. */
export const ERROR_CACHE_CONTROL = "no-store";
