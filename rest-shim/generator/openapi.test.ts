import { describe, expect, it } from "vitest";
import type { RouteSpec } from "../routeSpec.js";
import { buildOpenApi } from "./openapi.js";

type Json = Record<string, unknown>;

const prices: RouteSpec = {
  name: "svc_v3_prices",
  method: "GET",
  path: "/api/v3/prices/{ticker}",
  group: "v3",
  product: "market_data",
  credits: 1,
  field: "prices",
  operation: "query",
  flags: ["heavy"],
  upstreamErrorCodes: {},
  replacedBy: null,
  displayName: "Price bars",
  description: "Most recent N OHLCV bars.",
  params: [
    {
      name: "ticker",
      arg: "ticker",
      in: "path",
      type: "string",
      graphqlType: "String!",
      list: false,
      required: true,
    },
    {
      name: "interval",
      arg: "interval",
      in: "query",
      type: "string",
      graphqlType: "Interval",
      list: false,
      required: false,
      default: "day",
      enum: ["minute", "day"],
    },
    {
      name: "limit",
      arg: "limit",
      in: "query",
      type: "integer",
      graphqlType: "Int",
      list: false,
      required: false,
      default: 30,
      min: 1,
      max: 5000,
      description: "Bars to return.",
    },
    {
      name: "start_date",
      arg: "startDate",
      in: "query",
      type: "string",
      graphqlType: "String",
      list: false,
      required: false,
      date: true,
    },
    {
      name: "symbols",
      arg: "symbols",
      in: "query",
      type: "string",
      graphqlType: "[String]",
      list: true,
      required: false,
      minItems: 1,
      maxItems: 50,
      maxLength: 12,
    },
  ],
  document: "query svc_v3_prices { prices { bars } }",
  fieldNamePaths: [],
  responseSchema: {
    type: ["object", "null"],
    properties: { bars: { type: "array", items: { type: "object" } } },
    required: ["bars"],
  },
};

const sharpe: RouteSpec = {
  name: "svc_v3_deflated_sharpe",
  method: "POST",
  path: "/api/v3/validation/deflated_sharpe",
  group: "v3",
  product: "risk_analytics",
  credits: 5,
  field: "deflatedSharpe",
  operation: "query",
  flags: ["reject_unknown_args"],
  upstreamErrorCodes: {},
  replacedBy: null,
  displayName: "Deflated Sharpe ratio",
  description: "Deflates a Sharpe ratio for the number of trials.",
  params: [
    {
      name: "sharpe",
      arg: "sharpe",
      in: "body",
      type: "number",
      graphqlType: "Float!",
      list: false,
      required: true,
      min: -1000,
      max: 1000,
    },
    {
      name: "skewness",
      arg: "skewness",
      in: "body",
      type: "number",
      graphqlType: "Float",
      list: false,
      required: false,
      default: 0,
    },
    {
      name: "trials",
      arg: "trials",
      in: "body",
      type: "integer",
      graphqlType: "[Int!]!",
      list: true,
      required: true,
    },
  ],
  document: "query svc_v3_deflated_sharpe { deflatedSharpe { value } }",
  fieldNamePaths: [],
  responseSchema: { type: "object", properties: { value: { type: "number" } }, required: ["value"] },
};

const doc = buildOpenApi([sharpe, prices], { version: "2.114", manifestVersion: "7" });
const paths = doc.paths as Record<string, Record<string, Json>>;
const getPrices = paths["/api/v3/prices/{ticker}"]!.get!;
const postSharpe = paths["/api/v3/validation/deflated_sharpe"]!.post!;

