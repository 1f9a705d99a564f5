/**
 * Which route a request path means when several templates match it: a literal segment wins over a
 * parameter, decided at the first segment where the templates differ. `/api/crypto/sitting` is the
 * sitting route, not `/api/crypto/{ticker}` with ticker "sitting"; `/api/crypto/BTC` is the quote.
 *
 * Fastify's router (find-my-way) matches static segments before parametric ones whatever the
 * registration order; the shim states the rule here, registers its routes in this order, and the
 * tests hold the router to it (rest-shim/routeOrder.test.ts; over HTTP, every literal route the table shadows with a
 * parameter: test/e2e/signalsMarket.e2e.test.ts), so a change of
 * router or of registration cannot silently hand a literal path to a parameter.
 */

const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * A total order of templates in which, of any two that can match the same path, the one with a
 * literal at the first segment where they differ comes first: templates compare by their segments'
 * kinds (literal before parameter), position by position. Two templates matching one path have
 * equal literals wherever both are literal, so the first difference of kinds is that segment.
 */
export function comparePathPrecedence(a: string, b: string): number {
  const left = a.split("/").map(isParameter);
  const right = b.split("/").map(isParameter);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i] ? 1 : -1;
  }
  return left.length - right.length;
}

/** The routes with every literal-first template before the parameter templates it shadows (stable). */
export function inPrecedenceOrder<T extends { path: string }>(routes: readonly T[]): T[] {
  return routes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => comparePathPrecedence(a.route.path, b.route.path) || a.index - b.index)
    .map(({ route }) => route);
}

/** Whether a concrete path (no query) fits a template. */
export function pathMatches(template: string, path: string): boolean {
  const pattern = template.split("/");
  const parts = path.split("/");
  return (
    pattern.length === parts.length &&
    pattern.every((segment, i) => (isParameter(segment) ? (parts[i] ?? "") !== "" : segment === parts[i]))
  );
}

/** The route a request of `method` on `path` reaches under the rule, or null when none fits. */
export function routeFor<T extends { method: string; path: string }>(
  routes: readonly T[],
  method: string,
  path: string,
): T | null {
  return (
    inPrecedenceOrder(routes.filter((route) => route.method === method)).find((route) =>
      pathMatches(route.path, path),
    ) ?? null
  );
}
