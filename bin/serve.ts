/**
 * `npm start`: the whole service in one process on one port (embedded SQLite built from
 * data/sample on first start). With `--service <name>` a single part runs on its own:
 *   --service market|fundamentals|intel|signals|risk   one subgraph (HTTP + WebSocket)
 *   --service gateway --subgraph market=http://host:port/graphql ...   gateway + REST shim
 * Settings: PORT (default 4000; 0 picks a free port), HOST, DATABASE_URL, REDIS_URL (shared bus,
 * wallet and rate limit), REPLAY=off (no replay producer here: run exactly one per REDIS_URL,
 * or every frame is published once per replaying process), REPLAY_SESSIONS=SPY:2023-08-03,…
 * (default: every held minute session, subgraphs/market/streams/replayPlan.ts), REPLAY_SPEED
 * (default 60: a recorded minute a second).
 */
import "reflect-metadata";
import { parseArgs } from "node:util";
import { openAccess } from "../gateway/access/index.js";
import { startHost } from "../gateway/host.js";
import { createGateway } from "../gateway/runtime.js";
import { startService } from "../gateway/standalone.js";
import { buildSubgraphs } from "../gateway/subgraphs.js";
import { mountRestShim } from "../rest-shim/mount.js";
import { systemClock } from "../subgraphs/kit/clock.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { serveSubgraph } from "../subgraphs/kit/serve.js";
import { SUBGRAPH_NAMES, type SubgraphName } from "../subgraphs/kit/subgraph.js";
import { replayPlanFromEnv, replaySessionsOf, startReplays } from "../subgraphs/market/streams/replayPlan.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

const { values } = parseArgs({
  options: {
    service: { type: "string", default: "all" },
    subgraph: { type: "string", multiple: true, default: [] },
    port: { type: "string" },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4000);
const host = process.env.HOST ?? "127.0.0.1";
const service = values.service ?? "all";
const replayPlan = replayPlanFromEnv(process.env);

async function main(): Promise<() => Promise<void>> {
  if (service === "all") {
    const running = await startService({ port, host, replay: replayPlan });
    console.log(
      `quant-federation listening on ${running.url}  (GraphQL ${running.url}/graphql, REST ${running.url}/api/...)`,
    );
    return running.close;
  }
  if ((SUBGRAPH_NAMES as readonly string[]).includes(service)) {
    const name = service as SubgraphName;
    const warehouse = await ensureWarehouse();
    const bus = await openBus(process.env.REDIS_URL);
    const built = (await buildSubgraphs([name]))[name];
    if (!built) throw new Error(`subgraph ${name} failed to build`);
    const running = await serveSubgraph(built, { db: warehouse.db, clock: systemClock, bus }, { port, host });
    const replays =
      name === "market"
        ? await startReplays({ db: warehouse.db, bus }, await replaySessionsOf(warehouse.db, replayPlan))
        : [];
    console.log(`subgraph ${name} listening on ${running.url}`);
    return async () => {
      await Promise.all(replays.map((replay) => replay.stop()));
      await running.close();
      await bus.close();
      await warehouse.close();
    };
  }
  if (service === "gateway") {
    const urls = Object.fromEntries(
      (values.subgraph ?? []).map((pair) => {
        const [name, url] = pair.split("=");
        if (!name || !url) throw new Error(`--subgraph expects name=url, got ${pair}`);
        return [name, url];
      }),
    );
    const warehouse = await ensureWarehouse();
    // Several gateway replicas share one wallet and one rate limit through REDIS_URL.
    const bus = await openBus(process.env.REDIS_URL);
    const access = await openAccess(warehouse.db, {
      events: bus,
      ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    });
    const gateway = createGateway({ routing: { kind: "remote", urls }, access, bus });
    const running = await startHost(
      {
        gateway,
        access,
        routes: mountRestShim(gateway, async () => ({ status: "ok", mode: "gateway", subgraphs: urls })),
      },
      { port, host },
    );
    console.log(`gateway listening on ${running.url}`);
    return async () => {
      await running.close();
      await gateway[Symbol.asyncDispose]();
      await access.backend.close();
      await bus.close();
      await warehouse.close();
    };
  }
  throw new Error(`--service must be all, gateway or one of ${SUBGRAPH_NAMES.join(", ")}; got ${service}`);
}

const close = await main();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    close().finally(() => process.exit(0));
  });
}
