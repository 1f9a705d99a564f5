/**
 * One declaration per instrument operation. An operation about one instrument is served twice —
 * `Query.x(ticker, …)` for REST and direct callers, `Instrument.x(…)` for graph callers — and both
 * must take the same arguments with the same defaults and rules. Declare it once here: its
 * arguments (type, default, `range`, `date`, description), its result type and one `resolve`;
 * the kit yields a type-graphql resolver class with both fields.
 *
 * What differs between the two is decided here, not per operation:
 * - `Query.x` takes `ticker: String!` (last, after the operation's arguments), normalises it and
 *   answers 404 unknown_ticker for a symbol the platform does not hold (`requireInstrument`);
 *   `Instrument.x` reads the row of a key the gateway already resolved (`knownInstrument`).
 * - `Query.x`'s description is `Operation <svc_*>[: summary]`, the operation's name read from the
 *   catalogue entry whose `field` is `x` (schema/catalogue/*.yaml).
 * - `Query.x` is non-null (a REST route answers all or nothing); `Instrument.x` is always nullable:
 *   it is reached through an entity fetch to this subgraph, which can be down or time out, and it
 *   can fail on its own arguments or refuse one instrument (503 dataset_unavailable), and any of
 *   these must null that field only, not the instrument nor the rest of the answer
 *   (docs/ARCHITECTURE.md, "Nullability and partial answers").
 * The arguments are one type-graphql `@ArgsType` shared by both fields, so their `@range` /
 * `@date` directives land on both fields' arguments directly (no `rangeOn`).
 *
 * Declaring a new operation (intel's max pain; add its catalogue entry, `field: maxPain`, first:
 * loading the module throws when no catalogue entry names the field):
 *
 *   export const MaxPainResolver = instrumentOperation<"intel", { expiry: string | null; limit: number }>(Instrument, {
 *     field: "maxPain",
 *     summary: "the strike at which open option contracts lose the most at expiry.",
 *     returns: () => MaxPain,
 *     args: {
 *       expiry: { type: () => String, date: true, description: "Expiry day; not given: the nearest held." },
 *       limit: { type: () => Int, default: 30, range: [1, 100] },
 *     },
 *     resolve: (ctx, row, { expiry, limit }) => maxPainFor(ctx, row, expiry, limit),
 *   });
 *
 * with `Instrument` and `MaxPain` from intel's types/ (`"intel"`: `resolve` gets intel's context,
 * kit/context.ts), then list `MaxPainResolver` in the
 * subgraph's `resolvers` (subgraphs/intel/index.ts). Optional: `check` (cross-argument
 * 422s before the lookup), `instrumentDescription`, `queryLookup` (market's assetClass), and
 * `instrumentField`/`instrumentAliases` where Instrument's field must be named unlike Query's.
 */
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { WarehouseView } from "../../warehouse/schema.js";
import { operationOfField } from "./catalogue.js";
import type { SubgraphContext } from "./context.js";
import { TICKER_ARG } from "./descriptions.js";
import type { InstrumentKey } from "./instrument.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "./instruments.js";
import { isoDate, range } from "./validation.js";

/** A type-graphql type function: `() => Int`, `() => [String]`, `() => SomeEnum`, `() => SomeClass`. */
export type TypeFunction = NonNullable<Parameters<typeof Field>[0]>;

export interface ArgDeclaration<T> {
  type: TypeFunction;
  /** Applied when the caller omits the argument. Without one the argument is optional and its value null. */
  default?: T;
  /** No default and not optional (e.g. xbrlFacts' concept). */
  required?: boolean;
  /** Inclusive bounds, checked for every caller (kit/validation.ts); null: unbounded on that side. */
  range?: readonly [number | null, number | null];
  /** A calendar day written YYYY-MM-DD. */
  date?: boolean;
  description?: string;
}

export type ArgDeclarations<A> = { [K in keyof A]-?: ArgDeclaration<A[K]> };

/**
 * How `Query.x` finds its instrument when `requireInstrument(ctx, ticker)` is not all: arguments
 * only the root field takes (market's `assetClass`, which normalises the ticker) and a lookup that
 * may refuse first. Shared by a subgraph's operations, so it too is written once.
 */
export interface QueryLookup<L, V extends WarehouseView> {
  args: ArgDeclarations<L>;
  find(ctx: SubgraphContext<V>, ticker: string, args: L, field: string): Promise<InstrumentRow>;
}

/** An operation of the domain whose view of the warehouse is `V`, taking the arguments `A`. */
export interface InstrumentOperation<A, V extends WarehouseView> {
  /** The GraphQL field name on Query and Instrument; the catalogue entry with this `field` names the operation. */
  field: string;
  /** Said after the operation's name in Query's description. */
  summary?: string;
  /** Instrument's description of the field (none when absent); receives the operation's name. */
  instrumentDescription?: (operation: string) => string;
  /**
   * Instrument's field name when it must differ from Query's: `Instrument.news` serves the
   * operation of `Query.filingNews`, as `Query.news` would collide with `Subscription.news`
   * (the news stream's catalogue field). Default: `field`.
   */
  instrumentField?: string;
  /**
   * Earlier names of the Instrument field, still served with the same arguments and marked
   * deprecated (spec/03 Versioning: a renamed field keeps its old name as an alias).
   */
  instrumentAliases?: readonly string[];
  returns: TypeFunction;
  /** In the order they are declared here; type-graphql prints them (and REST lists them) last first. */
  args?: ArgDeclarations<A>;
  /** Query's own way to find the instrument (default: `requireInstrument`, no extra argument). */
  queryLookup?: QueryLookup<Record<string, unknown>, V>;
  /**
   * A check across arguments (end before start, …), run before the instrument is looked up so a
   * bad request is its 422 whatever the ticker, and costs no query.
   */
  check?: (args: A) => void;
  /** The answer for one instrument row; optional arguments the caller left out arrive as null. */
  resolve: (ctx: SubgraphContext<V>, row: InstrumentRow, args: A) => Promise<unknown> | unknown;
}

