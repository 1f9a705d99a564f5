import { defineConfig } from "vitest/config";

/**
 * Four projects, chosen by the test file's name (as Hive Gateway's repository does); `npm test`
 * (plain `vitest run`) runs them all, `--project <name>` one of them. Workers: two, not vitest's
 * default of one fewer than the cores (one on a 2-core machine): most e2e time is waiting on
 * servers and sockets. Measured at load average 5-8 on this shared 2-core machine: the e2e project
 * 913 -> 553 s, the whole suite 1,175 -> 875 s. With two, a heavy computation (VaR, crash
 * scenarios) shares the cores with another file's service and overran the service's 8 s limit, so
 * the e2e projects give heavy work 30 s (HEAVY_WORK_TIMEOUT_MS; the distributed gateways' subgraph
 * timeout above it, as docs/OPERATIONS.md requires). The tests of those limits set their own.
 * A load test asserting a ratio (LOAD_FILES) runs last and alone, in `e2e-load`: beside another
 * file's service its cheap request measured 14x its idle median, not the machine's behaviour.
 *
 * - `unit`: `*.test.ts`. Nothing outside the test's process: no template warehouse, no PostgreSQL
 *   or Redis server. A domain test runs in seconds:
 *   `npx vitest run --project unit subgraphs/market/domain/snapshot.test.ts`.
 * - `int`: `*.int.test.ts`. Real PostgreSQL and Redis servers the file starts itself
 *   (test/support/postgres.ts, redis.ts; a PostgreSQL already holding the sample:
 *   test/support/postgresTemplate.ts).
 * - `e2e`: `*.e2e.test.ts`. The template warehouse (test/support/globalSetup.ts: built from
 *   data/sample when its inputs changed, else reused from `.cache/test-template/`) on which each
 *   file starts the service, its own (startTestService) or its worker's shared one
 *   (test/support/sharedServices.ts: workers are kept from file to file, `isolate: false`).
 *   A template test outside this project fails at once: the helpers throw when the template was
 *   not provided.
 * - `e2e-distributed`: DISTRIBUTED_FILES again, against the distributed topology
 *   (QF_E2E_TOPOLOGY=distributed makes the service helpers start it: five subgraph processes and
 *   two gateway replicas on PostgreSQL and Redis, requests alternating between the replicas;
 *   test/support/topologyService.ts). Its global setup starts one PostgreSQL on a copy of the
 *   ingested template cluster; the files borrow one topology (one worker, kept), and a file
 *   with options of its own starts another, which costs minutes on a loaded 2-core machine. So the
 *   subset is the files that exercise what the topology changes, not more: REST answers, keys and
 *   errors through two replicas (rest), one query across five subgraph processes (graphql), and
 *   every catalogue route's success, envelope, OpenAPI schema, billing (read from the shared Redis
 *   ledger) and streams from the market process's replay (contract). The generic refusals (401,
 *   404, 422) are the shim's and the gateway's own code in either topology and stay in `e2e`
 *   (test/e2e/routeRules.e2e.test.ts). Files that need the in-process service (a moving access
 *   clock, `auth: false`, publishing on its bus, reading its replay producers, a SQLite copy of
 *   their own) stay in `e2e` only. Alone: `npx vitest run --project e2e-distributed`.
 */
const EXCLUDE = ["node_modules/**", "data/**", ".data/**", ".cache/**"];

/**
 * Load tests asserting a ratio measured in one run (a cheap request's latency while heavy work
 * saturates its caps): alone on the machine, after every other project, as their own group.
 */
const LOAD_FILES = ["test/e2e/heavyWork.e2e.test.ts"];

/** The e2e files that also run against the distributed topology (see above for the choice). */
const DISTRIBUTED_FILES = [
  "test/e2e/rest.e2e.test.ts",
  "test/e2e/graphql.e2e.test.ts",
  "test/e2e/contract.e2e.test.ts",
];

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
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...EXCLUDE, "**/*.int.test.ts", "**/*.e2e.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          include: ["**/*.int.test.ts"],
          exclude: EXCLUDE,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["**/*.e2e.test.ts"],
          exclude: [...EXCLUDE, ...LOAD_FILES],
          globalSetup: ["test/support/globalSetup.ts"],
          env: { HEAVY_WORK_TIMEOUT_MS: "30000" },
          // A worker's shared service outlives the file that started it (test/support/sharedServices.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-load",
          include: LOAD_FILES,
          exclude: EXCLUDE,
          globalSetup: ["test/support/globalSetup.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-distributed",
          include: DISTRIBUTED_FILES,
          exclude: EXCLUDE,
          env: {
            QF_E2E_TOPOLOGY: "distributed",
            HEAVY_WORK_TIMEOUT_MS: "30000",
            SUBGRAPH_TIMEOUT_MS: "40000",
          },
          // Seven processes per topology start inside beforeAll (topologyService.ts allows each 240 s).
          hookTimeout: 300_000,
          globalSetup: ["test/support/topologySetup.ts"],
          isolate: false,
        },
      },
    ],
  },
});
