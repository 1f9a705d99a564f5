/**
 * vwapPlan, on Query and Instrument: the catalogue operation svc_v3_vwap_plan
 * (/api/v3/execution/vwap_plan/{ticker}), heavy. The curve is one completed XNYS session's
 * regular-hours minute volume, read through market's minute reader (data/executionData.ts); the
 * evidence rules and the slicing are domain/vwapPlan.ts.
 *
 * "Missing or conflicting evidence returns unavailable" (spec/02) is answered as 503
 * dataset_unavailable with `status: unavailable` and the reason, not billed: a plan without a curve
 * is no answer, and a 200 would charge for it (docs/EXECUTION.md). A reference_date that is not a
 * completed XNYS session is the caller's error: 422 naming it.
 */
import { Int } from "type-graphql";
import { isTradingDay } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { invalidArgument } from "../../kit/validation.js";
import { dailyVolumeAsTraded } from "../../market/readers/dailyOhlcv.js";
import {
  completedThrough,
  minuteSessionsThrough,
  regularHours,
  regularMinuteVolumes,
} from "../data/executionData.js";
import { roundFraction } from "../domain/costEstimate.js";
import { PLAN_DISCLAIMER, PLAN_GUARANTEES } from "../domain/executionSlices.js";
import {
  curveEvidence,
  MAX_DAILY_DISAGREEMENT,
  VWAP_METHOD,
  VWAP_REMAINDER_RULE,
  volumeCurve,
  vwapSlices,
} from "../domain/vwapPlan.js";
import { Instrument } from "../types/instrument.js";
import { VwapPlan } from "../types/vwapPlan.js";
import { QTY_ARG } from "./costEstimate.js";
import { refuseCrypto } from "./executionShared.js";

interface VwapArgs {
  qty: number;
  referenceDate: string | null;
  minutesPerSlice: number;
}

const ACCEPTED_DATE =
  "a completed XNYS session, YYYY-MM-DD (weekdays that are not exchange holidays, closed by the clock)";

/** spec/02's "unavailable": 503 dataset_unavailable, not billed, with the status and the reason. */
function unavailable(ticker: string, date: string, reason: string, detail: string): ServiceError {
  return new ServiceError(
    "dataset_unavailable",
    `No VWAP plan for ${ticker} on ${date}: ${detail}. Nothing was charged.`,
    {
      retryAfterS: null,
      extra: { ticker, dataset: "minute_bars", status: "unavailable", reason, reference_date: date, detail },
    },
  );
}

async function referenceSession(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  requested: string | null,
  through: string,
): Promise<{ date: string; basis: string }> {
  if (requested !== null) {
    if (requested > through) {
      throw invalidArgument(
        "referenceDate",
        `${requested} is not a completed session at the clock (the last completed is ${through})`,
        ACCEPTED_DATE,
      );
    }
    return { date: requested, basis: "requested" };
  }
  const [newest] = (await minuteSessionsThrough(ctx, ticker, through)).filter(isTradingDay);
  if (!newest) throw datasetNotHeld(ticker, "minute_bars", "no_minute_bars_held", "minute trade history");
  return { date: newest, basis: "last_completed_session_held" };
}

async function vwapPlanFor(
  ctx: SubgraphContext<"risk">,
  row: InstrumentRow,
  args: VwapArgs,
): Promise<VwapPlan> {
  refuseCrypto(row, "svc_v3_vwap_plan");
  const through = completedThrough(ctx);
  const { date, basis } = await referenceSession(ctx, row.ticker, args.referenceDate, through);
  const hours = regularHours(date);
  if (!hours) throw new Error(`${date} passed the session check but has no regular hours`);
  const minutes = await regularMinuteVolumes(ctx, row.ticker, date, hours);
  if (minutes.length === 0) {
    throw unavailable(
      row.ticker,
      date,
      "no_minute_bars_for_session",
      "no minute bars are held for the session",
    );
  }
  const curve = volumeCurve(minutes, hours, args.minutesPerSlice);
  const daily = await dailyVolumeAsTraded(ctx.db, row.ticker, date);
  const evidence = curveEvidence(
    curve,
    daily.volume === null ? { reason: daily.reason } : { volume: daily.volume },
  );
  if (!evidence.usable) throw unavailable(row.ticker, date, evidence.reason, evidence.detail);

  const check = evidence.dailyVolumeCheck;
  const slices = vwapSlices(args.qty, curve).map((slice) => ({
    ...slice,
    volumeFraction: roundFraction(slice.volumeFraction),
  }));
  return {
    ticker: row.ticker,
    qty: args.qty,
    referenceDate: date,
    referenceDateBasis: basis,
    halfDay: hours.halfDay,
    kind: "historical_volume_weighted_scenario",
    minutesPerSlice: args.minutesPerSlice,
    sliceCount: slices.length,
    regularMinutes: curve.regularMinutes,
    minutesWithBars: curve.minutesWithBars,
    sessionVolume: curve.sessionVolume,
    dailyVolumeCheck:
      check.status === "consistent"
        ? {
            status: check.status,
            dailyVolume: check.dailyVolume,
            difference: roundFraction(check.difference),
            maxDifference: MAX_DAILY_DISAGREEMENT,
            reason: null,
          }
        : {
            status: check.status,
            dailyVolume: null,
            difference: null,
            maxDifference: MAX_DAILY_DISAGREEMENT,
            reason: check.reason,
          },
    method: VWAP_METHOD,
    remainderRule: VWAP_REMAINDER_RULE,
    slices,
    guarantees: { ...PLAN_GUARANTEES, disclaimer: PLAN_DISCLAIMER },
    asOf: date,
    isStale: date < through,
    units: {
      volume: "shares",
      sessionVolume: "shares",
      volumeFraction: "fraction",
      shares: "shares",
      startEt: "hh_mm_us_eastern",
    },
    note:
      `The shape of ${date}'s regular-hours volume, applied to ${args.qty} shares: a historical scenario, not a ` +
      "forecast of another session's volume, and not an order.",
  };
}

export const VwapPlanResolver = instrumentOperation<"risk", VwapArgs>(Instrument, {
  field: "vwapPlan",
  summary: "qty whole shares over a completed session's historical minute volume curve.",
  instrumentDescription: (operation) =>
    `VWAP plan (${operation}); null for a crypto pair or when the minute evidence is missing or conflicting.`,
  returns: () => VwapPlan,
  args: {
    qty: QTY_ARG,
    referenceDate: {
      type: () => String,
      date: true,
      description:
        "A completed XNYS session; not given: the last completed session whose minute bars are held.",
    },
    minutesPerSlice: {
      type: () => Int,
      default: 30,
      range: [1, 60],
      description: "Minutes per slice of the regular session, 1..60; the last slice ends at the bell.",
    },
  },
  check({ referenceDate }) {
    if (referenceDate !== null && !isTradingDay(referenceDate)) {
      throw invalidArgument(
        "referenceDate",
        `${referenceDate} is not an XNYS session (a weekend or an exchange holiday)`,
        ACCEPTED_DATE,
      );
    }
  },
  resolve: (ctx, row, args) => vwapPlanFor(ctx, row, args),
});
