import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Two projects; `npm test` (plain `vitest run`) runs both.
 *
 * - `unit`: no global setup. A domain test runs in seconds:
 *   `npx vitest run --project unit subgraphs/market/domain/snapshot.test.ts`.
 * - `e2e`: the global setup (test/support/globalSetup.ts) first builds the template warehouse from
 *   data/sample, once per run; each file then works on a copy of it.
 *
 * Membership, decided here from the files themselves so no list goes stale: a test file is `e2e`
 * when it lives under test/ (end-to-end and integration), or when it needs the template
 * warehouse: it calls inject("templateDb") or imports a helper that does (test/support/template.ts, service.ts,
 * test/support/subgraphHarness.ts). Every other test file is `unit`. A file in the wrong project
 * fails at once: the helpers throw when the template was not provided.
 */
const ROOT = fileURLToPath(new URL(".", import.meta.url));
/** Not searched for tests: dependencies, the sample data and local state (top level only). */
const SKIPPED = new Set(["node_modules", "data", ".data", ".git", "coverage"].map((dir) => join(ROOT, dir)));
const NEEDS_TEMPLATE =
  /inject\(\s*["']templateDb["']\s*\)|support\/(service|subgraphHarness|template)\.js["']/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(path) || entry.name === "node_modules" ? [] : testFiles(path);
    return entry.isFile() && entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const e2eFiles = testFiles(ROOT)
  .map((file) => relative(ROOT, file).split("\\").join("/"))
  .filter((file) => file.startsWith("test/") || NEEDS_TEMPLATE.test(readFileSync(join(ROOT, file), "utf8")));

const EXCLUDE = ["node_modules/**", "data/**"];

export default defineConfig({
  resolve: {
    // One graphql realm: CJS @apollo/subgraph and ESM code must share graphql's module instance.
    alias: { graphql: "graphql/index.js" },
  },
  test: {
    setupFiles: ["reflect-metadata"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["**/*.test.ts"], exclude: [...EXCLUDE, ...e2eFiles] },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: e2eFiles,
          exclude: EXCLUDE,
          globalSetup: ["test/support/globalSetup.ts"],
        },
      },
    ],
  },
});
