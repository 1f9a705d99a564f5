import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import { isBondBusinessDay, previousBondBusinessDay } from "../../kit/bondCalendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { enforceFreshness, FreshnessPolicy } from "../../kit/freshness.js";
import { isoDate } from "../../kit/validation.js";
import { curveCoverage, curvesOnOrBefore } from "../data/rates.js";
import {
  ALL_TENORS,
  buildCurve,
  curveFreshness,
  expectedCurveDate,
  STANDARD_TENORS,
  type TenorSpec,
} from "../domain/treasury.js";
import { TreasuryCurve } from "../types/treasury.js";

const SOURCE = "us_treasury_daily_par_yield_curve";
const UNITS = {
  yieldPct: "percent",
  change_1dBps: "basis_points",
  spread_2s10sBps: "basis_points",
  spread_3m10yBps: "basis_points",
};

interface CurveRequest {
  /** Newest curve on or before this date; null: the newest held. */
  date: string | null;
  tenors: readonly TenorSpec[];
  freshness: FreshnessPolicy;
}

async function curveFor(ctx: SubgraphContext<"market">, request: CurveRequest): Promise<TreasuryCurve> {
  const now = ctx.clock.now();
  const today = easternDate(now);
  if (request.date !== null && request.date > today) {
    throw new ServiceError("invalid_date", `date: ${request.date} is in the future (today is ${today} ET).`, {
      extra: { parameter: "date", accepted: `YYYY-MM-DD on or before ${today}` },
    });
  }
  // Point in time: the newest curve visible now is the one due by now (day D's curve once D's
  // 18:00 ET publication time has passed); a curve dated later was not published yet.
  const due = expectedCurveDate(now);
  const coverage = await curveCoverage(ctx.db, due);
  if (coverage === null) {
    throw new ServiceError(
      "dataset_unavailable",
      `No Treasury par yield curve published by ${due} is held (rates/ not ingested, or the clock is before the first curve).`,
      {
        retryAfterS: null,
        extra: { dataset: "treasury_par_yields" },
      },
    );
  }
  if (request.date !== null && request.date < coverage.first) {
    throw new ServiceError(
      "invalid_date",
      `date: ${request.date} is before the first curve held (${coverage.first}).`,
      {
        extra: { parameter: "date", accepted: `${coverage.first}..${today}`, coverage_start: coverage.first },
      },
    );
  }
  const bound = request.date !== null && request.date < due ? request.date : due;
  const [row, previous] = await curvesOnOrBefore(ctx.db, bound, 2);
  if (row === undefined) throw new Error("curve coverage and rows disagree");
  const curve = buildCurve(row, previous ?? null, request.tenors);

  // The curve that should exist for the request: the newest due now, or the asked date's own.
  const asked =
    request.date === null
      ? due
      : isBondBusinessDay(request.date)
        ? request.date
        : previousBondBusinessDay(request.date);
  const freshness = curveFreshness(curve.asOf, asked < due ? asked : due);
  const standardMissing = curve.tenors
    .filter((t) => t.yieldPct === null && STANDARD_TENORS.some((s) => s.tenor === t.tenor))
    .map((t) => t.tenor);
  enforceFreshness(
    request.freshness,
    {
      isStale: freshness.isStale,
      incomplete: standardMissing.length > 0 ? `missing tenors ${standardMissing.join(", ")}` : null,
      extra: {
        as_of: curve.asOf,
        expected_as_of: freshness.expectedAsOf,
        business_days_behind: freshness.businessDaysBehind,
      },
    },
    `Treasury curve of ${curve.asOf}`,
  );
  return {
    asOf: curve.asOf,
    label: curve.label,
    labelReason: curve.labelReason,
    previousAsOf: curve.previousAsOf,
    tenors: curve.tenors,
    spread_2s10sBps: curve.spread_2s10s.bps,
    inverted_2s10s: curve.spread_2s10s.inverted,
    spread_2s10sReason: curve.spread_2s10s.reason,
    spread_3m10yBps: curve.spread_3m10y.bps,
    inverted_3m10y: curve.spread_3m10y.inverted,
    spread_3m10yReason: curve.spread_3m10y.reason,
    missingTenors: curve.missingTenors,
    isStale: freshness.isStale,
    freshness,
    requestedDate: request.date,
    requestedDateReason: request.date === null ? "latest_curve_served" : null,
    tenorSet: request.tenors === STANDARD_TENORS ? "standard_11" : "all_published",
    source: SOURCE,
    coverage: `${coverage.first}..${coverage.last}`,
    units: UNITS,
  };
}

@Resolver(() => TreasuryCurve)
export class TreasuryResolver {
  @Query(() => TreasuryCurve, {
    description:
      "Operation svc_v3_macro_treasury_curve: the newest Treasury par yield curve (11 tenors 1m..30y), 1-day changes, 2s10s and 3m10y with inversion flags, labelled stale on the bond calendar.",
  })
  async treasuryCurve(@Ctx() ctx: SubgraphContext<"market">): Promise<TreasuryCurve> {
    return curveFor(ctx, { date: null, tenors: STANDARD_TENORS, freshness: FreshnessPolicy.off });
  }

  @Query(() => TreasuryCurve, {
    description:
      "Route /api/v3/intel/yield_curve: the Treasury par yield curve on a date (every published tenor), shaped like treasury_curve; freshness live or strict answers 503 data_stale instead of a stale curve.",
  })
  async yieldCurve(
    @Arg("date", () => String, {
      nullable: true,
      description: "Newest curve on or before this date (YYYY-MM-DD); omitted: the newest held.",
    })
    @isoDate()
    date: string | null | undefined,
    @Arg("freshness", () => FreshnessPolicy, {
      defaultValue: FreshnessPolicy.off,
      description:
        "off serves a stale curve labelled; live refuses a stale one; strict also one missing a standard tenor.",
    })
    freshness: FreshnessPolicy,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<TreasuryCurve> {
    return curveFor(ctx, { date: date ?? null, tenors: ALL_TENORS, freshness });
  }
}
