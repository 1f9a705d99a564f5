/**
 * Times one derived product's build (warehouse/derived.ts): ingests data/sample into a fresh SQLite
 * warehouse with the products it reads (or uses DATABASE_URL), then builds it RUNS times (default
 * 3), each in its own transaction as ensureDerived does, and prints wall and CPU time per run with
 * the load average. bench/signalsBook.ts and bench/learning.ts call it.
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
      const rows = await warehouse.db.transaction().execute((trx) => product.build(trx, "bench"));
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
}
