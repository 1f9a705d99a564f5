/**
 * Apollo Client 4 over the gateway: queries over HTTP through the persisted-queries link
 * (Automatic Persisted Queries: the SHA-256 of the document first, the document itself only when
 * the gateway answers PersistedQueryNotFound), subscriptions over graphql-ws, split by the
 * operation's type. The documents are the typed ones of ./graphqlClient.ts and ./subscriptions.ts.
 * docs/CLIENTS.md; run by test/e2e/clientExamples.e2e.test.ts.
 */
import { createHash } from "node:crypto";
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { firstValueFrom } from "rxjs";
import { snapshotQuery } from "./graphqlClient.js";
import { barsSubscription, graphqlWsClient } from "./subscriptions.js";

/** In a browser, the Web Crypto API does the same (see sha256Hex in ./graphqlClient.ts). */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export interface ApolloOptions {
  /** WebSocket outside a browser (the ws package in Node). */
  webSocketImpl?: unknown;
  /** fetch for the HTTP link (the global one by default). */
  fetch?: typeof fetch;
}

export function apolloClient(baseUrl: string, key: string, options: ApolloOptions = {}): ApolloClient {
  const http = new PersistedQueryLink({ sha256 }).concat(
    new HttpLink({
      uri: `${baseUrl}/graphql`,
      headers: { authorization: `Bearer ${key}` },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  const ws = new GraphQLWsLink(graphqlWsClient(baseUrl, key, options.webSocketImpl));
  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      ws,
      http,
    ),
    cache: new InMemoryCache(),
  });
}

/** An instrument's latest price, asked of the gateway each time (not read from Apollo's cache). */
export async function apolloSnapshot(client: ApolloClient, ticker: string) {
  const { data } = await client.query({
    query: snapshotQuery,
    variables: { ticker },
    fetchPolicy: "network-only",
  });
  return data?.instrument;
}

/** The first bar of `symbols` from the `bars` subscription. */
export async function apolloFirstBar(client: ApolloClient, symbols: string[]) {
  const { data } = await firstValueFrom(
    client.subscribe({ query: barsSubscription, variables: { symbols } }),
  );
  return data?.bars;
}
