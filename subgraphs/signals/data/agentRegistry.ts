/**
 * The service's agents as the agents routes read them (docs/LEARNING.md "Agents"; domain/agents.ts
 * decides their status): the ingest and the derived-product builders from the warehouse's ledgers
 * (warehouse/ledgers.ts), the producers from the event bus (registrations and heartbeats,
 * kit/producers.ts) — the signals replay always listed, since signals runs it, and every producer
 * that registered on the bus this service shares.
 */
import { type DerivedBuild, dataVersion } from "../../../warehouse/derived.js";
import { derivedBuilds, type IngestedFile, ingestedFiles } from "../../../warehouse/ledgers.js";
import type { SubgraphContext } from "../../kit/context.js";
import { knownProducers, type ProducerStatus, producerStatus } from "../../kit/producers.js";
import { learning, signalsBook, strategyLibrary } from "../derived.js";
import {
  type AgentKind,
  type AgentVerdict,
  builderVerdict,
  INGEST_AGENT,
  ingestVerdict,
  producerVerdict,
} from "../domain/agents.js";
import { SIGNALS_REPLAY_PRODUCER } from "./replayProducer.js";

/** The code version of each product signals builds, by ledger name. */
const SIGNALS_PRODUCTS = new Map([signalsBook, strategyLibrary, learning].map((p) => [p.name, p.version]));

export interface Agent {
  name: string;
  kind: AgentKind;
  description: string;
  verdict: AgentVerdict;
  /** A producer's newest heartbeat: null when none is retained, undefined when the bus was unreadable. */
  heartbeat?: ProducerStatus | null;
  /** A builder's ledger row and the data version the warehouse holds now. */
  build?: DerivedBuild;
  currentDataVersion?: string;
  /** The ingest's ledger. */
  files?: IngestedFile[];
}

const BUILDERS: Record<string, string> = {
  signals_book:
    "Builds the signals book from the daily universe once per data version: every session's scored cross-section and the optimizer's weights (docs/SIGNALS.md).",
  strategy_library:
    "Backtests the 21-strategy library walk-forward once per data version and registers every run as a trial in risk's registry (docs/STRATEGIES.md).",
  learning:
    "Resolves the book's predictions against their 21-session outcomes per source and writes the memory's documents and full-text index, once per data version (docs/LEARNING.md).",
};

/** What an agent does, in one sentence. */
export function describeAgent(name: string, kind: AgentKind): string {
  if (kind === "ingest") {
    return "Loads the data folder (data/sample) into the warehouse at start-up and on npm run ingest: one ledger row per file (path, content digest, adapter, rows); unchanged files are skipped.";
  }
  if (kind === "derived_product_builder") {
    if (name in BUILDERS) return BUILDERS[name] as string;
    return "Builds a derived product once per data version (warehouse/derived.ts).";
  }
  if (name === SIGNALS_REPLAY_PRODUCER) {
    return "Replays the signals book's changes over its history as the signals and decisions streams, a book date a second (docs/DECISIONS.md).";
  }
  if (name.startsWith("market-replay-")) {
    return "Replays one recorded session of minute data as ticks, closed 1-minute bars and quotes, a recorded minute a second (docs/STREAMS.md).";
  }
  return "Publishes frames on the event bus with heartbeats (kit/producers.ts).";
}

/** The producers' newest heartbeats by name, or null when the bus cannot be read. */
async function producerHeartbeats(
  ctx: SubgraphContext<"signals">,
): Promise<Map<string, ProducerStatus | null> | null> {
  try {
    const names = [...new Set([SIGNALS_REPLAY_PRODUCER, ...(await knownProducers(ctx.bus))])];
    const statuses = await Promise.all(names.map((name) => producerStatus(ctx.bus, name)));
    return new Map(names.map((name, i) => [name, statuses[i] ?? null]));
  } catch {
    return null;
  }
}

/** Every agent: the ingest, the builders (by product), the producers (by name). */
export async function listAgents(ctx: SubgraphContext<"signals">): Promise<Agent[]> {
  const [files, builds, version, heartbeats] = await Promise.all([
    ingestedFiles(ctx.db),
    derivedBuilds(ctx.db),
    dataVersion(ctx.db),
    producerHeartbeats(ctx),
  ]);
  const agents: Agent[] = [
    {
      name: INGEST_AGENT,
      kind: "ingest",
      description: describeAgent(INGEST_AGENT, "ingest"),
      verdict: ingestVerdict(files.length),
      files,
      currentDataVersion: version,
    },
  ];
  for (const build of builds) {
    agents.push({
      name: build.product,
      kind: "derived_product_builder",
      description: describeAgent(build.product, "derived_product_builder"),
      verdict: builderVerdict(build, version, SIGNALS_PRODUCTS.get(build.product) ?? null),
      build,
      currentDataVersion: version,
    });
  }
  const producers = heartbeats === null ? [SIGNALS_REPLAY_PRODUCER] : [...heartbeats.keys()].sort();
  for (const name of producers) {
    const heartbeat = heartbeats === null ? undefined : (heartbeats.get(name) ?? null);
    agents.push({
      name,
      kind: "producer",
      description: describeAgent(name, "producer"),
      verdict: producerVerdict(heartbeat),
      heartbeat,
    });
  }
  return agents;
}
