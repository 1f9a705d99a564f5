/**
 * What a GraphQL operation costs, decided before anything runs from what will run: the variables
 * are coerced against the operation's definitions (their declared defaults applied), `@skip` and
 * `@include` are evaluated on them, fields are collected and merged by response key, and every
 * priced argument is read from the coerced argument values, the schema's defaults included — the
 * executor's own steps (graphql-js getVariableValues and getArgumentValues, graphql-tools'
 * collectFields). The pricing model is documented once, in docs/ACCESS.md "GraphQL pricing":
 *
 * 1. Each root field that is a catalogue operation costs that operation's credits, exactly as its
 *    REST route does; each alias is a call.
 * 2. Each instrument reached (a root `instrument`, each ticker of `instruments(tickers:)`, each
 *    instrument under a list, up to the list's bound) costs, per product its fields reach, that
 *    product's price. A root field's own instrument does not pay again for the root's product.
 * 3. A persisted document (a copilot route) costs its route's price, within its route's caps.
 *
 * An operation that cannot run (its variables do not coerce) is not priced at all: it is refused
 * with the executor's own errors, holding and charging nothing. Settlement: gateway/access/settle.ts.
 */
import { collectFields, collectSubFields, type VariableValues } from "@graphql-tools/utils";
import {
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  isObjectType,
  Kind,
} from "graphql";
import { typesReaching } from "./listBounds.js";
import { persistedQuote } from "./persistedQuote.js";
import { type PlanName, PRODUCTS, type ProductId } from "./plans.js";
import { JOIN_TYPE, type PricedOperation, type PricingTable } from "./pricingTable.js";

/** The instruments a join line pays for, and the fields that reach its product on each. */
export interface JoinReach {
  /** Response path of the Instrument field (aliases, no list positions): "a", "screener.items.instrument". */
  point: string;
  /** Response keys, on that instrument, of the fields that reach the product. */
  fields: string[];
  /** Credits per instrument: the product's price. */
  unit: number;
  /** How many instruments the point stands for at most: 1, the tickers asked, or a list's bound. */
  count: number;
}

export interface QuoteLine {
  /** The response key of the root field this line belongs to. */
  rootKey: string;
  operation: string;
  product: ProductId;
  /** Credits held for the line: for a join, its unit times its count. */
  credits: number;
  /** A join line's instruments; absent on a root field's own line. */
  join?: JoinReach;
  /**
   * The one line of a persisted document (a copilot route): a part of its answer the platform does
   * not hold (a 4xx, or 503 dataset_unavailable: retrying would not change it) belongs to a
   * complete answer, so only a part the service failed to answer leaves the line unbilled.
   */
  persisted?: true;
}

export interface Quote {
  lines: QuoteLine[];
  total: number;
  /** Per-route plan floors above the products' own (see PricedOperation.minimumPlan). */
  minimumPlans: { operation: string; plan: PlanName }[];
}

/** An operation's quote, or the errors that refuse it before anything is held (it cannot run). */
export type Quoted =
  | { quote: Quote; refused?: undefined }
  | { quote?: undefined; refused: readonly GraphQLError[] };

/** The operation as the executor will run it: its fragments and its coerced variables. */
interface Execution {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** The same variables as graphql-tools' field collection takes them (it reads `coerced` on graphql 16). */
  variableValues: VariableValues;
}

/** Fields by response key, as the executor collects them (deferred ones run too). */
function merged({ fields, patches }: ReturnType<typeof collectFields>): Map<string, FieldNode[]> {
  const all = new Map(fields);
  for (const patch of patches) {
    for (const [key, nodes] of patch.fields) all.set(key, [...(all.get(key) ?? []), ...nodes]);
  }
  return all;
}

/** One field on the way down from a root field, for the list bounds above a join. */
interface Above {
  field: string;
  node: FieldNode;
  definition: GraphQLField<unknown, unknown>;
}

/** Where a walk stands: which root, which response path, how many instruments it stands for. */
interface Reach {
  rootKey: string;
  path: string;
  count: number;
  /** The root field's own product, on its own instrument (no list crossed): not charged again. */
  exempt: ProductId | null;
  above: readonly Above[];
}

interface Walk extends Execution {
  pricing: PricingTable;
  lines: QuoteLine[];
}

const argumentsOf = (walk: Execution, above: Pick<Above, "node" | "definition">) =>
  getArgumentValues(above.definition, above.node, walk.variables);

/**
 * Coerces a field's arguments as the executor will, throwing its error for a value it would refuse
 * (a variable sent null for a non-null argument): an operation with such a field is refused whole
 * rather than priced as if the field ran. Fields of types that cannot reach Instrument are left to
 * the executor: nothing priced is below them.
 */
function checkArguments(walk: Execution, node: FieldNode, definition: GraphQLField<unknown, unknown>) {
  if (node.arguments?.length) argumentsOf(walk, { node, definition });
}

/** How many items a list may hold, from the argument that bounds it (pricing table `lists`). */
function listBound(walk: Walk, field: string, above: readonly Above[]): number {
  const bound = walk.pricing.lists?.[field];
  const at = bound && [...above].reverse().find((candidate) => candidate.field === bound.field);
  if (!bound || !at) throw new Error(`${field} reaches Instrument with no bound: run npm run generate`);
  const value = argumentsOf(walk, at)[bound.argument];
  if (Array.isArray(value)) return value.length;
  if (typeof value === "number") return Math.max(0, value);
  throw new Error(`${bound.field}(${bound.argument}) is no count: run npm run generate`);
}

