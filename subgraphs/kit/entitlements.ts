/**
 * Which products the caller's plan includes, as subgraph resolvers see it. Access is enforced at
 * the gateway (a route is refused 402 before it runs); this is only for answers that hold a part
 * the plan does not cover (spec/02: fundamentals/full serves insider trades and holders only with
 * the funds product, else null with status plan_required).
 *
 * In process the gateway hands the products to the subgraph context directly. To a subgraph in
 * its own process it sends them in ENTITLED_PRODUCTS_HEADER, which the gateway always sets itself
 * (a value a client sends is never forwarded: the gateway builds subgraph requests from scratch and
 * overwrites this header), so a subgraph port must only be reachable from the gateway.
 *
 * null means "not told" (no access layer, a direct subgraph call): treated as no extra product.
 */
export const ENTITLED_PRODUCTS_HEADER = "x-qf-entitled-products";

export type EntitledProducts = ReadonlySet<string> | null;

export function formatEntitledProducts(products: Iterable<string>): string {
  return [...products].sort().join(",");
}

export function parseEntitledProducts(value: string | string[] | null | undefined): EntitledProducts {
  const raw = Array.isArray(value) ? value.join(",") : value;
  if (raw === null || raw === undefined) return null;
  return new Set(
    raw
      .split(",")
      .map((p) => p.trim())
      .filter((p) => p !== ""),
  );
}

export function isEntitled(products: EntitledProducts, product: string): boolean {
  return products?.has(product) ?? false;
}
