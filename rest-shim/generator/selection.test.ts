import { GraphQLEnumType, GraphQLNonNull } from "graphql";
import { describe, expect, it } from "vitest";
import { selectionOf } from "./selection.js";

const Severity = new GraphQLEnumType({ name: "Severity", values: { info: {}, warn: {} } });

describe("selectionOf: an enum's answer schema", () => {
  it("lists the values of a non-null enum", () => {
    expect(selectionOf(new GraphQLNonNull(Severity)).schema).toEqual({
      type: "string",
      enum: ["info", "warn"],
    });
  });

  it("lists null among the values of a nullable enum, so a null answer validates", () => {
    expect(selectionOf(Severity).schema).toEqual({ type: ["string", "null"], enum: ["info", "warn", null] });
  });
});
