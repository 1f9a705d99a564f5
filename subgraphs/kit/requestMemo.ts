/**
 * One computation per request and key, however many fields of an entity ask for it: the field
 * resolvers of one entity (a market cap and its basis fields, a valuation and its statuses) each
 * run on their own, and would otherwise repeat the same work. I/O belongs in loaders
 * (kit/loaders.ts), which also batch; this is for what is computed from what they returned.
 */
export type RequestMemo<V> = (request: object, key: string, compute: () => Promise<V>) => Promise<V>;

export function requestMemo<V>(): RequestMemo<V> {
  const byRequest = new WeakMap<object, Map<string, Promise<V>>>();
  return (request, key, compute) => {
    let memo = byRequest.get(request);
    if (!memo) {
      memo = new Map();
      byRequest.set(request, memo);
    }
    let found = memo.get(key);
    if (!found) {
      found = compute();
      memo.set(key, found);
    }
    return found;
  };
}
