/**
 * Limits on the shape of a client's GraphQL document, so that no document can cost the server
 * more CPU than a legitimate one (issue 13: 4,000 duplicate fields took 5 s to validate, a 1 KB
 * chain of doubling fragment spreads 8 s). An envelop plugin in front of everything else:
 *
 * 1. parse: a token limit (graphql-armor's parser with a lexer that counts), so a huge document
 *    is refused while it is read, before anything walks it;
 * 2. validate: a first pass with only cheap, linear rules (graphql-armor's depth, cost, aliases
 *    and directives, plus our duplicate-field and heavy-work rules), whose refusal replaces the
 *    result, so graphql-js's own rules (OverlappingFieldsCanBeMerged is quadratic in repeated
 *    fields) never see a refused document; armor's fragment walks, and ours, are memoised per
 *    fragment, so a fragment bomb costs its size, not its expansion;
 * 3. field suggestions ("Did you mean …") are masked, so the schema cannot be read by guessing.
 *
 * The first pass's verdict depends only on the document and the schema (not on variables: a
 * skipped heavy field still counts), so it is kept per document text, in a bounded LRU per
 * schema: a client sending the same document again is not walked again (it was 4.4 % of the
 * gateway's CPU).
 *
 * The cost is the document's shape (armor's) plus its work: each heavy field's CPU milliseconds
 * (catalogue `work`, gateway/heavyFields.ts), so a document is priced by what it makes the server
 * compute, not only by what it looks like; and an operation may select at most `heavyFields`
 * heavy fields (422 validation_error otherwise), so one request cannot queue many computations.
 *
 * Only documents that go through the gateway's parse and validate are limited: GraphQL over HTTP
 * and graphql-ws. The REST shim's persisted documents are ours, parsed and validated once at
 * start-up and executed directly, so they never reach these hooks; queryLimits.test.ts checks
 * that they stay within the limits anyway, so the same document sent by a client is accepted.
 */
import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
  validate,
} from "graphql";
import { LRUCache } from "lru-cache";
import { ServiceError } from "../core/errors.js";
import { loadPricing } from "./access/index.js";
import {
  describeHeavy,
  type HeavySelection,
  heavySelection,
  type WorkTable,
  workTableOf,
} from "./heavyFields.js";

export interface QueryLimits {
  /** Lexical tokens in the document (names, punctuation, values). */
  tokens: number;
  /** Nested selections; a fragment spread counts as a level. */
  depth: number;
  /** graphql-armor's cost (objects 2, scalars 1, times 1.5 per level) plus each heavy field's work. */
  cost: number;
  aliases: number;
  directives: number;
  /** Times one response key (a field or alias, or one fragment spread) may appear in one selection set. */
  duplicateFields: number;
  /** Heavy fields (catalogue `work`) one operation may select, each alias and spread counted. */
  heavyFields: number;
}

