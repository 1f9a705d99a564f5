/**
 * The producers of the subgraphs a process serves, as their definitions declare them
 * (subgraphs/kit/declaredProducers.ts): each one's setting, from the service's options or the
 * environment, and their start and stop in the definitions' order.
 */
import type {
  DeclaredProducer,
  ProducerDeclaration,
  ProducerDeps,
  ProducerName,
  ProducerOptions,
  ProducerSettings,
  ServedAs,
} from "../subgraphs/kit/declaredProducers.js";
import type { RunningProducer } from "../subgraphs/kit/producers.js";
import type { SubgraphDefinition } from "../subgraphs/kit/subgraph.js";

/** The producers running, under the name of the declaration that started them (none: it is off). */
export type RunningProducers = { readonly [N in ProducerName]?: readonly RunningProducer[] };

function declaredBy(definitions: readonly SubgraphDefinition[]): DeclaredProducer[] {
  return definitions.flatMap((definition) => definition.producers ?? []);
}

/** Each declared producer's setting read from the environment; throws naming a malformed variable. */
export function producerOptionsFromEnv(
  definitions: readonly SubgraphDefinition[],
  env: Record<string, string | undefined>,
  servedAs: ServedAs,
): ProducerOptions {
  return Object.fromEntries(
    declaredBy(definitions).map((declared) => [declared.name, declared.fromEnv(env, servedAs)]),
  );
}

async function startDeclared<N extends ProducerName>(
  declared: ProducerDeclaration<N>,
  deps: ProducerDeps,
  setting: ProducerSettings[N] | false | undefined,
): Promise<readonly RunningProducer[]> {
  const settings = setting === undefined ? declared.byDefault : setting;
  return settings === false ? [] : declared.start(deps, settings);
}

/** Which declared producers a call starts: all, or those that do (not) replay a derived product. */
export type ProducerPhase = "all" | "before_derived" | "after_derived";

function inPhase(declared: DeclaredProducer, phase: ProducerPhase): boolean {
  return phase === "all" || (phase === "after_derived") === (declared.readsDerived === true);
}

/**
 * Starts the producers the definitions declare (those of `phase`), each with its setting in
 * `options` or else its default. If one cannot start, those already started are stopped.
 */
export async function startProducers(
  definitions: readonly SubgraphDefinition[],
  deps: ProducerDeps,
  options: ProducerOptions,
  phase: ProducerPhase = "all",
): Promise<RunningProducers> {
  const running: { [N in ProducerName]?: readonly RunningProducer[] } = {};
  try {
    for (const declared of declaredBy(definitions).filter((declared) => inPhase(declared, phase))) {
      running[declared.name] = await startDeclared(declared, deps, options[declared.name]);
    }
  } catch (error) {
    await stopProducers(running);
    throw error;
  }
  return running;
}

/** Stops them in the order they started. */
export async function stopProducers(running: RunningProducers): Promise<void> {
  for (const producers of Object.values(running))
    await Promise.all(producers.map((producer) => producer.stop()));
}
