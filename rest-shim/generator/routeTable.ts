/**
 * One RouteSpec per catalogue entry: its parameters from the root field's arguments (types,
 * defaults and enums from GraphQL, ranges and dates from the subgraph's argument directives) and
 * its persisted document with snake_case aliases. Run at start-up (rest-shim/routes.ts).
 */
import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
} from "graphql";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import type { ParamSpec, ParamType } from "../../catalogue/routeParams.js";
import { isErrorCode } from "../../core/errors.js";
import type { ArgumentRule } from "../../subgraphs/kit/validation.js";
import type { Composers } from "../composer.js";
import type { RouteSpec } from "../routeSpec.js";
import { buildDocumentRoute } from "./document.js";
import { snakeCase } from "./naming.js";
import { selectionOf } from "./selection.js";

/**
 * Argument rules by field then argument name (read from subgraph SDL): a root field by its name,
 * a field of another type as `Type.field` (`Instrument.news`), for the variables of a document.
 */
export type ArgumentRules = Map<string, Map<string, ArgumentRule>>;

function paramType(type: GraphQLInputType): ParamType {
  const named = getNamedType(type);
  if (isEnumType(named)) return "string";
  switch (named.name) {
    case "Int":
      return "integer";
    case "Float":
      return "number";
    case "Boolean":
      return "boolean";
    case "JSONObject":
      return "object";
    default:
      return "string";
  }
}

function variableType(arg: ParamSource): string {
  const written = String(arg.type);
  // A variable left out must fall back to the argument's default, so it cannot be non-null.
  return arg.defaultValue !== undefined && isNonNullType(arg.type) ? written.slice(0, -1) : written;
}

/** What a parameter is read from: a root field's argument, or a persisted document's variable. */
export type ParamSource = Pick<GraphQLArgument, "name" | "type" | "defaultValue" | "description">;

export function paramOf(entry: CatalogueEntry, arg: ParamSource, rule: ArgumentRule | undefined): ParamSpec {
  const override = Object.entries(entry.params ?? {}).find(([, argName]) => argName === arg.name)?.[0];
  const name = override ?? snakeCase(arg.name);
  const named = getNamedType(arg.type);
  const unwrapped = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
  const param: ParamSpec = {
    name,
    arg: arg.name,
    in: entry.path.includes(`{${name}}`) ? "path" : entry.method === "POST" ? "body" : "query",
    type: paramType(arg.type),
    graphqlType: variableType(arg),
    list: isListType(unwrapped),
    required: isNonNullType(arg.type) && arg.defaultValue === undefined,
  };
  if (param.type === "object" && param.in !== "body")
    throw new Error(`${entry.name}: ${arg.name} is a JSON object, which only a POST body can carry`);
  if (arg.defaultValue !== undefined && arg.defaultValue !== null) {
    param.default = arg.defaultValue as string | number | boolean;
  }
  if (isEnumType(named)) param.enum = named.getValues().map((value) => value.name);
  const docs = entry.param_docs?.[name];
  if (docs?.enum) param.documentedEnum = [...docs.enum];
  if (docs?.default !== undefined) {
    if (param.default !== undefined)
      throw new Error(`${entry.name}: param_docs.${name}.default repeats the GraphQL default of ${arg.name}`);
    param.default = docs.default;
  }
  if (entry.whole_numbers?.includes(name)) {
    if (param.type !== "number") {
      throw new Error(`${entry.name}: whole_numbers names ${name}, whose argument ${arg.name} is no Float`);
    }
    param.type = "integer";
  }
  const limits = entry.limits?.[name];
  if (limits) {
    const { min_items: minItems, max_items: maxItems, max_length: maxLength } = limits;
    if ((minItems !== undefined || maxItems !== undefined) && !param.list)
      throw new Error(`${entry.name}: limits.${name} caps items of ${arg.name}, which is no list`);
    if (maxLength !== undefined && param.type !== "string")
      throw new Error(`${entry.name}: limits.${name}.max_length caps ${arg.name}, which is no text`);
    if (minItems !== undefined) param.minItems = minItems;
    if (maxItems !== undefined) param.maxItems = maxItems;
    if (maxLength !== undefined) param.maxLength = maxLength;
  }
  if (rule?.min !== undefined) param.min = rule.min;
  if (rule?.max !== undefined) param.max = rule.max;
  if (rule?.date) param.date = true;
  if (arg.description) param.description = arg.description;
  if (entry.server_injected?.includes(name)) param.serverInjected = true;
  return param;
}

