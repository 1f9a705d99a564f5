/**
 * Issue 27 item 5: a remote subgraph's HTTP executor combines each fetch's signal with one signal
 * that lives as long as the gateway (@graphql-tools/executor-http's dispose signal) through
 * @graphql-hive/signal's abortSignalAny, whose listener on that signal went only when the fetch's
 * own signal was garbage collected or its 10 s timeout fired. Under load they piled up (thousands,
 * each addEventListener walking them all: 9 % of the gateway's CPU, and a MaxListenersExceededWarning).
 * Node names the signal in its warning; sequential fetches must not reach the limit (10).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buildSubgraphSchema } from "@apollo/subgraph";
import { composeServices } from "@theguild/federation-composition";
import { parse } from "graphql";
import { createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway, type Gateway } from "./runtime.js";

const SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query { hello(n: Int!): Int! }
`;

let server: Server;
let gateway: Gateway;
beforeAll(async () => {
  const schema = buildSubgraphSchema([
    { typeDefs: parse(SDL), resolvers: { Query: { hello: (_, { n }) => n } } },
  ]);
  server = createServer(createYoga({ schema, logging: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const composed = composeServices([{ name: "market", typeDefs: parse(SDL), url }]);
  if (!composed.supergraphSdl) throw new Error(String(composed.errors));
  gateway = createGateway({
    supergraph: composed.supergraphSdl,
    routing: { kind: "remote", urls: { market: url } },
    access: null,
  });
});
afterAll(async () => {
  await gateway?.[Symbol.asyncDispose]();
  await new Promise((resolve) => server?.close(resolve));
});

/** The abort listeners on a signal that Node found over its limit, by signal. */
function overLimitSignals(): { seen: Map<EventTarget, number>; stop: () => void } {
  const seen = new Map<EventTarget, number>();
  const onWarning = (warning: Error & { target?: EventTarget; count?: number }) => {
    if (warning.name === "MaxListenersExceededWarning" && warning.target instanceof AbortSignal) {
      seen.set(warning.target, warning.count ?? 0);
    }
  };
  process.on("warning", onWarning);
  return { seen, stop: () => process.off("warning", onWarning) };
}

describe("remote subgraph fetches", () => {
  it("leave no abort listener behind on a signal that outlives them", async () => {
    const warnings = overLimitSignals();
    try {
      for (let n = 0; n < 40; n += 1) {
        const response = await gateway.fetch("http://gateway.local/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "query($n: Int!) { hello(n: $n) }", variables: { n } }),
        });
        expect(await response.json()).toEqual({ data: { hello: n } });
      }
      // Node emits the warning on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      warnings.stop();
    }
    expect([...warnings.seen.values()]).toEqual([]);
  });
});
