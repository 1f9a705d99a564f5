/**
 * Issue 25 item 8 (last sentence), embedded mode: a stream our own gateway closed on shutdown is
 * not billed again when its client resumes it within 5 minutes — SSE with Last-Event-ID,
 * graphql-ws with `since` — on a new process over the same warehouse; the ledger line says why.
 * Each closed stream grants one resume; a fresh connection, or another account's, is billed as
 * ever. Across Redis replicas: streamRevocation.redis.e2e.test.ts. Expiry: test/access/backendContract.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../app/standalone.js";
import { type IssuedKey, issueKey } from "../../gateway/access/keys.js";
import { sseStream, wsSubscription } from "../support/streamClients.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let copy: TemplateCopy;
let first: RunningService | undefined;
let second: RunningService | undefined;

const start = () =>
  startService({
    databaseUrl: copy.url,
    port: 0,
    // 600x: a bar every 100 ms.
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
  });

beforeAll(async () => {
  copy = await copyTemplate("qf-resume-");
  first = await start();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await copy?.remove();
});

const BARS_PATH = "/api/v3/stream/bars?symbols=SPY";
const BARS = 'subscription ($since: String) { bars(symbols: ["SPY"], since: $since) { id close } }';
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const period = () => new Date().toISOString().slice(0, 7);

async function spent(service: RunningService, key: IssuedKey) {
  return service.access?.backend.spent(key.accountId, period());
}

async function newestLine(service: RunningService, key: IssuedKey) {
  const [line] = (await service.access?.backend.ledger(key.accountId, { limit: 1 })) ?? [];
  return line && [line.operation, line.credits, line.outcome, line.errorCode];
}

describe("a resume after the gateway's own shutdown", () => {
  let key: IssuedKey;
  let sseLastId: string;
  let wsLastId: string;

  beforeAll(async () => {
    const service = first as RunningService;
    key = await issueKey(service.warehouse.db, "resume", { plan: "enterprise" });
    const sse = await sseStream(service.url, BARS_PATH, bearer(key.key));
    const ws = wsSubscription(service.url, key.key, BARS);
    await sse.waitFor(3);
    await ws.waitFor(3);
    expect(await spent(service, key)).toBe(2);
    await service.close();
    first = undefined;
    await Promise.all([sse.ended, ws.ended]);
    // Each stream's last frame says the server is shutting down; the frames before it carry ids.
    expect(sse.frames.at(-1)).toMatchObject({ event: "close", data: { reason: "server_shutdown" } });
    expect(ws.frames.at(-1).errors[0].extensions.code).toBe("server_shutdown");
    sseLastId = sse.frames.filter((frame) => frame.event === "message").at(-1)?.id as string;
    wsLastId = ws.frames.filter((frame) => frame.data?.bars).at(-1).data.bars.id;
    second = await start();
  });

  it("is not billed over SSE with Last-Event-ID, and the ledger line says why", async () => {
    const service = second as RunningService;
    const resumed = await sseStream(service.url, BARS_PATH, {
      ...bearer(key.key),
      "last-event-id": sseLastId,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get("x-credits-charged")).toBe("0");
    expect((await resumed.waitFor(2)).length).toBeGreaterThanOrEqual(2);
    await resumed.close();
    expect(await spent(service, key)).toBe(2);
    expect(await newestLine(service, key)).toEqual([
      "svc_v3_stream_bars",
      0,
      "not_billed",
      "resumed_after_server_close",
    ]);
  });

  it("is not billed over graphql-ws with since", async () => {
    const service = second as RunningService;
    const resumed = wsSubscription(service.url, key.key, BARS, { since: wsLastId });
    expect((await resumed.waitFor(2)).length).toBeGreaterThanOrEqual(2);
    await resumed.close();
    expect(await spent(service, key)).toBe(2);
    expect(await newestLine(service, key)).toEqual([
      "svc_v3_stream_bars",
      0,
      "not_billed",
      "resumed_after_server_close",
    ]);
  });

  it("bills a second resume of the same closed stream, a fresh connection, and another account", async () => {
    const service = second as RunningService;
    const again = await sseStream(service.url, BARS_PATH, { ...bearer(key.key), "last-event-id": sseLastId });
    expect(again.headers.get("x-credits-charged")).toBe("1");
    await again.close();
    const fresh = await sseStream(service.url, BARS_PATH, bearer(key.key));
    expect(fresh.headers.get("x-credits-charged")).toBe("1");
    await fresh.close();
    expect(await spent(service, key)).toBe(4);
    expect(await newestLine(service, key)).toEqual(["svc_v3_stream_bars", 1, "charged", null]);
    const other = await issueKey(service.warehouse.db, "other", { plan: "enterprise" });
    const theirs = await sseStream(service.url, BARS_PATH, {
      ...bearer(other.key),
      "last-event-id": sseLastId,
    });
    expect(theirs.headers.get("x-credits-charged")).toBe("1");
    await theirs.close();
  });
});
