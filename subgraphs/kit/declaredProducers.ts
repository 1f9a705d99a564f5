/**
 * The producers a subgraph declares on its definition (kit/subgraph.ts `producers`): what the
 * process that serves the subgraph starts beside its schema, the whole service in one process or
 * the subgraph alone (`--service <name>`; app/). Each has a setting under its name: the service's
 * option of that name, else the environment's (bin/serve.ts), says whether it runs and how.
 */
import type { Clock } from "../../core/clock.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { EventBus } from "./eventBus.js";
import type { RunningProducer } from "./producers.js";

/**
 * Each declared producer's settings, by its name. A domain adds its entry where it declares the
 * producer (declaration merging), so the service's options are typed per producer without the kit
 * knowing any domain.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the domains' declarations fill it.
export interface ProducerSettings {}

export type ProducerName = keyof ProducerSettings;

/** What a producer starts on: the process's warehouse, bus and clock. */
export interface ProducerDeps {
  db: Warehouse;
  bus: EventBus;
  clock: Clock;
}

/**
 * How the producer's subgraph is served: in the whole service of one process (its bus is the
 * process's own) or alone (`--service <name>`, where several processes may share a Redis bus).
 */
export type ServedAs = "whole" | "alone";

export interface ProducerDeclaration<N extends ProducerName> {
  readonly name: N;
  /** Its setting when the service's options give none (false: it does not run). */
  readonly byDefault: ProducerSettings[N] | false;
  /** Its setting read from the environment (false: off); throws naming a malformed variable. */
  fromEnv(env: Record<string, string | undefined>, servedAs: ServedAs): ProducerSettings[N] | false;
  /** Starts it: the producers now running (none when it cannot run; it says why on the console). */
  start(deps: ProducerDeps, settings: ProducerSettings[N]): Promise<RunningProducer[]>;
  /**
   * It replays a derived product (warehouse/derived.ts): started once the process's derived
   * builds end, which a start no longer waits for (app/derivedBuilds.ts).
   */
  readonly readsDerived?: true;
}

/** A declared producer of any name: what a definition lists. */
export type DeclaredProducer = { [N in ProducerName]: ProducerDeclaration<N> }[ProducerName];

/** A setting per declared producer (absent: the producer's own default). */
export type ProducerOptions = { [N in ProducerName]?: ProducerSettings[N] | false };
