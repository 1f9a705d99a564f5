/**
 * Argument rules that GraphQL's type system cannot say (ranges, calendar dates), written once as
 * directives on the argument and enforced here for every GraphQL caller. The REST generator reads
 * the same directives from the subgraph SDL, so REST and GraphQL reject the same inputs.
 *
 *   @Arg("limit", () => Int, { defaultValue: 8 }) @range(1, 200) limit: number
 */
import type { GraphQLResolverMap } from "@apollo/subgraph/dist/schema-helper/resolverMap.js";
import {
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  Kind,
  valueFromASTUntyped,
} from "graphql";
import { Directive } from "type-graphql";
import { quoteInput, ServiceError } from "../../core/errors.js";

export const VALIDATION_DIRECTIVES_SDL = `
"""Inclusive numeric bounds of an argument."""
directive @range(min: Float, max: Float) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
"""A calendar date written YYYY-MM-DD."""
directive @date on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
`;

export function range(min: number | null, max: number | null) {
  const parts = [min === null ? null : `min: ${min}`, max === null ? null : `max: ${max}`].filter(Boolean);
  return Directive(`@range(${parts.join(", ")})`);
}

export function isoDate() {
  return Directive("@date");
}

export interface ArgumentRule {
  name: string;
  min?: number;
  max?: number;
  date?: boolean;
}

/** The rules an argument carries, read from its SDL directives. */
export function argumentRule(arg: Pick<GraphQLArgument, "name" | "astNode">): ArgumentRule {
  const rule: ArgumentRule = { name: arg.name };
  for (const directive of arg.astNode?.directives ?? []) {
    if (directive.name.value === "date") rule.date = true;
    if (directive.name.value !== "range") continue;
    for (const argument of directive.arguments ?? []) {
      const value = valueFromASTUntyped(argument.value);
      if (typeof value === "number" && (argument.name.value === "min" || argument.name.value === "max")) {
        rule[argument.name.value] = value;
      }
    }
  }
  return rule;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for a real calendar day (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function invalidArgument(name: string, message: string, accepted: string): ServiceError {
  return new ServiceError("validation_error", `${name}: ${message}; accepted: ${accepted}.`, {
    extra: { parameter: name, accepted },
  });
}

export function checkValue(rule: ArgumentRule, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) checkValue(rule, item);
    return;
  }
  if (rule.date && typeof value === "string" && !isCalendarDate(value)) {
    throw new ServiceError(
      "invalid_date",
      `${rule.name}: ${quoteInput(value)} is not a calendar date; accepted: YYYY-MM-DD.`,
      {
        extra: { parameter: rule.name, accepted: "YYYY-MM-DD" },
      },
    );
  }
  if (typeof value !== "number") return;
  const tooLow = rule.min !== undefined && value < rule.min;
  const tooHigh = rule.max !== undefined && value > rule.max;
  if (tooLow || tooHigh) {
    throw invalidArgument(
      rule.name,
      `${value} is out of range`,
      `${rule.min ?? "-inf"}..${rule.max ?? "inf"}`,
    );
  }
}

/** A field's ruled arguments, by type and field name: what `checkArgumentRules` wraps. */
type RuledFields = Map<string, Map<string, ArgumentRule[]>>;

/** The fields of the document's object types that take an argument carrying a rule. */
function ruledFieldsOf(document: DocumentNode): RuledFields {
  const ruled: RuledFields = new Map();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    for (const field of definition.fields ?? []) {
      const rules = (field.arguments ?? [])
        .map((arg) => argumentRule({ name: arg.name.value, astNode: arg }))
        .filter((rule) => rule.date || rule.min !== undefined || rule.max !== undefined);
      if (rules.length === 0) continue;
      const fields = ruled.get(definition.name.value) ?? new Map<string, ArgumentRule[]>();
      fields.set(field.name.value, rules);
      ruled.set(definition.name.value, fields);
    }
  }
  return ruled;
}

function checking(rules: readonly ArgumentRule[], resolve: GraphQLFieldResolver<unknown, unknown>) {
  const checked: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    for (const rule of rules) checkValue(rule, args[rule.name]);
    return resolve(source, args, context, info);
  };
  return checked;
}

/**
 * The resolvers with every ruled argument checked before its field's resolver runs. Only those
 * fields are wrapped: a global middleware would also wrap every plain property of every object in
 * a large answer (a stress test's thousands of impacts) in its promises, for nothing.
 */
export function checkArgumentRules(resolvers: GraphQLResolverMap<unknown>, document: DocumentNode): void {
  for (const [typeName, fields] of ruledFieldsOf(document)) {
    const typeResolvers = resolvers[typeName] as Record<string, unknown> | undefined;
    for (const [fieldName, rules] of fields) {
      const resolver = typeResolvers?.[fieldName];
      if (typeof resolver === "function") {
        (typeResolvers as Record<string, unknown>)[fieldName] = checking(
          rules,
          resolver as GraphQLFieldResolver<unknown, unknown>,
        );
      } else if (
        resolver &&
        typeof resolver === "object" &&
        "resolve" in resolver &&
        typeof resolver.resolve === "function"
      ) {
        resolver.resolve = checking(rules, resolver.resolve as GraphQLFieldResolver<unknown, unknown>);
      } else {
        throw new Error(`${typeName}.${fieldName} takes a ruled argument but has no resolver to check it in`);
      }
    }
  }
}
