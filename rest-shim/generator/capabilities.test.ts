import { readFileSync } from "node:fs";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import { SORT_ALIASES, SORT_KEYS } from "../../subgraphs/fundamentals/domain/screenerRequest.js";
import type { RouteSpec } from "../routeSpec.js";
import { buildCapabilities } from "./capabilities.js";
import { bodySchema, buildOpenApi } from "./openapi.js";
import { buildRoute } from "./routeTable.js";

type Json = Record<string, unknown>;

const snapshot: RouteSpec = {
  name: "svc_v3_fundamentals_price_snapshot",
  method: "GET",
  path: "/api/v3/fundamentals/{ticker}/price_snapshot",
  group: "v3",
  product: "market_data",
  credits: 1,
  work: 1200,
  field: "priceSnapshot",
  operation: "query",
  flags: ["heavy", "reject_unknown_args", "sse"],
  upstreamErrorCodes: {},
  replacedBy: null,
  displayName: "Price snapshot",
  description: "Last price with its session.",
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
      name: "limit",
      arg: "limit",
      in: "query",
      type: "integer",
      graphqlType: "Int",
      list: false,
      required: false,
      default: 50,
      min: 1,
      max: 100,
      description: "Items to return.",
    },
    {
      name: "session",
      arg: "session",
      in: "query",
      type: "string",
      graphqlType: "Session!",
      list: false,
      required: true,
      enum: ["regular", "extended"],
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
      name: "fields",
      arg: "fields",
      in: "query",
      type: "string",
      graphqlType: "[String!]",
      list: true,
      required: false,
      default: ["price", "volume"] as unknown as string,
    },
  ],
  document: "",
  fieldNamePaths: [],
  responseSchema: { type: "object" },
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
  flags: [],
  upstreamErrorCodes: {},
  replacedBy: "svc_v4_deflated_sharpe",
  displayName: "Deflated Sharpe ratio",
  description: "Deflates a Sharpe ratio.",
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
      name: "trials",
      arg: "trials",
      in: "body",
      type: "integer",
      graphqlType: "Int",
      list: false,
      required: false,
      default: 1,
    },
  ],
  document: "",
  fieldNamePaths: [],
  responseSchema: { type: "object" },
};

const manifest = buildCapabilities([snapshot, sharpe], { manifestVersion: "7", build: "abc123" });
const tools = manifest.tools as Json[];
const [sharpeTool, snapshotTool] = tools as [Json, Json];

