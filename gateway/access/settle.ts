/**
 * What a finished operation is charged (docs/ACCESS.md "GraphQL pricing", 3): each line of its
 * quote is charged only for the part of the answer that arrived without error.
 *
 * - A root field's line: charged when its field is not null and no error under it belongs to it
 *   (an error under a join line's field is that line's).
 * - A join line: charged its unit for each instrument at its point whose fields of the line's
 *   product answered, up to the count it held (a shorter list, a failed instrument pay nothing);
 *   a line charged for some of its instruments names the first failure's error_code. An error
 *   inside an instrument reached within such a field is that inner instrument's line's.
 * - A persisted document's line: charged when its root answered, unless a part failed for a reason
 *   other than the platform not holding it.
 *
 * Nothing is charged after a request-level error, and an error marked `refunded` says so.
 */
import type { GraphQLError } from "graphql";
import { type Billing, serviceErrorFields } from "../../core/errors.js";
import type { LedgerLine } from "./backend.js";
import type { JoinReach, Quote } from "./quote.js";

export interface SettleInput {
  data?: Record<string, unknown> | null;
  errors?: readonly Pick<GraphQLError, "path" | "extensions">[];
}

type Path = readonly (string | number)[];

interface Failure {
  /** The error's path, list positions included; null for a request-level error. */
  path: Path | null;
  code: string;
  billing?: Billing | undefined;
  /** A part the platform does not hold (a 4xx, 503 dataset_unavailable): not worth a retry. */
  notHeld?: boolean;
}

const NO_DATA: Failure = { path: null, code: "no_data" };

/** Response path without list positions, dotted: how the quote names a field. */
const dotted = (path: Path) => path.filter((part) => typeof part === "string").join(".");
const within = (path: string, above: string) => path === above || path.startsWith(`${above}.`);
const startsWith = (path: Path, prefix: Path) => prefix.every((part, i) => path[i] === part);
/** One path at or under the other. */
const related = (a: Path, b: Path) => startsWith(a, b) || startsWith(b, a);

/** Whether the answer is null (or absent) at a dotted field path anywhere (list items each count). */
function nullAt(value: unknown, path: readonly string[]): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.some((item) => nullAt(item, path));
  const [key, ...rest] = path;
  if (key === undefined) return false;
  return nullAt((value as Record<string, unknown>)[key], rest);
}

/** The values at a dotted response path, each with its concrete path (lists expanded). */
function valuesAt(value: unknown, keys: readonly string[], at: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => valuesAt(item, keys, [...at, i]));
  const [key, ...rest] = keys;
  if (key === undefined) return [{ path: at, value }];
  if (value == null || typeof value !== "object") return [];
  return valuesAt((value as Record<string, unknown>)[key], rest, [...at, key]);
}

/**
 * How many of a join line's instruments answered its fields, and the first failure among the rest.
 * `owner` names the join field an error below belongs to: the deepest one it is under (an error in
 * an instrument reached inside another's field is the inner instrument's line's).
 */
function answered(
  join: JoinReach,
  data: unknown,
  failures: readonly Failure[],
  owner: (path: Path) => string | undefined,
) {
  let count = 0;
  let first: Failure | undefined;
  // An error at a field or below fails it; an error above it fails it when it left the field null
  // (a failed entity fetch is reported at the entity, not at each field it would fill).
  const failing = (key: string, field: Path, value: unknown) =>
    failures.find(
      ({ path }) =>
        path !== null &&
        ((startsWith(path, field) && owner(path) === `${join.point}.${key}`) ||
          (value == null && startsWith(field, path))),
    );
  for (const instrument of valuesAt(data, join.point.split("."))) {
    const fields = instrument.value as Record<string, unknown> | null;
    const failure = join.fields
      .map((key) => failing(key, [...instrument.path, key], fields?.[key]))
      .find((found) => found !== undefined);
    if (fields != null && !failure) count++;
    else
      first ??=
        failure ?? failures.find(({ path }) => path !== null && related(path, instrument.path)) ?? NO_DATA;
  }
  return { count: Math.min(count, join.count), first };
}

export function settleQuote(quote: Quote, keyId: string, result: SettleInput): LedgerLine[] {
  const failures: Failure[] = (result.errors ?? []).map((error) => {
    const { code, status, billing } = serviceErrorFields(error);
    return {
      path: error.path ?? null,
      code: code ?? "internal_error",
      billing,
      notHeld: code === "dataset_unavailable" || (status !== undefined && status < 500),
    };
  });
  const requestLevel = failures.find((failure) => failure.path === null);
  const joinFields = quote.lines
    .flatMap((line) => (line.join ? line.join.fields.map((key) => `${line.join?.point}.${key}`) : []))
    .sort((a, b) => b.length - a.length);
  const owner = (path: Path) => joinFields.find((field) => within(dotted(path), field));
  // Whether an error under a root field is a join line's (see `answered`), not the root line's.
  const joins = (errorPath: string) =>
    joinFields.some(
      (field) =>
        within(errorPath, field) || (within(field, errorPath) && nullAt(result.data, field.split("."))),
    );
  const under = (rootKey: string) =>
    failures.find(({ path }) => path !== null && within(dotted(path), rootKey));

  return quote.lines.map((line) => {
    const base = { keyId, operation: line.operation, product: line.product };
    const unbilled = (failure: Failure): LedgerLine => ({
      ...base,
      credits: 0,
      outcome: failure.billing === "refunded" ? "refunded" : "not_billed",
      errorCode: failure.code,
    });
    const rootMissing = result.data?.[line.rootKey] == null ? (under(line.rootKey) ?? NO_DATA) : undefined;
    if (requestLevel ?? rootMissing) return unbilled((requestLevel ?? rootMissing) as Failure);
    if (line.join) {
      const { count, first } = answered(line.join, result.data, failures, owner);
      if (count === 0) return unbilled(first ?? NO_DATA);
      return { ...base, credits: line.join.unit * count, outcome: "charged", errorCode: first?.code ?? null };
    }
    const failure = failures.find(({ path, notHeld }) => {
      if (path === null || (line.persisted && notHeld)) return false;
      const errorPath = dotted(path);
      return within(errorPath, line.rootKey) && !joins(errorPath);
    });
    if (failure) return unbilled(failure);
    return { ...base, credits: line.credits, outcome: "charged", errorCode: null };
  });
}
