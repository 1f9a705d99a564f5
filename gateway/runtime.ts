/**
 * The gateway: Hive Gateway runtime over the checked-in supergraph, with subgraphs reached in
 * process or over HTTP/WebSocket, and the access plugin in front of everything.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createGatewayRuntime, type GatewayPlugin, type GatewayRuntime } from "@graphql-hive/gateway-runtime";
import type { SubgraphDeps } from "../subgraphs/kit/context.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import type { Warehouse } from "../warehouse/connection.js";
import { useApiKeys } from "./access/authPlugin.js";
import { inProcessTransports, remoteTransportEntries, type SubgraphUrls } from "./transports.js";

export const SUPERGRAPH_PATH = fileURLToPath(new URL("../schema/supergraph.graphql", import.meta.url));

export function readSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, "utf8");
}

export type SubgraphRouting =
  | { kind: "in-process"; subgraphs: Partial<Record<SubgraphName, BuiltSubgraph>>; deps: SubgraphDeps }
  | { kind: "remote"; urls: SubgraphUrls };

export interface GatewayOptions {
  supergraph?: string;
  routing: SubgraphRouting;
  /** Where keys are verified; null only for benchmarks that measure the gateway alone. */
  keys: Warehouse | null;
  plugins?: GatewayPlugin[];
}

export type Gateway = GatewayRuntime<Record<string, unknown>>;

export function createGateway(options: GatewayOptions): Gateway {
  const { routing } = options;
  const plugins: GatewayPlugin[] = [
    ...(options.keys ? [useApiKeys(options.keys)] : []),
    ...(options.plugins ?? []),
  ];
  return createGatewayRuntime({
    supergraph: options.supergraph ?? readSupergraph(),
    logging: process.env.GATEWAY_LOG === "debug" ? "debug" : "error",
    landingPage: false,
    graphqlEndpoint: "/graphql",
    // Errors raised by subgraphs carry their codes; masking would hide what the caller did wrong.
    maskedErrors: false,
    ...(routing.kind === "in-process"
      ? { transports: inProcessTransports(routing.subgraphs, routing.deps) }
      : { transportEntries: remoteTransportEntries(routing.urls) }),
    plugins: () => plugins,
  });
}