describe("buildCapabilities", () => {
  it("states the manifest header without the per-request keys", () => {
    expect(manifest.manifest_version).toBe("7");
    expect(manifest.tool_count).toBe(2);
    expect(manifest).not.toHaveProperty("ok");
    expect(manifest).not.toHaveProperty("timestamp");
    expect(manifest).not.toHaveProperty("base_url");
    expect(manifest.server).toEqual({
      name: "quant-federation",
      build: "abc123",
      shapes: ["envelope"],
      default_shape: "envelope",
    });
    expect(manifest.auth).toEqual({
      header_names: ["Authorization", "X-API-Key"],
      query_param: "api_key",
      other_headers: ["X-Admin-Key", "Idempotency-Key", "X-Internal-Key"],
      key_prefix: "qf_live_",
      capabilities_auth_required: false,
    });
  });

  it("counts tools per group, empty groups included", () => {
    expect(manifest.groups).toEqual({ legacy: 0, v2: 0, v3: 2, copilot: 0, ml: 0, admin: 0 });
  });

  it("orders tools by name", () => {
    expect(tools.map((tool) => tool.name)).toEqual([
      "svc_v3_deflated_sharpe",
      "svc_v3_fundamentals_price_snapshot",
    ]);
  });

  it("describes a GET tool with its path and query parameters", () => {
    expect(snapshotTool).toMatchObject({
      method: "GET",
      path: "/api/v3/fundamentals/{ticker}/price_snapshot",
      group: "v3",
      description: "Last price with its session.",
      path_params: ["ticker"],
      body_schema: null,
      param_constraints: [],
      admin: false,
      replaced_by: null,
      display_name: "Price snapshot",
      capability_tags: ["heavy", "sse"],
      public_name: "v3_fundamentals_price_snapshot",
      reject_unknown_args: true,
      credits: 1,
      product: "market_data",
      work: 1200,
    });
  });

  it("lists query parameters with the same keys, null where a constraint is absent", () => {
    expect(snapshotTool.query_params).toEqual([
      {
        name: "limit",
        type: "integer",
        default: 50,
        min: 1,
        max: 100,
        enum: null,
        required: false,
        description: "Items to return.",
        server_injected: false,
      },
      {
        name: "session",
        type: "string",
        default: null,
        min: null,
        max: null,
        enum: ["regular", "extended"],
        required: true,
        description: null,
        server_injected: false,
      },
      {
        name: "start_date",
        type: "string",
        default: null,
        min: null,
        max: null,
        enum: null,
        required: false,
        description: "YYYY-MM-DD",
        server_injected: false,
      },
      {
        name: "fields",
        type: "string",
        default: "price,volume",
        min: null,
        max: null,
        enum: null,
        required: false,
        description: "comma-separated list",
        server_injected: false,
      },
    ]);
  });

  it("lists a server-injected parameter as required and server_injected, though the caller may omit it", () => {
    const events: RouteSpec = {
      ...snapshot,
      name: "svc_v3_stream_events",
      path: "/api/v3/stream/events",
      field: "events",
      operation: "subscription",
      params: [
        {
          name: "user_id",
          arg: "userId",
          in: "query",
          type: "string",
          graphqlType: "String",
          list: false,
          required: false,
          serverInjected: true,
        },
      ],
    };
    const [tool] = buildCapabilities([events], { manifestVersion: "7", build: "abc123" }).tools as Json[];
    expect(tool?.query_params).toEqual([
      {
        name: "user_id",
        type: "string",
        default: null,
        min: null,
        max: null,
        enum: null,
        required: true,
        description: "server-injected: taken from your key; a value sent is ignored",
        server_injected: true,
      },
    ]);
  });

  it("describes a POST tool with its body schema", () => {
    expect(sharpeTool).toMatchObject({
      method: "POST",
      path_params: [],
      query_params: [],
      replaced_by: "svc_v4_deflated_sharpe",
      capability_tags: [],
      public_name: "v3_deflated_sharpe",
      reject_unknown_args: false,
      credits: 5,
      product: "risk_analytics",
      work: null,
    });
    expect(sharpeTool.body_schema).toEqual({
      type: "object",
      properties: {
        sharpe: { type: "number", minimum: -1000, maximum: 1000 },
        // An integer is bounded by what a GraphQL Int carries.
        trials: { type: "integer", minimum: -2147483648, maximum: 2147483647, default: 1 },
      },
      required: ["sharpe"],
      additionalProperties: false,
    });
  });

  it("gives every tool the same keys", () => {
    const keys = Object.keys(sharpeTool);
    expect(Object.keys(snapshotTool)).toEqual(keys);
    expect(keys).toEqual([
      "name",
      "method",
      "path",
      "group",
      "description",
      "path_params",
      "query_params",
      "body_schema",
      "param_constraints",
      "admin",
      "replaced_by",
      "display_name",
      "capability_tags",
      "public_name",
      "reject_unknown_args",
      "credits",
      "product",
      "work",
    ]);
  });

  it("counts a group outside the fixed list too", () => {
    const other = buildCapabilities([{ ...sharpe, group: "beta" }], { manifestVersion: "7", build: "x" });
    expect(other.groups).toMatchObject({ v3: 0, beta: 1 });
  });
});

