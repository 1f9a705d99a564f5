import { Field, Int, ObjectType } from "type-graphql";
import { COUNT, UNITS } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { CREDIT_FIGURES } from "../domain/creditIndices.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One credit spread index: its newest published value and its changes." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class CreditIndex {
  @Field(() => String, { description: "The FRED series id." }) seriesId!: string;
  @Field(() => String, {
    description: "The index's name (ICE BofA US Corporate or High Yield option-adjusted spread).",
  })
  name!: string;
  @Field(() => String, { description: "investment_grade or high_yield." }) grade!: string;

  @FigureFields(CREDIT_FIGURES, {
    descriptions: {
      value: "Option-adjusted spread over Treasuries, percent (1.25 means 125 bps).",
      change1d: "value minus the previous observation's, percentage points.",
      change1m: "value minus the observation on or before one calendar month earlier, percentage points.",
    },
  })
  readonly figures?: never;

  @Field(() => String, {
    ...opt,
    description:
      "ISO date of the newest observation published by the clock; null when none is (null_reasons).",
  })
  obsDate!: string | null;
  @Field(() => String, { ...opt, description: "The observation change_1d is taken from." })
  change1dFromDate!: string | null;
  @Field(() => String, { ...opt, description: "The observation change_1m is taken from." })
  change1mFromDate!: string | null;
  @Field(() => Int, { ...opt, description: "Calendar days from obs_date to today (US Eastern)." })
  ageDays!: number | null;
  @Field(() => Boolean, {
    description: "True when age_days is over 5, or no observation is published by the clock.",
  })
  isStale!: boolean;
  @Field(() => String, { description: "The newest observation date published by the clock." })
  visibleThrough!: string;
  @Field(() => String, { description: "fred:<series id>: the FRED series the figures are read from." })
  source!: string;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
}

export interface CreditIndex extends Figures<typeof CREDIT_FIGURES> {}

@ObjectType({ description: "The ICE BofA US investment-grade and high-yield option-adjusted spreads." })
export class CreditIndices {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [CreditIndex], { description: "Investment grade, then high yield." }) indices!: CreditIndex[];
  @Field(() => String, { description: "The newest obs_date among the indices." }) asOf!: string;
  @Field(() => Boolean, { description: "True when any index is stale." }) isStale!: boolean;
  @Field(() => Int, { description: "An index older than this many calendar days is stale." })
  stalenessThresholdDays!: number;
  @Field(() => String, { description: "When an observation becomes visible." }) visibility!: string;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => String, { description: "Where the data comes from and its terms." }) sourceNote!: string;
}
