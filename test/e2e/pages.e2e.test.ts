/**
 * Issue 28 item 8: the browser pages, served offline. The GraphQL explorer (GraphiQL) at
 * /graphql for a browser's GET and the REST reference (Swagger UI) at /docs load nothing from
 * another origin: the HTML and stylesheets name no remote URL, the pages carry a CSP of 'self',
 * and in headless Chromium every request goes to the service's own origin and none fails. A query
 * typed into the explorer with the key entered in its bar returns the data, and a subscription
 * typed there receives its frames over graphql-ws; the reference lists every operation of
 * /api/openapi.json. The API's own GET and POST on /graphql are unchanged.
 *
 * Skipped, saying so, where /usr/bin/chromium is absent (test/e2e/browserCors.e2e.test.ts);
 * the HTTP checks run regardless.
 */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, renderedOperations, runInExplorer, visit } from "../support/pagesBrowser.js";
import { startTestService, type TestService } from "../support/service.js";

const present = existsSync(CHROMIUM);
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
/** A load from another origin: an absolute http(s) or protocol-relative URL in src, href, url() or @import. */
const REMOTE_LOAD =
  /(?:src|href)\s*=\s*["']?(?:https?:)?\/\/|url\(\s*["']?(?:https?:)?\/\/|@import\s+["']?(?:url\()?\s*["']?(?:https?:)?\/\//i;

let service: TestService;

// A service of its own: the explorer's subscription needs the SPY replay, which a shared one lacks.
beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
  });
});
afterAll(async () => service?.stop());

async function get(path: string, accept = HTML) {
  const response = await fetch(`${service.url}${path}`, { headers: { accept } });
  return { response, text: await response.text() };
}

/** The assets a page's HTML loads (its stylesheets and scripts), by URL path. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
}

describe("the pages over HTTP", () => {
  it("a browser's GET /graphql is the explorer page under a CSP of 'self'; no key needed", async () => {
    const { response, text } = await get("/graphql");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src 'self'; style-src 'self'; /,
    );
    expect(text).toContain('<input id="api-key"');
    expect(assetsOf(text)).toEqual([
      "/assets/graphiql@3.8.3/graphiql.min.css",
      "/assets/pages/pages.css",
      "/assets/react@18.3.1/umd/react.production.min.js",
      "/assets/react-dom@18.3.1/umd/react-dom.production.min.js",
      "/assets/graphiql@3.8.3/graphiql.min.js",
      "/assets/pages/explorer.js",
    ]);
  });

  it("GET /docs is the reference page, loading Swagger UI from this origin", async () => {
    const { response, text } = await get("/docs");
    expect(response.status).toBe(200);
    // Swagger UI writes style attributes (gateway/pages/page.ts); still no script but this origin's.
    expect(response.headers.get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; .*connect-src 'self'/,
    );
    expect(assetsOf(text)).toEqual([
      "/assets/swagger-ui-dist@5.35.0/swagger-ui.css",
      "/assets/swagger-ui-dist@5.35.0/swagger-ui-bundle.js",
      "/assets/swagger-ui-dist@5.35.0/swagger-ui-standalone-preset.js",
      "/assets/pages/reference.js",
    ]);
  });

  it("no page or stylesheet names a remote URL to load; each asset is cached by version or revalidated", async () => {
    for (const path of ["/graphql", "/docs"]) {
      const { text } = await get(path);
      expect(REMOTE_LOAD.exec(text)?.[0], path).toBeUndefined();
      for (const asset of assetsOf(text)) {
        const { response, text: body } = await get(asset, "*/*");
        expect(response.status, asset).toBe(200);
        if (asset.endsWith(".css")) expect(REMOTE_LOAD.exec(body)?.[0], asset).toBeUndefined();
        const etag = response.headers.get("etag");
        expect(etag, asset).toMatch(/^W\/"/);
        expect(response.headers.get("cache-control"), asset).toBe(
          asset.startsWith("/assets/pages/") ? "no-cache" : "public, max-age=31536000, immutable",
        );
        const again = await fetch(`${service.url}${asset}`, { headers: { "if-none-match": etag as string } });
        expect(again.status, asset).toBe(304);
      }
    }
    // The scan can fail: it finds what a CDN page would load.
    expect(REMOTE_LOAD.test('<script src="https://unpkg.com/graphiql/graphiql.min.js">')).toBe(true);
    expect(REMOTE_LOAD.test("@import url(//fonts.googleapis.com/css?family=Roboto);")).toBe(true);
  });

  it("the API's GET and POST on /graphql answer GraphQL as before", async () => {
    const query = encodeURIComponent('{ instrument(ticker: "AAPL") { ticker } }');
    const viaGet = await fetch(`${service.url}/graphql?query=${query}`, {
      headers: { accept: "application/graphql-response+json, application/json", "x-api-key": service.key },
    });
    expect(viaGet.status).toBe(200);
    expect(((await viaGet.json()) as { data: unknown }).data).toEqual({ instrument: { ticker: "AAPL" } });
    const viaPost = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": service.key },
      body: JSON.stringify({ query: '{ instrument(ticker: "AAPL") { ticker } }' }),
    });
    expect(viaPost.status).toBe(200);
    expect(((await viaPost.json()) as { data: unknown }).data).toEqual({ instrument: { ticker: "AAPL" } });
  });
});

