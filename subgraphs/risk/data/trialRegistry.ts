/**
 * risk's reads of its trial registry (table strategy_trials, through its documented reader
 * subgraphs/risk/readers/trials.ts, which other domains share), bounded by the request's clock, and
 * the registry block every validation route answers with.
 */

import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { type RegisteredTrial, registeredTrials, trialCount } from "../readers/trials.js";
import type { TrialRegistryBlock } from "../types/trialRegistry.js";

export type { RegisteredTrial };

export const REGISTRY_NAME = "strategy_trials";
const RETENTION =
  "A source's trials are replaced whenever it registers again: re-running a configuration on the same data registers nothing new, and on new data its trial is replaced, not added.";
const POINT_IN_TIME = "Only trials submitted at or before the request's clock are visible.";

/** Every trial visible at the request's clock, newest first. */
export function visibleTrials(
  ctx: SubgraphContext<"risk">,
  filter: { family?: string } = {},
): Promise<RegisteredTrial[]> {
  return registeredTrials(ctx.db, { through: ctx.clock.now(), ...filter });
}

export function countTrials(
  ctx: SubgraphContext<"risk">,
  filter: { family?: string; since?: Date },
): Promise<number> {
  return trialCount(ctx.db, { through: ctx.clock.now(), ...filter });
}

/** spec/02: the validation routes answer 503 dataset_unavailable, refunded, while the registry is empty. */
export function registryEmpty(): ServiceError {
  return new ServiceError(
    "dataset_unavailable",
    "The trial registry holds no trials at this time (the strategy library registers its backtests when it is built); nothing was charged.",
    {
      retryAfterS: null,
      billing: "refunded",
      extra: { dataset: "trial_registry", reason: "registry_empty" },
    },
  );
}

/** The registry's trials at the clock, or the 503 when there are none. */
export async function requireRegistry(ctx: SubgraphContext<"risk">): Promise<RegisteredTrial[]> {
  const trials = await visibleTrials(ctx);
  if (trials.length === 0) throw registryEmpty();
  return trials;
}

export function registryBlock(trials: readonly RegisteredTrial[]): TrialRegistryBlock {
  const instants = trials.map((trial) => trial.submittedAt).sort();
  return {
    corpus: {
      name: REGISTRY_NAME,
      trials: trials.length,
      families: new Set(trials.map((trial) => trial.strategyFamily)).size,
      sources: [...new Set(trials.map((trial) => trial.source))].sort(),
    },
    archive: {
      oldestSubmittedAt: instants[0] as string,
      newestSubmittedAt: instants.at(-1) as string,
      retention: RETENTION,
      pointInTime: POINT_IN_TIME,
    },
  };
}
