/**
 * Issue 13 item 10: the two denial-of-service documents of the report, sent over real HTTP to
 * the whole service, are refused at once with an error naming the limit; the README's
 * five-subgraph query is still answered, and so is a subscription over graphql-ws.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEFAULT_QUERY_LIMITS } from "../../gateway/queryLimits.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
  });
  // The first request of a process builds the gateway's caches; time the refusals after it.
  expect((await graphql(service, `{ instrument(ticker: "AAPL") { name } }`)).status).toBe(200);
});
afterAll(async () => service?.stop());

/** 4,000 copies of one field: 20 KB that graphql-js's overlap check compares pairwise. */
const DUPLICATE_FIELDS = `{ instrument(ticker: "AAPL") { ${"name ".repeat(4_000)}} }`;

/** Each fragment spreads the next one twice: 21 levels, 2^21 copies of `name` once expanded. */
function fragmentBomb(depth: number, spreads: (next: string) => string): string {
  const fragments = Array.from(
    { length: depth },
    (_, i) => `fragment F${i} on Instrument { name ${i + 1 < depth ? spreads(`F${i + 1}`) : ""} }`,
  );
  return `{ instrument(ticker: "AAPL") { ...F0 } }\n${fragments.join("\n")}`;
}
const SAME_SPREAD_TWICE = fragmentBomb(21, (next) => `...${next} ...${next}`);
/** The same expansion without a repeated spread: inline fragments each holding one spread. */
const SPREADS_IN_INLINE_FRAGMENTS = fragmentBomb(
  21,
  (next) => `... on Instrument { ...${next} } ... on Instrument { ...${next} }`,
);

/** The answer of the last of five sends, and the fastest round trip (the machine is shared). */
async function timed(query: string) {
  let ms = Number.POSITIVE_INFINITY;
  let answer: Awaited<ReturnType<typeof graphql>> | undefined;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    answer = await graphql(service, query);
    ms = Math.min(ms, performance.now() - started);
  }
  return { ...answer!, ms };
}

describe("GraphQL document limits over HTTP", () => {
  it("refuses 4,000 duplicate fields at the parser's token limit", async () => {
    expect(DUPLICATE_FIELDS.length).toBeGreaterThan(20_000);
    const { status, body, ms } = await timed(DUPLICATE_FIELDS);
    console.log(`4,000 duplicate fields refused in ${ms.toFixed(1)} ms`);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.message)).toEqual([
      `Syntax Error: Token limit of ${DEFAULT_QUERY_LIMITS.tokens} exceeded.`,
    ]);
    expect(ms).toBeLessThan(500);
  });

  it("refuses duplicate fields under the token limit by the duplicate-field rule", async () => {
    const { status, body } = await timed(`{ instrument(ticker: "AAPL") { ${"name ".repeat(200)}} }`);
    expect(status).toBe(200);
    expect(body.errors?.map((e) => e.message)).toEqual([
      `"name" is selected more than ${DEFAULT_QUERY_LIMITS.duplicateFields} times in one selection set.`,
    ]);
  });

  it("refuses the nested fragment-spread bomb of depth 21", async () => {
    expect(SAME_SPREAD_TWICE.length).toBeLessThan(1_100);
    const { status, body, ms } = await timed(SAME_SPREAD_TWICE);
    console.log(`fragment bomb (same spread twice) refused in ${ms.toFixed(1)} ms`);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    const messages = (body.errors ?? []).map((e) => e.message).join("\n");
    expect(messages).toMatch(/^Syntax Error: Query depth limit of 12 exceeded, found \d+\.$/m);
    expect(messages).toMatch(/^Syntax Error: Query Cost limit of 10000 exceeded, found \d+(\.\d+)?\.$/m);
    expect(ms).toBeLessThan(500);
  });

  it("refuses the same bomb written without a repeated spread, by depth and cost", async () => {
    const { status, body, ms } = await timed(SPREADS_IN_INLINE_FRAGMENTS);
    console.log(`fragment bomb (inline fragments) refused in ${ms.toFixed(1)} ms`);
    expect(status).toBe(200);
    const messages = (body.errors ?? []).map((e) => e.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Syntax Error: Query depth limit of 12 exceeded, found \d+\.$/);
    expect(messages[1]).toMatch(/^Syntax Error: Query Cost limit of 10000 exceeded, found \d+(\.\d+)?\.$/);
    expect(ms).toBeLessThan(500);
  });

  it("answers a refused trivial document as fast (the round trip's floor)", async () => {
    const { body, ms } = await timed(`{ instrument(ticker: "AAPL") { nam } }`);
    console.log(`a trivially invalid document answered in ${ms.toFixed(1)} ms`);
    expect(body.errors).toHaveLength(1);
  });

  it("does not suggest field names to a caller who guesses", async () => {
    const { body } = await timed(`{ instrument(ticker: "AAPL") { nam } }`);
    expect(body.errors?.map((e) => e.message)).toEqual([
      'Cannot query field "nam" on type "Instrument". [Suggestion hidden]',
    ]);
  });

  it("still answers the README's five-subgraph query", async () => {
    const { status, body } = await timed(`{ instrument(ticker: "AAPL") { name
      priceSnapshot { price dayChangePercent isStale marketCap } companyFacts { cik sector }
      filingNews(limit: 2) { items { title published } } momentum { value startDate endDate }
      riskProfile { annualisedVolatility var95 } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.name).toBe("Apple Inc.");
    expect(body.data.instrument.companyFacts.cik).toBe("0000320193");
    expect(body.data.instrument.filingNews.items).toHaveLength(2);
    expect(typeof body.data.instrument.riskProfile.var95).toBe("number");
  });

  it("still serves a subscription over graphql-ws", async () => {
    const client = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${service.key}` },
      retryAttempts: 0,
    });
    try {
      const frame = await new Promise<{
        data?: { bars: { ticker: string; close: unknown } } | null;
        errors?: unknown;
      }>((resolve, reject) => {
        const unsubscribe = client.subscribe<{ bars: { ticker: string; close: unknown } }>(
          {
            query: `subscription { bars(symbols: ["SPY"]) { ticker close instrument { companyFacts { name } } } }`,
          },
          {
            next: (value) => {
              unsubscribe();
              resolve(value);
            },
            error: reject,
            complete: () => reject(new Error("completed without a frame")),
          },
        );
      });
      expect(frame.errors).toBeUndefined();
      expect(frame.data?.bars.ticker).toBe("SPY");
      expect(typeof frame.data?.bars.close).toBe("number");
    } finally {
      await client.dispose();
    }
  });

  it("refuses an over-limit subscription over graphql-ws too", async () => {
    const client = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${service.key}` },
      retryAttempts: 0,
    });
    try {
      const outcome = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: `subscription { bars(symbols: ["SPY"]) { ${"ticker ".repeat(3_000)}} }` },
          { next: (value) => resolve(value), error: (error) => resolve(error), complete: () => {} },
        );
      });
      expect(JSON.stringify(outcome)).toContain(`Token limit of ${DEFAULT_QUERY_LIMITS.tokens} exceeded.`);
    } finally {
      await client.dispose();
    }
  });
});
