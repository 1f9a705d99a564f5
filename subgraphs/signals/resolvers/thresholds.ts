/**
 * experienceThresholds: svc_v3_thresholds (/api/v3/experience/thresholds) — per source, its bands
 * resolved over all history up to the book date the clock sees and the thresholds from which its
 * calls beat or trailed the benchmark (domain/thresholds.ts), beside the rules the book uses today.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requireLearning, resolvedSources } from "../data/resolverStore.js";
import { BENCHMARK, SOURCES, sumBands } from "../domain/accuracy.js";
import { thresholdsOf } from "../domain/thresholds.js";
import { ExperienceThresholds } from "../types/thresholds.js";
import { stampOf } from "./shape.js";

const NOTE =
  "A band's excess return is its predictions' mean 21-session return minus the book's equal-weighted mean of the same dates. The thresholds are where the data says a source's " +
  "side begins: every band from favourable_from_band up beat the benchmark on average, every band up to unfavourable_through_band trailed it. In-sample over the resolved history, " +
  "overlapping horizons, survivorship-biased universe: a description of the past, not a tuned rule. docs/LEARNING.md.";

@Resolver()
export class ThresholdsResolver {
  @Query(() => ExperienceThresholds, {
    description: `Operation ${operationOfField("experienceThresholds")}: per source, the bands of its resolved readings and the thresholds from which its calls beat or trailed the benchmark.`,
  })
  async experienceThresholds(@Ctx() ctx: SubgraphContext<"signals">): Promise<ExperienceThresholds> {
    const learning = await requireLearning(ctx);
    const resolved = await resolvedSources(ctx, learning);
    const ensemble = resolved.get("ensemble") ?? [];
    const sources = SOURCES.map((source) => {
      const out = thresholdsOf(source, sumBands(resolved.get(source) ?? []));
      const bands = out.bands.map((band) => {
        const nullReasons: Record<string, string> = {};
        for (const field of ["meanReturn", "meanExcessReturn", "beatRate"] as const) {
          if (band[field] === null) nullReasons[field] = "no_prediction_in_band";
        }
        return { ...band, nullReasons };
      });
      return { ...out, bands };
    });
    const nullReasons: Record<string, string> =
      ensemble.length === 0
        ? { firstResolvedOn: "no_prediction_resolved_yet", lastResolvedOn: "no_prediction_resolved_yet" }
        : {};
    return {
      ...stampOf(learning.served),
      resolutionDates: ensemble.length,
      firstResolvedOn: ensemble[0]?.resolvesOn ?? null,
      lastResolvedOn: ensemble.at(-1)?.resolvesOn ?? null,
      benchmark: BENCHMARK,
      sources,
      nullReasons,
      note: NOTE,
    };
  }
}
