/**
 * Issue 28 item 7 over real HTTP to the whole service: answers compressed as the client asks
 * (brotli, gzip) and decoding to the identity answer, event streams never compressed; a GET
 * answer's weak ETag, revalidated to a 304 that is billed like the 200 it stands for;
 * Cache-Control from the route's TTL, `no-store` on errors; and the two kinds of 503, told apart
 * by Retry-After.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { type RawAnswer, rawRequest } from "../support/rawHttp.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;
let accountId: string;
let key: string;
const rest = restClient(() => ({ url: service.url, key }));

beforeAll(async () => {
  // SPY's bundled session replays, so its bar stream opens.
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
  });
  ({ accountId, key } = await issueKey(service.warehouse.db, "http-caching", { plan: "enterprise" }));
});
afterAll(async () => service?.stop());

async function spent(): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(accountId, access.period());
}

function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(service.url, {
    method: "GET",
    path,
    headers: { authorization: `Bearer ${key}`, ...headers },
  });
}

const withoutTimestamp = (text: string) => {
  const { timestamp: _, ...rest } = JSON.parse(text);
  return rest;
};

describe("compression", () => {
  it("sends openapi.json as brotli or gzip, as asked, each decoding to the identity answer", async () => {
    const identity = await get("/api/openapi.json", { "accept-encoding": "identity" });
    expect(identity.status).toBe(200);
    expect(identity.headers.get("content-encoding")).toBeNull();
    const gzip = await get("/api/openapi.json", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
    // Brotli wins when both are accepted (the host prefers it).
    const br = await get("/api/openapi.json", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
    // About a tenth (measured: 1,075 KB → 105 KB br, 127 KB gzip).
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 8);
    expect(gzip.bytes.length).toBeLessThan(identity.bytes.length / 6);
  });

  it("compresses an operation's answer, not a small one, and never an event stream", async () => {
    const path = "/api/v3/fundamentals/prices?ticker=AAPL&limit=200";
    const [identity, gzip] = [await get(path), await get(path, { "accept-encoding": "gzip" })];
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(withoutTimestamp(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(
      withoutTimestamp(identity.text),
    );
    const health = await get("/api/health", { "accept-encoding": "gzip, br" });
    expect(health.bytes.length).toBeLessThan(1024);
    expect(health.headers.get("content-encoding")).toBeNull();
    const stream = await rawRequest(service.url, {
      method: "GET",
      path: "/api/v3/stream/bars?symbols=SPY",
      headers: { authorization: `Bearer ${key}`, "accept-encoding": "gzip, br" },
      streamMs: 5_000,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("content-encoding")).toBeNull();
    expect(stream.text).toMatch(/^retry: \d+\n\n/);
  });
});

describe("ETag and 304", () => {
  const path = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

  it("gives a GET answer a weak ETag of its data, not of its timestamp, and Cache-Control", async () => {
    const first = await get(path);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).timestamp).not.toBe(JSON.parse(second.text).timestamp);
    expect(first.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    // Another answer, another ETag.
    const other = await get("/api/v3/fundamentals/price_snapshot?ticker=MSFT");
    expect(other.headers.get("etag")).not.toBe(first.headers.get("etag"));
  });

  it("answers If-None-Match with that ETag 304 without a body, billed like the 200", async () => {
    const fresh = await get(path);
    const etag = fresh.headers.get("etag") as string;
    const before = await spent();
    const revalidated = await get(path, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.get("etag")).toBe(etag);
    // The operation ran to know the answer is the same: one call, one charge (docs/ACCESS.md).
    expect(revalidated.headers.get("x-credits-charged")).toBe("1");
    expect(await spent()).toBe(before + 1);
    const changed = await get(path, { "if-none-match": 'W/"not-this-answer"' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.text).ticker).toBe("AAPL");
  });

  it("gives the compressed answer the same ETag, and revalidates it as a browser does (Accept-Encoding sent)", async () => {
    const prices = "/api/v3/fundamentals/prices?ticker=AAPL&limit=200";
    const compressed = await get(prices, { "accept-encoding": "gzip, br" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    const etag = compressed.headers.get("etag") as string;
    expect((await get(prices)).headers.get("etag")).toBe(etag);
    const revalidated = await get(prices, { "accept-encoding": "gzip, br", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.get("content-encoding")).toBeNull();
  });

  it("gives an error or a POST answer no ETag, and never answers them 304", async () => {
    const missing = await get("/api/v3/fundamentals/price_snapshot?ticker=ZZZZQ");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const posted = await rest.post("/api/v3/validation/deflated_sharpe", { sharpe: 1 });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("etag")).toBeNull();
  });

  it("lets an answer with a spec/03 TTL be reused for it", async () => {
    const headlines = await get("/api/v3/intel/news_headlines");
    expect(headlines.status, headlines.text).toBe(200);
    expect(headlines.headers.get("cache-control")).toBe("private, max-age=120");
  });
});

describe("503: retrying cannot help, or can", () => {
  it("a source not configured: no Retry-After, nothing charged", async () => {
    const before = await spent();
    const answer = await get("/api/v3/intel/options_flow");
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text).detail).toMatchObject({
      error_code: "upstream_unavailable",
      provider_status: "not_configured",
    });
    expect(answer.headers.get("retry-after")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-credits-charged")).toBe("0");
    expect(await spent()).toBe(before);
  });

  it("the shared warm budget used up: Retry-After until a slot frees, nothing charged", async () => {
    const tickers = (
      await service.warehouse.db
        .selectFrom("instruments")
        .select("ticker")
        .where("asset_class", "=", "equity")
        .orderBy("ticker")
        .limit(201)
        .execute()
    ).map((row) => row.ticker);
    const warm = await rest.post("/api/v3/market/universe/warm", { symbols: tickers.slice(0, 200) });
    expect(warm.body.capacity).toEqual({ budget: 200, used: 200, remaining: 0 });
    const before = await spent();
    const full = await rest.post("/api/v3/stream/quotes/subscribe", { symbols: [tickers[200]] });
    expect(full.status).toBe(503);
    expect(full.body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      reason: "warm_budget_exhausted",
    });
    const retryAfter = Number(full.headers.get("retry-after"));
    expect(retryAfter).toBe(full.body.detail.retry_after_s);
    expect(retryAfter).toBeGreaterThan(0);
    expect(full.headers.get("x-credits-charged")).toBe("0");
    expect(await spent()).toBe(before);
  });
});
