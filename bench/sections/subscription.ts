/**
 * A subscription (market `bars`) through remote routing: bin/serve.ts --service gateway (keys on)
 * over the five subgraph processes, one graphql-ws client per case.
 */
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { log } from "../log.js";
import { type Child, type Launch, startChild, stopChild, subgraphArgs } from "../processes.js";

export interface SubscriptionReport {
  lines: string[];
}

export async function runSubscription(
  subgraphs: Child[],
  launch: Launch,
  key: string,
): Promise<SubscriptionReport> {
  log("subscription through remote routing");
  const lines: string[] = [];
  const gateway = await startChild(
    "gateway (bin/serve.ts)",
    "bin/serve.ts",
    ["--service", "gateway", ...subgraphArgs(subgraphs)],
    launch,
  );
  try {
    const wsUrl = `${gateway.url.replace(/^http/, "ws")}/graphql`;
    lines.push(
      `Gateway: \`bin/serve.ts --service gateway --subgraph market=… (all five)\` (keys on), graphql-ws \`createClient\` with \`webSocketImpl: WebSocket\` (ws) on ${wsUrl.replace(/:\d+\//, ":<port>/")}.`,
    );
    const cases: { title: string; query: string; params: Record<string, string> }[] = [
      {
        title: "market fields only, valid key",
        query: "subscription { bars { id ticker close barEnd } }",
        params: { authorization: `Bearer ${key}` },
      },
      {
        title: "with entity fields from other subgraphs (intel, signals via @requires), valid key",
        query:
          "subscription { bars { id ticker close instrument { name filingNews(limit: 1) { items { form } } momentum { value } } } }",
        params: { authorization: `Bearer ${key}` },
      },
      {
        title: "invalid key",
        query: "subscription { bars { id } }",
        params: { authorization: "Bearer qf_live_0000000000000000_not-a-key" },
      },
    ];
    for (const c of cases) lines.push(`- ${c.title}: ${await subscribeOnce(wsUrl, c.query, c.params)}`);
  } finally {
    await stopChild(gateway);
  }
  return { lines };
}

/** Subscribes once and describes the outcome: two events, an error payload, a rejection or a timeout. */
function subscribeOnce(url: string, query: string, params: Record<string, string>): Promise<string> {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: true,
  });
  const started = Date.now();
  const events: unknown[] = [];
  return new Promise<string>((resolve) => {
    let unsubscribe = () => {};
    const finish = (outcome: string) => {
      clearTimeout(timer);
      unsubscribe();
      void client.dispose();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(`**no event within 15 s** (${events.length} received)`), 15_000);
    unsubscribe = client.subscribe(
      { query },
      {
        next: (value) => {
          events.push(value);
          if ((value as { errors?: unknown[] }).errors?.length) {
            finish(
              `**error payload** after ${Date.now() - started} ms: \`${JSON.stringify(value).slice(0, 400)}\``,
            );
          } else if (events.length === 2) {
            finish(
              `works: 2 events in ${Date.now() - started} ms, first \`${JSON.stringify(events[0]).slice(0, 400)}\``,
            );
          }
        },
        error: (error) => {
          const detail =
            error instanceof Error
              ? error.message
              : typeof (error as { code?: unknown }).code === "number"
                ? `socket closed ${(error as { code: number }).code} ${(error as { reason?: string }).reason ?? ""}`
                : JSON.stringify(error);
          finish(`rejected after ${Date.now() - started} ms: ${detail}`);
        },
        complete: () => finish(`completed after ${events.length} events`),
      },
    );
  });
}
