/**
 * An estimate of the heap a computed value holds, for the data caches' memory budget
 * (kit/dataCache.ts). It counts what dominates a figure-heavy value (numbers, strings, arrays,
 * typed arrays, maps, plain objects) with V8's usual sizes; it is a budget's yardstick, not an
 * exact measure: a cache that must be exact declares its own `sizeOf`.
 */

const POINTER = 8;
const NUMBER = 8;
const OBJECT_HEADER = 24;
const ARRAY_HEADER = 32;
const STRING_HEADER = 16;

export function approxBytes(value: unknown): number {
  return measure(value, new Set());
}

function measure(value: unknown, seen: Set<object>): number {
  switch (typeof value) {
    case "number":
    case "bigint":
      return NUMBER;
    case "boolean":
    case "undefined":
      return POINTER;
    case "string":
      // Two bytes a character at worst (V8 keeps one-byte strings when it can).
      return STRING_HEADER + value.length * 2;
    case "object":
      break;
    default:
      return POINTER;
  }
  if (value === null) return POINTER;
  if (seen.has(value)) return POINTER;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return ARRAY_HEADER + value.byteLength;
  if (Array.isArray(value)) {
    let bytes = ARRAY_HEADER;
    for (const item of value) bytes += POINTER + measure(item, seen);
    return bytes;
  }
  if (value instanceof Map) {
    let bytes = OBJECT_HEADER;
    for (const [key, item] of value) bytes += 2 * POINTER + measure(key, seen) + measure(item, seen);
    return bytes;
  }
  if (value instanceof Set) {
    let bytes = OBJECT_HEADER;
    for (const item of value) bytes += POINTER + measure(item, seen);
    return bytes;
  }
  let bytes = OBJECT_HEADER;
  for (const [key, item] of Object.entries(value)) bytes += POINTER + key.length + measure(item, seen);
  return bytes;
}
