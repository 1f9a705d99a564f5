/**
 * Every route's HTTP contract in the OpenAPI document, as a table over the route table (the one
 * the shim serves, built as at start-up): what a route's row says → what its 200 and its errors
 * declare.
 *
 * - A stream (a Subscription field; catalogue flag `sse`) answers `text/event-stream` only, its
 *   events described one by one (x-itemSchema: a frame of the route's frame schema, error, close,
 *   retry); anything else answers `application/json` only, as one closed object.
 * - Cache-Control: `private, max-age=<s>` exactly on the routes spec/03 gives a TTL, with that
 *   TTL; `private, no-cache` on every other answer; `no-store` on every error.
 * - A 503 documents Retry-After as present only when retrying can help.
 */
import { describe, expect, it } from "vitest";
import type { RouteSpec } from "../routeSpec.js";
import { loadRoutes } from "../routes.js";
import { buildOpenApi } from "./openapi.js";

// biome-ignore lint/suspicious/noExplicitAny: the document is read freely, as JSON
type Json = Record<string, any>;

const routes: RouteSpec[] = await loadRoutes();
const doc = buildOpenApi(routes, { version: "test", manifestVersion: "test" }) as Json;

/** spec/03 "Cache or TTL", by catalogue operation: the routes whose answers may be reused unasked. */
const SPEC_TTLS: Record<string, number> = {
  svc_v3_news_latest: 60,
  svc_v3_news_summary: 90,
  svc_v3_intel_news_headlines: 120,
  svc_equity_sitting: 300,
};

const operationOf = (route: RouteSpec): Json => doc.paths[route.path][route.method.toLowerCase()];
const resolve = (node: Json): Json =>
  typeof node.$ref === "string" ? doc.components.responses[node.$ref.split("/").at(-1) as string] : node;

describe.each(
  routes.map((route) => [`${route.name}: ${route.method} ${route.path}`, route] as const),
)("%s", (_, route) => {
  const ok = operationOf(route).responses["200"];
  const stream = route.operation === "subscription";

  it("has the spec's TTL, or none", () => {
    expect(route.cacheTtlS).toBe(SPEC_TTLS[route.name]);
  });

  if (stream) {
    it("streams text/event-stream only, each event described", () => {
      expect(route.flags).toContain("sse");
      expect(Object.keys(ok.content)).toEqual(["text/event-stream"]);
      const events = ok.content["text/event-stream"]["x-itemSchema"].oneOf as Json[];
      expect(events.map((event) => event.properties.event?.const ?? Object.keys(event.properties))).toEqual([
        ["id", "data"],
        "error",
        "close",
        ["retry"],
      ]);
      const frame = events[0]!.properties.data;
      expect(frame.contentMediaType).toBe("application/json");
      expect(frame.contentSchema).toMatchObject({ type: "object", additionalProperties: false });
      expect(Object.keys(frame.contentSchema.properties)).toEqual(
        Object.keys(route.responseSchema.properties as Json),
      );
      expect(events[1]!.properties.data.contentSchema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
      expect(events[2]!.properties.data.contentSchema.properties.reason.enum).toEqual([
        "server_shutdown",
        "stream_ended",
        "slow_consumer",
      ]);
    });
  } else {
    it("answers application/json only, one closed object with the envelope's keys", () => {
      expect(route.flags).not.toContain("sse");
      expect(Object.keys(ok.content)).toEqual(["application/json"]);
      const schema = ok.content["application/json"].schema;
      expect(schema.additionalProperties).toBe(false);
      expect(schema.required.slice(0, 2)).toEqual(["ok", "timestamp"]);
      expect(Object.keys(schema.properties)).toEqual([
        "ok",
        "timestamp",
        ...Object.keys(route.responseSchema.properties as Json),
      ]);
    });

    it("declares its Cache-Control: its TTL, else revalidated", () => {
      const ttl = SPEC_TTLS[route.name];
      const header = ok.headers["Cache-Control"];
      const declared = header.$ref ? doc.components.headers[header.$ref.split("/").at(-1)] : header;
      expect(declared.schema.const).toBe(ttl === undefined ? "private, no-cache" : `private, max-age=${ttl}`);
      expect(ok.headers).toHaveProperty("ETag");
    });
  }

  it("declares no-store on every error", () => {
    for (const [status, response] of Object.entries(operationOf(route).responses as Json)) {
      if (status === "200") continue;
      expect(resolve(response).headers["Cache-Control"].schema.const, status).toBe("no-store");
    }
  });
});

it("the table has the nine streams of spec/03 and every TTL it names", () => {
  const streams = routes.filter((route) => route.operation === "subscription").map((route) => route.path);
  expect(streams.sort()).toEqual(
    ["alerts", "bars", "decisions", "events", "market_events", "news", "quotes", "signals", "ticks"].map(
      (name) => `/api/v3/stream/${name}`,
    ),
  );
  for (const name of Object.keys(SPEC_TTLS)) expect(routes.map((route) => route.name)).toContain(name);
});

it("documents a 503's Retry-After as there only when retrying can help", () => {
  const unavailable = doc.components.responses.Unavailable;
  expect(unavailable.headers["Retry-After"].description).toMatch(/^Only on a 503 that retrying can fix/);
  expect(unavailable.description).toMatch(/Retrying cannot help/);
  expect(Object.keys(unavailable.content["application/json"].examples)).toEqual([
    "dataset_unavailable",
    "not_configured",
    "snapshot_cold",
  ]);
  // A 429 and a 502 always say when to retry; no other error does.
  for (const [name, response] of Object.entries(doc.components.responses as Json)) {
    const retries = ["RateLimited", "KeyServiceUnreachable", "Unavailable"].includes(name);
    expect(Object.hasOwn(response.headers, "Retry-After"), name).toBe(retries);
  }
});
