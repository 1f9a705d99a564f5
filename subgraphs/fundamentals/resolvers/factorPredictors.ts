import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { requireInstrument } from "../../kit/instruments.js";
import { isoDate, range } from "../../kit/validation.js";
import {
  buildPredictors,
  PREDICTOR_NAMES,
  PREDICTORS,
  WITHHELD_PREDICTORS,
} from "../domain/factorPredictors.js";
import { FactorPredictors } from "../types/factorPredictors.js";
import { heldFacts } from "./shared.js";

const UNITS = {
  ...Object.fromEntries(PREDICTOR_NAMES.map((name) => [name, "fraction"])),
  periodEnd: "date",
  availableDate: "date",
};

@Resolver()
export class FactorPredictorsResolver {
  @Query(() => FactorPredictors, {
    description:
      "Operation svc_v3_factor_predictors: 13 quarterly accounting characteristics from SEC facts.",
  })
  async factorPredictors(
    @Arg("ticker", () => String) ticker: string,
    @Arg("start", () => String, { nullable: true, description: "Earliest quarter end." }) @isoDate() start:
      | string
      | null,
    @Arg("end", () => String, { nullable: true, description: "Latest quarter end." }) @isoDate() end:
      | string
      | null,
    @Arg("latest", () => Boolean, { defaultValue: false, description: "Only the newest quarter." })
    latest: boolean,
    @Arg("limit", () => Int, { defaultValue: 600 }) @range(1, 2000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<FactorPredictors> {
    if (start && end && end < start) {
      throw new ServiceError(
        "invalid_date_range",
        `end ${end} is before start ${start}; accepted: end on or after start.`,
        { extra: { parameter: "end" } },
      );
    }
    const row = await requireInstrument(ctx, ticker);
    const facts = await heldFacts(ctx, row);
    const base = {
      ticker: row.ticker,
      start: start ?? null,
      end: end ?? null,
      latest,
      predictors: PREDICTOR_NAMES,
      predictorGlossary: { ...PREDICTORS },
      units: UNITS,
      withheldPredictors: WITHHELD_PREDICTORS.map((w) => ({ ...w })),
    };
    const all = buildPredictors(facts.facts, { source: facts.source, sector: row.sector }).filter(
      (r) => (!start || r.periodEnd >= start) && (!end || r.periodEnd <= end),
    );
    const items = all.slice(0, latest ? 1 : limit);
    return { ...base, source: facts.source, status: null, total: all.length, count: items.length, items };
  }
}
