/**
 * The worker thread of app/derivedBuilds.ts: opens its own connection to the warehouse the server
 * serves, ingests the bundled data if it holds none (and says when it is all in), brings the derived products of the subgraphs it is given up to date (warehouse/ensure.ts,
 * under the ingest lock, each product computed, then written in one short transaction), reports each build's line to the
 * main thread, and ends. A failure rejects, which the main thread sees as the worker's error.
 */
import "reflect-metadata";
import { parentPort, workerData } from "node:worker_threads";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import type { DerivedBuildMessage, DerivedBuildTask } from "./derivedBuilds.js";

const task = workerData as DerivedBuildTask;
const tell = (message: DerivedBuildMessage) => parentPort?.postMessage(message);
const started = performance.now();
const warehouse = await ensureWarehouse(task.url, {
  derived: derivedProductsOf(task.subgraphs),
  onProgress: () => {},
  onIngested: () => {
    tell({
      log: `warehouse: the data is in, ${Math.round(performance.now() - started)} ms after the worker started`,
    });
    tell({ ingested: true });
  },
  log: (line) => tell({ log: line }),
});
await warehouse.close();
