/**
 * Argument rules that GraphQL's type system cannot say (ranges, calendar dates), written once as
 * directives on the argument and enforced here for every GraphQL caller. The REST generator reads
 * the same directives from the subgraph SDL, so REST and GraphQL reject the same inputs.
 *
 *   @Arg("limit", () => Int, { defaultValue: 8 }) @range(1, 200) limit: number
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLResolveInfo,
  valueFromASTUntyped,
} from "graphql";
import { Directive, type MiddlewareFn } from "type-graphql";
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

const rulesByField = new WeakMap<GraphQLField<unknown, unknown>, ArgumentRule[]>();

function rulesOf(info: GraphQLResolveInfo): ArgumentRule[] {
  const field = info.parentType.getFields()[info.fieldName];
  if (!field) return [];
  let rules = rulesByField.get(field);
  if (!rules) {
    rules = field.args
      .map(argumentRule)
      .filter((rule) => rule.date || rule.min !== undefined || rule.max !== undefined);
    rulesByField.set(field, rules);
  }
  return rules;
}

/** Global type-graphql middleware: checks every ruled argument before the resolver runs. */
export const validateArguments: MiddlewareFn = ({ args, info }, next) => {
  for (const rule of rulesOf(info)) checkValue(rule, args[rule.name]);
  return next();
};
