/**
 * Driving the service's browser pages (gateway/pages/) in headless Chromium, as a person would:
 * the test (test/e2e/pages.e2e.test.ts) and the screenshots (scripts/screenshots.ts) do the same
 * steps through these. Every request the page makes, every failed one, every console error and
 * every CSP violation is recorded, for the caller to assert on or report.
 */
import type { Browser, Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export interface PageVisit {
  page: Page;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** `<url>: <reason>` for each request that failed (refused, aborted, unreachable). */
  failed: string[];
  /** Console errors and uncaught exceptions (a CSP refusal is reported here too). */
  errors: string[];
  close(): Promise<void>;
}

export async function visit(browser: Browser, url: string): Promise<PageVisit> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 860 } });
  const page = await context.newPage();
  const recorded: Omit<PageVisit, "page" | "close"> = { requests: [], failed: [], errors: [] };
  page.on("request", (request) => recorded.requests.push(request.url()));
  page.on("requestfailed", (request) =>
    recorded.failed.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on("console", (message) => {
    if (message.type() === "error") recorded.errors.push(message.text());
  });
  page.on("pageerror", (error) => recorded.errors.push(String(error)));
  await page.goto(url);
  return { page, ...recorded, close: () => context.close() };
}

/**
 * In the explorer: enters the key in its bar, types `query` into GraphiQL's editor in place of
 * what it held, runs it, and returns the response pane's text once it shows `expected`.
 */
export async function runInExplorer(
  page: Page,
  key: string,
  query: string,
  expected: string,
): Promise<string> {
  await page.fill("#api-key", key);
  await page.click("#key-form button[type=submit]");
  await page.waitForSelector("#key-state:has-text('key set')");
  // The schema's introspection (with the key) has arrived when the docs explorer can open.
  const editor = page.locator(".graphiql-query-editor .CodeMirror").first();
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  // The editor closes brackets and quotes itself: typed as one line, each closer is stepped over.
  await page.keyboard.type(query);
  // Laid out over lines, as GraphiQL's prettify button does it; Escape closes the completion list.
  await page.keyboard.press("Shift+Control+P");
  await page.keyboard.press("Escape");
  // GraphiQL parses the editor's text 100 ms after the last change (debounced) and its fetcher
  // picks HTTP or graphql-ws by that parsed document: run before it, and a subscription typed
  // over a query goes as the query did, over HTTP (406). The parse stores the text it read in
  // localStorage first, in the same step: wait until that is the editor's text.
  await page.waitForFunction(() => {
    const editor = document.querySelector(".graphiql-query-editor .CodeMirror") as unknown as {
      CodeMirror: { getValue(): string };
    };
    return localStorage.getItem("graphiql:query") === editor.CodeMirror.getValue();
  });
  await page.click(".graphiql-execute-button");
  const response = page.locator(".graphiql-response");
  await response.getByText(expected).first().waitFor({ timeout: 30_000 });
  return response.innerText();
}

/**
 * In the REST reference: the operations Swagger UI shows, as `METHOD /path`. It renders a tag's
 * operations as they scroll into view, so the page is read from top to bottom, a screen at a
 * time, until the bottom is reached and nothing new appears; it is left scrolled back to the top.
 */
export async function renderedOperations(page: Page): Promise<Set<string>> {
  await page.waitForSelector(".opblock", { timeout: 60_000 });
  const seen = new Set<string>();
  for (let unchanged = 0; unchanged < 3; ) {
    const { operations, atBottom } = await page.evaluate(() => {
      // A block still being rendered has no method or path yet: read on a later pass.
      const shown = [...document.querySelectorAll(".opblock")].flatMap((block) => {
        const method = block.querySelector(".opblock-summary-method")?.textContent;
        // A deprecated operation's path has a class of its own; both carry data-path.
        const path = block.querySelector(".opblock-summary [data-path]")?.getAttribute("data-path");
        return method && path ? [`${method.toUpperCase()} ${path}`] : [];
      });
      window.scrollBy(0, window.innerHeight);
      return {
        operations: shown,
        atBottom: window.scrollY + window.innerHeight >= document.body.scrollHeight - 1,
      };
    });
    const before = seen.size;
    for (const operation of operations) seen.add(operation);
    unchanged = atBottom && seen.size === before ? unchanged + 1 : 0;
    // Rendering of what scrolled into view happens on the page's next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return seen;
}
