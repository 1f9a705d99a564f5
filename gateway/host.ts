/**
 * The HTTP host: one Fastify server carrying the gateway (/graphql over HTTP and WebSocket) and
 * the REST shim (/api/...). Cross-cutting behaviour lives in plugins: access in the gateway, the
 * REST contract in the shim, monitoring in its request hook and its logger's destination
 * (gateway/monitoring/), the CORS policy, compression and conditional GETs in theirs
 * (gateway/cors.ts, compression.ts, conditionalGets.ts); this file only wires them to a port.
 */
import type { AddressInfo } from "node:net";
import { getGraphQLWSOptions } from "@graphql-hive/gateway-runtime";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { Extra } from "graphql-ws/use/ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { RestError } from "../core/restError.js";
import {
  type ConnectionLimits,
  checkConnectionLimits,
  connectionLimitsFromEnv,
  httpServerOptions,
} from "../subgraphs/kit/connectionLimits.js";
import { createLogger } from "../subgraphs/kit/log.js";
import type { ReadinessCheck } from "../subgraphs/kit/readiness.js";
import type { Access } from "./access/index.js";
import { keyFromRequest } from "./access/keys.js";
import { registerCompression } from "./compression.js";
import { registerConditionalGets } from "./conditionalGets.js";
import { type CorsPolicy, corsPolicyFromEnv, originAllowed, originRefusal, registerCors } from "./cors.js";
import { BODY_LIMIT_BYTES, frameworkRefusal, rawRefusal, unreadableBodyRefusal } from "./httpRefusals.js";
import { type IngestState, ingestRefusal, registerIngestGate } from "./ingestGate.js";
import type { Monitor } from "./monitoring/monitor.js";
import { observeRequests } from "./monitoring/requestHook.js";
import { registerPages } from "./pages/index.js";
import { POINT_IN_TIME_ROUTE, registerPointInTimeHeaders } from "./pointInTimeHeaders.js";
import { type Probes, registerProbes } from "./probes.js";
import { registerSchemaRoute } from "./publicSchema.js";
import { echoRequestIds, requestIdOptions } from "./requestIds.js";
import type { Gateway } from "./runtime.js";
import { settledWithin, shutdownAwareSubscriptions } from "./wsShutdown.js";

/** How long shutdown waits for subscriptions to take their final frame before cutting sockets. */
const SHUTDOWN_GRACE_MS = 2_000;

export interface HostOptions {
  gateway: Gateway;
  /** Checks WebSocket connection keys; null when the gateway runs without access control. */
  access: Access | null;
  /** Registers further routes (the REST shim) on the same server. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * This replica's monitoring: the logger also writes to its ring and every response is measured.
   * Absent: the log lines go to stdout only and nothing is measured.
   */
  monitor?: Monitor | null;
  /** Frame size, connection_init deadline, head and request timeouts (default: the environment's). */
  limits?: ConnectionLimits;
  /** Which browser origins may call (default: CORS_ORIGINS, else any; gateway/cors.ts). */
  cors?: CorsPolicy;
  /** What GET /readyz checks (gateway/probes.ts); default: nothing but that the process answers. */
  readiness?: Record<string, ReadinessCheck>;
  /** The derived products still building, told by GET /readyz (gateway/probes.ts). */
  derived?: Probes["derived"];
  /** A fresh warehouse's ingest still running: data routes answer snapshot_cold (gateway/ingestGate.ts). */
  ingest?: IngestState;
}

