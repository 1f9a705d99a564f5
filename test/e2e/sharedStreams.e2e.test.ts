/**
 * Issue 27 item 3: subscribers of the same stream, arguments and entitled products share one
 * execution (gateway/sharedSubscriptions.ts) and SSE writes them the same bytes; different
 * entitlements or arguments never share; billing stays one charge per connection; a subscriber
 * that leaves does not end the others' shared stream. The slow consumer's cut: sse.slow.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { startTestService, type TestService } from "../support/service.js";
import { type SseFrame, sseStream, wsSubscription } from "../support/streamClients.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    // 600x: a bar every 100 ms.
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
  });
});
afterAll(async () => service?.stop());

const BARS = "/api/v3/stream/bars?symbols=SPY";
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const period = () => new Date().toISOString().slice(0, 7);

/** The frames both received, by id: each id's text in `a` and in `b`. */
function common(a: SseFrame[], b: SseFrame[]) {
  const byId = new Map(b.map((frame) => [frame.id, frame.text]));
  return a.filter((frame) => byId.has(frame.id)).map((frame) => [frame.text, byId.get(frame.id)]);
}

describe("shared subscription execution", () => {
  it("gives two SSE subscribers of the same stream byte-identical frames from one execution", async () => {
    const before = service.subscriptions.stats();
    const first = await sseStream(service.url, BARS, bearer(service.key));
    const second = await sseStream(service.url, BARS, bearer(service.key));
    await first.waitFor(8);
    await second.waitFor(8);
    const during = service.subscriptions.stats();
    await first.close();
    await second.close();

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(during.executions - before.executions).toBe(1);
    expect(during.joined - before.joined).toBe(1);
    const pairs = common(first.frames, second.frames);
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    for (const [a, b] of pairs) expect(a).toBe(b);
    expect(pairs[0]?.[0]).toMatch(/^id: \d+-\d+\ndata: \{"id":/);
    // One execution of each event for both: no more results than distinct frames (+1 in flight).
    const distinct = new Set([...first.frames, ...second.frames].map((frame) => frame.id)).size;
    expect(during.results - before.results).toBeLessThanOrEqual(distinct + 1);
  }, 60_000);

  it("does not share between callers with different entitled products, nor different arguments", async () => {
    const free = await issueKey(service.warehouse.db, "shared-free", { plan: "free" });
    const before = service.subscriptions.stats();
    const enterprise = await sseStream(service.url, BARS, bearer(service.key));
    const onFree = await sseStream(service.url, BARS, bearer(free.key));
    const resumed = await sseStream(service.url, `${BARS}&since=-`, bearer(service.key));
    await enterprise.waitFor(3);
    await onFree.waitFor(3);
    await resumed.waitFor(3);
    const during = service.subscriptions.stats();
    await Promise.all([enterprise.close(), onFree.close(), resumed.close()]);

    expect([enterprise.status, onFree.status, resumed.status]).toEqual([200, 200, 200]);
    expect(onFree.frames.length).toBeGreaterThanOrEqual(3);
    expect(during.executions - before.executions).toBe(3);
    expect(during.joined - before.joined).toBe(0);
  }, 60_000);

  it("bills each connection once, shared or not", async () => {
    const key = await issueKey(service.warehouse.db, "shared-billing", { plan: "enterprise" });
    const spent = async () => (await service.access?.backend.spent(key.accountId, period())) ?? 0;
    const start = await spent();
    const sse = await sseStream(service.url, BARS, bearer(key.key));
    const again = await sseStream(service.url, BARS, bearer(key.key));
    await sse.waitFor(2);
    await again.waitFor(2);
    expect(sse.headers.get("x-credits-charged")).toBe("1");
    expect(again.headers.get("x-credits-charged")).toBe("1");
    await expect.poll(spent, { timeout: 5_000 }).toBe(start + 2);
    await Promise.all([sse.close(), again.close()]);
  }, 60_000);

  it("keeps streaming to the subscribers left when the one that opened the execution leaves", async () => {
    const before = service.subscriptions.stats();
    const query = 'subscription { bars(symbols: ["SPY"]) { id close } }';
    const opener = wsSubscription(service.url, service.key, query);
    await opener.waitFor(1);
    const stayer = wsSubscription(service.url, service.key, query);
    const sse = await sseStream(service.url, BARS, bearer(service.key));
    await stayer.waitFor(2);
    await opener.close();
    const after = stayer.frames.length;
    await stayer.waitFor(after + 5);
    await sse.waitFor(5);
    const during = service.subscriptions.stats();
    await Promise.all([stayer.close(), sse.close()]);

    expect(stayer.frames.length).toBeGreaterThanOrEqual(after + 5);
    // graphql-ws and SSE select different fields: two documents, two executions, three subscribers.
    expect(during.executions - before.executions).toBe(2);
    expect(during.joined - before.joined).toBe(1);
    await expect.poll(() => service.subscriptions.stats().open, { timeout: 5_000 }).toBe(0);
  }, 60_000);
});
