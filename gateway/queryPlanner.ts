/**
 * The query planner: Hive Router's Rust planner (@graphql-hive/router-runtime) by default, the
 * JavaScript one of @graphql-hive/gateway-runtime on request (GATEWAY_QUERY_PLANNER=js).
 *
 * Why Rust: it plans every case of the public Federation Gateway Audit (199/199, where the JS
 * planner fails the two `partial-union-complex` tests) and plans distinct queries faster
 * (bench/RESULTS.md). Why this wrapper: router-runtime 1.4.23 drops the gateway's
 * `additionalTypeDefs`/`additionalResolvers` (its handler returns the bare supergraph), so our own
 * root fields (Query.usage, Subscription.alerts/events, gateway/gatewayFields.ts) would vanish.
 * They reference only their own types, never a subgraph's, so an operation splits cleanly at the
 * root: the gateway's fields run on graphql-js over the extended schema, the supergraph's through
 * the Rust plan, and a query that asks both gets the two answers merged in its own field order.
 *
 * Known difference (open, 2026-11-25): when a fetch an `@requires` depends on fails, the Rust
 * executor skips the dependent fetch and answers the failed subgraph's error, where the JS planner
 * called the dependent subgraph with the required field null. So with market down the screener
 * answers 503 `upstream_unavailable` (upstream market, refunded) instead of fundamentals' own
 * 503 `screener_size_data_unavailable`: test/e2e/distributed.e2e.test.ts's screener test fails on
 * Rust and passes with GATEWAY_QUERY_PLANNER=js.
 */
import type { UnifiedGraphHandler } from "@graphql-hive/gateway-runtime";
import { unifiedGraphHandler as routerRuntimeHandler } from "@graphql-hive/router-runtime";
import { normalizedExecutor } from "@graphql-tools/executor";
import {
  type ExecutionRequest,
  type ExecutionResult,
  type Executor,
  shouldIncludeNode,
} from "@graphql-tools/utils";
import {
  type ConstDirectiveNode,
  type DefinitionNode,
  type DocumentNode,
  extendSchema,
  type FragmentDefinitionNode,
  type GraphQLFieldConfig,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionNode,
  type SelectionSetNode,
  visit,
} from "graphql";
import { unavailableLabel } from "../subgraphs/kit/instrumentRoots.js";
import { SUBGRAPH_NAMES } from "../subgraphs/kit/subgraph.js";

type HandlerOpts = Parameters<UnifiedGraphHandler>[0];

export type QueryPlannerName = "rust" | "js";

/** GATEWAY_QUERY_PLANNER=js|rust (default rust); anything else is refused with what is accepted. */
export function queryPlannerFromEnv(env: NodeJS.ProcessEnv = process.env): QueryPlannerName {
  const value = env.GATEWAY_QUERY_PLANNER ?? "rust";
  if (value === "rust" || value === "js") return value;
  throw new Error(`GATEWAY_QUERY_PLANNER must be rust or js; got ${value}`);
}

/**
 * The createGatewayRuntime options selecting the planner: Rust's handler over the supergraph, or
 * the runtime's JS planner over the supergraph without our failover overrides. The JS planner
 * (@graphql-tools/federation's stitching) answers `Instrument.ticker` null for a root field that
 * a second subgraph can take over under a progressive-override label (market's instrument roots,
 * subgraphs/kit/instrumentRoots.ts) as soon as the query also selects that second subgraph's
 * fields (`instruments(tickers: …) { ticker companyFacts { cik } }`, label off), so under it
 * those fields stay with the subgraph they would be taken from: with GATEWAY_QUERY_PLANNER=js
 * the instrument roots do not move to fundamentals while market is down.
 */
export function queryPlannerOptions(
  planner: QueryPlannerName,
  supergraph: string,
): { supergraph: string; unifiedGraphHandler?: UnifiedGraphHandler } {
  return planner === "rust"
    ? { supergraph, unifiedGraphHandler: rustPlannerWithGatewayFields }
    : { supergraph: withoutFailoverOverrides(supergraph) };
}

const FAILOVER_LABELS = new Set<string>(SUBGRAPH_NAMES.map(unavailableLabel));

/**
 * The supergraph without the `@join__field(…, overrideLabel: "<subgraph>_unavailable")` of our
 * failover overrides: those fields stay with the subgraph they override. Another graph's labels
 * (a federation audit suite's) are left as they are.
 */
