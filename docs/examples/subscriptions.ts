/**
 * A subscription over graphql-ws with a typed document: the key travels in connection_init's
 * params (a browser's WebSocket cannot send headers). docs/CLIENTS.md; run by
 * test/e2e/clientExamples.e2e.test.ts.
 */
import { print } from "graphql";
import { type Client, createClient } from "graphql-ws";
import type { ExampleBarsSubscription } from "./gql/graphql.js";
import { graphql } from "./gql/index.js";

export const barsSubscription = graphql(`
  subscription ExampleBars($symbols: [String!]) {
    bars(symbols: $symbols) {
      ticker
      barStart
      close
      volume
      replay
    }
  }
`);

/** ws://… or wss://… from the service's http(s) base URL. */
export function graphqlWsClient(baseUrl: string, key: string, webSocketImpl?: unknown): Client {
  return createClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    connectionParams: { authorization: `Bearer ${key}` },
    ...(webSocketImpl ? { webSocketImpl } : {}),
  });
}

/** The first `count` bars of `symbols`, then the subscription is ended. */
export async function firstBars(
  client: Client,
  symbols: string[],
  count: number,
): Promise<ExampleBarsSubscription["bars"][]> {
  const bars: ExampleBarsSubscription["bars"][] = [];
  const frames = client.iterate<ExampleBarsSubscription>({
    query: print(barsSubscription),
    variables: { symbols },
  });
  for await (const frame of frames) {
    if (frame.errors) throw new Error(frame.errors.map((error) => error.message).join("; "));
    if (frame.data) bars.push(frame.data.bars);
    if (bars.length >= count) break;
  }
  return bars;
}
