/**
 * Fields every decision and fused-signal row shares: the book's ordering of the stock with the
 * honesty fields of spec/01 "Model and signal rows" (domain/fusion.ts), declared once by a property
 * decorator (as kit/tableFields.ts declares a table's figures), and a voter's reading.
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";
import type { ModelOrdering } from "../domain/fusion.js";
import { VoterContribution } from "./signal.js";

/**
 * The ordering fields' values, as every row type holding them carries them: the domain's
 * `ModelOrdering` (domain/fusion.ts), which builds them.
 */
export type ModelOrderingValues = ModelOrdering;

type FieldOptions = Parameters<typeof Field>[1];

const ORDERING_FIELDS: readonly [keyof ModelOrderingValues, () => unknown, FieldOptions][] = [
  [
    "blendedScore",
    () => Float,
    {
      nullable: true,
      description:
        "−1..+1, the weighted mean of the voters' centred percentiles: an ordering, not a forecast.",
    },
  ],
  ["rank", () => Int, { nullable: true, description: "1 is the best blended score of the book date." }],
  [
    "decile",
    () => Int,
    { nullable: true, description: "1..10, 10 the best (decile_convention 10_is_best)." },
  ],
  [
    "percentile",
    () => Float,
    { nullable: true, description: "0..100, 100 the best of the book date's scored stocks." },
  ],
  [
    "direction",
    () => String,
    { nullable: true, description: "LONG (deciles 8–10), SHORT (1–3) or NEUTRAL." },
  ],
  [
    "conviction",
    () => Float,
    { nullable: true, description: "|percentile − 50| ÷ 50: 1 at either end of the book." },
  ],
  [
    "predictedReturnPct",
    () => Float,
    {
      nullable: true,
      description:
        "blended_score × 100 while point_estimate_supported is false: an ordering, not a forecast.",
    },
  ],
  [
    "pointEstimateSupported",
    () => Boolean,
    { description: "False: the score supports no point estimate of return." },
  ],
  ["intervalLo", () => Float, { nullable: true, description: "Null, withheld uncalibrated_point_estimate." }],
  ["intervalHi", () => Float, { nullable: true, description: "Null, withheld uncalibrated_point_estimate." }],
  [
    "intervalHorizonDays",
    () => Int,
    { description: "1: the horizon the conformal intervals are calibrated at." },
  ],
  [
    "intervalHorizonMatchesOrdering",
    () => Boolean,
    { description: "False: the ordering targets 21 sessions (the optimizer's IC), the intervals 1." },
  ],
  ["withheld", () => FieldMap, { description: "Field → why it is withheld." }],
  ["nullReasons", () => FieldMap, { description: "Field → why it is null." }],
];

/**
 * Declares the ordering fields (spec/01 "Model and signal rows") where the decorated placeholder
 * stands in the class, in this order; the placeholder itself is no field. Merge
 * `ModelOrderingValues` into the class's type:
 *
 *   @ObjectType() export class FusedSignal {
 *     @Field(() => String) ticker!: string;
 *     @ModelOrderingFields() readonly ordering?: never;
 *   }
 *   export interface FusedSignal extends ModelOrderingValues {}
 */
export function ModelOrderingFields(): PropertyDecorator {
  return (prototype) => {
    for (const [name, type, options] of ORDERING_FIELDS) {
      Field(type as NonNullable<Parameters<typeof Field>[0]>, options)(prototype, name);
    }
  };
}

/** The same reading as the signal's voters (VoterContribution), named for the decision answers. */
@ObjectType({ description: "One voter's reading of a stock on the book date (docs/SIGNALS.md voters)." })
export class DecisionVoterReading extends VoterContribution {}