export function buildRoute(
  entry: CatalogueEntry,
  schema: GraphQLSchema,
  rules: ArgumentRules,
  composers: Composers = {},
): RouteSpec {
  if (entry.document !== undefined) return buildDocumentRoute(entry, schema, rules, composers);
  const fieldName = entry.field as string;
  // A Query field answers once; a Subscription field is an SSE route (its frames are the stream).
  const queryField = schema.getQueryType()?.getFields()[fieldName];
  const field = queryField ?? schema.getSubscriptionType()?.getFields()[fieldName];
  const operation = queryField ? "query" : "subscription";
  if (!field)
    throw new Error(
      `${entry.name}: neither Query.${fieldName} nor Subscription.${fieldName} is in the schema`,
    );
  const fieldRules = rules.get(fieldName);
  const params = field.args.map((arg) => paramOf(entry, arg, fieldRules?.get(arg.name)));
  const selection = selectionOf(field.type);
  const variables = params.map((param) => `$${param.arg}: ${param.graphqlType}`).join(", ");
  const args = params.map((param) => `${param.arg}: $${param.arg}`).join(", ");
  // One line, not pretty-printed: the shim parses it once at mount and no file shows it.
  const document = `${operation} ${entry.name}${variables ? `(${variables})` : ""} { ${fieldName}${args ? `(${args})` : ""} ${selection.text} }`;
  return routeOf(entry, {
    field: fieldName,
    operation,
    params,
    document,
    fieldNamePaths: selection.fieldNamePaths,
    responseSchema: selection.schema,
  });
}

/** The keys of spec/02's envelope `{ok, timestamp, ...data}` that no data key may take. */
export const ENVELOPE_KEYS = ["ok", "timestamp"];

/** What a route serves, as its builder (field or document) derived it. */
export interface RouteParts {
  field: string;
  operation: RouteSpec["operation"];
  params: ParamSpec[];
  document: string;
  fieldNamePaths: string[];
  responseSchema: Record<string, unknown>;
}

/** The RouteSpec of an entry and what it serves, once the entry's own settings are checked against it. */
export function routeOf(entry: CatalogueEntry, parts: RouteParts): RouteSpec {
  const { params } = parts;
  for (const name of entry.whole_numbers ?? []) {
    if (!params.some((param) => param.name === name))
      throw new Error(`${entry.name}: whole_numbers names ${name}, which is no parameter of the route`);
  }
  for (const name of Object.keys(entry.limits ?? {})) {
    if (!params.some((param) => param.name === name))
      throw new Error(`${entry.name}: limits names ${name}, which is no parameter of the route`);
  }
  for (const [subgraph, code] of Object.entries(entry.upstream_error_codes ?? {})) {
    if (!isErrorCode(code))
      throw new Error(
        `${entry.name}: upstream_error_codes.${subgraph} is ${code}, which is no error code of core/errors.ts`,
      );
  }
  for (const name of Object.keys(entry.param_docs ?? {})) {
    if (!params.some((param) => param.name === name))
      throw new Error(`${entry.name}: param_docs names ${name}, which is no parameter of the route`);
  }
  for (const [restName] of entry.path.matchAll(/\{(\w+)\}/g)) {
    const name = restName.slice(1, -1);
    if (!params.some((param) => param.name === name)) {
      throw new Error(`${entry.name}: path parameter {${name}} matches no argument of ${parts.field}`);
    }
  }
  for (const name of entry.server_injected ?? []) {
    if (!params.some((param) => param.name === name)) {
      throw new Error(
        `${entry.name}: server_injected parameter ${name} matches no argument of ${parts.field}`,
      );
    }
  }
  const dataKeys = Object.keys((parts.responseSchema.properties ?? {}) as Record<string, unknown>);
  const taken = ENVELOPE_KEYS.filter((key) => dataKeys.includes(key));
  // A stream's frames are no envelope: only an answer's keys sit beside ok and timestamp.
  if (parts.operation === "query" && taken.length > 0) {
    throw new Error(
      `${entry.name}: its answer has the key ${taken.join(", ")}, which the envelope holds itself; alias the field`,
    );
  }
  const ttl = entry.cache_ttl_s;
  if (ttl !== undefined && !(Number.isInteger(ttl) && ttl > 0)) {
    throw new Error(`${entry.name}: cache_ttl_s must be a whole number of seconds above 0, not ${ttl}`);
  }
  return {
    name: entry.name,
    method: entry.method,
    path: entry.path,
    group: entry.group,
    product: entry.product,
    credits: entry.credits,
    field: parts.field,
    operation: parts.operation,
    flags: entry.flags ?? [],
    ...(entry.work !== undefined ? { work: entry.work } : {}),
    upstreamErrorCodes: entry.upstream_error_codes ?? {},
    ...(ttl !== undefined ? { cacheTtlS: ttl } : {}),
    replacedBy: entry.replaced_by ?? null,
    displayName: entry.display_name,
    description: entry.description,
    params,
    document: parts.document,
    fieldNamePaths: parts.fieldNamePaths,
    responseSchema: parts.responseSchema,
  };
}