/**
 * Chosen with room over what we serve ourselves (queryLimits.test.ts measures every persisted
 * document and the README's five-subgraph query) and far under what hurts: at 2,000 tokens the
 * worst document validates in milliseconds.
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  tokens: 2_000,
  depth: 12,
  cost: 10_000,
  aliases: 500,
  directives: 20,
  duplicateFields: 3,
  heavyFields: 2,
};

const ENV_NAMES: Record<keyof QueryLimits, string> = {
  tokens: "GRAPHQL_MAX_TOKENS",
  depth: "GRAPHQL_MAX_DEPTH",
  cost: "GRAPHQL_MAX_COST",
  aliases: "GRAPHQL_MAX_ALIASES",
  directives: "GRAPHQL_MAX_DIRECTIVES",
  duplicateFields: "GRAPHQL_MAX_DUPLICATE_FIELDS",
  heavyFields: "GRAPHQL_MAX_HEAVY_FIELDS",
};

/** The defaults, each overridden by its environment variable; a malformed value stops the start. */
export function queryLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): QueryLimits {
  const limits = { ...DEFAULT_QUERY_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof QueryLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a positive integer, got "${raw}"`);
    }
    limits[key] = value;
  }
  return limits;
}

/** Refuses a selection set that repeats one response key, or one fragment spread, too often. */
export function duplicateFieldsRule(max: number): ValidationRule {
  return (context: ValidationContext) => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const selection of node.selections) {
        const key =
          selection.kind === Kind.FIELD
            ? (selection.alias ?? selection.name).value
            : selection.kind === Kind.FRAGMENT_SPREAD
              ? `...${selection.name.value}`
              : null;
        if (key === null) continue;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        // Once per key: a selection set of 4,000 copies is one error, not 3,997.
        if (count === max + 1) {
          context.reportError(
            new GraphQLError(`"${key}" is selected more than ${max} times in one selection set.`, {
              nodes: [selection],
            }),
          );
        }
      }
    },
  });
}

/**
 * Refuses an operation whose root type the graph does not have (`mutation { … }` here): graphql-js
 * 17's KnownOperationTypesRule, which 16 lacks. Without it such a document reaches the planner,
 * which fails it as a server error instead of the caller's.
 */
export function knownOperationTypeRule(): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(`This graph has no ${node.operation} operations (accepted: query, subscription).`, {
          nodes: [node],
        }),
      );
    },
  });
}

/** The heavy work of the gateway's own graph: the catalogue's, as schema/pricing.json carries it. */
export function defaultWorkTable(): WorkTable {
  return workTableOf(loadPricing());
}

function tooManyHeavyFields(heavy: HeavySelection, limit: number, table: WorkTable): ServiceError {
  const known = [...table.keys()].map((field) => field.slice(field.indexOf(".") + 1)).join(", ");
  return new ServiceError(
    "validation_error",
    `This operation selects ${heavy.count} heavy computations (${describeHeavy(heavy)}); at most ${limit} run in ` +
      `one operation: send the others in separate requests. Nothing ran and nothing was charged.`,
    {
      extra: {
        parameter: "query",
        rule: "heavy_fields_per_operation",
        heavy_fields: heavy.count,
        limit,
        accepted: `at most ${limit} heavy fields (${known}) per operation, each alias counted`,
      },
    },
  );
}

/**
 * Per operation: refuses more heavy fields than `limits.heavyFields`, else a cost over
 * `limits.cost` counting the shape (armor's, measured by the rule before this one and passed in
 * `shapeCosts`) and the heavy fields' work. The cost error reads as armor's own.
 */
function heavyWorkRule(
  limits: QueryLimits,
  table: WorkTable,
  shapeCosts: WeakMap<ValidationContext, number>,
) {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const heavy = heavySelection(node, (name) => context.getFragment(name), root.name, table);
      if (heavy.count > limits.heavyFields) {
        context.reportError(tooManyHeavyFields(heavy, limits.heavyFields, table));
        return;
      }
      const shape = shapeCosts.get(context) ?? 0;
      const cost = shape + heavy.work;
      if (cost <= limits.cost) return;
      const parts = heavy.work > 0 ? ` (${shape} for its shape, ${heavy.work} for its heavy work)` : "";
      context.reportError(
        new GraphQLError(
          `Syntax Error: Query Cost limit of ${limits.cost} exceeded, found ${cost}${parts}.`,
          {
            nodes: [node],
          },
        ),
      );
    },
  });
}

/** The cheap rules of the first validation pass; each reports its refusal instead of throwing. */
export function limitRules(limits: QueryLimits, table: WorkTable = defaultWorkTable()): ValidationRule[] {
  const report = {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  // armor measures the shape of each operation; the heavy-work rule after it adds the work and judges.
  const shapeCosts = new WeakMap<ValidationContext, number>();
  const measureShape = (context: ValidationContext | null, { n }: { n: number }) => {
    if (context) shapeCosts.set(context, n);
  };
  return [
    knownOperationTypeRule(),
    duplicateFieldsRule(limits.duplicateFields),
    maxDepthRule({ n: limits.depth, ...report }),
    costLimitRule({ maxCost: Number.POSITIVE_INFINITY, ...report, onAccept: [measureShape] }),
    heavyWorkRule(limits, table, shapeCosts),
    maxAliasesRule({ n: limits.aliases, ...report }),
    maxDirectivesRule({ n: limits.directives, ...report }),
  ] as ValidationRule[];
}

/** The refusals of a document under the limits (empty when it is within them). */
export function limitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: QueryLimits,
  table: WorkTable = defaultWorkTable(),
): readonly GraphQLError[] {
  return validate(schema, document, limitRules(limits, table));
}

/** Distinct documents whose verdict is kept per schema; each is at most `tokens` long. */
export const LIMIT_VERDICTS_KEPT = 1_000;

/**
 * The refusals of a document under `rules`, computed once per document text (or, for a document
 * built without a source, per document object) and schema, the last LIMIT_VERDICTS_KEPT kept.
 */
function verdictsPerDocument(rules: readonly ValidationRule[]) {
  const bySchema = new WeakMap<GraphQLSchema, LRUCache<string | DocumentNode, readonly GraphQLError[]>>();
  return (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => {
    let verdicts = bySchema.get(schema);
    if (!verdicts) {
      verdicts = new LRUCache({ max: LIMIT_VERDICTS_KEPT });
      bySchema.set(schema, verdicts);
    }
    const key = document.loc?.source.body ?? document;
    let errors = verdicts.get(key);
    if (!errors) {
      errors = validate(schema, document, rules);
      verdicts.set(key, errors);
    }
    return errors;
  };
}

export function useQueryLimits(
  limits: QueryLimits = queryLimitsFromEnv(),
  table: WorkTable = defaultWorkTable(),
): GatewayPlugin {
  const limitErrorsOf = verdictsPerDocument(limitRules(limits, table));
  const tokens = maxTokensPlugin({ n: limits.tokens });
  const suggestions = blockFieldSuggestionsPlugin();
  return {
    onParse: tokens.onParse,
    onValidate(payload) {
      const errors = limitErrorsOf(payload.params.schema, payload.params.documentAST);
      // A result set here replaces graphql-js's validation, which then never runs.
      if (errors.length > 0) payload.setResult(errors);
      return suggestions.onValidate?.(payload);
    },
  } as GatewayPlugin;
}
