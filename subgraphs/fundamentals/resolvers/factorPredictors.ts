import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { isoDate, isoDateOn, range, rangeOn } from "../../kit/validation.js";
import {
  buildPredictors,
  PREDICTOR_NAMES,
  PREDICTORS,
  WITHHELD_PREDICTORS,
} from "../domain/factorPredictors.js";
import { FactorPredictors } from "../types/factorPredictors.js";
import { Instrument } from "../types/instrument.js";
import { heldFacts } from "./shared.js";

const UNITS = {
  ...Object.fromEntries(PREDICTOR_NAMES.map((name) => [name, "fraction"])),
  periodEnd: "date",
  availableDate: "date",
};

interface PredictorWindow {
  start: string | null;
  end: string | null;
  latest: boolean;
  limit: number;
}

/** The window asked for; a reversed one is refused before the ticker is looked up. */
function predictorWindow(start: string | null, end: string | null, latest: boolean, limit: number) {
  if (start && end && end < start) {
    throw new ServiceError(
      "invalid_date_range",
      `end ${end} is before start ${start}; accepted: end on or after start.`,
      { extra: { parameter: "end" } },
    );
  }
  return { start, end, latest, limit };
}

async function predictorsFor(
  ctx: SubgraphContext,
  row: InstrumentRow,
  { start, end, latest, limit }: PredictorWindow,
): Promise<FactorPredictors> {
  const facts = await heldFacts(ctx, row);
  const all = buildPredictors(facts.facts, { source: facts.source, sector: row.sector }).filter(
    (r) => (!start || r.periodEnd >= start) && (!end || r.periodEnd <= end),
  );
  const items = all.slice(0, latest ? 1 : limit);
  return {
    ticker: row.ticker,
    start,
    end,
    latest,
    predictors: PREDICTOR_NAMES,
    predictorGlossary: { ...PREDICTORS },
    units: UNITS,
    withheldPredictors: WITHHELD_PREDICTORS.map((w) => ({ ...w })),
    source: facts.source,
    status: null,
    total: all.length,
    count: items.length,
    items,
  };
}

@Resolver(() => Instrument)
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
    const window = predictorWindow(start ?? null, end ?? null, latest, limit);
    return predictorsFor(ctx, await requireInstrument(ctx, ticker), window);
  }

  @FieldResolver(() => FactorPredictors, {
    name: "factorPredictors",
    nullable: true,
    description:
      "The instrument's factor predictors (svc_v3_factor_predictors); null when its SEC facts are not held.",
  })
  async instrumentFactorPredictors(
    @Root() instrument: Instrument,
    @Arg("start", () => String, { nullable: true }) @isoDateOn(Instrument) start: string | null,
    @Arg("end", () => String, { nullable: true }) @isoDateOn(Instrument) end: string | null,
    @Arg("latest", () => Boolean, { defaultValue: false }) latest: boolean,
    @Arg("limit", () => Int, { defaultValue: 600 }) @rangeOn(Instrument, 1, 2000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<FactorPredictors> {
    const window = predictorWindow(start ?? null, end ?? null, latest, limit);
    return predictorsFor(ctx, await knownInstrument(ctx, instrument.ticker), window);
  }
}
