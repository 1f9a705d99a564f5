/**
 * The alerts stream: the raise and clear events of the monitoring's alert rules (gateway/monitoring/
 * alertsFeed.ts), over SSE and graphql-ws, resumed with Last-Event-ID and `since` with no gap and
 * no duplicate. The SPY replay's streams raise `stream_replay` (info) at the first health check;
 * stopping the replay clears them and raises `stream_unavailable` at the next.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";
import { type SseFrame, sseStream, wsSubscription } from "../support/streamClients.js";

let service: TestService;
let replica: string;

beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
    monitoring: { checkIntervalMs: 200 },
  });
  replica = service.monitor?.replicaId as string;
});
afterAll(async () => service?.stop());

const bearer = () => ({ authorization: `Bearer ${service.key}` });
const get = (path: string) => restClient(() => service).get(path);
const ALERTS =
  "subscription ($since: String) { alerts(since: $since) { id type alertId severity kind subject replica firstSeenAt timestamp } }";
const STREAMS = ["bars", "quotes", "ticks"];

/** Frames until one satisfies `done`, or 20 s. */
async function until(frames: SseFrame[], done: (frames: SseFrame[]) => boolean) {
  for (let i = 0; i < 800 && !done(frames); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return frames;
}
const ids = (frames: readonly SseFrame[]) => frames.map((frame) => frame.id);

describe("the alerts stream", () => {
  it("is live: the stream status names this replica's monitor as its producer", async () => {
    const status = await get("/api/v3/stream/status");
    const alerts = status.body.capabilities.find((c: { capability: string }) => c.capability === "alerts");
    expect(alerts).toMatchObject({
      status: "ready",
      live: true,
      replay: false,
      live_producers: [`gateway-alerts-${replica}`],
    });
    expect(status.body.unavailable_sse_endpoints.map((e: { path: string }) => e.path)).not.toContain(
      "/api/v3/stream/alerts",
    );
  });

  it("carries the raised alerts from the first check: each one svc_v3_alerts_active lists", async () => {
    const stream = await sseStream(service.url, "/api/v3/stream/alerts?since=-", bearer());
    expect(stream.status).toBe(200);
    expect(stream.headers.get("x-credits-charged")).toBe("1");
    const frames = await until(stream.frames, (f) =>
      STREAMS.every((s) => f.some((frame) => frame.data.alert_id === `stream_replay:${s}`)),
    );
    await stream.close();
    const replays = frames.filter((frame) => frame.data.kind === "stream_replay");
    expect(replays.map((frame) => frame.data.subject).sort()).toEqual(STREAMS);
    for (const frame of replays) {
      expect(frame.data).toMatchObject({
        id: frame.id,
        type: "raised",
        severity: "info",
        replica,
        message: expect.stringContaining("replay:SPY:2023-08-03"),
      });
      expect(frame.data.first_seen_at).toBe(frame.data.timestamp);
    }
    const active = await get("/api/v3/monitoring/alerts_active");
    const activeIds = new Set(active.body.alerts.map((alert: { id: string }) => alert.id));
    for (const frame of frames) expect(activeIds).toContain(frame.data.alert_id);
  });

  it("carries the clears when the replay stops, to SSE and graphql-ws; both resume without gap or duplicate", async () => {
    const sse = await sseStream(service.url, "/api/v3/stream/alerts?since=-", bearer());
    const ws = wsSubscription(service.url, service.key, ALERTS, { since: "-" });
    await until(sse.frames, (f) => f.some((frame) => frame.data.kind === "stream_replay"));
    await service.producers.replay?.[0]?.stop();
    const cleared = (f: SseFrame[]) =>
      STREAMS.every((s) =>
        f.some((frame) => frame.data.type === "cleared" && frame.data.alert_id === `stream_replay:${s}`),
      ) && STREAMS.every((s) => f.some((frame) => frame.data.alert_id === `stream_unavailable:${s}`));
    const frames = [...(await until(sse.frames, cleared))];
    await sse.close();
    const clear = frames.find(
      (frame) => frame.data.alert_id === "stream_replay:bars" && frame.data.type === "cleared",
    );
    const raise = frames.find(
      (frame) => frame.data.alert_id === "stream_replay:bars" && frame.data.type === "raised",
    );
    // A clear repeats its raise's first sighting and says when it ended.
    expect(clear?.data).toMatchObject({
      severity: "info",
      replica,
      first_seen_at: raise?.data.first_seen_at,
    });
    expect(Date.parse(clear?.data.timestamp)).toBeGreaterThan(Date.parse(raise?.data.timestamp));
    expect(frames.find((frame) => frame.data.alert_id === "stream_unavailable:bars")?.data).toMatchObject({
      type: "raised",
      severity: "error",
      message: expect.stringContaining("producer_stopped"),
    });

    // graphql-ws got the same frames in the same order.
    const wsFrames = await ws.waitFor(frames.length);
    await ws.close();
    expect(wsFrames.slice(0, frames.length).map((f) => f.data?.alerts.id)).toEqual(ids(frames));
    expect(wsFrames.find((f) => f.data?.alerts.id === clear?.id)?.data.alerts).toMatchObject({
      type: "cleared",
      alertId: "stream_replay:bars",
      replica,
    });

    // Resume after the second frame: the rest, exactly.
    const after = frames[1]?.id as string;
    const rest = frames.slice(2);
    const resumed = await sseStream(service.url, "/api/v3/stream/alerts", {
      ...bearer(),
      "last-event-id": after,
    });
    const again = (await resumed.waitFor(rest.length)).slice(0, rest.length);
    await resumed.close();
    expect(ids(again)).toEqual(ids(rest));
    expect(again.map((frame) => [frame.data.type, frame.data.alert_id])).toEqual(
      rest.map((frame) => [frame.data.type, frame.data.alert_id]),
    );
    const wsResumed = wsSubscription(service.url, service.key, ALERTS, { since: after });
    const wsAgain = (await wsResumed.waitFor(rest.length)).slice(0, rest.length);
    await wsResumed.close();
    expect(wsAgain.map((f) => f.data?.alerts.id)).toEqual(ids(rest));
  });

  it("refuses a malformed since with 422, before anything opens", async () => {
    const response = await get("/api/v3/stream/alerts?since=yesterday");
    expect(response.status).toBe(422);
    expect(response.headers.get("x-credits-charged")).toBe("0");
  });
});
