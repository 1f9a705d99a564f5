/**
 * Benchmark target: the whole federated service in one process (startService: five subgraphs in
 * process, Hive Gateway, REST shim), access control off so only the service's own work is measured
 * and the bars replay off so nothing else runs. Prints "service listening on <url>".
 * Settings: DATABASE_URL (an already-built warehouse), PORT (default 0).
 */
import "reflect-metadata";
import { startService } from "../gateway/standalone.js";

const service = await startService({
  databaseUrl: process.env.DATABASE_URL,
  port: Number(process.env.PORT ?? 0),
  auth: false,
  replay: false,
});
console.log(`service listening on ${service.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    service.close().finally(() => process.exit(0));
  });
}
