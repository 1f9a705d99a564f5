/**
 * While a fresh warehouse is being ingested (a first start listens before its ingest:
 * app/derivedBuilds.ts), every route that reads data answers 503 `snapshot_cold` with Retry-After
 * (spec/03: warming, retry), before any other hook: no key is checked, nothing is billed or
 * counted against a rate limit, and no request sees a half-ingested warehouse (the ingest commits
 * file by file). What reads no data answers as usual: the probes, /api/health (which says the data
 * is loading), the discovery documents and the schema. A WebSocket upgrade is refused the same way.
 */
import type { FastifyInstance } from "fastify";
import { RestError } from "../core/restError.js";
import { LIVENESS_PATH, READINESS_PATH } from "../subgraphs/kit/readiness.js";
import { noteErrorCode } from "./answerCodes.js";
import { METRICS_PATH } from "./probes.js";

/** Seconds a client is told to wait: the bundled data takes some twenty to ingest. */
const INGEST_RETRY_AFTER_S = 5;

/** The ingest a process is waiting for: null once the data is in. */
export type IngestState = () => { failed: string | null } | null;

/** The routes that read no warehouse data, answered while it is ingested. */
const SERVED_WHILE_INGESTING = new Set([
  LIVENESS_PATH,
  READINESS_PATH,
  METRICS_PATH,
  "/api/health",
  "/api/capabilities",
  "/api/openapi.json",
  "/api/schema.graphql",
]);

/** The refusal while the ingest runs, or null when `path` may answer. */
export function ingestRefusal(state: IngestState, path: string): RestError | null {
  const ingest = state();
  if (ingest === null || SERVED_WHILE_INGESTING.has(path)) return null;
  if (ingest.failed !== null) {
    // Retrying cannot fix a failed ingest: no Retry-After (spec/03), the operator must act.
    return new RestError(
      503,
      "snapshot_cold",
      `The warehouse's ingest failed (${ingest.failed}); an operator must fix the data and restart. Nothing was charged.`,
      { reason: "ingest_failed", retry_after_s: null },
    );
  }
  return new RestError(
    503,
    "snapshot_cold",
    "The warehouse is ingesting its data; retry shortly. Nothing was charged.",
    { reason: "ingest_pending", retry_after_s: INGEST_RETRY_AFTER_S },
    { "Retry-After": String(INGEST_RETRY_AFTER_S) },
  );
}

export function registerIngestGate(app: FastifyInstance, state: IngestState): void {
  app.addHook("onRequest", async (request, reply) => {
    const refusal = ingestRefusal(state, request.url.split("?")[0] ?? "");
    if (refusal === null) return;
    noteErrorCode(request, refusal.errorCode);
    for (const [name, value] of Object.entries(refusal.headers)) reply.header(name, value);
    return reply
      .status(refusal.status)
      .header("X-Credits-Charged", "0")
      .header("X-Error-Code", refusal.errorCode)
      .header("Cache-Control", "no-store")
      .send(refusal.body());
  });
}
