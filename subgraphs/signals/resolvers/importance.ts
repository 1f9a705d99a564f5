/**
 * featureImportance (svc_v2_feature_importance, /api/v2/features/importance) and factorImportance
 * (svc_v3_intel_factor_importance, /api/v3/intel/factor_importance): the same rows — factor
 * loadings and voter posterior weights of the newest book date the clock sees
 * (domain/importance.ts) — with report_freshness by the optimizer weights' 2-session rule.
 * `model` names the model; the book has one, `ensemble`.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { type OpenedDecisionBook, openBookAtClock } from "../data/decisionBook.js";
import { bookRows, bookWeights } from "../data/signalsBook.js";
import { featureImportance } from "../domain/importance.js";
import type { VoterName } from "../domain/voters.js";
import { FeatureImportance } from "../types/importance.js";

export const IMPORTANCE_MODELS = ["ensemble"] as const;

const METHOD =
  "No importance table is published for the model, so the rows are of two kinds: factor_loading, Pearson's correlation across the book date's scored stocks between the voter's percentile and the blended score (importance = |loading|); voter_posterior_weight, the optimizer's IC weight of the voter on the book date (importance = weight). Largest first.";

async function importanceOf(ctx: SubgraphContext<"signals">, topN: number): Promise<FeatureImportance> {
  const opened: OpenedDecisionBook = await openBookAtClock(ctx);
  const { book, freshness } = opened;
  const [rows, weights] = await Promise.all([bookRows(ctx.db, book), bookWeights(ctx.db, book)]);
  const scored = rows.flatMap((row) =>
    row.blendedScore === null
      ? []
      : [
          {
            blendedScore: row.blendedScore,
            percentiles: Object.fromEntries(row.voters.map((v) => [v.voter, v.percentile])) as Record<
              VoterName,
              number | null
            >,
          },
        ],
  );
  const nullReasons: Record<string, string> = {};
  if (weights.icWindowFirst === null) {
    nullReasons.icWindowFirst = "no_realised_ic_yet";
    nullReasons.icWindowLast = "no_realised_ic_yet";
  }
  return {
    model: "ensemble",
    rows: featureImportance(scored, weights, topN),
    topN,
    reportFreshness: {
      asOf: freshness.asOf,
      asOfTs: freshness.asOfTs,
      ageSessions: freshness.ageSessions,
      isStale: freshness.isStale,
      staleReason: freshness.staleReason,
      weightsBasis: weights.basis,
      icWindowFirst: weights.icWindowFirst,
      icWindowLast: weights.icWindowLast,
      publishedTable: "none_published",
      nullReasons,
    },
    universe: book.universe,
    method: METHOD,
  };
}

@Resolver()
export class FeatureImportanceResolver {
  @Query(() => FeatureImportance, {
    description:
      "Operation svc_v2_feature_importance: factor loadings and voter posterior weights (row kind) of the book date, with report_freshness.",
  })
  async featureImportance(
    @Arg("topN", () => Int, { defaultValue: 50, description: "Rows returned at most." })
    @range(1, 500)
    topN: number,
    @Arg("model", () => String, { nullable: true, description: "ensemble (the default): the book's blend." })
    model: string | null,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<FeatureImportance> {
    if (model != null && !(IMPORTANCE_MODELS as readonly string[]).includes(model)) {
      throw invalidArgument(
        "model",
        `${quoteInput(model)} is not a model of this service`,
        IMPORTANCE_MODELS.join(", "),
      );
    }
    return importanceOf(ctx, topN);
  }

  @Query(() => FeatureImportance, {
    description:
      "Operation svc_v3_intel_factor_importance: factor loadings and voter posteriors of the book date (the same rows as svc_v2_feature_importance).",
  })
  async factorImportance(
    @Arg("topN", () => Int, { defaultValue: 50, description: "Rows returned at most." })
    @range(1, 500)
    topN: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<FeatureImportance> {
    return importanceOf(ctx, topN);
  }
}