/** The lines of one instrument position: one per product its selected fields reach. */
function joinLines(walk: Walk, fields: Map<string, FieldNode[]>, reach: Reach) {
  const reached = new Map<ProductId, string[]>();
  for (const [key, [node]] of fields) {
    const product = node && walk.pricing.joins[`${JOIN_TYPE}.${node.name.value}`];
    if (!product || product === reach.exempt) continue;
    reached.set(product, [...(reached.get(product) ?? []), key]);
  }
  for (const [product, keys] of reached) {
    const unit = PRODUCTS[product].credits;
    walk.lines.push({
      rootKey: reach.rootKey,
      operation: `join:${product}`,
      product,
      credits: unit * reach.count,
      join: { point: reach.path, fields: keys, unit, count: reach.count },
    });
  }
}

/** Per schema, the types from which Instrument can be reached: below any other, nothing is priced. */
const reaching = new WeakMap<GraphQLSchema, Set<string>>();
function reachesJoin(schema: GraphQLSchema, type: string): boolean {
  let types = reaching.get(schema);
  if (!types) {
    types = typesReaching(schema, JOIN_TYPE);
    reaching.set(schema, types);
  }
  return types.has(type);
}

/** Walks a field's executed selection for the instruments it reaches. */
function descend(
  walk: Walk,
  parent: string,
  key: string,
  nodes: FieldNode[],
  definition: GraphQLField<unknown, unknown>,
  reach: Reach,
) {
  const type = getNamedType(definition.type);
  const [node] = nodes;
  if (!isObjectType(type) || !node || !reachesJoin(walk.schema, type.name)) return;
  const field = `${parent}.${definition.name}`;
  const above = [...reach.above, { field, node, definition }];
  // Every list reaching Instrument has a bound (generate checks it; listBound refuses a stale table).
  const list = isListType(getNullableType(definition.type));
  const here: Reach = {
    ...reach,
    path: reach.path ? `${reach.path}.${key}` : key,
    count: list ? reach.count * listBound(walk, field, above) : reach.count,
    exempt: list ? null : reach.exempt,
    above,
  };
  // A list of no items (no tickers, a page of 0) runs nothing below it: nothing to price or check.
  if (here.count === 0) return;
  const fields = merged(collectSubFields(walk.schema, walk.fragments, walk.variableValues, type, nodes));
  if (type.name === JOIN_TYPE) joinLines(walk, fields, here);
  for (const [childKey, childNodes] of fields) {
    const [childNode] = childNodes;
    const child = childNode && type.getFields()[childNode.name.value];
    if (!childNode || !child) continue;
    checkArguments(walk, childNode, child);
    descend(walk, type.name, childKey, childNodes, child, here);
  }
}

/** The product and credits of one root field, where an argument's value can decide them. */
function priceOf(
  price: PricedOperation,
  args: Record<string, unknown>,
): { product: ProductId; credits: number } {
  if (price.byArgument) {
    const value = args[price.byArgument.argument];
    const product =
      typeof value === "string" ? price.byArgument.products[value.trim().toLowerCase()] : undefined;
    if (product) return { product, credits: PRODUCTS[product].credits };
  }
  return { product: price.product, credits: price.credits };
}

function quoteFields(walk: Walk, rootType: GraphQLObjectType, fields: Map<string, FieldNode[]>): Quote {
  const minimumPlans: Quote["minimumPlans"] = [];
  for (const [key, nodes] of fields) {
    const [node] = nodes;
    if (!node || node.name.value.startsWith("__")) continue;
    const field = `${rootType.name}.${node.name.value}`;
    const price = walk.pricing.roots[field];
    const definition = rootType.getFields()[node.name.value];
    if (price === undefined || !definition) throw new Error(`${field} has no price: run npm run generate`);
    const args = argumentsOf(walk, { node, definition });
    let exempt: ProductId | null = null;
    if (price) {
      const { product, credits } = priceOf(price, args);
      walk.lines.push({ rootKey: key, operation: price.operation, product, credits });
      if (price.minimumPlan) minimumPlans.push({ operation: price.operation, plan: price.minimumPlan });
      exempt = product;
    }
    descend(walk, rootType.name, key, nodes, definition, {
      rootKey: key,
      path: "",
      count: 1,
      exempt,
      above: [],
    });
  }
  return { lines: walk.lines, total: walk.lines.reduce((sum, line) => sum + line.credits, 0), minimumPlans };
}

export function quoteOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  pricing: PricingTable,
): Quoted {
  const operation = getOperationAST(document, operationName);
  const rootType = operation ? schema.getRootType(operation.operation) : undefined;
  // No such operation: the executor refuses it and nothing runs.
  if (!operation || !rootType) return { quote: { lines: [], total: 0, minimumPlans: [] } };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return { refused: coerced.errors };
  const execution: Execution = {
    schema,
    variables: coerced.coerced,
    variableValues: { coerced: coerced.coerced, sources: {} },
    fragments: Object.fromEntries(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    ),
  };
  try {
    const { fragments, variableValues } = execution;
    const fields = merged(collectFields(schema, fragments, variableValues, rootType, operation.selectionSet));
    const persisted = persistedQuote(document, operation, fields, execution.variables, pricing);
    if (persisted) return persisted;
    return { quote: quoteFields({ ...execution, pricing, lines: [] }, rootType, fields) };
  } catch (error) {
    // A directive or argument the executor would refuse (`@include(if: $v)` with $v sent null).
    if (error instanceof GraphQLError) return { refused: [error] };
    throw error;
  }
}

/** The quote of an operation as the runtime hands it to execute or subscribe: raw variables. */
export function quoteExecution(
  args: Pick<ExecutionArgs, "schema" | "document" | "operationName" | "variableValues">,
  pricing: PricingTable,
): Quoted {
  return quoteOperation(args.schema, args.document, args.operationName, args.variableValues, pricing);
}