function withoutFailoverOverrides(supergraph: string): string {
  const document = parse(supergraph, { noLocation: true });
  const labelled = (node: ConstDirectiveNode) =>
    node.name.value === "join__field" &&
    node.arguments?.some(
      (arg) =>
        arg.name.value === "overrideLabel" &&
        arg.value.kind === Kind.STRING &&
        FAILOVER_LABELS.has(arg.value.value),
    );
  let removed = 0;
  const edited = visit(document, {
    Directive(node) {
      if (!labelled(node as ConstDirectiveNode)) return undefined;
      removed += 1;
      return null;
    },
  });
  return removed === 0 ? supergraph : print(edited);
}

async function rustPlannerWithGatewayFields(opts: HandlerOpts) {
  const rust = await routerRuntimeHandler(opts);
  const typeDefs = typeDefinitions(opts.additionalTypeDefs);
  const rustExecutor = rust.executor && withNullDataOnError(rust.executor);
  if (typeDefs.length === 0 || !rustExecutor) return { ...rust, executor: rustExecutor };

  const supergraph = rust.unifiedGraph;
  const schema = extendSchema(supergraph, { kind: Kind.DOCUMENT, definitions: typeDefs });
  attachResolvers(schema, opts.additionalResolvers);
  const own = ownRootFields(supergraph, schema);
  const local: Executor = (request) =>
    normalizedExecutor({
      schema,
      document: request.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: request.context,
      rootValue: request.rootValue,
      signal: request.signal,
    });

  const executor: Executor = (request) => {
    const operation = getOperationAST(request.document, request.operationName);
    if (!operation) return rustExecutor(request);
    const fragments = fragmentsOf(request.document);
    const names = rootFieldNames(operation.selectionSet, fragments, included(schema, operation, request));
    const isOwn = (name: string) => own.has(name) || name === "__schema" || name === "__type";
    const ownCount = names.filter(isOwn).length;
    const planned = names.filter((name) => !isOwn(name) && name !== "__typename").length;
    // Introspection and __typename-only documents go to graphql-js too: the Rust executor would
    // answer them from the supergraph alone, without the gateway's fields. So does a document
    // whose every supergraph root field is skipped: the Rust planner fails to plan an empty
    // selection (a 500), where graphql-js answers it.
    if (planned === 0) return local(request);
    if (ownCount === 0) return rustExecutor(request);
    return splitAtRoot(request, operation, fragments, isOwn, local, rustExecutor);
  };
  return { ...rust, unifiedGraph: schema, executor };
}

/**
 * An execution error that reaches the root (a non-null root field failed) must answer
 * `data: null` (GraphQL spec, "Response"); router-runtime 1.4.23 leaves `data` out instead.
 */
function withNullDataOnError(executor: Executor): Executor {
  return async (request) => {
    const result = await executor(request);
    if (Symbol.asyncIterator in (result as object)) return result;
    const single = result as ExecutionResult;
    return single.errors?.length && !("data" in single) ? { ...single, data: null } : single;
  };
}

function typeDefinitions(source: HandlerOpts["additionalTypeDefs"]): DefinitionNode[] {
  const flat = (value: unknown): unknown[] => (Array.isArray(value) ? value.flatMap(flat) : [value]);
  return flat(source).flatMap((part) => {
    if (typeof part === "string") return parse(part, { noLocation: true }).definitions;
    if (part && typeof part === "object" && (part as DocumentNode).kind === Kind.DOCUMENT) {
      return (part as DocumentNode).definitions;
    }
    return [];
  });
}

type FieldResolver = GraphQLFieldConfig<unknown, unknown>["resolve"];
type ResolverValue = FieldResolver | { resolve?: FieldResolver; subscribe?: FieldResolver };

/** `{ Query: { usage } }`, `{ Subscription: { events: { subscribe, resolve } } }` onto the schema. */
function attachResolvers(schema: GraphQLSchema, resolvers: HandlerOpts["additionalResolvers"]) {
  const maps = (Array.isArray(resolvers) ? resolvers : resolvers ? [resolvers] : []) as Record<
    string,
    Record<string, ResolverValue>
  >[];
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (!type || !("getFields" in type)) continue;
      const defined = type.getFields() as Record<
        string,
        { resolve?: FieldResolver; subscribe?: FieldResolver }
      >;
      for (const [fieldName, value] of Object.entries(fields)) {
        const field = defined[fieldName];
        if (value === undefined) continue;
        if (!field) throw new Error(`Gateway resolver ${typeName}.${fieldName} has no field in the schema.`);
        if (typeof value === "function") field.resolve = value;
        else {
          if (value.resolve) field.resolve = value.resolve;
          if (value.subscribe) field.subscribe = value.subscribe;
        }
      }
    }
  }
}

