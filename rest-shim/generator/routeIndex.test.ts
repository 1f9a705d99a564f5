import "reflect-metadata";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { GATEWAY_TYPE_DEFS } from "../../gateway/gatewayFields.js";
import { DEFINITIONS } from "../../gateway/subgraphs.js";
import type { RouteSpec } from "../routeSpec.js";
import { loadRoutes } from "../routes.js";
import { type FieldHomes, gatewayFieldHomes, subgraphFieldHomes } from "./fieldHomes.js";
import { renderRouteIndex, routeIndexRow } from "./routeIndex.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

let routes: RouteSpec[];
let homes: FieldHomes;

beforeAll(async () => {
  routes = await loadRoutes();
  homes = new Map([
    ...(await subgraphFieldHomes(ROOT, DEFINITIONS)),
    ...gatewayFieldHomes(ROOT, GATEWAY_TYPE_DEFS),
  ]);
});

const rowOf = (name: string) => {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return routeIndexRow(route, homes);
};

describe("the route index's rows, read from the code", () => {
  it("names a subgraph field's owner and the module exporting the resolver class that declares it", () => {
    expect(rowOf("svc_v3_fundamentals_price_snapshot")).toEqual({
      method: "GET",
      path: "/api/v3/fundamentals/price_snapshot",
      operation: "svc_v3_fundamentals_price_snapshot",
      graphql: "Query.priceSnapshot",
      owner: "market",
      module: "subgraphs/market/resolvers/priceSnapshot.ts",
      product: "market_data",
      credits: 1,
    });
  });

  it("carries a heavy route's declared work", () => {
    expect(rowOf("svc_v2_var")).toMatchObject({
      graphql: "Query.portfolioVar",
      owner: "risk",
      module: "subgraphs/risk/resolvers/portfolioRisk.ts",
      product: "risk_analytics",
      credits: 5,
      work: 1000,
    });
  });

  it("homes a gateway field in the module whose resolver map resolves it (a computed key here)", () => {
    expect(rowOf("svc_v3_stream_events")).toMatchObject({
      graphql: "Subscription.events",
      owner: "gateway",
      module: "gateway/access/userEvents.ts",
    });
  });

  it("lists a persisted document route under the documents, with its file and composer", () => {
    expect(rowOf("svc_copilot_portfolio")).toMatchObject({
      method: "POST",
      graphql: "document copilot/portfolio.graphql",
      owner: "documents",
      module: "schema/catalogue/copilot/portfolio.graphql, composer copilot_portfolio",
      credits: 10,
    });
  });

  it("refuses a gateway field that no resolver map resolves rather than leave its module blank", () => {
    expect(() => gatewayFieldHomes(ROOT, "extend type Query { nowhere: Int }")).toThrow(
      "gateway: no module of gateway/ has a resolver map resolving query:nowhere",
    );
  });

  it("gives every route one row", () => {
    const text = renderRouteIndex(routes.map((route) => routeIndexRow(route, homes)));
    const rows = text.split("\n").filter((line) => /^\| (GET|POST) \|/.test(line));
    expect(rows).toHaveLength(routes.length);
    expect(text).toContain("| GET | `/api/v2/risk/var` | svc_v2_var | `Query.portfolioVar` |");
  });
});
