/**
 * Fastify's validation of the shim's routes: the JSON Schemas of rest-shim/params.ts compiled
 * with ajv, and a refusal in the spec's 422 body naming the parameter (spec/03; docs/ARCHITECTURE
 * "Generic 422 code"): `validation_error` with `parameter` and `accepted`, `invalid_date` for a
 * day that is not in the calendar. A refusal runs nothing, so it charges nothing.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import type { SchemaErrorDataVar } from "fastify/types/schema.js";
import type { ParamSpec } from "../catalogue/routeParams.js";
import { inputName, quoteInput } from "../core/errors.js";
import { RestError } from "../core/restError.js";
import { isCalendarDate } from "../subgraphs/kit/validation.js";
import { FORMATS, type JsonSchema, type Part, paramsIn, rangeOf, writtenPartSchema } from "./params.js";
import type { RouteSpec } from "./routeSpec.js";

/** A decimal number (a sign, digits, a fraction, an exponent): no hex, no blanks. */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A finite decimal number written as text: the shim's reading of a number in a query. */
const isNumberText = (text: string) => NUMBER_TEXT.test(text) && Number.isFinite(Number(text));

function ajvWith(coerceTypes: boolean): Ajv {
  // allErrors: the refusal names the parameter the route lists first, whichever ajv met first;
  // verbose: the refusal quotes the value.
  const ajv = new Ajv({ coerceTypes, allErrors: true, verbose: true, allowUnionTypes: true });
  ajv.addFormat(FORMATS.calendarDate, isCalendarDate);
  ajv.addFormat(FORMATS.numberText, isNumberText);
  return ajv;
}

type Check = (data: unknown) => { ok: boolean; errors: ErrorObject[] };

/**
 * Checks against schemas, each compiled on its first request and shared by every route with the
 * same schema: compiling all the routes' schemas at start-up (93 distinct ones) cost about as
 * much again as the rest of the shim's mount.
 */
function lazyChecks(ajv: Ajv): (schema: JsonSchema) => Check {
  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: JsonSchema) => {
    const validate = ajv.compile(schema);
    compiled.set(key, validate);
    return validate;
  };
  return (schema) => {
    const key = JSON.stringify(schema);
    let validate: ValidateFunction | undefined;
    return (data) => {
      validate ??= compiled.get(key) ?? compile(key, schema);
      const ok = validate(data) as boolean;
      return { ok, errors: validate.errors ?? [] };
    };
  };
}

/** Values: text coerced to the parameter's type (the query's only kind), then checked. */
const valueCheck = lazyChecks(ajvWith(true));
/** Written forms: checked as sent. */
const writtenCheck = lazyChecks(ajvWith(false));

const PARTS: Record<string, Part> = { querystring: "query", params: "path", body: "body" };

/**
 * The route's validator compiler: each part is checked for its written form, then for its value,
 * and refused with every error of both, so the formatter can pick the one today's order names.
 */
export function validatorCompilerFor(route: RouteSpec): FastifySchemaCompiler<JsonSchema> {
  return ({ schema, httpPart }) => {
    const part = PARTS[httpPart ?? ""];
    const checks = [
      ...(part && paramsIn(route, part).length > 0 ? [writtenCheck(writtenPartSchema(route, part))] : []),
      valueCheck(schema),
    ];
    const validate = (data: unknown) => {
      const results = checks.map((check) => check(data));
      validate.errors = results.flatMap((result) => (result.ok ? [] : result.errors));
      return results.every((result) => result.ok);
    };
    validate.errors = [] as ErrorObject[];
    return validate;
  };
}

function describe(param: ParamSpec): string {
  const single = describeValue(param);
  if (!param.list) return single;
  if (param.minItems === undefined && param.maxItems === undefined) return `a list, each ${single}`;
  return `${param.minItems ?? 0}..${param.maxItems ?? "n"} items, each ${single}`;
}

function describeValue(param: ParamSpec): string {
  if (param.enum) return `one of ${param.enum.join(", ")}`;
  if (param.date) return "a date YYYY-MM-DD";
  const { min, max } = rangeOf(param);
  const bounds = min !== undefined || max !== undefined ? ` in ${min ?? "-inf"}..${max ?? "inf"}` : "";
  const kind = {
    string: "text",
    integer: "a whole number",
    number: "a number",
    boolean: "true or false",
    object: "a JSON object",
  }[param.type];
  const length = param.maxLength !== undefined ? ` of at most ${param.maxLength} characters` : "";
  return `${kind}${bounds}${length}`;
}

function invalid(param: ParamSpec, message: string): RestError {
  const accepted = describe(param);
  return new RestError(422, "validation_error", `${param.name}: ${message}; accepted: ${accepted}.`, {
    parameter: param.name,
    accepted,
  });
}

