/**
 * (b) The five-subgraph instrument query through our gateway (Hive runtime, remote routing) vs
 * @apollo/gateway, both over the SAME five subgraph processes: AAPL only (the query as asked),
 * then every ticker in turn.
 */
import { isDeepStrictEqual } from "node:util";
import { instrumentTarget } from "../instrument.js";
import { type LoadSettings, type Measurement, measure } from "../load.js";
import { log } from "../log.js";
import { type Child, type Launch, startChild, stopChild, subgraphArgs } from "../processes.js";

export interface ComparisonB {
  ours: Measurement;
  theirs: Measurement;
  oursRotating: Measurement;
  theirsRotating: Measurement;
  /** Whether both gateways answered the same for every ticker. */
  sameRotating: boolean;
}

export async function runB(
  subgraphs: Child[],
  tickers: string[],
  launch: Launch,
  settings: LoadSettings,
): Promise<ComparisonB> {
  const args = subgraphArgs(subgraphs);
  log("starting the two gateways");
  const [hive, apollo] = await Promise.all([
    startChild("hive gateway", "bench/hiveGateway.ts", args, launch),
    startChild("apollo gateway", "bench/apolloGateway.ts", args, launch),
  ]);
  const ours = await measure(
    instrumentTarget("our gateway (Hive runtime, remote routing), AAPL", hive.url, hive, {
      also: subgraphs,
    }),
    "`bench/hiveGateway.ts`: Fastify → Hive Gateway runtime, HTTP transport to the subgraphs",
    settings,
  );
  const theirs = await measure(
    instrumentTarget("@apollo/gateway 2.14, AAPL", apollo.url, apollo, { also: subgraphs }),
    "`bench/apolloGateway.ts`: @apollo/server 5 standalone → ApolloGateway, RemoteGraphQLDataSource per subgraph",
    settings,
  );
  // Same selection, tickers in turn: concurrent requests differ, so no gateway can merge them.
  const theirsRotating = await measure(
    instrumentTarget(`@apollo/gateway 2.14, ${tickers.length} tickers in turn`, apollo.url, apollo, {
      also: subgraphs,
      tickers,
    }),
    "as above",
    settings,
  );
  const oursRotating = await measure(
    instrumentTarget(`our gateway, ${tickers.length} tickers in turn`, hive.url, hive, {
      also: subgraphs,
      tickers,
    }),
    "as above",
    settings,
  );
  await Promise.all([stopChild(hive), stopChild(apollo)]);
  return {
    ours,
    theirs,
    oursRotating,
    theirsRotating,
    sameRotating: isDeepStrictEqual(oursRotating.verified, theirsRotating.verified),
  };
}