export interface RunningHost {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

function graphqlRoute(app: FastifyInstance, gateway: Gateway) {
  app.route({
    url: "/graphql",
    // OPTIONS is the CORS policy's (gateway/cors.ts), answered before any route.
    method: ["GET", "POST"],
    config: POINT_IN_TIME_ROUTE,
    // A body Fastify's parser could not read is the GraphQL-over-HTTP spec's 400 (or 415), as a
    // GraphQL error; anything else goes on to the host's handler (the REST shim's).
    errorHandler: (error: Error & { statusCode?: number }, request, reply) => {
      const refusal = unreadableBodyRefusal(error, request.headers.accept);
      if (!refusal) throw error;
      reply
        .header("X-Credits-Charged", "0")
        .type(refusal.contentType)
        .status(refusal.status)
        .send(refusal.body);
    },
    handler: async (request, reply) => {
      const response = await gateway.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

/**
 * graphql-ws on /graphql; the key comes from connection_init params or the upgrade request. A
 * WebSocket has no preflight: the upgrade from a page on an origin the CORS policy refuses is
 * answered 403 here, before any socket exists.
 */
function webSockets(
  app: FastifyInstance,
  gateway: Gateway,
  access: Access | null,
  limits: ConnectionLimits,
  cors: CorsPolicy,
  ingest: IngestState | undefined,
) {
  // A longer frame closes the socket with 1009 once its header is read, before it is buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.wsMaxPayloadBytes });
  app.server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://local");
    if (url.pathname !== "/graphql") return socket.destroy();
    const { origin, host } = request.headers;
    if (!originAllowed(cors, origin, host)) {
      socket.end(rawRefusal(originRefusal(cors, origin as string)));
      return;
    }
    const cold = ingest ? ingestRefusal(ingest, url.pathname) : null;
    if (cold) {
      socket.end(rawRefusal(cold));
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });
  const subscriptions = shutdownAwareSubscriptions();
  const options = getGraphQLWSOptions<Record<string, unknown>, Extra>(gateway, (ctx) => ({
    req: ctx.extra.request,
    socket: ctx.extra.socket,
    connectionParams: ctx.connectionParams,
  }));
  const server = useServer(
    {
      ...options,
      connectionInitWaitTimeout: limits.wsConnectionInitTimeoutMs,
      // Every subscription's stream passes through here, so shutdown can end it with a final frame.
      onOperation: (_ctx, _id, _payload, _args, result) =>
        isAsyncIterable(result) ? subscriptions.wrap(result) : undefined,
      onConnect: async (ctx) => {
        if (!access) return true;
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const request = ctx.extra.request;
        const url = new URL(request.url ?? "/", "http://local");
        const header = (name: string) => {
          const fromParams = params[name] ?? params[name.toLowerCase()];
          if (typeof fromParams === "string") return fromParams;
          const fromRequest = request.headers[name];
          return Array.isArray(fromRequest) ? fromRequest[0] : fromRequest;
        };
        const { key } = keyFromRequest(header, url.searchParams);
        // A refused connection_init (no usable key, suspended account) closes with 4403 Forbidden;
        // each operation is still admitted and billed by the access plugin.
        try {
          await access.authenticate(key);
          return true;
        } catch {
          return false;
        }
      },
    },
    wss,
  );
  return { wss, server, subscriptions };
}

/** A request whose head or body did not arrive within its timeout (subgraphs/kit/connectionLimits.ts). */
const REQUEST_TIMEOUT = new RestError(
  408,
  "request_timeout",
  "The request did not arrive in time: send the head and the whole body promptly.",
);

/**
 * What Fastify and Node refuse before any route runs (an unreadable URL, a path segment over
 * Fastify's maxParamLength, a head over Node's header size limit, unreadable HTTP, a head or body
 * not sent within its timeout) answers the spec's error body with `X-Credits-Charged: 0`, like
 * every other refusal.
 */
const frameworkRefusals: Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler"> = {
  frameworkErrors: (error, request, reply) => {
    const refusal =
      frameworkRefusal(error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : error.statusCode) ??
      new RestError(500, "internal_error", "The service failed to answer this request.");
    const raw = reply as unknown as FastifyReply;
    // No hook ran (the request was refused before routing): its id is echoed here.
    raw.header("X-Request-Id", request.id);
    raw.header("X-Credits-Charged", "0").status(refusal.status).send(refusal.body());
  },
  clientErrorHandler: (error: Error & { code?: string }, socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const refusal =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? REQUEST_TIMEOUT
        : frameworkRefusal(error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400);
    if (refusal && socket.writable) socket.write(rawRefusal(refusal));
    socket.destroy(error);
  },
};

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

export async function startHost(
  options: HostOptions,
  listen: { port: number; host?: string },
): Promise<RunningHost> {
  const { monitor } = options;
  const limits = checkConnectionLimits(options.limits ?? connectionLimitsFromEnv());
  // Typed as Fastify's base logger, so routes registered elsewhere take the host as it is.
  const logger: FastifyBaseLogger = createLogger(
    monitor ? { also: { stream: monitor.logs, level: "info" } } : {},
  );
  const app = Fastify({
    // pino JSON lines on stdout at LOG_LEVEL (subgraphs/kit/log.ts) and, with monitoring, into the
    // replica's ring (GET /api/logs). Fastify's own request lines are off: they carry the raw URL,
    // where a key may ride as ?api_key=; the request hook logs one line per request instead.
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    http: httpServerOptions(limits),
    // Fastify sets the server's requestTimeout itself (default 0: none), over the one above.
    requestTimeout: limits.requestTimeoutMs,
    ...frameworkRefusals,
  });
  const cors = options.cors ?? corsPolicyFromEnv();
  // First: a preflight is answered, and a refused origin refused, before anything else runs.
  await registerCors(app, cors);
  // Next: while a fresh warehouse is ingested, a data route is refused before anything reads it.
  if (options.ingest) registerIngestGate(app, options.ingest);
  // Before any route: compression attaches itself to each route as it is declared.
  await registerCompression(app);
  // Before the ETag plugin: an answer at an instant gets an ETag of its own.
  registerPointInTimeHeaders(app);
  await registerConditionalGets(app);
  echoRequestIds(app);
  observeRequests(app, monitor ?? null);
  registerProbes(app, {
    readiness: options.readiness ?? {},
    ...(options.derived ? { derived: options.derived } : {}),
    access: options.access,
    ...(monitor ? { metrics: monitor.prometheus } : {}),
  });
  // The explorer answers a browser's GET /graphql (by its Accept) before the API's route would.
  registerPages(app);
  graphqlRoute(app, options.gateway);
  registerSchemaRoute(app, options.gateway);
  await options.routes?.(app);
  // The gateway must hold its schema before a WebSocket can subscribe.
  await options.gateway.getSchema();
  const ws = webSockets(app, options.gateway, options.access, limits, cors, options.ingest);
  await app.listen({ port: listen.port, host: listen.host ?? "127.0.0.1" });
  const address = app.server.address() as AddressInfo;
  const url = `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    app,
    url,
    async close() {
      // Every priced stream about to be ended leaves a grant: its client's resume is not billed
      // again (gateway/access/resume.ts). Written before any stream ends, so a resume on another
      // replica finds it; a store that fails costs the clients a charge, not the shutdown.
      await options.access?.grantResumes().catch(() => {});
      // Each subscription sends its final frame and `complete`; the sockets then close with 1001
      // server_shutdown (graphql-ws's dispose would close them with "Going away" and nothing else).
      await ws.subscriptions.shutdown(SHUTDOWN_GRACE_MS);
      // The completes were queued on the sockets in the microtasks above; a close frame follows them.
      await new Promise((resolve) => setImmediate(resolve));
      const clients = [...ws.wss.clients];
      const closed = Promise.all(
        clients.map((client) => new Promise((resolve) => client.once("close", resolve))),
      );
      for (const client of clients) client.close(1001, "server_shutdown");
      // The close handshake flushes what was queued before it; a client that never answers is cut.
      await settledWithin(closed, SHUTDOWN_GRACE_MS);
      await ws.server.dispose();
      for (const client of ws.wss.clients) client.terminate();
      ws.wss.close();
      // In-flight HTTP requests finish (the listener is closed first, so nothing new arrives);
      // Fastify closes the connections idle when it starts, and a keep-alive connection whose
      // request finishes later would hold the close open until the client dropped it, so idle
      // ones are closed as they appear. bin/serve.ts bounds the whole shutdown.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
    },
  };
}
