/**
 * (c) The instrument query on the federated service in one process vs the monolith: the same
 * resolvers in one merged schema (bench/monolith.ts), so the difference is federation itself.
 */
import { instrumentTarget } from "../instrument.js";
import { type LoadSettings, type Measurement, measure } from "../load.js";
import type { Child } from "../processes.js";

export interface ComparisonC {
  federated: Measurement;
  mono: Measurement;
}

export async function runC(service: Child, monolith: Child, settings: LoadSettings): Promise<ComparisonC> {
  const federated = await measure(
    instrumentTarget(
      "federated, in process (`startService`, auth off, bars replay off)",
      `${service.url}/graphql`,
      service,
    ),
    "one process: Fastify → Hive Gateway runtime → 5 subgraph schemas executed in process",
    settings,
  );
  const mono = await measure(
    instrumentTarget("monolith (`bench/monolith.ts`)", monolith.url, monolith),
    "one process: Fastify → GraphQL Yoga → one merged schema (same resolvers)",
    settings,
  );
  return { federated, mono };
}
