/**
 * signalGeneratorStatus and decisionGeneratorStatus (svc_v3_stream_signal_generator_status,
 * svc_v3_stream_decision_generator_status): whether anything generates the signals and decisions
 * streams. No generator is part of this service, so today both say unavailable / no_producer,
 * read from the bus like every stream check (a generator that registers later is reported).
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type Capability, producersOf } from "../../kit/producers.js";
import { generatorStatus } from "../domain/generatorStatus.js";
import { GeneratorStatus } from "../types/generatorStatus.js";

const NOTE =
  "No signal or decision generator is part of this service; its stream answers 503 producer_unavailable until a producer registers on the bus with this capability and publishes.";

async function statusOf(ctx: SubgraphContext, capability: Capability): Promise<GeneratorStatus> {
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
      "Operation svc_v3_stream_signal_generator_status: whether a signal generator feeds the signals stream. None runs here: unavailable, no_producer.",
  })
  signalGeneratorStatus(@Ctx() ctx: SubgraphContext): Promise<GeneratorStatus> {
    return statusOf(ctx, "signals");
  }

  @Query(() => GeneratorStatus, {
    description:
      "Operation svc_v3_stream_decision_generator_status: whether a decision generator feeds the decisions stream. None runs here: unavailable, no_producer.",
  })
  decisionGeneratorStatus(@Ctx() ctx: SubgraphContext): Promise<GeneratorStatus> {
    return statusOf(ctx, "decisions");
  }
}