/** `atItem`: the value is one item of a list parameter, not the parameter's whole value. */
function wrongType(param: ParamSpec, value: unknown, atItem: boolean): RestError {
  const quoted = quoteInput(value);
  // Only a JSON body can send a list parameter something else: a query's list is text, read as one.
  if (param.list && !atItem) return invalid(param, `${quoted} is not a list`);
  if (param.type === "string") return invalid(param, "must be text");
  if (param.type === "object") return invalid(param, "must be a JSON object");
  if (param.type === "boolean") return invalid(param, `${quoted} is not a boolean`);
  const finite =
    typeof value === "number" ? Number.isFinite(value) : typeof value === "string" && isNumberText(value);
  if (param.type === "integer" && finite) return invalid(param, `${quoted} is not a whole number`);
  return invalid(param, `${quoted} is not a number`);
}

function notACalendarDate(param: ParamSpec, value: unknown): RestError {
  return new RestError(
    422,
    "invalid_date",
    `${param.name}: ${quoteInput(value)} is not a calendar date; accepted: YYYY-MM-DD.`,
    { parameter: param.name, accepted: "YYYY-MM-DD" },
  );
}

/** The refusal for one error about one parameter. */
function refusalFor(param: ParamSpec, error: ErrorObject): RestError {
  const value = error.data;
  const atItem = error.instancePath.split("/").length > 2;
  switch (error.keyword) {
    case "required":
      return invalid(param, "is required");
    case "enum":
      return invalid(param, `${quoteInput(value)} is not allowed`);
    case "minimum":
    case "maximum":
      return invalid(param, `${quoteInput(value)} is out of range`);
    case "format":
      return param.date ? notACalendarDate(param, value) : wrongType(param, value, atItem);
    case "minItems":
    case "maxItems":
      return invalid(param, `${Array.isArray(value) ? value.length : 0} items are out of range`);
    case "maxLength":
      return invalid(param, `${String(value).length} characters are too many`);
    case "pattern":
      return invalid(param, `${quoteInput(value)} is not one plain path segment`);
    default:
      return wrongType(param, value, atItem);
  }
}

/** The parameter an error is about: the first step of its path, or the missing property. */
function nameOf(error: ErrorObject): string | undefined {
  if (error.keyword === "required") return error.params.missingProperty as string;
  return error.instancePath.split("/")[1];
}

/** Unknown names a refusal lists: a request can carry thousands, and each is quoted bounded. */
const UNKNOWN_NAMES_LISTED = 10;

/** The unknown names a refusal quotes (bounded), and how its message lists them. */
function listedNames(unknown: string[]): { listed: string[]; names: string } {
  const listed = unknown.slice(0, UNKNOWN_NAMES_LISTED).map(inputName);
  const more = unknown.length - listed.length;
  return { listed, names: `${listed.join(", ")}${more > 0 ? ` and ${more} more` : ""}` };
}

/**
 * The refusal of names a caller sent that are not among the `accepted` ones (a query flagged
 * reject_unknown_args, an MCP tool's arguments): each unknown name, and every accepted one.
 */
export function unknownParameters(unknown: string[], accepted: string[]): RestError {
  const { listed, names } = listedNames(unknown);
  return new RestError(
    422,
    "validation_error",
    `Unknown parameter${unknown.length > 1 ? "s" : ""} ${names}; accepted: ${accepted.join(", ")}.`,
    { parameter: listed[0], unknown: listed, accepted },
  );
}

function unknownNames(route: RouteSpec, part: Part, unknown: string[]): RestError {
  const known = paramsIn(route, part).map((param) => param.name);
  if (part !== "body") return unknownParameters(unknown, known);
  const { listed, names } = listedNames(unknown);
  const accepted = known.join(", ");
  return new RestError(422, "validation_error", `Unknown body properties: ${names}; accepted: ${accepted}.`, {
    parameter: listed[0],
    accepted,
  });
}

/**
 * The route's schemaErrorFormatter: one refusal for a part's errors, in the order the shim has
 * always checked: a body that is no object, then unknown names (all of them), then the route's
 * parameters in their order.
 */
export function refusalFrom(
  route: RouteSpec,
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): RestError {
  const all = errors as ErrorObject[];
  const part = PARTS[dataVar] ?? "query";
  if (all.some((error) => error.instancePath === "" && error.keyword === "type")) {
    return new RestError(422, "validation_error", "The request body must be a JSON object.", {
      parameter: "body",
    });
  }
  const unknown = all
    .filter((error) => error.keyword === "additionalProperties")
    .map((error) => error.params.additionalProperty as string);
  if (unknown.length > 0) return unknownNames(route, part, [...new Set(unknown)]);
  const params = paramsIn(route, part);
  for (const param of params) {
    const error = all.find((candidate) => nameOf(candidate) === param.name);
    if (error) return refusalFor(param, error);
  }
  const first = all[0];
  return new RestError(
    422,
    "validation_error",
    `${dataVar}${inputName(first?.instancePath ?? "")} ${first?.message}.`,
  );
}
