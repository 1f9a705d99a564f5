/**
 * `npm start`: the whole service in one process on one port (embedded SQLite built from
 * data/sample on first start). With `--service <name>` a single part runs on its own:
 *   --service market|fundamentals|intel|signals|risk   one subgraph (HTTP + WebSocket)
 *   --service gateway --subgraph market=http://host:port/graphql ...   gateway + REST shim
 *     [--supergraph <file>]   serve this supergraph instead of schema/supergraph.graphql (GraphQL
 *                             only: the REST shim's routes are generated for the checked-in one)
 *     [--no-access]           with --supergraph only, never under NODE_ENV=production, and never
 *                             for a file that serves our own graph (compared by graphDigest, not
 *                             bytes: gateway/graphDigest.ts): no keys, billing or rate limits
 *                             (another graph has no prices; the federation audit,
 *                             bench/federationAudit.ts, sends no key)
 * Settings: PORT (default 4000; 0 picks a free port), HOST, DATABASE_URL, REDIS_URL (shared bus,
 * wallet and rate limit), REPLAY=off (no replay producer here: run exactly one per REDIS_URL,
 * or every frame is published once per replaying process), REPLAY_SESSIONS=SPY:2023-08-03,…
 * (default: every held minute session, subgraphs/market/streams/replayPlan.ts), REPLAY_SPEED
 * (default 60: a recorded minute a second), SIGNALS_REPLAY=on|off (the replay of the signals book's
 * changes as the signals and decisions streams: on by default for the whole service, off for
 * `--service signals`, where, like REPLAY, one per REDIS_URL should run), SIGNALS_REPLAY_SESSION_MS
 * (default 1000: a book date a second), NEWS_REPLAY=on|off (the news store's filing events as the
 * news stream: on for the whole service, off for `--service intel`; REPLAY=off stops it too),
 * NEWS_REPLAY_ITEM_MS (default 1000), CLOCK_AT=<ISO instant with zone> (pins the clock of
 * every subgraph this process runs, and of a gateway's monitoring, to replay a historical
 * instant; printed loudly, refused under NODE_ENV=production: core/clockFromEnv.ts),
 * HEALTH_CHECK_INTERVAL_MS (default 10000: the gateway's health check, gateway/monitoring/),
 * WS_MAX_PAYLOAD_BYTES, WS_CONNECTION_INIT_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS,
 * HTTP_REQUEST_TIMEOUT_MS (what one connection may cost before anyone knows who it is, for every
 * kind of process: subgraphs/kit/connectionLimits.ts), CORS_ORIGINS (the browser origins a gateway
 * answers; default any: gateway/cors.ts), OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (traces exported over OTLP/HTTP: app/tracing.ts),
 * HEAP_GROWING_PERCENT (default 20: how far V8 lets the heap grow past what survived its last full
 * collection; 0 leaves it to V8: app/heapGrowth.ts).
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import { limitHeapGrowth } from "../app/heapGrowth.js";

// The rest (the compositions in app/) is imported once the port is known to be free (below):
// loading the gateway and the subgraphs takes seconds, and a start that cannot listen should end
// before them.

const { values } = parseArgs({
  options: {
    service: { type: "string", default: "all" },
    subgraph: { type: "string", multiple: true, default: [] },
    supergraph: { type: "string" },
    port: { type: "string" },
    "no-access": { type: "boolean", default: false },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4000);
const host = process.env.HOST ?? "127.0.0.1";
const service = values.service ?? "all";

/**
 * Fails fast on a port another process holds, before the seconds of opening the warehouse and
 * building schemas. The real listen still reports a port taken in between the same way.
 */
