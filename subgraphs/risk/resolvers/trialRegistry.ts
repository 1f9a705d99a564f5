/**
 * svc_v3_validation_trials and svc_v3_validation_trial_count: the trial registry as the request's
 * clock sees it. Both answer 503 dataset_unavailable (refunded) while it holds no trials; the
 * count is never 0 (a filter that matches nothing is that 503 too, with its own reason).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { countTrials, registryBlock, requireRegistry } from "../data/trialRegistry.js";
import { parseSince, SINCE_ACCEPTED } from "../domain/trialSince.js";
import { ValidationTrialCount, ValidationTrials } from "../types/trialRegistry.js";

@Resolver()
export class TrialRegistryResolver {
  @Query(() => ValidationTrials, {
    description:
      "Operation svc_v3_validation_trials: the registered trials (each backtest of the strategy library), newest first; 503 dataset_unavailable (refunded) while the registry is empty.",
  })
  async validationTrials(
    @Ctx() ctx: SubgraphContext<"risk">,
    @Arg("strategyFamily", () => String, { nullable: true, description: "Only this family's trials." })
    family: string | null | undefined,
    @Arg("limit", () => Int, { defaultValue: 100, description: limitArg(1, 1000) })
    @range(1, 1000)
    limit: number,
  ): Promise<ValidationTrials> {
    // An argument left out arrives undefined.
    const strategyFamily = family ?? null;
    const trials = await requireRegistry(ctx);
    const matching =
      strategyFamily === null ? trials : trials.filter((t) => t.strategyFamily === strategyFamily);
    return {
      count: matching.length,
      returned: Math.min(limit, matching.length),
      strategyFamily,
      items: matching.slice(0, limit),
      registry: registryBlock(trials),
    };
  }

  @Query(() => ValidationTrialCount, {
    description:
      "Operation svc_v3_validation_trial_count: how many trials are registered (of a family, submitted since an instant); never 0 — 503 dataset_unavailable (refunded) instead.",
  })
  async validationTrialCount(
    @Ctx() ctx: SubgraphContext<"risk">,
    @Arg("strategyFamily", () => String, { nullable: true, description: "Only this family's trials." })
    family: string | null | undefined,
    @Arg("since", () => String, {
      nullable: true,
      description: "ISO 8601 lower bound on submitted_at: a date (00:00 UTC) or a date-time with its offset.",
    })
    sinceText: string | null | undefined,
  ): Promise<ValidationTrialCount> {
    // Arguments left out arrive undefined.
    const strategyFamily = family ?? null;
    const since = sinceText ?? null;
    const sinceInstant = since === null ? undefined : parseSince(since);
    if (sinceInstant === null)
      throw invalidArgument("since", `${quoteInput(since)} is no ISO 8601 instant`, SINCE_ACCEPTED);
    const trials = await requireRegistry(ctx);
    const count = await countTrials(ctx, {
      ...(strategyFamily === null ? {} : { family: strategyFamily }),
      ...(sinceInstant === undefined ? {} : { since: sinceInstant }),
    });
    if (count === 0) {
      throw new ServiceError(
        "dataset_unavailable",
        `No registered trial matches${strategyFamily === null ? "" : ` family ${quoteInput(strategyFamily)}`}${since === null ? "" : ` since ${since}`}; the count is never 0, and nothing was charged.`,
        {
          billing: "refunded",
          retryAfterS: null,
          extra: {
            dataset: "trial_registry",
            reason: "no_trials_match",
            families: [...new Set(trials.map((trial) => trial.strategyFamily))].sort(),
          },
        },
      );
    }
    return {
      count,
      strategyFamily,
      since: sinceInstant === undefined ? null : sinceInstant.toISOString(),
      registry: registryBlock(trials),
    };
  }
}
