/**
 * Every element of the public schema (schema/schema.graphql, what introspection and
 * GET /api/schema.graphql serve) says what it is: types, fields, arguments and enum values. Enum
 * values are all described; the elements still without a description are counted, and each count
 * may only fall (issue 28 item 6 asks for none: the rest is left to do, see the listing a failure prints).
 */
import { readFileSync } from "node:fs";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from "graphql";
import { describe, expect, it } from "vitest";

const schema = buildSchema(readFileSync(new URL("../schema/schema.graphql", import.meta.url), "utf8"));

type Kind = "type" | "field" | "argument" | "enumValue";

function undescribed(): Record<Kind, string[]> {
  const missing: Record<Kind, string[]> = { type: [], field: [], argument: [], enumValue: [] };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.type.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.field.push(`${type.name}.${field.name}`);
        for (const argument of "args" in field ? field.args : []) {
          if (!argument.description) missing.argument.push(`${type.name}.${field.name}(${argument.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description) missing.enumValue.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

/** What is still undescribed: each count may fall, never rise. */
const STILL_UNDESCRIBED: Record<Kind, number> = { type: 2, field: 1701, argument: 23, enumValue: 0 };

describe("descriptions in the public schema", () => {
  const missing = undescribed();

  it("describes every enum value", () => {
    expect(missing.enumValue).toEqual([]);
  });

  for (const kind of ["type", "field", "argument"] as const) {
    it(`leaves no more ${kind}s undescribed than before (${STILL_UNDESCRIBED[kind]})`, () => {
      if (missing[kind].length > STILL_UNDESCRIBED[kind]) expect(missing[kind]).toEqual([]);
      expect(missing[kind].length).toBeLessThanOrEqual(STILL_UNDESCRIBED[kind]);
    });
  }
});
