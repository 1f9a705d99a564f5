/**
 * A subgraph as its own process: Apollo Server over HTTP (POST /graphql) and graphql-ws on the
 * same path for subscriptions (each opened one first sends the `opened` marker,
 * kit/subscriptionOpened.ts). The gateway is its only intended caller; the same connection limits
 * as the gateway's host bound what anyone else could make it hold (kit/connectionLimits.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApolloServer, HeaderMap } from "@apollo/server";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import {
  type ConnectionLimits,
  checkConnectionLimits,
  connectionLimitsFromEnv,
  httpServerOptions,
} from "./connectionLimits.js";
import { createContext, type SubgraphContext, type SubgraphDeps } from "./context.js";
import { ENTITLED_PRODUCTS_HEADER, parseEntitledProducts } from "./entitlements.js";
import { processLogger, withRequestId } from "./log.js";
import { POINT_IN_TIME_HEADER, pointInTimeFromHeader } from "./pointInTime.js";
import {
  LIVENESS_PATH,
  READINESS_PATH,
  type ReadinessCheck,
  readiness,
  warehouseCheck,
} from "./readiness.js";
import { REQUEST_ID_HEADER, requestIdFrom } from "./requestId.js";
import type { BuiltSubgraph } from "./subgraph.js";
import { announceOpened } from "./subscriptionOpened.js";
import { inSubgraphSpan } from "./tracing.js";

const GRAPHQL_PATH = "/graphql";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function serveSubgraph(
  subgraph: BuiltSubgraph,
  deps: SubgraphDeps,
  listen: { port: number; host?: string },
  limits: ConnectionLimits = connectionLimitsFromEnv(),
): Promise<{ url: string; close(): Promise<void> }> {
  checkConnectionLimits(limits);
  const apollo = new ApolloServer<SubgraphContext<"all">>({
    schema: subgraph.schema,
    introspection: true,
    // A stack trace is internal detail: Apollo Server sends one in every error's extensions unless
    // NODE_ENV=production, and the gateway is a caller too (it logs and may pass on what it gets).
    includeStacktraceInErrorResponses: false,
  });
  await apollo.start();
  const log = processLogger().child({ component: `subgraph:${subgraph.name}` });
  const checks: Record<string, ReadinessCheck> = { warehouse: warehouseCheck(deps.db) };
  if (deps.bus.kind === "redis") checks.event_bus = () => deps.bus.ping();
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://local");
    if (request.method === "GET" && url.pathname === LIVENESS_PATH) {
      response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify({ status: "alive" }));
      return;
    }
    if (request.method === "GET" && url.pathname === READINESS_PATH) {
      const answer = await readiness(checks);
      response.writeHead(answer.status === "ready" ? 200 : 503, {
        "content-type": "application/json",
        "cache-control": "no-store",
      });
      response.end(JSON.stringify(answer));
      return;
    }
    if (url.pathname !== GRAPHQL_PATH) {
      response.writeHead(404).end();
      return;
    }
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const raw = request.method === "POST" ? await readBody(request) : "";
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ errors: [{ message: "The request body is not JSON." }] }));
      return;
    }
    // The gateway's fetch carries its trace (traceparent): this request's span continues it.
    const result = await inSubgraphSpan(
      subgraph.name,
      request.headers,
      () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: request.method ?? "GET", headers, search: url.search, body },
          // The caller's products and point in time, as the gateway set them (and no one else can
          // ask more through them: kit/entitlements.ts, kit/pointInTime.ts).
          context: async () =>
            createContext(
              deps,
              parseEntitledProducts(request.headers[ENTITLED_PRODUCTS_HEADER]),
              pointInTimeFromHeader(request.headers[POINT_IN_TIME_HEADER], deps.clock),
            ),
        }),
      (answer) => (answer.status ?? 200) >= 400,
    );
    for (const [name, value] of result.headers) response.setHeader(name, value);
    response.statusCode = result.status ?? 200;
    if (result.body.kind === "complete") {
      response.end(result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  }
  const server = createServer(httpServerOptions(limits), (request, response) => {
    // The gateway passes its request's id (X-Request-Id): every line logged while this request is
    // answered carries it (kit/log.ts), the request's own line included.
    const reqId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
    const started = performance.now();
    response.setHeader("X-Request-Id", reqId);
    response.once("finish", () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // The path only when it is one of ours: anything else is whatever a caller sent.
      const path = new URL(request.url ?? "/", "http://local").pathname;
      const route = [GRAPHQL_PATH, LIVENESS_PATH, READINESS_PATH].includes(path) ? path : "(unmatched)";
      withRequestId(reqId, () =>
        log.info(
          { event: "request", method: request.method, route, status: response.statusCode, duration_ms: ms },
          `${request.method} ${route} ${response.statusCode} in ${ms} ms`,
        ),
      );
    });
    // A rejection here would end the process. The one expected: the body's read fails because the
    // client hung up or the request timeout cut it (Node answered 408); nobody is left to answer.
    withRequestId(reqId, () => answer(request, response)).catch(() => response.destroy());
  });
  // Listen before the WebSocket server attaches: it would take a listen error (EADDRINUSE) as its
  // own, log it and leave the process running without a port.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await apollo.stop();
    throw error;
  });
  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: limits.wsMaxPayloadBytes });
  const ws = useServer(
    {
      schema: subgraph.schema,
      connectionInitWaitTimeout: limits.wsConnectionInitTimeoutMs,
      context: () => createContext(deps),
      // An opened subscription says so before its first frame, so the gateway can tell it from a
      // refusal without waiting for a frame (kit/subscriptionOpened.ts).
      onOperation: (_ctx, _id, _payload, _args, result) => announceOpened(result),
    },
    wss,
  );
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}/graphql`,
    async close() {
      await ws.dispose();
      for (const client of wss.clients) client.terminate();
      wss.close();
      await apollo.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