async function checkPortFree(): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<() => Promise<void>> {
  // Before the service loads: its start allocates the most garbage (app/heapGrowth.ts).
  limitHeapGrowth();
  await checkPortFree();
  const { SUBGRAPH_NAMES } = await import("../subgraphs/kit/subgraph.js");
  const { DEFINITIONS } = await import("../gateway/subgraphs.js");
  const { producerOptionsFromEnv } = await import("../app/producers.js");
  const { connectionLimitsFromEnv } = await import("../subgraphs/kit/connectionLimits.js");
  const connectionLimits = connectionLimitsFromEnv(process.env);
  const { clockFromEnv, pinnedClockBanner } = await import("../core/clockFromEnv.js");
  const { clock, pinnedAt } = clockFromEnv(process.env);
  // A gateway reads data by the clock too: its monitoring judges the data's freshness at it.
  if (pinnedAt !== null) console.warn(pinnedClockBanner(pinnedAt));
  if (service === "all") {
    const producers = producerOptionsFromEnv(Object.values(DEFINITIONS), process.env, "whole");
    const { startService } = await import("../app/standalone.js");
    const running = await startService({ port, host, clock, connectionLimits, ...producers });
    console.log(
      `quant-federation listening on ${running.url}  (GraphQL ${running.url}/graphql, REST ${running.url}/api/...)`,
    );
    return running.close;
  }
  if ((SUBGRAPH_NAMES as readonly string[]).includes(service)) {
    const name = service as (typeof SUBGRAPH_NAMES)[number];
    const producers = producerOptionsFromEnv([DEFINITIONS[name]], process.env, "alone");
    const { serveSubgraphAlone } = await import("../app/subgraphAlone.js");
    const running = await serveSubgraphAlone(name, { port, host, clock, connectionLimits, producers });
    console.log(`subgraph ${name} listening on ${running.url}`);
    return running.close;
  }
  if (service === "gateway") {
    const urls = Object.fromEntries(
      (values.subgraph ?? []).map((pair) => {
        const [name, url] = pair.split("=");
        if (!name || !url) throw new Error(`--subgraph expects name=url, got ${pair}`);
        return [name, url];
      }),
    );
    const supergraph = values.supergraph ? readFileSync(values.supergraph, "utf8") : undefined;
    const noAccess = values["no-access"] === true;
    if (noAccess && !supergraph) {
      throw new Error(
        "--no-access is accepted only with --supergraph <file>: our own graph is always served with access control",
      );
    }
    // Compared by what the file serves, not by its bytes or by NODE_ENV: a copy of our graph,
    // however reformatted, would serve every product without a key.
    if (noAccess && supergraph) {
      const { servesOurGraph } = await import("../gateway/graphDigest.js");
      if (servesOurGraph(supergraph)) {
        throw new Error(
          "--no-access is refused: the supergraph file serves our own graph (the same types, fields and arguments as schema/supergraph.graphql, however written), which is always served with access control; --no-access is accepted only with another graph's supergraph",
        );
      }
    }
    if (noAccess && process.env.NODE_ENV === "production") {
      throw new Error("--no-access is refused under NODE_ENV=production");
    }
    const { startGatewayAlone } = await import("../app/gatewayAlone.js");
    const running = await startGatewayAlone({
      urls,
      ...(supergraph ? { supergraph } : {}),
      noAccess,
      port,
      host,
      clock,
      connectionLimits,
    });
    console.log(`gateway listening on ${running.url}`);
    return running.close;
  }
  throw new Error(`--service must be all, gateway or one of ${SUBGRAPH_NAMES.join(", ")}; got ${service}`);
}

// Before anything records a span: the whole service, the gateway or a subgraph names itself.
const { tracingFromEnv } = await import("../app/tracing.js");
const tracing = tracingFromEnv(service === "all" ? "quant-federation" : `quant-federation-${service}`);
/** Stopping also exports the spans still buffered (the last requests'). */
const exportingLastSpans = (stop: () => Promise<void>) => async () => {
  await stop();
  await tracing?.shutdown();
};

/** A start that fails (a port in use, a bad option, no database) ends the process with a reason. */
const close = await main()
  .then(exportingLastSpans)
  .catch((error: Error & { code?: string }) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `serve: port ${port} on ${host} is already in use; choose another --port (or PORT) or stop the process holding it`
        : `serve: could not start --service ${service}: ${error.message}`,
    );
    process.exit(1);
  });
/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, end streams with
 * server_shutdown (gateway/host.ts), close the stores, exit 0 — bounded by SHUTDOWN_TIMEOUT_MS
 * (default 10000), after which the process exits 1 saying so. This process owns its signals: the
 * gateway runtime (through @whatwg-node/server, `disposeOnProcessTerminate`, not configurable)
 * registers its own SIGINT/SIGTERM listeners that dispose the gateway at once, which reset every
 * in-flight request and ended upstream subscriptions (SSE `stream_ended`) before our drain ran;
 * they are removed here and the gateway is disposed in order by `close`.
 */
const shutdownTimeoutMs =
  Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    // One shutdown, whatever arrives next: under `npm start` a Ctrl-C reaches this process twice
    // (from the terminal, and forwarded by npm to its child), and a signal with no listener left
    // would end the process mid-drain, streams without their final frame.
    if (stopping) return;
    stopping = true;
    const bound = setTimeout(() => {
      console.error(`serve: shutdown took over ${shutdownTimeoutMs} ms; exiting with requests still open`);
      process.exit(1);
    }, shutdownTimeoutMs);
    bound.unref();
    close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`serve: shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}
