/**
 * Root field creditIndices: the catalogue operation svc_v3_credit_indices (/api/v3/credit/indices),
 * from the bundled FRED copies of the ICE BofA option-adjusted spreads (data/creditSeries.ts), each
 * read as published by the clock (core/publication.ts) and summarised by domain/creditIndices.ts.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { seriesWindow } from "../data/creditSeries.js";
import { CREDIT_FIGURES, CREDIT_SERIES, indexReading, STALE_AFTER_DAYS } from "../domain/creditIndices.js";
import { CreditIndices } from "../types/creditIndices.js";

const SOURCE_NOTE =
  "ICE BofA index data (ICE Data Indices, LLC) as distributed by FRED (Federal Reserve Bank of St. Louis), " +
  "from the bundled copies macro/fred/BAMLC0A0CM.csv and BAMLH0A0HYM2.csv; ICE's terms restrict redistribution " +
  "(data/sample/PROVENANCE.md)";

@Resolver()
export class CreditIndicesResolver {
  @Query(() => CreditIndices, {
    description:
      "Operation svc_v3_credit_indices: ICE BofA US investment-grade and high-yield option-adjusted spreads with 1-day and 1-month changes, as published by the clock.",
  })
  async creditIndices(@Ctx() ctx: SubgraphContext<"risk">): Promise<CreditIndices> {
    const today = easternDate(ctx.clock.now());
    const windows = await Promise.all(
      CREDIT_SERIES.map((series) => seriesWindow(ctx, series.seriesId, today)),
    );
    if (windows.every((window) => window.observations.length === 0)) {
      throw new ServiceError(
        "dataset_unavailable",
        "No credit spread observation is published by the clock (or macro/fred is not ingested); nothing was charged.",
        {
          retryAfterS: null,
          extra: { dataset: "macro_observations", reason: "no_observation_published_by_clock" },
        },
      );
    }
    const indices = CREDIT_SERIES.map((series, i) => {
      const window = windows[i]!;
      return {
        ...series,
        ...indexReading(window.observations, today),
        visibleThrough: window.visibleThrough,
        source: `fred:${series.seriesId}`,
      };
    });
    // At least one index has an observation (checked above).
    const asOf = indices
      .flatMap((index) => (index.obsDate ? [index.obsDate] : []))
      .sort()
      .at(-1) as string;
    return {
      count: indices.length,
      indices,
      asOf,
      isStale: indices.some((index) => index.isStale),
      stalenessThresholdDays: STALE_AFTER_DAYS,
      // Served text, unchanged by issue 26's moves: the rule now lives in core/publication.ts.
      visibility:
        "a daily observation of day D is visible from D+1 (US Eastern): FRED publishes the ICE BofA spreads the " +
        "next day; the bundled files carry no release dates (kit/publication.ts)",
      units: { ...unitsOf(CREDIT_FIGURES), ageDays: "calendar_days" },
      sourceNote: SOURCE_NOTE,
    };
  }
}
