/**
 * Field names carried as data (the keys of a `null_reasons` or `units` map, the entries of
 * `fields_withheld`) written as REST writes its keys. The generator lists where a route's answer
 * holds such names (the FieldMap and FieldName scalars, subgraphs/kit/fieldNames.ts); this turns
 * them to snake_case. It copies what it changes: a resolver may have handed out a shared object.
 */
import { snakeCase } from "./generator/naming.js";

function renamed(value: unknown): unknown {
  if (typeof value === "string") return snakeCase(value);
  if (Array.isArray(value)) return value.map(renamed);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [snakeCase(name), inner]));
  }
  return value;
}

function renamedAt(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return renamed(value);
  if (Array.isArray(value)) return value.map((item) => renamedAt(item, path));
  if (value === null || typeof value !== "object") return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (!(key in value)) return value;
  return { ...value, [key]: renamedAt((value as Record<string, unknown>)[key], rest) };
}

/** `data` with the field names at each of `paths` (dot-joined REST keys) in snake_case. */
export function withRestFieldNames<T>(data: T, paths: readonly string[]): T {
  let answer: unknown = data;
  for (const path of paths) answer = renamedAt(answer, path.split("."));
  return answer as T;
}
