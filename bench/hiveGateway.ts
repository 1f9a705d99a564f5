/**
 * Benchmark target: OUR gateway alone (Hive Gateway runtime, remote routing over HTTP/WebSocket)
 * on the same Fastify host as production, no access control (access: null) and no REST shim.
 *   tsx bench/hiveGateway.ts --subgraph market=http://127.0.0.1:1234/graphql ...
 * Prints "hive gateway listening on <url>/graphql". PORT defaults to 0.
 */
import { parseArgs } from "node:util";
import { startHost } from "../gateway/host.js";
import { createGateway } from "../gateway/runtime.js";
import type { SubgraphUrls } from "../gateway/transports.js";

const { values } = parseArgs({ options: { subgraph: { type: "string", multiple: true, default: [] } } });
const urls: SubgraphUrls = Object.fromEntries((values.subgraph ?? []).map((pair) => pair.split("=", 2)));

const gateway = createGateway({ routing: { kind: "remote", urls }, access: null });
const host = await startHost({ gateway, access: null }, { port: Number(process.env.PORT ?? 0) });
console.log(`hive gateway listening on ${host.url}/graphql`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    host
      .close()
      .then(() => gateway[Symbol.asyncDispose]())
      .finally(() => process.exit(0));
  });
}
