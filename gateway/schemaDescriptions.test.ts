/**
 * Every element of the public schema (schema/schema.graphql, what introspection and
 * GET /api/schema.graphql serve) says what it is: types, fields, arguments and enum values (issue 28
 * item 6). A failure lists each element left without one.
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

describe("descriptions in the public schema", () => {
  const missing = undescribed();

  for (const kind of ["type", "field", "argument", "enumValue"] as const) {
    it(`describes every ${kind}`, () => {
      expect(missing[kind]).toEqual([]);
    });
  }
});
