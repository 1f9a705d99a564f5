/**
 * Issue 25 item 6, embedded mode: a key revoked, disabled or rotated, or its account suspended,
 * ends the key's open SSE and graphql-ws streams within 5 s, each with a final error frame saying
 * why (401 unauthorized, 403 account_suspended), while another account's stream goes on. The
 * change comes from the keys module, or from `npm run keys` in another process: nothing tells this
 * process but its recheck of the keys of open streams (gateway/access/revocations.ts). With two
 * replicas on Redis the bus tells them: streamRevocation.redis.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../app/standalone.js";
import {
  disableKey,
  type IssuedKey,
  issueKey,
  revokeKey,
  suspendAccount,
} from "../../gateway/access/keys.js";
import { runKeys } from "../support/processes.js";
import { type SseFrame, sseStream, wsSubscription } from "../support/streamClients.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let copy: TemplateCopy;
let service: RunningService;

beforeAll(async () => {
  copy = await copyTemplate("qf-revocation-");
  service = await startService({
    databaseUrl: copy.url,
    port: 0,
    // 600x: a bar every 100 ms.
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
  });
});
afterAll(async () => {
  await service?.close();
  await copy?.remove();
});

const BARS_PATH = "/api/v3/stream/bars?symbols=SPY";
const BARS = 'subscription { bars(symbols: ["SPY"]) { id close } }';
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const newKey = () => issueKey(service.warehouse.db, "revocation", { plan: "enterprise" });

/** An SSE and a graphql-ws stream of bars opened with the key, each past its first frames. */
async function openBoth(key: IssuedKey) {
  const sse = await sseStream(service.url, BARS_PATH, bearer(key.key));
  expect(sse.status).toBe(200);
  const ws = wsSubscription(service.url, key.key, BARS);
  expect((await sse.waitFor(2)).length).toBeGreaterThanOrEqual(2);
  expect((await ws.waitFor(2)).length).toBeGreaterThanOrEqual(2);
  return { sse, ws };
}

/** Milliseconds until both streams ended (or 10 s, when they did not). */
async function endedWithin(streams: { sse: { ended: Promise<void> }; ws: { ended: Promise<void> } }) {
  const started = performance.now();
  await Promise.race([
    Promise.all([streams.sse.ended, streams.ws.ended]),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  const ms = performance.now() - started;
  console.log(`streams ended ${ms.toFixed(0)} ms after the change`);
  return ms;
}

/** The SSE stream's last two frames: the error naming why, then the close. */
function sseEnding(frames: SseFrame[]) {
  return frames.slice(-2).map((frame) => [frame.event, frame.data.detail?.error_code ?? frame.data.reason]);
}

async function keepsStreaming(other: Awaited<ReturnType<typeof openBoth>>) {
  const before = [other.sse.frames.length, other.ws.frames.length];
  await other.sse.waitFor((before[0] ?? 0) + 3);
  await other.ws.waitFor((before[1] ?? 0) + 3);
  expect(other.sse.frames.length).toBeGreaterThanOrEqual((before[0] ?? 0) + 3);
  expect(other.ws.frames.length).toBeGreaterThanOrEqual((before[1] ?? 0) + 3);
  expect(other.sse.frames.every((frame) => frame.event === "message")).toBe(true);
  expect(other.ws.frames.every((frame) => !frame.errors)).toBe(true);
}

describe("revocation ends the key's streams", () => {
  let bystander: Awaited<ReturnType<typeof openBoth>>;
  beforeAll(async () => {
    bystander = await openBoth(await newKey());
  });
  afterAll(async () => {
    await bystander?.sse.close();
    await bystander?.ws.close();
  });

  it("revoked through the keys module: 401 unauthorized as the last frame, within 5 s", async () => {
    const key = await newKey();
    const streams = await openBoth(key);
    await revokeKey(service.warehouse.db, key.id);
    expect(await endedWithin(streams)).toBeLessThan(5_000);
    expect(sseEnding(streams.sse.frames)).toEqual([
      ["error", "unauthorized"],
      ["close", "stream_ended"],
    ]);
    expect(streams.sse.frames.at(-2)?.data.detail.error_message).toMatch(/was revoked/);
    expect(streams.ws.frames.at(-1).errors[0].extensions).toMatchObject({
      code: "unauthorized",
      status: 401,
    });
    expect(await streams.ws.completed).toBe("complete");
    await keepsStreaming(bystander);
    await streams.ws.close();
  });

  it("disabled: 401 unauthorized", async () => {
    const key = await newKey();
    const streams = await openBoth(key);
    await disableKey(service.warehouse.db, key.id);
    expect(await endedWithin(streams)).toBeLessThan(5_000);
    expect(sseEnding(streams.sse.frames)[0]).toEqual(["error", "unauthorized"]);
    expect(streams.sse.frames.at(-2)?.data.detail.error_message).toMatch(/was disabled/);
    expect(streams.ws.frames.at(-1).errors[0].extensions.code).toBe("unauthorized");
    await streams.ws.close();
  });

  it("the account suspended: 403 account_suspended on every key of it", async () => {
    const first = await newKey();
    const second = await issueKey(service.warehouse.db, "second", { accountId: first.accountId });
    const streams = [await openBoth(first), await openBoth(second)];
    await suspendAccount(service.warehouse.db, first.accountId);
    for (const both of streams) {
      expect(await endedWithin(both)).toBeLessThan(5_000);
      expect(sseEnding(both.sse.frames)).toEqual([
        ["error", "account_suspended"],
        ["close", "stream_ended"],
      ]);
      expect(both.ws.frames.at(-1).errors[0].extensions).toMatchObject({
        code: "account_suspended",
        status: 403,
      });
      await both.ws.close();
    }
    await keepsStreaming(bystander);
  });

  it("rotated by `npm run keys` in another process: the old key's streams end with 401", async () => {
    const key = await newKey();
    const streams = await openBoth(key);
    const rotated = await runKeys(["rotate", key.id], { DATABASE_URL: copy.url, REDIS_URL: "" });
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toContain(`revoked ${key.id}`);
    expect(await endedWithin(streams)).toBeLessThan(5_000);
    expect(sseEnding(streams.sse.frames)[0]).toEqual(["error", "unauthorized"]);
    expect(streams.ws.frames.at(-1).errors[0].extensions.code).toBe("unauthorized");
    // The new key streams.
    const newKeyText = rotated.stdout.trim().split("\n").at(-1) as string;
    const renewed = await openBoth({ ...key, key: newKeyText });
    await renewed.sse.close();
    await renewed.ws.close();
    await streams.ws.close();
  });
});
