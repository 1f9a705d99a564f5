/**
 * `npm run screenshots`: the explorer (/graphql) and the REST reference (/docs) as a browser shows
 * them, written to docs/screenshots/graphiql.png and docs.png. It starts the whole service on a
 * warehouse of its own (a temporary one ingested from data/sample, about a minute; or
 * SCREENSHOT_DATABASE_URL, into which it issues a key), drives headless Chromium
 * (/usr/bin/chromium: scripts/ensure-chromium.sh) through the pages as the test does
 * (test/support/pagesBrowser.ts), and fails if a page made a request that failed or logged an error.
 */
import "reflect-metadata";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startService } from "../app/standalone.js";
import { issueKey } from "../gateway/access/keys.js";
import {
  CHROMIUM,
  type PageVisit,
  renderedOperations,
  runInExplorer,
  visit,
} from "../test/support/pagesBrowser.js";

const OUT = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));
const QUERY =
  '{ instrument(ticker: "AAPL") { ticker companyFacts { cik name sector } priceSnapshot { price priceDate } } }';

function checkClean(name: string, page: PageVisit): void {
  const problems = [...page.failed, ...page.errors];
  if (problems.length > 0) throw new Error(`${name}: ${problems.join("\n")}`);
}

const scratch = process.env.SCREENSHOT_DATABASE_URL ? null : await mkdtemp(join(tmpdir(), "qf-screenshots-"));
const service = await startService({
  databaseUrl: process.env.SCREENSHOT_DATABASE_URL ?? `sqlite:${join(scratch as string, "warehouse.sqlite")}`,
  port: 0,
  replay: false,
});
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false });
try {
  const { key } = await issueKey(service.warehouse.db, "screenshots", { plan: "enterprise" });
  const explorer = await visit(browser, `${service.url}/graphql`);
  await runInExplorer(explorer.page, key, QUERY, '"sector"');
  checkClean("explorer", explorer);
  await explorer.page.screenshot({ path: join(OUT, "graphiql.png") });
  await explorer.close();

  const reference = await visit(browser, `${service.url}/docs`);
  const operations = await renderedOperations(reference.page);
  checkClean("reference", reference);
  await reference.page.screenshot({ path: join(OUT, "docs.png") });
  await reference.close();
  console.log(
    `screenshots: docs/screenshots/graphiql.png, docs/screenshots/docs.png (${operations.size} operations listed)`,
  );
} finally {
  await browser.close();
  await service.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}
