/**
 * A JSON body's kinds, on a route of every kind of body parameter (the catalogue's POST routes
 * hold no boolean): the shim's spelling, schemas, validator and refusal, in the order Fastify runs
 * them. The real routes are checked end to end in test/e2e/jsonBodyTypes.e2e.test.ts.
 */
import type { FastifyRequest } from "fastify";
import type { SchemaErrorDataVar } from "fastify/types/schema.js";
import { describe, expect, it } from "vitest";
import type { ParamSpec } from "../catalogue/routeParams.js";
import { restSpelling, routeSchema } from "./params.js";
import type { RouteSpec } from "./routeSpec.js";
import { refusalFrom, validatorCompilerFor } from "./validation.js";

function param(name: string, type: ParamSpec["type"], part: ParamSpec["in"], list = false): ParamSpec {
  return { name, arg: name, in: part, type, graphqlType: type, list, required: false };
}

const route = {
  name: "svc_kinds",
  method: "POST",
  path: "/api/kinds",
  flags: [],
  params: [
    param("flag", "boolean", "body"),
    param("names", "string", "body", true),
    param("count", "number", "body"),
    param("verbose", "boolean", "query"),
  ],
} as unknown as RouteSpec;

/** The part's inputs as the shim reads them, or its refusal's message. */
function read(part: "body" | "query", inputs: Record<string, unknown>): Record<string, unknown> | string {
  const request = { query: {}, body: {}, [part]: inputs } as unknown as FastifyRequest;
  restSpelling(route, request);
  const data = part === "body" ? request.body : request.query;
  const httpPart = part === "body" ? "body" : "querystring";
  const schema = routeSchema(route)[httpPart] as Record<string, unknown>;
  const validate = validatorCompilerFor(route)({ schema, httpPart, method: "POST", url: route.path });
  if (validate(data)) return data as Record<string, unknown>;
  const errors = (validate as unknown as { errors: never[] }).errors;
  return refusalFrom(route, errors, httpPart as SchemaErrorDataVar).message;
}

describe("a JSON body has real types", () => {
  it("reads each value as its own JSON kind, a number also as text and a list also as comma text", () => {
    expect(read("body", { flag: true, names: ["a", "b"], count: 2 })).toEqual({
      flag: true,
      names: ["a", "b"],
      count: 2,
    });
    expect(read("body", { names: "a, b", count: "2.5" })).toEqual({ names: ["a", "b"], count: 2.5 });
  });

  it("refuses text for a boolean, which only a query spells 1/0 or true/false", () => {
    for (const flag of ["true", "1", "0"]) {
      expect(read("body", { flag })).toBe(
        `flag: ${JSON.stringify(flag)} is not a boolean; accepted: true or false.`,
      );
    }
    expect(read("query", { verbose: "1" })).toEqual({ verbose: true });
  });

  it("refuses a boolean, a number or an object for a list, and for text", () => {
    for (const names of [true, 5, { a: 1 }]) {
      expect(read("body", { names })).toBe(
        `names: ${JSON.stringify(names)} is not a list; accepted: a list, each text.`,
      );
    }
    expect(read("body", { names: ["a", true] })).toBe("names: must be text; accepted: a list, each text.");
  });

  it("refuses an object or a list for a single value", () => {
    expect(read("body", { count: { value: 1 } })).toBe(
      'count: {"value":1} is not a number; accepted: a number.',
    );
    expect(read("body", { flag: [true] })).toBe("flag: [true] is not a boolean; accepted: true or false.");
  });
});
