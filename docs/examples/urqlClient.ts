/**
 * urql over the gateway: queries through fetchExchange, subscriptions through subscriptionExchange
 * handing them to a graphql-ws client (the key in connection_init's params). The documents are the
 * typed ones of ./graphqlClient.ts and ./subscriptions.ts. docs/CLIENTS.md; run by
 * test/e2e/clientExamples.e2e.test.ts.
 */
import { Client, fetchExchange, subscriptionExchange } from "@urql/core";
import type { Client as WsClient } from "graphql-ws";
import type { ExampleBarsSubscription } from "./gql/graphql.js";
import { snapshotQuery } from "./graphqlClient.js";
import { barsSubscription } from "./subscriptions.js";

export function urqlClient(baseUrl: string, key: string, ws: WsClient): Client {
  return new Client({
    url: `${baseUrl}/graphql`,
    fetchOptions: { headers: { authorization: `Bearer ${key}` } },
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({
            unsubscribe: ws.subscribe({ ...request, query: request.query ?? "" }, sink),
          }),
        }),
      }),
    ],
  });
}

/** An instrument's latest price. */
export async function urqlSnapshot(client: Client, ticker: string) {
  const { data, error } = await client.query(snapshotQuery, { ticker }, { requestPolicy: "network-only" });
  if (error) throw error;
  return data?.instrument;
}

/** The first bar of `symbols` from the `bars` subscription, then the subscription is ended. */
export function urqlFirstBar(client: Client, symbols: string[]) {
  return new Promise<ExampleBarsSubscription["bars"]>((resolve, reject) => {
    const { unsubscribe } = client.subscription(barsSubscription, { symbols }).subscribe((result) => {
      unsubscribe();
      if (result.error || !result.data) reject(result.error ?? new Error("a frame without data"));
      else resolve(result.data.bars);
    });
  });
}
