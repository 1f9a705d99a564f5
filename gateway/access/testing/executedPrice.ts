/**
 * The reference of the quote's property test: runs an operation with graphql-js over the small
 * priced schema (./pricedSchema.ts), with resolvers that record which priced root fields ran (with
 * the arguments they ran with) and which priced Instrument fields ran on which instrument, and
 * prices exactly that by the model of docs/ACCESS.md "GraphQL pricing" — without the quote's walk.
 * Every `signal` of the ticker "E" fails (503 dataset_unavailable), so settlement has partial
 * answers to charge.
 */
import { type ExecutionResult, execute, type GraphQLResolveInfo, parse, type ResponsePath } from "graphql";
import { ServiceError } from "../../../core/errors.js";
import { PRODUCTS, type ProductId } from "../plans.js";
import { pricing, schema } from "./pricedSchema.js";

/** What an executed object carries for the reference: its ticker, its root's own product, a page size. */
interface Source {
  ticker?: string;
  exempt: ProductId | null;
  limit?: number;
}

export interface ExecutedPrice {
  result: ExecutionResult;
  /** Products of the priced fields that ran (roots, and joins other than a root's own). */
  products: Set<ProductId>;
  /** What those fields cost: each root its price, each instrument each product once. */
  total: number;
  /** Of that, what answered: roots, and instrument products none of whose fields failed. */
  answered: number;
}

const pathOf = (path: ResponsePath | undefined): string => (path ? `${pathOf(path.prev)}/${path.key}` : "");

function rootPrice(
  field: string,
  args: Record<string, unknown>,
): { product: ProductId; credits: number } | null {
  const price = pricing.roots[field];
  if (!price) return null;
  const value = price.byArgument ? args[price.byArgument.argument] : undefined;
  const product =
    typeof value === "string" ? price.byArgument?.products[value.trim().toLowerCase()] : undefined;
  return product
    ? { product, credits: PRODUCTS[product].credits }
    : { product: price.product, credits: price.credits };
}

export async function executedPrice(
  query: string,
  variables: Record<string, unknown>,
): Promise<ExecutedPrice> {
  const roots: { product: ProductId; credits: number }[] = [];
  /** instrument path → product → whether a field of it failed there. */
  const joins = new Map<string, Map<ProductId, boolean>>();

  const resolve = (source: Source, args: Record<string, unknown>, _: unknown, info: GraphQLResolveInfo) => {
    const field = `${info.parentType.name}.${info.fieldName}`;
    if (info.parentType.name === "Query") {
      const priced = rootPrice(field, args);
      if (priced) roots.push(priced);
      const exempt = priced?.product ?? null;
      if (info.fieldName === "instruments")
        return (args.tickers as string[]).map((ticker) => ({ ticker, exempt: null }));
      if (info.fieldName === "screener") return { exempt, limit: args.limit };
      return { ticker: args.ticker, exempt };
    }
    const product = info.parentType.name === "Instrument" ? pricing.joins[field] : undefined;
    if (product && product !== source.exempt) {
      const instrument = pathOf(info.path.prev);
      const products = joins.get(instrument) ?? new Map<ProductId, boolean>();
      const fails = info.fieldName === "signal" && source.ticker === "E";
      products.set(product, (products.get(product) ?? false) || fails);
      joins.set(instrument, products);
      if (fails) throw new ServiceError("dataset_unavailable", "E is not ranked.", { retryAfterS: null });
    }
    if (field === "Screener.items")
      return Array.from({ length: Math.max(0, source.limit ?? 0) }, (_, i) => ({
        ticker: `R${i}`,
        exempt: null,
      }));
    const leaves: Record<string, unknown> = { price: 1, value: 0.5, name: "n", count: 1, total: 2 };
    if (info.fieldName in leaves) return leaves[info.fieldName];
    if (info.fieldName === "ticker") return source.ticker ?? "R";
    return { ticker: source.ticker, exempt: source.exempt };
  };

  const result = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    fieldResolver: resolve as never,
  });
  const products = new Set<ProductId>(roots.map((root) => root.product));
  let total = roots.reduce((sum, root) => sum + root.credits, 0);
  let answered = total;
  for (const reached of joins.values()) {
    for (const [product, failed] of reached) {
      products.add(product);
      total += PRODUCTS[product].credits;
      if (!failed) answered += PRODUCTS[product].credits;
    }
  }
  return { result, products, total, answered };
}
