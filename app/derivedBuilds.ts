/**
 * The derived products (warehouse/derived.ts) are built after the server listens, off its main
 * thread: health and every route whose data is ingested answer at once, and a route that needs a
 * product still building answers 503 snapshot_cold with Retry-After (its domain's check of
 * `currentBuild`), never waits for it. The build runs in a worker thread with its own connection
 * (app/derivedBuildWorker.ts), so its seconds of computation never hold the event loop or the
 * main connection (SQLite's driver serialises a connection's queries behind an open transaction).
 *
 * On a fresh warehouse the same thread first ingests the bundled data (warehouse/ensure.ts), so
 * the server listens and answers health within seconds of a warm restart; until the ingest is
 * done every data route answers 503 snapshot_cold (gateway/ingestGate.ts), so no request sees a
 * half-ingested warehouse (each file is committed on its own).
 *
 * A private in-memory warehouse (`sqlite::memory:`) cannot be opened from another thread: there
 * the data is ingested and the products built before listening, as every start did before.
 */
import { inspect } from "node:util";
import { Worker } from "node:worker_threads";
import type { SubgraphName } from "../subgraphs/kit/subgraph.js";
import { type AnyWarehouse, parseDatabaseUrl } from "../warehouse/connection.js";
import { currentBuild, type DerivedProduct, type DerivedState } from "../warehouse/derived.js";

/** What the worker is told: where the warehouse is and whose products to build. */
export interface DerivedBuildTask {
  url: string;
  subgraphs: readonly SubgraphName[];
}

/** What the worker tells the main thread: a build's report line, or that the data is all ingested. */
export type DerivedBuildMessage = { log: string } | { ingested: true };

/** How this process treats its derived products: built apart after listening, or not at all here. */
export type DerivedBuildMode = "background" | "off";

export interface DerivedBuilds {
  /** What GET /readyz says of the products (gateway/probes.ts). */
  state(): Promise<DerivedState>;
  /** The ingest still to finish (a fresh warehouse); null once the data is in, or if it failed (with why). */
  ingest(): { failed: string | null } | null;
  /** Resolves once the data is all ingested (at once if it was); rejects if the ingest failed. */
  ingested(): Promise<void>;
  /**
   * Starts the worker (once the server listens) when the data is to be ingested or a product is
   * not current (with builds off, only to ingest). Answers whether a derived build runs.
   */
  start(): Promise<boolean>;
  /** Resolves when the build ended (built, failed or stopped); at once if none was started. */
  done(): Promise<void>;
  /** Ends a build still running (the transaction it had open rolls back). */
  stop(): Promise<void>;
}

const WORKER_ENTRY = new URL("./derivedBuildThread.mjs", import.meta.url);

/** Whether another thread can open the warehouse at `url` (not a private in-memory SQLite). */
export function buildsApart(url: string): boolean {
  const target = parseDatabaseUrl(url);
  return target.dialect === "postgres" || target.file !== ":memory:";
}

/** DERIVED_BUILDS=off: this process builds none (another does: `npm run ingest`, a builder replica). */
export function derivedBuildModeFromEnv(env: NodeJS.ProcessEnv): DerivedBuildMode {
  const value = env.DERIVED_BUILDS ?? "background";
  if (value === "background" || value === "off") return value;
  throw new Error(`DERIVED_BUILDS must be background or off; got ${value}`);
}

/**
 * `empty`: the warehouse holds no data yet (openMigrated): the worker ingests it first, whatever
 * the mode, and `ingest()` is pending until it says so.
 */
export function derivedBuilds(
  db: AnyWarehouse,
  task: DerivedBuildTask,
  products: readonly DerivedProduct[],
  mode: DerivedBuildMode,
  empty = false,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): DerivedBuilds {
  let failed: string | null = null;
  let ended: Promise<void> = Promise.resolve();
  let worker: Worker | null = null;
  let ingest: { failed: string | null } | null = empty ? { failed: null } : null;
  let ingestEnded: (failure: string | null) => void = () => undefined;
  const ingested = new Promise<void>((resolve, reject) => {
    ingestEnded = (failure) => {
      ingest = failure === null ? null : { failed: failure };
      if (failure === null) resolve();
      else reject(new Error(failure));
    };
  });
  // Nobody need wait for it (a start whose ingest failed keeps answering snapshot_cold).
  ingested.catch(() => undefined);
  if (!empty) ingestEnded(null);
  return {
    async state() {
      const current = await Promise.all(products.map((product) => currentBuild(db, product)));
      return { building: products.filter((_, i) => current[i] === null).map(({ name }) => name), failed };
    },
    ingest: () => ingest,
    ingested: () => ingested,
    async start() {
      if (worker !== null) return false;
      const build = mode === "background" && (await this.state()).building.length > 0;
      // A warm restart starts no thread: its data is in and its products are current.
      if (!build && ingest === null) return false;
      const started = new Worker(WORKER_ENTRY, {
        workerData: { ...task, subgraphs: build ? task.subgraphs : [] } satisfies DerivedBuildTask,
      });
      worker = started;
      ended = new Promise<void>((resolve) => {
        started.on("message", (message: DerivedBuildMessage) => {
          if ("log" in message) log(message.log);
          else ingestEnded(null);
        });
        started.on("error", (error: unknown) => {
          // A worker may throw anything; what is not an Error is told as it is.
          failed = error instanceof Error ? error.message : inspect(error);
          if (ingest) {
            ingestEnded(failed);
            log(`warehouse: the ingest failed (${failed}); the data routes answer snapshot_cold`);
          } else log(`derived products: the build failed (${failed}); their routes answer snapshot_cold`);
        });
        started.on("exit", () => {
          // Stopped mid-ingest (the service closing): the data routes never opened.
          if (ingest?.failed === null) ingestEnded("the ingest was stopped");
          resolve();
        });
      });
      return build;
    },
    done: () => ended,
    async stop() {
      await worker?.terminate();
      await ended;
    },
  };
}
