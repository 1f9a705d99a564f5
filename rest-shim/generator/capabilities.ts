/**
 * The discovery manifest (spec/01 "Discovery") built from the generated route table. Pure: the
 * generator writes it to schema/capabilities.json; the shim adds ok, timestamp and base_url per
 * request, so they are not here.
 */

import type { ParamSpec } from "../../catalogue/routeParams.js";
import { plansManifest } from "../../gateway/access/plans.js";
import type { RouteSpec } from "../routeSpec.js";
import { bodySchema, capabilityTags, publicName, queryDefault } from "./openapi.js";

/** Every group the manifest reports, with 0 when the catalogue has no tool in it. */
const GROUPS = ["legacy", "v2", "v3", "copilot", "ml", "admin"];

/** Code-unit order, not localeCompare: the generated file must not depend on the machine's locale. */
const byName = (a: RouteSpec, b: RouteSpec): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function describeParam(param: ParamSpec): string | null {
  const parts = [
    param.description,
    param.list ? "comma-separated list" : undefined,
    param.date ? "YYYY-MM-DD" : undefined,
    param.serverInjected ? "server-injected: taken from your key; a value sent is ignored" : undefined,
  ];
  const text = parts.filter((part): part is string => Boolean(part)).join("; ");
  return text || null;
}

/**
 * A query parameter as the manifest lists it. Absent constraints are null, never missing, so
 * every entry has the same keys. A list is a comma-separated string; enum/min/max apply per item.
 */
function queryParamOf(param: ParamSpec): Record<string, unknown> {
  return {
    name: param.name,
    type: param.list ? "string" : param.type,
    default: queryDefault(param) ?? null,
    min: param.min ?? null,
    max: param.max ?? null,
    enum: param.enum ? [...param.enum] : param.documentedEnum ? [...param.documentedEnum] : null,
    // A server-injected parameter is required by the operation and supplied by the server.
    required: param.required || param.serverInjected === true,
    description: describeParam(param),
    server_injected: param.serverInjected === true,
  };
}

function toolOf(route: RouteSpec): Record<string, unknown> {
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    group: route.group,
    description: route.description,
    path_params: route.params.filter((param) => param.in === "path").map((param) => param.name),
    query_params: route.params.filter((param) => param.in === "query").map(queryParamOf),
    body_schema: bodySchema(route),
    // Cross-parameter rules: a composer's are declared; resolvers' (start_date <= end_date) not yet.
    param_constraints: (route.constraints ?? []).map((rule) => ({ ...rule, params: [...rule.params] })),
    // The catalogue holds no admin operations (its groups are legacy, v2, v3, copilot, ml).
    admin: false,
    replaced_by: route.replacedBy,
    display_name: route.displayName,
    capability_tags: capabilityTags(route),
    public_name: publicName(route),
    reject_unknown_args: route.flags.includes("reject_unknown_args"),
    credits: route.credits,
    product: route.product,
    // CPU milliseconds at the largest input, for a heavy computation (docs/ACCESS.md "Heavy work").
    work: route.work ?? null,
  };
}

export function buildCapabilities(
  routes: RouteSpec[],
  info: { manifestVersion: string; build: string },
): Record<string, unknown> {
  const groups: Record<string, number> = Object.fromEntries(GROUPS.map((group) => [group, 0]));
  for (const route of routes) groups[route.group] = (groups[route.group] ?? 0) + 1;
  return {
    manifest_version: info.manifestVersion,
    tool_count: routes.length,
    groups,
    server: { name: "quant-federation", build: info.build, shapes: ["envelope"], default_shape: "envelope" },
    auth: {
      header_names: ["Authorization", "X-API-Key"],
      query_param: "api_key",
      other_headers: ["X-Admin-Key", "Idempotency-Key", "X-Internal-Key"],
      key_prefix: "qf_live_",
      capabilities_auth_required: false,
    },
    // Where a 402 plan_required's upgrade_url points: the plans, add-ons and product prices.
    plans: plansManifest(),
    tools: [...routes].sort(byName).map(toolOf),
  };
}
