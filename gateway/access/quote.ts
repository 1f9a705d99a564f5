/**
 * What a GraphQL operation costs, decided from the document alone before anything runs, and
 * which of its lines are charged once the result is known. Pure functions over graphql-js ASTs;
 * the pricing model is documented in docs/PRICING.md:
 *
 * 1. Each root field that is a catalogue operation costs that operation's credits, exactly as
 *    its REST route does.
 * 2. Each other product reached through `Instrument` joins costs its product price once per
 *    request, times the number of tickers for `instruments(tickers:)`. A product already paid
 *    for by a root field adds nothing.
 * 3. A line is charged only when its part of the answer arrived without error.
 */
import {
  type DirectiveNode,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from "graphql";
import { serviceErrorFields } from "../../subgraphs/kit/errors.js";
import type { LedgerLine } from "./backend.js";
import { type PlanName, PRODUCTS, type ProductId } from "./plans.js";
import { documentDigest, JOIN_TYPE, type PricedOperation, type PricingTable } from "./pricingTable.js";

export interface QuoteLine {
  /** The response key of the root field this line belongs to. */
  rootKey: string;
  operation: string;
  product: ProductId;
  credits: number;
  /** Response paths (aliases, no list indices) of the join fields a join line pays for. */
  joinPaths: string[] | null;
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

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function included(node: { readonly directives?: readonly DirectiveNode[] }, walk: Walk) {
  for (const directive of node.directives ?? []) {
    const condition = directive.arguments?.find((a) => a.name.value === "if");
    if (!condition) continue;
    const value = valueFromASTUntyped(condition.value, walk.variables) === true;
    if (directive.name.value === "skip" && value) return false;
    if (directive.name.value === "include" && !value) return false;
  }
  return true;
}

/** The fields a selection set selects on one type, through fragments, honouring @skip/@include. */
function fieldsOf(selectionSet: SelectionSetNode, walk: Walk, out: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (!included(selection, walk)) continue;
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, walk, out);
    else {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment) fieldsOf(fragment.selectionSet, walk, out);
    }
  }
  return out;
}

function responseKey(field: FieldNode): string {
  return field.alias?.value ?? field.name.value;
}

function argument(field: FieldNode, name: string, walk: Walk): unknown {
  const node = field.arguments?.find((a) => a.name.value === name);
  return node ? valueFromASTUntyped(node.value, walk.variables) : undefined;
}

/** Join fields under a root field: product → the response paths that reach it. */
function collectJoins(
  parent: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  path: string,
  walk: Walk,
  pricing: PricingTable,
  joins: Map<ProductId, string[]>,
) {
  for (const field of fieldsOf(selectionSet, walk)) {
    const definition = parent.getFields()[field.name.value];
    if (!definition || !field.selectionSet) {
      if (parent.name === JOIN_TYPE)
        addJoin(`${JOIN_TYPE}.${field.name.value}`, `${path}.${responseKey(field)}`);
      continue;
    }
    const fieldPath = `${path}.${responseKey(field)}`;
    if (parent.name === JOIN_TYPE) addJoin(`${JOIN_TYPE}.${field.name.value}`, fieldPath);
    const type = getNamedType(definition.type);
    if (isObjectType(type)) collectJoins(type, field.selectionSet, fieldPath, walk, pricing, joins);
  }

  function addJoin(key: string, fieldPath: string) {
    const product = pricing.joins[key];
    if (!product) return;
    const paths = joins.get(product) ?? [];
    paths.push(fieldPath);
    joins.set(product, paths);
  }
}

/** The product and credits of one root field, where an argument's value can decide them. */
function priceOf(
  price: PricedOperation,
  field: FieldNode,
  walk: Walk,
): { product: ProductId; credits: number } {
  if (price.byArgument) {
    const value = argument(field, price.byArgument.argument, walk);
    const product =
      typeof value === "string" ? price.byArgument.products[value.trim().toLowerCase()] : undefined;
    if (product) return { product, credits: PRODUCTS[product].credits };
  }
  return { product: price.product, credits: price.credits };
}

export function quoteOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  pricing: PricingTable,
): Quote {
  const operation: OperationDefinitionNode | null | undefined = getOperationAST(document, operationName);
  const rootType = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !rootType) return { lines: [], total: 0, minimumPlans: [] };
  const walk: Walk = {
    schema,
    variables: variables ?? {},
    fragments: new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    ),
  };

  const persisted = persistedQuote(document, operation, walk, pricing);
  if (persisted) return persisted;

  const lines: QuoteLine[] = [];
  const minimumPlans: Quote["minimumPlans"] = [];
  const rootProducts = new Set<ProductId>();
  const joinLines = new Map<ProductId, QuoteLine>();

  for (const field of fieldsOf(operation.selectionSet, walk)) {
    if (field.name.value.startsWith("__")) continue;
    const key = `${rootType.name}.${field.name.value}`;
    const price = pricing.roots[key];
    if (price === undefined) throw new Error(`${key} has no price: run npm run generate`);
    if (price) {
      const { product, credits } = priceOf(price, field, walk);
      lines.push({
        rootKey: responseKey(field),
        operation: price.operation,
        product,
        credits,
        joinPaths: null,
      });
      rootProducts.add(product);
      if (price.minimumPlan) minimumPlans.push({ operation: price.operation, plan: price.minimumPlan });
    }
    const definition = rootType.getFields()[field.name.value];
    const type = definition ? getNamedType(definition.type) : undefined;
    if (!field.selectionSet || !type || !isObjectType(type)) continue;

    const tickers = argument(field, "tickers", walk);
    const instruments = Array.isArray(tickers) ? tickers.length : 1;
    const joins = new Map<ProductId, string[]>();
    // A root field returning Instrument is itself a join point: its fields are joins.
    collectJoins(type, field.selectionSet, responseKey(field), walk, pricing, joins);
    for (const [product, paths] of joins) {
      const existing = joinLines.get(product);
      if (existing) {
        existing.joinPaths?.push(...paths);
        existing.credits = Math.max(existing.credits, PRODUCTS[product].credits * instruments);
        continue;
      }
      const line: QuoteLine = {
        rootKey: responseKey(field),
        operation: `join:${product}`,
        product,
        credits: PRODUCTS[product].credits * instruments,
        joinPaths: paths,
      };
      joinLines.set(product, line);
    }
  }
  for (const [product, line] of joinLines) if (!rootProducts.has(product)) lines.push(line);
  return { lines, total: lines.reduce((sum, line) => sum + line.credits, 0), minimumPlans };
}

