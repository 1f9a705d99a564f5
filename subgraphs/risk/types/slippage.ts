import { Field, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { SLIPPAGE_FIGURES } from "../domain/slippage.js";

const opt = { nullable: true } as const;

@ObjectType({
  description:
    "Slippage statistics over a window of sessions, each stated against what it is measured against (measured_against).",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class Slippage {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { description: "Calendar days of the window, ending on window_end." })
  windowDays!: number;
  @Field(() => String, {
    description: "ISO date of the window's first calendar day: window_end − window_days + 1.",
  })
  windowStart!: string;
  @Field(() => String, { description: "The newest daily bar held by the clock." }) windowEnd!: string;
  @Field(() => Int, { description: "Sessions measured: those in the window whose previous session is held." })
  observations!: number;

  @Field(() => String, { description: "open_vs_previous_close." }) measure!: string;
  @Field(() => String, { description: "The reference price each gap is measured against, in words." })
  measuredAgainst!: string;
  @Field(() => String, { description: "How a session's gap is computed, in words and formula (bps)." })
  definition!: string;
  @Field(() => String, {
    description: "How the median and p95 are taken (p95 nearest rank, stated only from enough observations).",
  })
  quantileMethod!: string;

  @FigureFields(SLIPPAGE_FIGURES, {
    descriptions: {
      meanBps: "Mean absolute gap, bps.",
      medianBps: "Median absolute gap, bps.",
      p95Bps: "95th percentile of the absolute gaps (nearest rank), bps.",
      meanSignedBps: "Mean signed gap (positive: open above the previous close), bps.",
      realizedSlippageBps: "Slippage of your own fills: always null, no fills are held.",
    },
  })
  readonly figures?: never;

  @Field(() => Boolean, { description: "False: no executions are held." }) fillsHeld!: boolean;
  @Field(() => String, {
    ...opt,
    description: "The daily file's adjustment basis; null when no daily file is held.",
  })
  priceBasis!: string | null;
  @Field(() => String, { description: "ISO date of the newest daily bar measured (= window_end)." })
  asOf!: string;
  @Field(() => Boolean, { description: "True when window_end is older than the last final close." })
  isStale!: boolean;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}

export interface Slippage extends Figures<typeof SLIPPAGE_FIGURES> {}