describe("catalogue param_docs: documented enums and defaults the shim does not enforce", () => {
  const schema = buildSchema(`type Query { screen(sortBy: String! = "market_cap_usd", floor: Float): Int }`);
  const entry: CatalogueEntry = {
    name: "svc_v3_screen",
    method: "GET",
    path: "/api/v3/screen",
    group: "v3",
    product: "fundamentals",
    credits: 1,
    field: "screen",
    param_docs: { sort_by: { enum: ["market_cap_usd", "revenue"] }, floor: { default: 0.1 } },
    display_name: "Screen",
    description: "Screens.",
  };
  const route = buildRoute(entry, schema, new Map());
  const [sortBy, floor] = route.params;

  it("keeps a documented enum apart from the enforced one, and adds a documented default", () => {
    expect(sortBy).toMatchObject({
      name: "sort_by",
      default: "market_cap_usd",
      documentedEnum: ["market_cap_usd", "revenue"],
    });
    expect(sortBy).not.toHaveProperty("enum");
    expect(floor).toMatchObject({ name: "floor", default: 0.1 });
  });

  it("lists them in the manifest and in OpenAPI", () => {
    const [tool] = buildCapabilities([route], { manifestVersion: "7", build: "x" }).tools as Json[];
    expect(tool?.query_params).toEqual([
      expect.objectContaining({
        name: "sort_by",
        default: "market_cap_usd",
        enum: ["market_cap_usd", "revenue"],
      }),
      expect.objectContaining({ name: "floor", default: 0.1, enum: null }),
    ]);
    const openapi = buildOpenApi([route], { version: "1", manifestVersion: "7" }) as any;
    const parameters = openapi.paths["/api/v3/screen"].get.parameters as Json[];
    expect(parameters.find((p) => p.name === "sort_by")?.schema).toMatchObject({
      enum: ["market_cap_usd", "revenue"],
    });
    expect(parameters.find((p) => p.name === "floor")?.schema).toMatchObject({ default: 0.1 });
  });

  it("refuses a param_docs entry naming no parameter, or repeating a GraphQL default", () => {
    expect(() =>
      buildRoute({ ...entry, param_docs: { sortby: { enum: ["x"] } } }, schema, new Map()),
    ).toThrow(/sortby/);
    expect(() =>
      buildRoute({ ...entry, param_docs: { sort_by: { default: "x" } } }, schema, new Map()),
    ).toThrow(/repeats/);
  });

  it("the generated manifest carries spec/02's screener, xbrl, segments and peers values", () => {
    const manifest = JSON.parse(
      readFileSync(new URL("../../schema/capabilities.json", import.meta.url), "utf8"),
    );
    const param = (tool: string, name: string): Json => {
      const params = (manifest.tools as Json[]).find((t) => t.name === tool)?.query_params as Json[];
      return params.find((p) => p.name === name) ?? {};
    };
    expect(param("svc_v3_fundamentals_screener", "sort_by").enum).toEqual([
      ...Object.keys(SORT_KEYS),
      ...Object.keys(SORT_ALIASES),
    ]);
    expect(param("svc_v3_fundamentals_screener", "sort_order")).toMatchObject({
      default: "desc",
      enum: ["asc", "desc"],
    });
    expect(param("svc_v3_fundamentals_xbrl", "taxonomy").enum).toEqual(["us-gaap", "dei", "ifrs-full"]);
    expect(param("svc_v3_fundamentals_segments", "stype").enum).toEqual([
      "business",
      "geographic",
      "operating",
      "state",
      "BUSSEG",
      "GEOSEG",
      "OPSEG",
      "STSEG",
    ]);
    expect(param("svc_v3_fundamentals_peers", "min_relative_size")).toMatchObject({
      default: 0.1,
      min: 0,
      max: 1,
    });
  });
});

describe("catalogue whole_numbers: counts carried as Float, typed integer in REST", () => {
  const schema = buildSchema("type Query { dsr(nTrials: Float = 1, label: String): Int }");
  const entry: CatalogueEntry = {
    name: "svc_v3_dsr",
    method: "POST",
    path: "/api/v3/dsr",
    group: "v3",
    product: "risk_analytics",
    credits: 5,
    field: "dsr",
    whole_numbers: ["n_trials"],
    display_name: "DSR",
    description: "Deflates.",
  };

  it("types the parameter integer, for the shim and in OpenAPI", () => {
    const route = buildRoute(entry, schema, new Map());
    expect(route.params[0]).toMatchObject({ name: "n_trials", type: "integer", graphqlType: "Float" });
    const body = bodySchema(route) as { properties: Record<string, Json> };
    expect(body.properties.n_trials).toMatchObject({ type: "integer" });
  });

  it("refuses a name that is no parameter, or no Float", () => {
    expect(() => buildRoute({ ...entry, whole_numbers: ["trials"] }, schema, new Map())).toThrow(/trials/);
    expect(() => buildRoute({ ...entry, whole_numbers: ["label"] }, schema, new Map())).toThrow(/no Float/);
  });
});
