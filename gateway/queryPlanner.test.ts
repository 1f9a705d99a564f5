/**
 * Issue 13 item 17: the Rust query planner plans supergraph fields, and the gateway's own root
 * fields (which router-runtime 1.4.23 would drop) still answer, alone, in introspection, and
 * next to supergraph fields in one query, merged in the query's order.
 */
import { buildSubgraphSchema } from "@apollo/subgraph";
import { createGatewayRuntime, type GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { useQueryPlan } from "@graphql-hive/router-runtime";
import { composeServices } from "@theguild/federation-composition";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../core/clock.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { type OpenWarehouse, openWarehouse } from "../warehouse/connection.js";
import { type QueryPlannerName, queryPlannerFromEnv, queryPlannerOptions } from "./queryPlanner.js";
import { readSupergraph } from "./runtime.js";
import { inProcessTransports } from "./transports.js";

const SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query { hello: String! }
`;
const OWN = /* GraphQL */ `
  extend type Query { own: String, broken: String }
`;

let warehouse: OpenWarehouse;
let bus: EventBus;
const gateways: AsyncDisposable[] = [];
beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  bus = await openBus(undefined);
});
afterAll(async () => {
  for (const gateway of gateways) await gateway[Symbol.asyncDispose]();
  await bus?.close();
  await warehouse?.close();
});

function gatewayWith(planner: QueryPlannerName) {
  const composed = composeServices([
    { name: "market", typeDefs: parse(SDL), url: "http://market.local/graphql" },
  ]);
  if (!composed.supergraphSdl) throw new Error(String(composed.errors));
  const schema = buildSubgraphSchema([
    { typeDefs: parse(SDL), resolvers: { Query: { hello: () => "world" } } },
  ]);
  const gateway = createGatewayRuntime({
    logging: false,
    // As gateway/runtime.ts: errors keep their messages.
    maskedErrors: false,
    transports: inProcessTransports(
      { market: { name: "market", schema, sdl: SDL } },
      { db: warehouse.db, clock: systemClock, bus },
    ),
    additionalTypeDefs: [OWN],
    additionalResolvers: [
      {
        Query: {
          own: () => "mine",
          broken: () => {
            throw new Error("broken on purpose");
          },
        },
      },
    ],
    ...queryPlannerOptions(planner, composed.supergraphSdl),
    // router-runtime bundles its own copy of the plugin types (another Logger class): same shape.
    plugins: () => [useQueryPlan({ expose: true }) as unknown as GatewayPlugin],
  });
  gateways.push(gateway);
  return async (query: string) => {
    const response = await gateway.fetch("http://gateway.local/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; path?: string[] }[];
      extensions?: { queryPlan?: { kind: string; node?: { kind: string; serviceName?: string } } };
    };
  };
}

describe("query planner", () => {
  it("plans supergraph fields with the Rust planner: a fetch node to the subgraph", async () => {
    const ask = gatewayWith("rust");
    const answer = await ask("{ hello }");
    expect(answer.data).toEqual({ hello: "world" });
    expect(answer.extensions?.queryPlan).toMatchObject({
      kind: "QueryPlan",
      node: { kind: "Fetch", serviceName: "market" },
    });
  });

  it("with GATEWAY_QUERY_PLANNER=js keeps the runtime's JS planner, which exposes no Rust plan", async () => {
    const ask = gatewayWith("js");
    const answer = await ask("{ hello }");
    expect(answer.data).toEqual({ hello: "world" });
    expect(answer.extensions?.queryPlan).toBeUndefined();
  });

  it("answers the gateway's own field alone and lists it in introspection", async () => {
    const ask = gatewayWith("rust");
    expect((await ask("{ own }")).data).toEqual({ own: "mine" });
    const introspection = await ask('{ __type(name: "Query") { fields { name } } }');
    expect(introspection.data).toEqual({
      __type: { fields: [{ name: "hello" }, { name: "own" }, { name: "broken" }] },
    });
  });

  it("merges a query of both kinds in the query's own order, fragments and aliases included", async () => {
    const ask = gatewayWith("rust");
    const answer = await ask("{ b: hello own ...F } fragment F on Query { a: own again: hello }");
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ b: "world", own: "mine", a: "mine", again: "world" });
    expect(Object.keys(answer.data ?? {})).toEqual(["b", "own", "a", "again"]);
  });

  it("keeps the other part's answer when one of the gateway's fields fails", async () => {
    const ask = gatewayWith("rust");
    const answer = await ask("{ hello broken }");
    expect(answer.data).toEqual({ hello: "world", broken: null });
    expect(answer.errors?.map((e) => [e.message, e.path])).toEqual([["broken on purpose", ["broken"]]]);
  });

  it("gives the JS planner the supergraph without our failover overrides: the instrument roots stay market's", () => {
    const supergraph = readSupergraph();
    // The root field from its name to the end of its line of directives, across its described arguments.
    const instrumentRoot = (sdl: string) => /\n {2}instrument\([\s\S]*?\): Instrument![^\n]*/.exec(sdl)?.[0];
    expect(queryPlannerOptions("rust", supergraph).supergraph).toBe(supergraph);
    expect(instrumentRoot(supergraph)).toContain('overrideLabel: "market_unavailable"');
    const js = queryPlannerOptions("js", supergraph).supergraph;
    expect(js).not.toContain(`overrideLabel: "`);
    expect(instrumentRoot(js)).toMatch(/Instrument! @join__field\(graph: MARKET\)$/);
  });

  it("refuses an unknown GATEWAY_QUERY_PLANNER, naming what is accepted", () => {
    expect(queryPlannerFromEnv({})).toBe("rust");
    expect(queryPlannerFromEnv({ GATEWAY_QUERY_PLANNER: "js" })).toBe("js");
    expect(() => queryPlannerFromEnv({ GATEWAY_QUERY_PLANNER: "fast" })).toThrow(
      "GATEWAY_QUERY_PLANNER must be rust or js; got fast",
    );
  });
});