// biome-ignore lint/complexity/noBannedTypes: type-graphql takes object types and resolvers as plain classes.
type Class = Function;

/** The operation's arguments as one @ArgsType class, filed last first as type-graphql files parameters. */
function argsTypeOf<A>(name: string, args: ArgDeclarations<A>): Class {
  const ArgsClass = { [name]: class {} }[name] as Class;
  const entries = Object.entries(args) as [string, ArgDeclaration<unknown>][];
  for (const [arg, declared] of entries.reverse()) {
    Field(declared.type, {
      nullable: declared.default === undefined && !declared.required,
      defaultValue: declared.default,
      description: declared.description,
    })(ArgsClass.prototype, arg);
    if (declared.range) range(declared.range[0], declared.range[1])(ArgsClass.prototype, arg);
    if (declared.date) isoDate()(ArgsClass.prototype, arg);
  }
  ArgsType()(ArgsClass);
  return ArgsClass;
}

/** Plain arguments for `resolve`: every declared name present, an omitted optional one null. */
function plainArgs<A>(args: ArgDeclarations<A> | undefined, given: Record<string, unknown> | undefined): A {
  const plain: Record<string, unknown> = {};
  for (const name of Object.keys(args ?? {})) plain[name] = given?.[name] ?? null;
  return plain as A;
}

/** The resolver class serving `Query.<field>(…, ticker)` and `<instrumentType>.<field>(…)`. */
export function instrumentOperation<V extends WarehouseView, A = Record<string, never>>(
  instrumentType: Class,
  operation: InstrumentOperation<A, V>,
): Class {
  const { field, args, check, queryLookup, resolve } = operation;
  const instrumentField = operation.instrumentField ?? field;
  const aliases = operation.instrumentAliases ?? [];
  const name = operationOfField(field);
  const ArgsClass = args && Object.keys(args).length > 0 ? argsTypeOf(`${field}Args`, args) : null;
  const LookupArgsClass = queryLookup ? argsTypeOf(`${field}LookupArgs`, queryLookup.args) : null;
  const find = (ctx: SubgraphContext<V>, ticker: string, lookupArgs?: Record<string, unknown>) =>
    queryLookup
      ? queryLookup.find(ctx, ticker, plainArgs(queryLookup.args, lookupArgs), field)
      : requireInstrument(ctx, ticker);

  // type-graphql matches a field resolver to its field by method name, so Instrument's method is
  // named after the field (a shared name would serve every operation's field with the first one's).
  const query = `${field}Query`;
  class OperationResolver {
    async [query](ticker: string, ctx: SubgraphContext<V>, ...argObjects: Record<string, unknown>[]) {
      const [given, lookupArgs] = ArgsClass ? argObjects : [undefined, argObjects[0]];
      const plain = plainArgs(args, given);
      check?.(plain);
      return resolve(ctx, await find(ctx, ticker, lookupArgs), plain);
    }

    async [instrumentField](
      instrument: InstrumentKey,
      ctx: SubgraphContext<V>,
      given?: Record<string, unknown>,
    ) {
      const plain = plainArgs(args, given);
      check?.(plain);
      return resolve(ctx, await knownInstrument(ctx, instrument.ticker), plain);
    }
  }
  Object.defineProperty(OperationResolver, "name", { value: `${field}Resolver` });
  const prototype = OperationResolver.prototype;
  const method = (name: string) => Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
  // Matched by method name too, so each older name of Instrument's field is a method of its own.
  for (const alias of aliases) Object.defineProperty(prototype, alias, method(instrumentField));

  // Parameters are filed in the order type-graphql's compiled decorators would file them (last
  // first), which keeps the printed argument order: the operation's, the lookup's, then ticker.
  // type-graphql passes a method its parameters in index order with no gaps, so the optional
  // argument objects come last: the operation's (when it has any), then the lookup's.
  if (ArgsClass) Args(() => ArgsClass)(prototype, query, 2);
  if (LookupArgsClass) Args(() => LookupArgsClass)(prototype, query, ArgsClass ? 3 : 2);
  Ctx()(prototype, query, 1);
  Arg("ticker", () => String, { description: TICKER_ARG })(prototype, query, 0);
  Query(operation.returns, {
    name: field,
    description: `Operation ${name}${operation.summary ? `: ${operation.summary}` : "."}`,
  })(prototype, query, method(query));

  for (const instrumentName of [instrumentField, ...aliases]) {
    if (ArgsClass) Args(() => ArgsClass)(prototype, instrumentName, 2);
    Ctx()(prototype, instrumentName, 1);
    Root()(prototype, instrumentName, 0);
    FieldResolver(operation.returns, {
      name: instrumentName,
      // Always nullable: a failure of this field (its subgraph down, a bad argument, a refusal)
      // must not null the whole instrument.
      nullable: true,
      description: operation.instrumentDescription?.(name),
      ...(instrumentName === instrumentField
        ? {}
        : {
            deprecationReason: `Renamed: Instrument.${instrumentField} (the same operation and arguments).`,
          }),
    })(prototype, instrumentName, method(instrumentName));
  }

  Resolver(() => instrumentType)(OperationResolver);
  return OperationResolver;
}
