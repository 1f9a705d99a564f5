/**
 * The catalogue as MCP tools (spec/01: the same tool catalogue at {base_url}/mcp), from the shim's
 * route table: one tool per route that answers once. The streams (flagged `sse`, `chat_excluded`)
 * are left out: a tool call has one result. A tool is named as the manifest names its operation,
 * described by the catalogue, and takes the route's parameters as its arguments, each with the
 * JSON Schema a POST body gives it (rest-shim/generator/openapi.ts).
 *
 * A call becomes its route's REST request (restRequestOf): the shim itself checks its arguments,
 * runs its persisted document and bills it, so no rule of a parameter is written twice. Only the
 * arguments the tool does not declare are decided here, because MCP's arguments are one flat
 * object where REST has a query, a path and a body: a tool flagged `reject_unknown_args` refuses
 * them with every argument it accepts; any other ignores them, as REST ignores unknown names.
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ParamSpec } from "../../catalogue/routeParams.js";
import { RestError } from "../../core/restError.js";
import { jsonValueSchema } from "../generator/openapi.js";
import type { RouteSpec } from "../routeSpec.js";
import { unknownParameters } from "../validation.js";

/** Flags of routes that stream frames rather than answer once: no tool. */
const NOT_TOOLS = ["sse", "chat_excluded"];

export function isTool(route: RouteSpec): boolean {
  return route.operation === "query" && !route.flags.some((flag) => NOT_TOOLS.includes(flag));
}

/** What a caller may set: a server-injected parameter is taken from the key (a value sent is ignored). */
const settable = (route: RouteSpec) => route.params.filter((param) => !param.serverInjected);

export function toolOf(route: RouteSpec): Tool {
  const params = settable(route);
  // A path parameter is the route itself: REST cannot be called without it.
  const required = params.filter((param) => param.required || param.in === "path").map((param) => param.name);
  return {
    name: route.name,
    title: route.displayName,
    description: route.description,
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(params.map((param) => [param.name, jsonValueSchema(param)])),
      ...(required.length > 0 ? { required } : {}),
      ...(route.flags.includes("reject_unknown_args") ? { additionalProperties: false } : {}),
    },
    annotations: { title: route.displayName, readOnlyHint: route.method === "GET" },
  };
}

/** A tool call as the REST request of its route. */
export interface RestRequest {
  method: RouteSpec["method"];
  path: string;
  query: Record<string, string | string[]>;
  body?: Record<string, unknown>;
}

/** A value as a query or a path writes it: text (a list: one item a value, repeated). */
function asText(value: unknown): string {
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function missing(param: ParamSpec, route: RouteSpec): RestError {
  const accepted = settable(route).map((candidate) => candidate.name);
  return new RestError(
    422,
    "validation_error",
    `${param.name}: is required; accepted arguments: ${accepted.join(", ")}.`,
    { parameter: param.name, accepted },
  );
}

/**
 * The REST request of a call with these arguments, or the refusal of an argument the tool does
 * not declare (reject_unknown_args) or of a missing path argument (no REST path without it).
 */
export function restRequestOf(route: RouteSpec, args: Record<string, unknown>): RestRequest {
  const declared = new Set(route.params.map((param) => param.name));
  const unknown = Object.keys(args).filter((name) => !declared.has(name));
  if (unknown.length > 0 && route.flags.includes("reject_unknown_args")) {
    throw unknownParameters(
      unknown,
      settable(route).map((param) => param.name),
    );
  }
  const query: Record<string, string | string[]> = {};
  const body: Record<string, unknown> = {};
  let path = route.path;
  for (const param of route.params) {
    const value = args[param.name];
    if (param.in === "path") {
      if (value === undefined || value === null || value === "") throw missing(param, route);
      path = path.replace(`{${param.name}}`, encodeURIComponent(asText(value)));
      continue;
    }
    // Absent, as REST reads a null: the parameter's default applies.
    if (value === undefined || value === null) continue;
    if (param.in === "body") body[param.name] = value;
    else query[param.name] = Array.isArray(value) ? value.map(asText) : asText(value);
  }
  return { method: route.method, path, query, ...(route.method === "POST" ? { body } : {}) };
}
