/**
 * REST inputs → GraphQL variables, checked against the generated parameter table (type, enum,
 * range, date, required) before anything executes, so a bad request gets a 422 naming the
 * parameter and changes nothing.
 */
import { isCalendarDate } from "../subgraphs/kit/validation.js";
import { RestError } from "./errors.js";
import type { ParamSpec, RouteSpec } from "./routeSpec.js";

type Variables = Record<string, unknown>;

function invalid(param: ParamSpec, message: string, accepted: string): RestError {
  return new RestError(422, "validation_error", `${param.name}: ${message}; accepted: ${accepted}.`, {
    parameter: param.name,
    accepted,
  });
}

function describe(param: ParamSpec): string {
  if (param.enum) return `one of ${param.enum.join(", ")}`;
  if (param.date) return "a date YYYY-MM-DD";
  const bounds =
    param.min !== undefined || param.max !== undefined
      ? ` in ${param.min ?? "-inf"}..${param.max ?? "inf"}`
      : "";
  const kind = { string: "text", integer: "a whole number", number: "a number", boolean: "true or false" }[
    param.type
  ];
  return `${kind}${bounds}`;
}

function coerce(param: ParamSpec, raw: unknown): unknown {
  if (param.type === "string") {
    if (typeof raw !== "string") throw invalid(param, "must be text", describe(param));
    return raw;
  }
  if (param.type === "boolean") {
    if (typeof raw === "boolean") return raw;
    if (raw === "true" || raw === "1") return true;
    if (raw === "false" || raw === "0") return false;
    throw invalid(param, `${JSON.stringify(raw)} is not a boolean`, describe(param));
  }
  const value =
    typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value))
    throw invalid(param, `${JSON.stringify(raw)} is not a number`, describe(param));
  if (param.type === "integer" && !Number.isInteger(value)) {
    throw invalid(param, `${JSON.stringify(raw)} is not a whole number`, describe(param));
  }
  return value;
}

function check(param: ParamSpec, value: unknown): void {
  if (param.enum && !param.enum.includes(value as string)) {
    throw invalid(param, `${JSON.stringify(value)} is not allowed`, describe(param));
  }
  if (param.date && !isCalendarDate(value as string)) {
    throw new RestError(
      422,
      "invalid_date",
      `${param.name}: ${JSON.stringify(value)} is not a calendar date; accepted: YYYY-MM-DD.`,
      {
        parameter: param.name,
        accepted: "YYYY-MM-DD",
      },
    );
  }
  if (typeof value === "number") {
    if ((param.min !== undefined && value < param.min) || (param.max !== undefined && value > param.max)) {
      throw invalid(param, `${value} is out of range`, describe(param));
    }
  }
}

function parseOne(param: ParamSpec, raw: unknown): unknown {
  const items = param.list
    ? Array.isArray(raw)
      ? raw
      : String(raw)
          .split(",")
          .map((item) => item.trim())
    : [raw];
  const values = items.filter((item) => item !== "").map((item) => coerce(param, item));
  for (const value of values) check(param, value);
  return param.list ? values : values[0];
}

export interface RawInputs {
  query: Record<string, unknown>;
  path: Record<string, string>;
  body: unknown;
}

/** Query names every route accepts besides its own parameters: the key (spec/03 Authentication). */
const ALWAYS_ACCEPTED = new Set(["api_key"]);

/**
 * A route flagged reject_unknown_args refuses a query parameter it does not declare, naming the
 * ones it accepts, instead of ignoring it (a misspelt filter would otherwise widen the answer).
 */
function rejectUnknownQuery(route: RouteSpec, query: Record<string, unknown>): void {
  if (!route.flags.includes("reject_unknown_args")) return;
  const known = new Set(route.params.filter((param) => param.in === "query").map((param) => param.name));
  const unknown = Object.keys(query).filter((key) => !known.has(key) && !ALWAYS_ACCEPTED.has(key));
  if (unknown.length === 0) return;
  const accepted = [...known];
  throw new RestError(
    422,
    "validation_error",
    `Unknown parameter${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; accepted: ${accepted.join(", ")}.`,
    { parameter: unknown[0] as string, unknown, accepted },
  );
}

export function variablesFor(route: RouteSpec, inputs: RawInputs): Variables {
  const variables: Variables = {};
  rejectUnknownQuery(route, inputs.query);
  if (route.method === "POST") {
    if (
      inputs.body !== undefined &&
      (typeof inputs.body !== "object" || inputs.body === null || Array.isArray(inputs.body))
    ) {
      throw new RestError(422, "validation_error", "The request body must be a JSON object.", {
        parameter: "body",
      });
    }
    const known = new Set(route.params.filter((param) => param.in === "body").map((param) => param.name));
    const unknown = Object.keys((inputs.body ?? {}) as object).filter((key) => !known.has(key));
    if (unknown.length > 0) {
      const accepted = [...known].join(", ");
      throw new RestError(
        422,
        "validation_error",
        `Unknown body properties: ${unknown.join(", ")}; accepted: ${accepted}.`,
        {
          parameter: unknown[0] as string,
          accepted,
        },
      );
    }
  }
  for (const param of route.params) {
    const source =
      param.in === "path"
        ? inputs.path
        : param.in === "body"
          ? ((inputs.body ?? {}) as Record<string, unknown>)
          : inputs.query;
    const raw = source[param.name];
    const present =
      raw !== undefined && raw !== null && !(typeof raw === "string" && raw === "" && param.in !== "path");
    if (!present) {
      if (param.required) throw invalid(param, "is required", describe(param));
      continue;
    }
    variables[param.arg] = parseOne(param, Array.isArray(raw) && !param.list ? raw[0] : raw);
  }
  return variables;
}
