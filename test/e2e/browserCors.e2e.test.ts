/**
 * Issue 28 item 1 in a real browser: headless Chromium (Debian's, driven by playwright-core) opens
 * a page served by another server, so on another origin than the service, and from it calls the
 * service as a front-end would — `fetch` of a REST route with the key in X-API-Key (a preflighted
 * request), GraphQL over HTTP, an EventSource on an SSE route with the key in `?api_key=` (an
 * EventSource cannot send headers; spec/03 accepts the query parameter), and graphql-ws.
 *
 * The service lists page A's origin in its CORS policy: from page A everything answers and no
 * request fails. Page B's origin is not listed: the browser refuses every call (its preflight and
 * its EventSource are answered 403 without CORS headers) and nothing is billed.
 *
 * Skipped, saying so, where /usr/bin/chromium is absent; `.ci/run` installs it
 * (scripts/ensure-chromium.sh, run by npm test's pretest).
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { startTestService, type TestService } from "../support/service.js";

const CHROMIUM = "/usr/bin/chromium";
const present = existsSync(CHROMIUM);

/** What the page found, per call: an answer, or the error the browser gave. */
interface PageResults {
  rest: { status?: number; charged?: string | null; ticker?: string; price?: unknown; error?: string };
  graphql: { status?: number; ticker?: string; error?: string };
  stream: { ticker?: string; lastEventId?: string; error?: string };
  ws: { message?: string; error?: string };
}

/** The page: every call the way a front-end makes it, its outcome left in window.results. */
function page(api: string, key: string): string {
  const script = `
const api = ${JSON.stringify(api)};
const key = ${JSON.stringify(key)};
const failed = (error) => ({ error: String(error) });
const results = {};
try {
  const answer = await fetch(api + "/api/v3/fundamentals/price_snapshot?ticker=AAPL", { headers: { "X-API-Key": key } });
  const body = await answer.json();
  results.rest = { status: answer.status, charged: answer.headers.get("X-Credits-Charged"), ticker: body.ticker, price: body.price };
} catch (error) { results.rest = failed(error); }
try {
  const answer = await fetch(api + "/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer " + key },
    body: JSON.stringify({ query: '{ instrument(ticker: "AAPL") { ticker } }' }),
  });
  results.graphql = { status: answer.status, ticker: (await answer.json()).data.instrument.ticker };
} catch (error) { results.graphql = failed(error); }
results.stream = await new Promise((resolve) => {
  // Left open once a frame arrived: closing it would abort its request.
  const source = new EventSource(api + "/api/v3/stream/bars?symbols=SPY&api_key=" + encodeURIComponent(key));
  source.onmessage = (event) => resolve({ ticker: JSON.parse(event.data).ticker, lastEventId: event.lastEventId });
  source.onerror = () => { source.close(); resolve({ error: "EventSource failed" }); };
});
results.ws = await new Promise((resolve) => {
  const socket = new WebSocket(api.replace("http", "ws") + "/graphql", "graphql-transport-ws");
  socket.onopen = () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: "Bearer " + key } }));
  socket.onmessage = (message) => resolve({ message: JSON.parse(message.data).type });
  socket.onerror = () => resolve({ error: "WebSocket failed" });
});
window.results = results;`;
  return `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>cors</title><script type="module">${script}</script>`;
}

/** A server of its own (another port: another origin) serving the page. */
async function pageServer(html: () => string): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  app.get("/", async (_request, reply) => reply.type("text/html; charset=utf-8").send(html()));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe.skipIf(!present)(
  `a page on another origin, in headless Chromium${present ? "" : ` (skipped: ${CHROMIUM} is absent; apt-get install -y chromium, as .ci/run does)`}`,
  () => {
    let service: TestService;
    let browser: Browser;
    let accountId: string;
    let key: string;
    const pages: { app: FastifyInstance; origin: string }[] = [];

    beforeAll(async () => {
      const html = () => page(service.url, key);
      pages.push(await pageServer(html), await pageServer(html));
      service = await startTestService({
        replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
        cors: { origins: new Set([pages[0]!.origin]) },
      });
      ({ accountId, key } = await issueKey(service.warehouse.db, "browser", { plan: "enterprise" }));
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false });
    });
    afterAll(async () => {
      await browser?.close();
      await Promise.all(pages.map(({ app }) => app.close()));
      await service?.stop();
    });

    async function spent(): Promise<number> {
      const access = service.access;
      if (!access) throw new Error("the service runs without access control");
      return access.backend.spent(accountId, access.period());
    }

    /** Opens the page at `origin` and returns what it found, and the requests the browser failed. */
    async function visit(origin: string) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const failed: string[] = [];
      tab.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
      try {
        await tab.goto(origin);
        await tab.waitForFunction(() => "results" in window, null, { timeout: 30_000 });
        const results = (await tab.evaluate(
          () => (window as unknown as { results: unknown }).results,
        )) as PageResults;
        return { results, failed: [...failed] };
      } finally {
        await context.close();
      }
    }

    it("from a listed origin: REST, GraphQL, an EventSource with ?api_key= and graphql-ws answer; no request fails", async () => {
      const before = await spent();
      const { results, failed } = await visit(pages[0]!.origin);
      expect(results.rest).toMatchObject({ status: 200, charged: "1", ticker: "AAPL" });
      expect(results.rest.price).toBeTypeOf("number");
      expect(results.graphql).toEqual({ status: 200, ticker: "AAPL" });
      expect(results.stream.ticker).toBe("SPY");
      expect(results.stream.lastEventId).toMatch(/^\d+-\d+$/);
      expect(results.ws).toEqual({ message: "connection_ack" });
      expect(failed).toEqual([]);
      // The REST call and the stream's opening (the GraphQL query's price is its own).
      expect(await spent()).toBeGreaterThanOrEqual(before + 2);
    });

    it("from an origin not listed: the browser refuses every call, and nothing is billed", async () => {
      const before = await spent();
      const { results } = await visit(pages[1]!.origin);
      expect(results.rest.error).toMatch(/TypeError/);
      expect(results.graphql.error).toMatch(/TypeError/);
      expect(results.stream).toEqual({ error: "EventSource failed" });
      expect(results.ws).toEqual({ error: "WebSocket failed" });
      expect(await spent()).toBe(before);
    });
  },
);