describe.skipIf(!present)(
  `the pages in headless Chromium${present ? "" : ` (skipped: ${CHROMIUM} is absent; apt-get install -y chromium, as .ci/run does)`}`,
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false });
    });
    afterAll(async () => browser?.close());

    function expectOwnOrigin(requests: string[]) {
      const origin = new URL(service.url).origin;
      const elsewhere = requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
      expect(elsewhere).toEqual([]);
    }

    it("the explorer: a query typed with the key entered once returns its data; nothing leaves the origin", async () => {
      const page = await visit(browser, `${service.url}/graphql`);
      try {
        const answer = await runInExplorer(
          page.page,
          service.key,
          '{ instrument(ticker: "AAPL") { ticker companyFacts { cik } } }',
          '"cik"',
        );
        expect(answer).toContain('"ticker": "AAPL"');
        expect(answer).toContain('"cik": "0000320193"');
        // The key lives in the tab's sessionStorage, not in localStorage.
        const stored = await page.page.evaluate(() => ({
          session: sessionStorage.getItem("quant-federation.api-key"),
          local: JSON.stringify(localStorage).includes("qf_"),
        }));
        expect(stored).toEqual({ session: service.key, local: false });
        expect(page.failed).toEqual([]);
        expect(page.errors).toEqual([]);
        expectOwnOrigin(page.requests);
        expect(page.requests.filter((url) => url.endsWith("/graphql")).length).toBeGreaterThanOrEqual(2);
      } finally {
        await page.close();
      }
    });

    it("the explorer: a subscription typed there receives frames over graphql-ws, not HTTP", async () => {
      const page = await visit(browser, `${service.url}/graphql`);
      const sockets: string[] = [];
      const posts: number[] = [];
      page.page.on("websocket", (socket) => sockets.push(socket.url()));
      page.page.on("response", (response) => {
        if (response.request().method() === "POST") posts.push(response.status());
      });
      try {
        const frame = await runInExplorer(
          page.page,
          service.key,
          'subscription { bars(symbols: ["SPY"]) { ticker close replay } }',
          '"replay": true',
        );
        expect(frame).toContain('"ticker": "SPY"');
        expect(Number(/"close": ([\d.]+)/.exec(frame)?.[1])).toBeGreaterThan(0);
        expect(sockets).toEqual([`${service.url.replace(/^http/, "ws")}/graphql`]);
        // Only the introspection went over HTTP: no subscription POST (answered 406).
        expect(posts).toEqual([200]);
        expect(page.failed).toEqual([]);
        expect(page.errors).toEqual([]);
        expectOwnOrigin(page.requests);
      } finally {
        await page.close();
      }
    });

    it("the reference lists every operation of /api/openapi.json; nothing leaves the origin", async () => {
      const openapi = (await (await fetch(`${service.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
      const page = await visit(browser, `${service.url}/docs`);
      try {
        const rendered = await renderedOperations(page.page);
        expect([...rendered].sort()).toEqual(operations.sort());
        // Every path, each once per method (221 paths, 222 operations when this was written).
        expect(new Set(operations.map((operation) => operation.split(" ")[1])).size).toBe(
          Object.keys(openapi.paths).length,
        );
        expect(page.failed).toEqual([]);
        expect(page.errors).toEqual([]);
        expectOwnOrigin(page.requests);
      } finally {
        await page.close();
      }
    });
  },
);
