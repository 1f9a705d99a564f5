/**
 * The answer of a route served by a persisted document (catalogue `document`). A generated route
 * is all or nothing: its one root field's contract is its answer. A document gathers parts from
 * several subgraphs through `Instrument`, whose fields fail one by one (docs/ARCHITECTURE.md,
 * "Nullability and partial answers"), so here a part that failed is null and says why (spec/01
 * "Data-honesty conventions" 1) rather than failing the route:
 *
 * - `null_reasons`: the nulled part's REST path → the error's code (`signal: dataset_unavailable`);
 * - `part_errors`: per nulled part, the error as a route would have answered it (`error_code`,
 *   `error_message`, `status` and its own fields: `reason`, `dataset`, ...).
 *
 * The route fails as a whole only when its root failed (an unknown ticker is its 404) or an error
 * belongs to no part. What a failed part costs is the access layer's decision (gateway/access/
 * quote.ts: a part the platform does not hold is part of a complete answer; a part the service
 * failed to answer makes the answer free).
 */
import type { ExecutionResult, GraphQLFormattedError } from "graphql";
import type { RestError } from "../core/restError.js";
import type { PartFailure } from "./composer.js";
import { inRestNames, inRouteVariant, restErrorFrom } from "./errors.js";
import type { RouteSpec } from "./routeSpec.js";

export const NULL_REASONS_SCHEMA = {
  type: "object",
  description:
    "Why a part of the answer is null: its REST path (dot-joined) → the error code that nulled it.",
  additionalProperties: { type: "string" },
};

export const PART_ERRORS_SCHEMA = {
  type: "array",
  description:
    "Each part of the answer that failed, with the error a route of its own would have answered (and its fields).",
  items: {
    type: "object",
    required: ["part", "error_code", "error_message", "status"],
    properties: {
      part: { type: "string", description: "REST path of the nulled part (dot-joined)." },
      error_code: { type: "string" },
      error_message: { type: "string" },
      status: { type: "integer", description: "The HTTP status the part's own route would have answered." },
    },
    additionalProperties: true,
  },
};

type GraphQLErrorLike = Pick<GraphQLFormattedError, "message" | "path" | "extensions">;

/** The error as the route's refusal: its status, its code's route variant, REST's parameter names. */
export function routeError(route: RouteSpec, error: GraphQLErrorLike): RestError {
  return inRestNames(inRouteVariant(restErrorFrom(error), route.upstreamErrorCodes), route.params);
}

/** Where the error's null is: the first value on its path (below the root) that is null. */
function nulledPath(root: unknown, path: readonly (string | number)[]): (string | number)[] {
  let value = root;
  for (const [index, step] of path.entries()) {
    value = (value as Record<string | number, unknown> | null | undefined)?.[step];
    if (value === null || value === undefined) return path.slice(0, index + 1);
  }
  return [...path];
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const step of path) value = (value as Record<string | number, unknown> | null | undefined)?.[step];
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function failureOf(route: RouteSpec, error: GraphQLErrorLike, path: (string | number)[]): PartFailure {
  const refusal = routeError(route, error);
  return {
    path,
    errorCode: refusal.errorCode,
    status: refusal.status,
    message: refusal.message,
    extra: refusal.extra,
  };
}

/**
 * The root value and its failed parts; throws the route's RestError when the root did not
 * arrive or an error belongs to no part.
 *
 * A part's own failure is reported at the part (`["instrument", "signal"]`). A failed entity
 * fetch (a subgraph down) is reported at the entity that arrived (`["instrument"]`; the query
 * planner does not name each field it would have filled): the parts it left null are that
 * entity's null fields no other error explains, and each is given its error.
 */
export function readDocumentResult(
  route: RouteSpec,
  result: ExecutionResult,
): { root: unknown; failures: PartFailure[] } {
  const errors = result.errors ?? [];
  const root = result.data?.[route.field];
  const isPart = (error: GraphQLErrorLike) => error.path !== undefined && error.path[0] === route.field;
  if (root === null || root === undefined) {
    const first = errors.find((error) => !isPart(error)) ?? errors[0];
    throw routeError(route, first ?? { message: "The gateway returned no data." });
  }
  const unplaced = errors.find((error) => !isPart(error));
  if (unplaced) throw routeError(route, unplaced);
  const failures = new Map<string, PartFailure>();
  const atEntities: { error: GraphQLErrorLike; entity: (string | number)[] }[] = [];
  for (const error of errors) {
    const below = (error.path ?? []).slice(1);
    if (isObject(valueAt(root, below))) {
      atEntities.push({ error, entity: below });
      continue;
    }
    const path = nulledPath(root, below);
    const key = path.join(".");
    if (!failures.has(key)) failures.set(key, failureOf(route, error, path));
  }
  for (const { error, entity } of atEntities) {
    const fields = Object.entries(valueAt(root, entity) as Record<string, unknown>);
    const nulled = fields
      .filter(([name, value]) => value === null && !failures.has([...entity, name].join(".")))
      .map(([name]) => [...entity, name]);
    // An entity's failure that left no part null names nothing the answer could explain.
    if (nulled.length === 0) throw routeError(route, error);
    for (const path of nulled) failures.set(path.join("."), failureOf(route, error, path));
  }
  return { root, failures: [...failures.values()] };
}

/** A failed part as `part_errors` lists it. */
export function partError(failure: PartFailure): Record<string, unknown> {
  return {
    ...failure.extra,
    part: failure.path.join("."),
    error_code: failure.errorCode,
    error_message: failure.message,
    status: failure.status,
  };
}

/** The answer of a document route without a composer: its root object, and why each null part is null. */
export function documentAnswer(root: Record<string, unknown>, failures: readonly PartFailure[]) {
  return {
    ...root,
    null_reasons: Object.fromEntries(failures.map((failure) => [failure.path.join("."), failure.errorCode])),
    part_errors: failures.map(partError),
  };
}
