/** Catalogue `cache_ttl_s`: carried into the route table, published in OpenAPI, checked when read. */
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import { buildOpenApi } from "./openapi.js";
import { buildRoute } from "./routeTable.js";

type OpenApi = { paths: Record<string, { get: { responses: Record<string, Record<string, unknown>> } }> };
const okResponse = (routes: Parameters<typeof buildOpenApi>[0]) =>
  (buildOpenApi(routes, { version: "1", manifestVersion: "7" }) as OpenApi).paths["/api/v3/latest"]?.get
    .responses["200"];

const schema = buildSchema("type Query { latest(ticker: String!): Int }");
const entry: CatalogueEntry = {
  name: "svc_v3_latest",
  method: "GET",
  path: "/api/v3/latest",
  group: "v3",
  product: "news_sentiment",
  credits: 2,
  field: "latest",
  cache_ttl_s: 60,
  display_name: "Latest",
  description: "Latest items.",
};

describe("catalogue cache_ttl_s", () => {
  it("becomes the route's cacheTtlS and its 200's Cache-Control header in OpenAPI", () => {
    const route = buildRoute(entry, schema, new Map());
    expect(route.cacheTtlS).toBe(60);
    expect((okResponse([route])?.headers as Record<string, unknown>)["Cache-Control"]).toEqual({
      description: "The answer may be reused for 60 s (spec/03 Cache or TTL).",
      schema: { type: "string", const: "private, max-age=60" },
    });
  });

  it("is absent unless given (the answer is then revalidated), and refuses anything but a whole number of seconds above 0", () => {
    const { cache_ttl_s: _, ...plain } = entry;
    const route = buildRoute(plain, schema, new Map());
    expect(route).not.toHaveProperty("cacheTtlS");
    expect((okResponse([route])?.headers as Record<string, unknown>)["Cache-Control"]).toEqual({
      $ref: "#/components/headers/RevalidatedCacheControl",
    });
    for (const bad of [0, -5, 1.5]) {
      expect(() => buildRoute({ ...entry, cache_ttl_s: bad }, schema, new Map())).toThrow(/cache_ttl_s/);
    }
  });
});
