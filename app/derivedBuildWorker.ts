/**
 * The worker thread of app/derivedBuilds.ts: opens its own connection to the warehouse the server
 * serves, brings the derived products of the subgraphs it is given up to date (warehouse/ensure.ts,
 * under the ingest lock, each product in its own transaction), reports each build's line to the
 * main thread, and ends. A failure rejects, which the main thread sees as the worker's error.
 */
import "reflect-metadata";
import { parentPort, workerData } from "node:worker_threads";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import type { DerivedBuildTask } from "./derivedBuilds.js";

const task = workerData as DerivedBuildTask;
const warehouse = await ensureWarehouse(task.url, {
  derived: derivedProductsOf(task.subgraphs),
  onProgress: () => {},
  log: (line) => parentPort?.postMessage({ log: line }),
});
await warehouse.close();