/** Follows a local JSON pointer (`#/a/b`) through the document. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const part of pointer.slice(2).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    node = node && typeof node === "object" ? (node as Json)[key] : undefined;
  }
  return node;
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe("buildOpenApi", () => {
  it("states the document header, servers, security schemes and global security", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Market and quant data API", version: "2.114" });
    expect(doc.servers).toEqual([{ url: "/" }]);
    const components = doc.components as Record<string, Json>;
    expect(components.securitySchemes).toEqual({
      ApiKeyAuth: { type: "apiKey", in: "header", name: "X-API-Key" },
      BearerAuth: { type: "http", scheme: "bearer" },
      ApiKeyQuery: { type: "apiKey", in: "query", name: "api_key" },
    });
    expect(doc.security).toEqual([{ ApiKeyAuth: [] }, { BearerAuth: [] }, { ApiKeyQuery: [] }]);
  });

  it("declares the group tags and tags each operation with its group", () => {
    const tags = doc.tags as { name: string; description: string }[];
    expect(tags.map((tag) => tag.name)).toEqual(["copilot", "legacy", "ml", "v2", "v3"]);
    for (const tag of tags) expect(tag.description).toBeTruthy();
    expect(getPrices.tags).toEqual(["v3"]);
    expect(postSharpe.tags).toEqual(["v3"]);
  });

  it("has every route and the key-free routes, the latter with security []", () => {
    expect(Object.keys(paths)).toEqual([
      "/api/capabilities",
      "/api/health",
      "/api/openapi.json",
      "/api/v3/prices/{ticker}",
      "/api/v3/validation/deflated_sharpe",
    ]);
    expect(Object.keys(paths["/api/v3/prices/{ticker}"]!)).toEqual(["get"]);
    expect(Object.keys(paths["/api/v3/validation/deflated_sharpe"]!)).toEqual(["post"]);
    for (const path of ["/api/capabilities", "/api/health", "/api/openapi.json"]) {
      expect(paths[path]!.get!.security).toEqual([]);
    }
    expect(getPrices.security).toBeUndefined();
  });

  it("describes the operation with its catalogue data and extensions", () => {
    expect(getPrices).toMatchObject({
      operationId: "svc_v3_prices",
      summary: "Price bars",
      description: "Most recent N OHLCV bars.",
      "x-credits": 1,
      "x-product": "market_data",
      "x-operation-name": "v3_prices",
      "x-capability-tags": ["heavy"],
    });
    expect(postSharpe["x-capability-tags"]).toEqual([]);
    expect(getPrices.deprecated).toBeUndefined();
  });

  it("gives query and path parameters exact schemas", () => {
    expect(getPrices.parameters).toEqual([
      { name: "ticker", in: "path", required: true, schema: { type: "string" } },
      {
        name: "interval",
        in: "query",
        required: false,
        schema: { type: "string", enum: ["minute", "day"], default: "day" },
      },
      {
        name: "limit",
        in: "query",
        required: false,
        description: "Bars to return.",
        schema: { type: "integer", minimum: 1, maximum: 5000, default: 30 },
      },
      { name: "start_date", in: "query", required: false, schema: { type: "string", format: "date" } },
      {
        name: "symbols",
        in: "query",
        required: false,
        // A comma list (form, not exploded), with the caps the shim enforces.
        style: "form",
        explode: false,
        schema: {
          type: "array",
          items: { type: "string", maxLength: 12 },
          minItems: 1,
          maxItems: 50,
          description: "comma-separated list",
        },
      },
      // Every GET route's generic point in time, declared once (rest-shim/params.ts takesAsOf).
      { $ref: "#/components/parameters/AsOf" },
    ]);
    expect(getPrices.requestBody).toBeUndefined();
  });

  it("gives a POST a closed JSON body with its required list", () => {
    expect(postSharpe.parameters).toBeUndefined();
    expect(postSharpe.requestBody).toEqual({
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: {
              sharpe: { type: "number", minimum: -1000, maximum: 1000 },
              skewness: { type: "number", default: 0 },
              // An integer is bounded by what a GraphQL Int carries.
              trials: {
                type: "array",
                items: { type: "integer", minimum: -2147483648, maximum: 2147483647 },
              },
            },
            required: ["sharpe", "trials"],
            additionalProperties: false,
          },
        },
      },
    });
  });

  it("answers 200 as one closed object: the envelope's keys and the data keys (never null)", () => {
    const responses = getPrices.responses as Record<string, Json>;
    const schema = (responses["200"]!.content as Record<string, Json>)["application/json"]!.schema;
    expect(schema).toEqual({
      type: "object",
      properties: {
        ok: { type: "boolean", const: true },
        timestamp: { type: "string", format: "date-time", description: "When the answer was made." },
        bars: { type: "array", items: { type: "object" } },
      },
      required: ["ok", "timestamp", "bars"],
      additionalProperties: false,
    });
    // The discovery routes' envelope stays open: their keys are not an operation's.
    expect(resolve("#/components/schemas/SuccessEnvelope")).toMatchObject({
      additionalProperties: true,
      properties: {
        ok: { type: "boolean", const: true },
        timestamp: { type: "string", format: "date-time" },
      },
    });
  });

  // Issue 13 item 16: 400, 403, 413, 414, 431, 500 and 502 were sent but not published.
  it("answers every error status the server sends with ErrorBody and X-Credits-Charged: 0", () => {
    const common = ["400", "401", "402", "403", "404", "414", "422", "429", "431", "500", "502", "503"];
    for (const [operation, statuses] of [
      [getPrices, common],
      [postSharpe, [...common, "413"].sort()],
    ] as const) {
      const responses = operation.responses as Record<string, Json>;
      expect(Object.keys(responses)).toEqual(["200", ...statuses]);
      for (const status of statuses) {
        const response = resolve(responses[status]!.$ref as string) as Json;
        expect(response.description).toBeTruthy();
        const media = (response.content as Record<string, Json>)["application/json"]!;
        expect(media.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
        expect((response.headers as Json)["X-Credits-Charged"]).toMatchObject({ schema: { const: 0 } });
      }
    }
    const rateLimited = resolve("#/components/responses/RateLimited") as Json;
    expect(rateLimited.headers).toHaveProperty("Retry-After");
    const errorBody = resolve("#/components/schemas/ErrorBody") as Json;
    expect(errorBody).toMatchObject({
      required: ["detail"],
      properties: { detail: { required: ["error_code", "error_message"], additionalProperties: true } },
    });
    expect((errorBody.examples as unknown[]).length).toBeGreaterThan(0);
  });

  it("resolves every $ref to a components entry", () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const pointer of refs) {
      expect(pointer).toMatch(/^#\/components\/(schemas|responses|headers|parameters)\/\w+$/);
      expect(resolve(pointer), pointer).toBeTypeOf("object");
    }
  });

  it("uses only path templates whose parameters are declared as path parameters", () => {
    for (const [path, item] of Object.entries(paths)) {
      for (const operation of Object.values(item)) {
        const declared = ((operation.parameters ?? []) as Json[]).filter((param) => param.in === "path");
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(declared.map((param) => param.name)).toEqual(templated);
        expect(declared.every((param) => param.required === true)).toBe(true);
      }
    }
  });

  it("marks replaced routes deprecated and refuses duplicate or colliding routes", () => {
    const legacy = {
      ...prices,
      name: "svc_prices",
      path: "/api/prices/{ticker}",
      group: "legacy",
      upstreamErrorCodes: {},
      replacedBy: "svc_v3_prices",
    };
    const withLegacy = buildOpenApi([legacy], { version: "2.114", manifestVersion: "7" });
    const operation = (withLegacy.paths as Record<string, Record<string, Json>>)["/api/prices/{ticker}"]!
      .get!;
    expect(operation).toMatchObject({ deprecated: true, "x-replaced-by": "svc_v3_prices", tags: ["legacy"] });
    expect(() => buildOpenApi([prices, prices], { version: "2.114", manifestVersion: "7" })).toThrow(/twice/);
    expect(() =>
      buildOpenApi([{ ...prices, path: "/api/health" }], { version: "2.114", manifestVersion: "7" }),
    ).toThrow(/twice/);
  });

  it("leaves its input route table untouched", () => {
    expect(prices.responseSchema.type).toEqual(["object", "null"]);
  });
});
