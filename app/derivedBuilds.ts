/**
 * The derived products (warehouse/derived.ts) are built after the server listens, off its main
 * thread: health and every route whose data is ingested answer at once, and a route that needs a
 * product still building answers 503 snapshot_cold with Retry-After (its domain's check of
 * `currentBuild`), never waits for it. The build runs in a worker thread with its own connection
 * (app/derivedBuildWorker.ts), so its seconds of computation never hold the event loop or the
 * main connection (SQLite's driver serialises a connection's queries behind an open transaction).
 *
 * A private in-memory warehouse (`sqlite::memory:`) cannot be opened from another thread: there
 * the products are built before listening, as every start did before.
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

/** How this process treats its derived products: built apart after listening, or not at all here. */
export type DerivedBuildMode = "background" | "off";

export interface DerivedBuilds {
  /** What GET /readyz says of the products (gateway/probes.ts). */
  state(): Promise<DerivedState>;
  /**
   * Starts the build (once the server listens) when a product is not current; nothing with
   * builds off. Answers whether a build runs.
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

export function derivedBuilds(
  db: AnyWarehouse,
  task: DerivedBuildTask,
  products: readonly DerivedProduct[],
  mode: DerivedBuildMode,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): DerivedBuilds {
  let failed: string | null = null;
  let ended: Promise<void> = Promise.resolve();
  let worker: Worker | null = null;
  return {
    async state() {
      const current = await Promise.all(products.map((product) => currentBuild(db, product)));
      return { building: products.filter((_, i) => current[i] === null).map(({ name }) => name), failed };
    },
    async start() {
      if (mode === "off" || worker !== null) return false;
      // A warm restart starts no thread: its products are current.
      if ((await this.state()).building.length === 0) return false;
      const started = new Worker(WORKER_ENTRY, { workerData: task });
      worker = started;
      ended = new Promise<void>((resolve) => {
        started.on("message", (message: { log?: string }) => {
          if (message.log) log(message.log);
        });
        started.on("error", (error: unknown) => {
          // A worker may throw anything; what is not an Error is told as it is.
          failed = error instanceof Error ? error.message : inspect(error);
          log(`derived products: the build failed (${failed}); their routes answer snapshot_cold`);
        });
        started.on("exit", () => resolve());
      });
      return true;
    },
    done: () => ended,
    async stop() {
      await worker?.terminate();
      await ended;
    },
  };
}
