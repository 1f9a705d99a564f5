/**
 * signalGeneratorStatus and decisionGeneratorStatus (svc_v3_stream_signal_generator_status,
 * svc_v3_stream_decision_generator_status): whether anything generates the signals and decisions
 * streams, read from the bus like every stream check. The one generator of this service is the
 * replay of the book's changes (data/replayProducer.ts, SIGNALS_REPLAY): running while it is live,
 * degraded once it stops, unavailable / no_producer where it was never started.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type Capability, producersOf } from "../../kit/producers.js";
import { generatorStatus } from "../domain/generatorStatus.js";
import { GeneratorStatus } from "../types/generatorStatus.js";

const NOTE =
  "The generator of this service is the signals replay (producer signals-book-replay): the book's changes over the bundled history, published as replayed frames (replay: true), not a live model. Without a live producer of this capability the stream answers 503 producer_unavailable.";

async function statusOf(ctx: SubgraphContext<"signals">, capability: Capability): Promise<GeneratorStatus> {
  let producers: Awaited<ReturnType<typeof producersOf>> | null;
  try {
    producers = await producersOf(ctx.bus, capability);
  } catch {
    producers = null;
  }
  const decision = generatorStatus(producers);
  return {
    asOf: ctx.clock.now().toISOString(),
    capability,
    effectiveStatus: decision.effectiveStatus,
    reason: decision.reason,
    producers: decision.producers,
    liveProducers: decision.liveProducers,
    streamPath: `/api/v3/stream/${capability}`,
    note: NOTE,
  };
}

@Resolver()
export class GeneratorStatusResolver {
  @Query(() => GeneratorStatus, {
    description:
      "Operation svc_v3_stream_signal_generator_status: whether a signal generator (the book replay) feeds the signals stream: running, degraded, unavailable or unknown.",
  })
  signalGeneratorStatus(@Ctx() ctx: SubgraphContext<"signals">): Promise<GeneratorStatus> {
    return statusOf(ctx, "signals");
  }

  @Query(() => GeneratorStatus, {
    description:
      "Operation svc_v3_stream_decision_generator_status: whether a decision generator (the book replay) feeds the decisions stream: running, degraded, unavailable or unknown.",
  })
  decisionGeneratorStatus(@Ctx() ctx: SubgraphContext<"signals">): Promise<GeneratorStatus> {
    return statusOf(ctx, "decisions");
  }
}
