/**
 * Issue 13 item 17: the gateway adds its own root fields only to root types the supergraph has,
 * so it builds over a supergraph with no Subscription type (it used to fail the schema build on
 * `extend type Subscription`), and still adds them over ours.
 */
import { buildSubgraphSchema } from "@apollo/subgraph";
import { composeServices } from "@theguild/federation-composition";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../core/clock.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { type OpenWarehouse, openWarehouse } from "../warehouse/connection.js";
import { createGateway, type Gateway } from "./runtime.js";

const SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query { hello: String! }
`;

/** A one-subgraph supergraph with a Query type and nothing else. */
function smallSupergraph(): string {
  const composed = composeServices([
    { name: "market", typeDefs: parse(SDL), url: "http://market.local/graphql" },
  ]);
  if (!composed.supergraphSdl) throw new Error(String(composed.errors));
  return composed.supergraphSdl;
}

let warehouse: OpenWarehouse;
let bus: EventBus;
const gateways: Gateway[] = [];
beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  bus = await openBus(undefined);
});
afterAll(async () => {
  for (const gateway of gateways) await gateway[Symbol.asyncDispose]();
  await bus?.close();
  await warehouse?.close();
});

describe("gateway fields", () => {
  it("are left out of a supergraph without a Subscription type, which then builds and answers", async () => {
    const supergraph = smallSupergraph();
    expect(supergraph).not.toMatch(/type Subscription/);
    const schema = buildSubgraphSchema([
      { typeDefs: parse(SDL), resolvers: { Query: { hello: () => "world" } } },
    ]);
    const gateway = createGateway({
      supergraph,
      routing: {
        kind: "in-process",
        subgraphs: { market: { name: "market", schema, sdl: SDL } },
        deps: { db: warehouse.db, clock: systemClock, bus },
      },
      access: null,
      bus,
    });
    gateways.push(gateway);
    const built = await gateway.getSchema();
    expect(built.getSubscriptionType()).toBeUndefined();
    expect(Object.keys(built.getQueryType()?.getFields() ?? {})).toEqual(["hello"]);
    const response = await gateway.fetch("http://gateway.local/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ hello }" }),
    });
    expect(await response.json()).toEqual({ data: { hello: "world" } });
  });

  it("are added over our supergraph, which has both root types", async () => {
    const gateway = createGateway({ routing: { kind: "remote", urls: {} }, access: null, bus });
    gateways.push(gateway);
    const built = await gateway.getSchema();
    const subscriptions = Object.keys(built.getSubscriptionType()?.getFields() ?? {});
    expect(subscriptions).toEqual(expect.arrayContaining(["alerts", "events", "bars"]));
  });
});