/** Root fields the gateway added: in the extended schema's root types, not in the supergraph's. */
function ownRootFields(supergraph: GraphQLSchema, extended: GraphQLSchema): Set<string> {
  const own = new Set<string>();
  const pairs = [
    [supergraph.getQueryType(), extended.getQueryType()],
    [supergraph.getMutationType(), extended.getMutationType()],
    [supergraph.getSubscriptionType(), extended.getSubscriptionType()],
  ] as const;
  for (const [before, after] of pairs) {
    const known = new Set(Object.keys(before?.getFields() ?? {}));
    for (const name of Object.keys(after?.getFields() ?? {})) if (!known.has(name)) own.add(name);
  }
  return own;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

/**
 * Whether a root selection runs: its `@skip`/`@include` read on the variables as the executor
 * coerces them. Variables that do not coerce count every selection in: the executor refuses them.
 */
function included(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  request: ExecutionRequest,
): (selection: SelectionNode) => boolean {
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  if (!coerced) return () => true;
  const variableValues = { coerced, sources: {} };
  return (selection) => shouldIncludeNode(variableValues, selection);
}

function rootFieldNames(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  runs: (selection: SelectionNode) => boolean,
): string[] {
  return set.selections.flatMap((selection) => {
    if (!runs(selection)) return [];
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    return inner ? rootFieldNames(inner.selectionSet, fragments, runs) : [];
  });
}

/** The root selections `keep` accepts; fragment spreads at the root become inline fragments. */
function keptSelections(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  keep: (name: string) => boolean,
): SelectionNode[] {
  return set.selections.flatMap((selection): SelectionNode[] => {
    if (selection.kind === Kind.FIELD) return keep(selection.name.value) ? [selection] : [];
    const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    if (!inner) return [];
    const selections = keptSelections(inner.selectionSet, fragments, keep);
    if (selections.length === 0) return [];
    return [
      {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: inner.typeCondition,
        directives: selection.directives,
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
    ];
  });
}

/** The operation with only the kept root selections, and only the fragments it still uses. */
function partOf(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  keep: (name: string) => boolean,
): DocumentNode {
  const part: OperationDefinitionNode = {
    ...operation,
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: keptSelections(operation.selectionSet, fragments, keep),
    },
  };
  const used = new Set<string>();
  const pending: DefinitionNode[] = [part];
  while (pending.length > 0) {
    visit(pending.pop() as DefinitionNode, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !used.has(node.name.value)) {
          used.add(node.name.value);
          pending.push(fragment);
        }
      },
    });
  }
  return {
    kind: Kind.DOCUMENT,
    definitions: [part, ...[...fragments.values()].filter((f) => used.has(f.name.value))],
  };
}

function responseKeys(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.alias?.value ?? selection.name.value];
    const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    return inner ? responseKeys(inner.selectionSet, fragments) : [];
  });
}

/** A query asking both the gateway's fields and the supergraph's: run each part, merge in order. */
async function splitAtRoot(
  request: ExecutionRequest,
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  isOwn: (name: string) => boolean,
  local: Executor,
  planned: Executor,
): Promise<ExecutionResult> {
  const [mine, theirs] = (await Promise.all([
    local({ ...request, document: partOf(operation, fragments, isOwn) }),
    planned({ ...request, document: partOf(operation, fragments, (name) => !isOwn(name)) }),
  ])) as [ExecutionResult, ExecutionResult];
  const errors = [...(mine.errors ?? []), ...(theirs.errors ?? [])];
  // A null `data` on either side is a non-null root field that failed: the whole answer is null.
  let data: Record<string, unknown> | null = null;
  if (mine.data != null && theirs.data != null) {
    const parts = { ...theirs.data, ...mine.data } as Record<string, unknown>;
    data = {};
    for (const key of responseKeys(operation.selectionSet, fragments))
      if (key in parts) data[key] = parts[key];
  }
  const extensions = { ...theirs.extensions, ...mine.extensions };
  return {
    data,
    ...(errors.length > 0 ? { errors } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}
