/**
 * Benchmark baseline: @apollo/gateway over the same checked-in supergraph, one
 * RemoteGraphQLDataSource per subgraph URL (the supergraph's join__graph URLs are placeholders),
 * served by @apollo/server's standalone server with default settings (no usage reporting: no key).
 *   tsx bench/apolloGateway.ts --subgraph market=http://127.0.0.1:1234/graphql ...
 * Prints "apollo gateway listening on <url>graphql". PORT defaults to 0. Imports nothing of ours,
 * so the process's memory is Apollo's alone.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ApolloGateway, RemoteGraphQLDataSource } from "@apollo/gateway";
import { ApolloServer } from "@apollo/server";
import { startStandaloneServer } from "@apollo/server/standalone";

const { values } = parseArgs({ options: { subgraph: { type: "string", multiple: true, default: [] } } });
const urls: Record<string, string> = Object.fromEntries(
  (values.subgraph ?? []).map((pair) => pair.split("=", 2)),
);

const gateway = new ApolloGateway({
  supergraphSdl: readFileSync(new URL("../schema/supergraph.graphql", import.meta.url), "utf8"),
  buildService: ({ name }) => {
    const url = urls[name];
    if (!url) throw new Error(`No URL given for subgraph ${name} (--subgraph ${name}=<url>)`);
    return new RemoteGraphQLDataSource({ url });
  },
});
const server = new ApolloServer({ gateway });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 0), host: "127.0.0.1" },
});
console.log(`apollo gateway listening on ${url}graphql`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
