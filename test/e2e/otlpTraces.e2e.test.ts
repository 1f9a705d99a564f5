/**
 * Issue 28 item 4: traces exported over OTLP/HTTP by the processes of the distributed mode. Each
 * subgraph and the gateway run in their own process (`--service`, bin/serve.ts) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver in this test (a node HTTP server taking the
 * exporter's POST /v1/traces, JSON). One GraphQL request across two subgraphs is then one trace
 * in what the processes exported: the gateway's operation span and its fetch spans, exported by
 * the gateway's process, and each subgraph's execution span, exported by that subgraph's process,
 * its parent the gateway's fetch span — the context crossed in the fetch's `traceparent`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { spawnTopology, type Topology } from "../support/processes.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

/** A span as OTLP/JSON carries it, with the service.name of the process that exported it. */
interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

interface OtlpJsonAttribute {
  key: string;
  value: { stringValue?: string };
}
interface OtlpJsonRequest {
  resourceSpans: {
    resource: { attributes: OtlpJsonAttribute[] };
    scopeSpans: { spans: Omit<ExportedSpan, "service">[] }[];
  }[];
}

/** OTLP's span kinds (SPAN_KIND_SERVER, SPAN_KIND_CLIENT). */
const SERVER = 2;
const CLIENT = 3;
const TRACE_ID = "5bf92f3577b34da6a3ce929d0e0e4736";

const received: ExportedSpan[] = [];
const contentTypes = new Set<string>();
let receiver: Server;
let copy: TemplateCopy | undefined;
let topology: Topology | undefined;
let key: string;

function receive(body: OtlpJsonRequest): void {
  for (const { resource, scopeSpans } of body.resourceSpans) {
    const service = resource.attributes.find((attribute) => attribute.key === "service.name")?.value
      .stringValue as string;
    for (const { spans } of scopeSpans) for (const span of spans) received.push({ ...span, service });
  }
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      contentTypes.add(`${request.method} ${request.url} ${request.headers["content-type"]}`);
      receive(JSON.parse(Buffer.concat(chunks).toString()) as OtlpJsonRequest);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  copy = await copyTemplate("qf-otlp-");
  const warehouse = await openWarehouse(copy.url);
  key = (await issueKey(warehouse.db, "otlp", { plan: "enterprise" })).key;
  await warehouse.close();
  topology = await spawnTopology(
    {
      DATABASE_URL: copy.url,
      REPLAY: "off",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      // The batch processor's default is 5 s between exports.
      OTEL_BSP_SCHEDULE_DELAY: "100",
    },
    { startTimeoutMs: 240_000 },
  );
}, 300_000);

afterAll(async () => {
  await topology?.stop();
  await copy?.remove();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The spans of `traceId` received so far, once `done` holds of them (or the test times out). */
async function spansOf(traceId: string, done: (spans: ExportedSpan[]) => boolean): Promise<ExportedSpan[]> {
  for (;;) {
    const spans = received.filter((span) => span.traceId === traceId);
    if (done(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("traces exported over OTLP by the distributed processes", () => {
  it("one request across market and fundamentals is one trace: the gateway's spans and each subgraph's own", async () => {
    const response = await fetch(`${topology?.gateway.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": key,
        traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`,
      },
      body: JSON.stringify({
        query: `query Joined { instrument(ticker: "AAPL") { priceSnapshot { price } companyFacts { cik } } }`,
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      instrument: { companyFacts: { cik: "0000320193" } },
    });

    const spans = await spansOf(
      TRACE_ID,
      (found) =>
        found.some((span) => span.name === "graphql query Joined") &&
        found.filter((span) => span.name.endsWith(" execute")).length >= 2,
    );
    const operation = spans.find((span) => span.name === "graphql query Joined") as ExportedSpan;
    expect(operation).toMatchObject({ service: "quant-federation-gateway", kind: SERVER });
    for (const subgraph of ["market", "fundamentals"]) {
      const fetchSpan = spans.find((span) => span.name === `subgraph ${subgraph}` && span.kind === CLIENT);
      expect(fetchSpan, `the gateway's fetch to ${subgraph}`).toMatchObject({
        service: "quant-federation-gateway",
        parentSpanId: operation.spanId,
      });
      const executed = spans.filter((span) => span.parentSpanId === fetchSpan?.spanId);
      expect(executed.map(({ service, name, kind }) => ({ service, name, kind }))).toEqual([
        { service: `quant-federation-${subgraph}`, name: `subgraph ${subgraph} execute`, kind: SERVER },
      ]);
    }
    // exporter-trace-otlp-http's default encoding, posted to the endpoint's /v1/traces.
    expect([...contentTypes]).toEqual(["POST /v1/traces application/json"]);
  });
});
