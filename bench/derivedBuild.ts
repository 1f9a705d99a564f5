/**
 * Times one derived product's build (warehouse/derived.ts): ingests data/sample into a fresh SQLite
 * warehouse with the products it reads (or uses DATABASE_URL), then builds it RUNS times (default
 * 3) as ensureDerived does, computing outside any transaction and writing in one, and prints wall
 * and CPU time per run, the write's share (how long it holds SQLite's write lock) and the load
 * average. bench/signalsBook.ts and bench/learning.ts call it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DerivedProduct } from "../warehouse/derived.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { loadAverage, machine } from "./machine.js";

export async function benchDerivedBuild(product: DerivedProduct, reads: readonly DerivedProduct[] = []) {
  const runs = Number(process.env.RUNS ?? 3);
  const dir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), `qf-bench-${product.name}-`));
  const url = process.env.DATABASE_URL ?? `sqlite:${join(dir as string, "warehouse.sqlite")}`;
  const host = machine();
  console.log(`${host.nproc} CPU(s) ${host.model}, Node ${host.node}; ${url.split(":")[0]}; ${product.name}`);
  const warehouse = await ensureWarehouse(url, { onProgress: () => {}, derived: reads });
  try {
    for (let run = 1; run <= runs; run++) {
      const load = loadAverage().map((value) => value.toFixed(2));
      const started = performance.now();
      const cpu = process.cpuUsage();
      const write = await product.compute(warehouse.db);
      const writeStarted = performance.now();
      const rows = await warehouse.db.transaction().execute(write);
      const used = process.cpuUsage(cpu);
      const ended = performance.now();
      const wall = Math.round(ended - started);
      const writeMs = Math.round(ended - writeStarted);
      const cpuMs = Math.round((used.user + used.system) / 1000);
      console.log(
        `run ${run}: ${rows} rows in ${wall} ms wall (the write ${writeMs} ms), ${cpuMs} ms CPU (load average ${load.join(" / ")})`,
      );
    }
  } finally {
    await warehouse.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
