/**
 * Lists on the way from a root field to Instrument (schema/pricing.yaml `lists`), and what bounds
 * their length before anything runs: `instruments(tickers:)` holds one instrument per ticker
 * asked, the screener's rows at most its page size. A join under such a list stands for that many
 * instruments: the quote holds it at the bound and settlement charges the instruments that
 * answered (docs/ACCESS.md "GraphQL pricing").
 *
 * Generate checks that every such list has a bound the quote can always read, so a new list of
 * instruments cannot be priced as one by accident.
 */
import {
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";

export interface ListBound {
  /** `Type.field` whose argument bounds the list: the list itself, or a field above it on every path to it. */
  field: string;
  /** A non-null argument of that field: a list (its length) or a whole number (its value). */
  argument: string;
}

const WRITTEN = /^(\w+\.\w+)\((\w+)\)$/;

/** `Screener.items: Query.screener(limit)` → { field: "Query.screener", argument: "limit" }. */
export function parseListBounds(source: Record<string, string>): Record<string, ListBound> {
  return Object.fromEntries(
    Object.entries(source).map(([list, written]) => {
      const match = WRITTEN.exec(written);
      if (!match?.[1] || !match[2])
        throw new Error(`pricing.yaml lists.${list}: "${written}" is not Type.field(argument)`);
      return [list, { field: match[1], argument: match[2] }];
    }),
  );
}

/** The named types from which `target` can be reached through fields (the target included). */
export function typesReaching(schema: GraphQLSchema, target: string): Set<string> {
  const reaching = new Set([target]);
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__"));
  const reaches = (type: GraphQLNamedType): boolean =>
    isAbstractType(type)
      ? schema.getPossibleTypes(type).some((possible) => reaching.has(possible.name))
      : isObjectType(type) &&
        Object.values(type.getFields()).some((field) => reaching.has(getNamedType(field.type).name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const type of types) {
      if (reaching.has(type.name) || !reaches(type)) continue;
      reaching.add(type.name);
      grew = true;
    }
  }
  return reaching;
}

/** Why the bound of the list `key`, met on `path` (fields from the root down to it), cannot be read. */
function boundProblem(
  schema: GraphQLSchema,
  lists: Record<string, ListBound>,
  key: string,
  path: readonly string[],
): string | null {
  const bound = lists[key];
  if (!bound) return `${key} is a list on the way to Instrument: give its bound in schema/pricing.yaml lists`;
  if (!path.includes(bound.field))
    return `${key} is bounded by ${bound.field}, which is not above it on ${path.join(" > ")}`;
  const [typeName = "", fieldName = ""] = bound.field.split(".");
  const type = schema.getType(typeName);
  const argument = isObjectType(type)
    ? type.getFields()[fieldName]?.args.find((arg) => arg.name === bound.argument)
    : undefined;
  if (!argument) return `${key}: ${bound.field} has no argument ${bound.argument}`;
  const inner = getNullableType(argument.type);
  if (!isNonNullType(argument.type) || !(isListType(inner) || getNamedType(inner).name === "Int"))
    return `${key}: ${bound.field}(${bound.argument}) must be a non-null list or Int, the count it stands for`;
  return null;
}

/**
 * Every path from a root field to `joinType`: each list on it is bounded (see ListBound), and no
 * abstract type stands on it (the quote could not tell which of its types' fields will run).
 * Throws naming every problem, and every bound no path uses.
 */
export function checkListBounds(schema: GraphQLSchema, joinType: string, lists: Record<string, ListBound>) {
  const reaching = typesReaching(schema, joinType);
  const problems = new Set<string>();
  const used = new Set<string>();
  const visit = (type: GraphQLObjectType, path: readonly string[], seen: ReadonlySet<string>) => {
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!reaching.has(named.name)) continue;
      const key = `${type.name}.${field.name}`;
      const below = [...path, key];
      if (isAbstractType(named)) {
        problems.add(
          `${key}: ${named.name} is abstract and reaches ${joinType}; the quote reads object types only`,
        );
        continue;
      }
      if (isListType(getNullableType(field.type))) {
        used.add(key);
        const problem = boundProblem(schema, lists, key, below);
        if (problem) problems.add(problem);
      }
      if (isObjectType(named) && !seen.has(named.name)) visit(named, below, new Set([...seen, named.name]));
    }
  };
  for (const root of [schema.getQueryType(), schema.getSubscriptionType()]) {
    if (root) visit(root, [], new Set([root.name]));
  }
  for (const key of Object.keys(lists)) {
    if (!used.has(key))
      problems.add(`schema/pricing.yaml lists.${key}: no list by that name reaches ${joinType}`);
  }
  if (problems.size > 0) throw new Error(`List bounds: ${[...problems].join("; ")}.`);
}