/**
 * A persisted document's quote (catalogue `document`: the copilot routes), through the shim or
 * sent as it is to /graphql: its route's price as one line. Recognised by its operation name and
 * the digest of its printed text, so an edited document is priced field by field like any query.
 */
function persistedQuote(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  walk: Walk,
  pricing: PricingTable,
): Quote | null {
  const price = operation.name ? pricing.documents?.[operation.name.value] : undefined;
  if (!price || documentDigest(document) !== price.digest) return null;
  const [root] = fieldsOf(operation.selectionSet, walk);
  if (!root) return null;
  const line: QuoteLine = {
    rootKey: responseKey(root),
    operation: price.operation,
    product: price.product,
    credits: price.credits,
    joinPaths: null,
    persisted: true,
  };
  const minimumPlans = price.minimumPlan ? [{ operation: price.operation, plan: price.minimumPlan }] : [];
  return { lines: [line], total: line.credits, minimumPlans };
}

/** The quote of an operation as the runtime hands it to execute or subscribe. */
export function quoteExecution(
  args: Pick<ExecutionArgs, "schema" | "document" | "operationName" | "variableValues">,
  pricing: PricingTable,
): Quote {
  return quoteOperation(args.schema, args.document, args.operationName, args.variableValues, pricing);
}

export interface SettleInput {
  data?: Record<string, unknown> | null;
  errors?: readonly Pick<GraphQLError, "path" | "extensions">[];
}

function pathKey(path: readonly (string | number)[]): string {
  return path.filter((part) => typeof part === "string").join(".");
}

function withinPath(errorPath: string, fieldPath: string): boolean {
  return errorPath === fieldPath || errorPath.startsWith(`${fieldPath}.`);
}

/** Whether the answer is null (or absent) at a field path anywhere (list items each count). */
function nullAt(value: unknown, path: readonly string[]): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.some((item) => nullAt(item, path));
  const [key, ...rest] = path;
  if (key === undefined) return false;
  return nullAt((value as Record<string, unknown>)[key], rest);
}

/**
 * Ledger lines for a finished operation: a join line fails with an error under one of its join
 * paths; a root line fails when its field is null or an error under it belongs to no join.
 */
export function settleQuote(quote: Quote, keyId: string, result: SettleInput): LedgerLine[] {
  const errors = (result.errors ?? []).map((error) => {
    const { code, status, billing } = serviceErrorFields(error);
    return {
      path: error.path ? pathKey(error.path) : null,
      code: code ?? "internal_error",
      billing,
      notHeld: code === "dataset_unavailable" || (status !== undefined && status < 500),
    };
  });
  const requestLevel = errors.find((error) => error.path === null);
  const joinPaths = quote.lines.flatMap((line) => line.joinPaths ?? []);
  // An error belongs to a join path under it, or above it when the join's field came back null:
  // a failed entity fetch is reported at the entity (["instrument"]), not at each of its fields.
  const failsJoin = (errorPath: string, joinPath: string) =>
    withinPath(errorPath, joinPath) ||
    (withinPath(joinPath, errorPath) && nullAt(result.data, joinPath.split(".")));

  return quote.lines.map((line) => {
    const rootMissing =
      result.data?.[line.rootKey] == null
        ? (errors.find((error) => error.path !== null && withinPath(error.path, line.rootKey)) ?? {
            code: "no_data",
            billing: undefined,
          })
        : undefined;
    const failure =
      requestLevel ??
      rootMissing ??
      errors.find((error) => {
        if (!error.path) return false;
        const path = error.path;
        if (line.persisted && error.notHeld) return false;
        if (line.joinPaths) return line.joinPaths.some((p) => failsJoin(path, p));
        return withinPath(path, line.rootKey) && !joinPaths.some((p) => failsJoin(path, p));
      });
    const base = { keyId, operation: line.operation, product: line.product };
    if (!failure) return { ...base, credits: line.credits, outcome: "charged", errorCode: null };
    const outcome = failure.billing === "refunded" ? "refunded" : "not_billed";
    return { ...base, credits: 0, outcome, errorCode: failure.code };
  });
}
