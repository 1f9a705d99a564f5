/**
 * twapPlan, on Query and Instrument: the catalogue operation svc_v3_twap_plan
 * (/api/v3/execution/twap_plan/{ticker}). A pure scenario (domain/twapPlan.ts): it reads no data
 * beyond the instrument itself, so it has no date and nothing to be stale.
 */
import { Int } from "type-graphql";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { PLAN_DISCLAIMER, PLAN_GUARANTEES } from "../domain/executionSlices.js";
import { TWAP_REMAINDER_RULE, TWAP_SLICE_MINUTES, twapPlan } from "../domain/twapPlan.js";
import { Instrument } from "../types/instrument.js";
import { TwapPlan } from "../types/twapPlan.js";
import { QTY_ARG } from "./costEstimate.js";
import { refuseCrypto } from "./executionShared.js";

export const TwapPlanResolver = instrumentOperation<"risk", { qty: number; minutes: number }>(Instrument, {
  field: "twapPlan",
  summary: "an even-slice scenario of qty whole shares over the full window; no guarantee of any kind.",
  instrumentDescription: (operation) => `TWAP plan (${operation}); null for a crypto pair.`,
  returns: () => TwapPlan,
  args: {
    qty: QTY_ARG,
    minutes: { type: () => Int, default: 60, range: [1, 390], description: "The window, minutes." },
  },
  resolve(_ctx, row, { qty, minutes }): TwapPlan {
    refuseCrypto(row, "svc_v3_twap_plan");
    const plan = twapPlan(qty, minutes);
    return {
      ticker: row.ticker,
      qty,
      minutes,
      kind: "even_slice_scenario",
      sliceMinutes: TWAP_SLICE_MINUTES,
      sliceCount: plan.slices.length,
      remainderRule: TWAP_REMAINDER_RULE,
      minSliceShares: plan.minSliceShares,
      maxSliceShares: plan.maxSliceShares,
      zeroShareSlices: plan.zeroShareSlices,
      slices: plan.slices,
      guarantees: { ...PLAN_GUARANTEES, disclaimer: PLAN_DISCLAIMER },
      note:
        `${qty} shares over ${minutes} one-minute slices from whenever the caller starts; the slices are ` +
        "offsets, not clock times, and assume the market is open for the whole window.",
    };
  },
});
