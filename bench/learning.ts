/**
 * How long the learning product (subgraphs/signals/derived.ts `learning`, docs/LEARNING.md) takes
 * to build: the step every test run's template and every start after an ingest pays after the
 * signals book. Ingests data/sample into a fresh SQLite warehouse with its products (or uses
 * DATABASE_URL), then builds the learning product RUNS times (default 3), each in its own
 * transaction as ensureDerived does, and prints wall and CPU time per run with the load average:
 *
 *   npx tsx bench/learning.ts                                  # fresh SQLite in a temp folder
 *   RUNS=5 DATABASE_URL=sqlite:.data/warehouse.sqlite npx tsx bench/learning.ts
 *
 * docs/LEARNING.md "The build" quotes its figures.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { derivedProductsOf } from "../gateway/derivedProducts.js";
import { learning } from "../subgraphs/signals/derived.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { loadAverage, machine } from "./machine.js";

const runs = Number(process.env.RUNS ?? 3);
const dir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), "qf-bench-learning-"));
const url = process.env.DATABASE_URL ?? `sqlite:${join(dir as string, "warehouse.sqlite")}`;
const host = machine();
console.log(`${host.nproc} CPU(s) ${host.model}, Node ${host.node}; ${url.split(":")[0]}`);
const warehouse = await ensureWarehouse(url, {
  onProgress: () => {},
  derived: derivedProductsOf(["signals"]),
});
try {
  for (let run = 1; run <= runs; run++) {
    const load = loadAverage().map((value) => value.toFixed(2));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const rows = await warehouse.db.transaction().execute((trx) => learning.build(trx, "bench"));
    const used = process.cpuUsage(cpu);
    const wall = Math.round(performance.now() - started);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    console.log(
      `run ${run}: ${rows} rows in ${wall} ms wall, ${cpuMs} ms CPU (load average ${load.join(" / ")})`,
    );
  }
} finally {
  await warehouse.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}
