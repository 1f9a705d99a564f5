import { Int } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import {
  buildPredictors,
  PREDICTOR_FIGURES,
  PREDICTOR_NAMES,
  PREDICTORS,
  WITHHELD_PREDICTORS,
} from "../domain/factorPredictors.js";
import { FactorPredictors } from "../types/factorPredictors.js";
import { Instrument } from "../types/instrument.js";
import { heldFacts } from "./shared.js";

const UNITS = { ...unitsOf(PREDICTOR_FIGURES), periodEnd: "date", availableDate: "date" };

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
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  { start, end, latest, limit }: PredictorWindow,
): Promise<FactorPredictors> {
  const facts = await heldFacts(ctx, row);
  // Point in time: heldFacts holds only facts filed by the request's clock (core/filingVisibility.ts).
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

export const FactorPredictorsResolver = instrumentOperation<
  "fundamentals",
  {
    start: string | null;
    end: string | null;
    latest: boolean;
    limit: number;
  }
>(Instrument, {
  field: "factorPredictors",
  summary: "13 quarterly accounting characteristics from SEC facts.",
  instrumentDescription: (operation) =>
    `The instrument's factor predictors (${operation}); null when its SEC facts are not held.`,
  returns: () => FactorPredictors,
  args: {
    start: { type: () => String, date: true, description: "Earliest quarter end." },
    end: { type: () => String, date: true, description: "Latest quarter end." },
    latest: { type: () => Boolean, default: false, description: "Only the newest quarter." },
    limit: { type: () => Int, default: 600, range: [1, 2000], description: "Most quarters listed (1–2000)." },
  },
  resolve: (ctx, row, { start, end, latest, limit }) =>
    predictorsFor(ctx, row, predictorWindow(start, end, latest, limit)),
});
