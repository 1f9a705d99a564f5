/**
 * One text per value whatever the order of its object keys: what a cache key or a shared
 * subscription's key compares (kit/dataCache.ts, gateway/sharedSubscriptions.ts).
 */

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === "object" && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? "undefined"
  );
}
