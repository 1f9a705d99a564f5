import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Three projects; `npm test` (plain `vitest run`) runs them all.
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
 * - `e2e-distributed`: DISTRIBUTED_FILES again, unchanged, against the distributed topology
 *   (QF_E2E_TOPOLOGY=distributed makes startTestService start it: five subgraph processes and two
 *   gateway replicas on PostgreSQL and Redis, requests alternating between the replicas;
 *   test/support/topologyService.ts). Its global setup starts one PostgreSQL and ingests data/sample
 *   into a template database once (11–85 s depending on load); each file clones it and starts its own
 *   Redis and seven processes, which costs minutes per file on a loaded 2-core machine (rest 6 min,
 *   graphql 4.5 min measured at load average 20–35). So the subset is the three files that exercise
 *   what the topology changes, not more: REST answers, keys and errors through two replicas (rest),
 *   one query across five subgraph processes (graphql), and every catalogue route's auth, 422s,
 *   envelope, OpenAPI schema, billing (read from the shared Redis ledger) and streams from the
 *   market process's replay (contract). Files that need the in-process service (a moving access
 *   clock, `auth: false`, publishing on its bus, reading its replay producers, a SQLite copy of their
 *   own) stay in `e2e` only. Alone: `npx vitest run --project e2e-distributed`.
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

/** The e2e files that also run against the distributed topology (see above for the choice). */
const DISTRIBUTED_FILES = ["test/e2e/rest.test.ts", "test/e2e/graphql.test.ts", "test/e2e/contract.test.ts"];

export default defineConfig({
  resolve: {
    // One graphql realm: CJS @apollo/subgraph and ESM code must share graphql's module instance.
    alias: { graphql: "graphql/index.js" },
  },
  test: {
    setupFiles: ["reflect-metadata"],
    // The services a test starts (and the processes it spawns) log to stdout at LOG_LEVEL: errors
    // only unless asked for. The tests of the logs set their own level (test/e2e/logs.e2e.test.ts).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "error" },
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
      {
        extends: true,
        test: {
          name: "e2e-distributed",
          include: DISTRIBUTED_FILES,
          exclude: EXCLUDE,
          env: { QF_E2E_TOPOLOGY: "distributed" },
          // Seven processes per file start inside beforeAll (topologyService.ts allows each 240 s).
          hookTimeout: 300_000,
          globalSetup: ["test/support/topologySetup.ts"],
        },
      },
    ],
  },
});
