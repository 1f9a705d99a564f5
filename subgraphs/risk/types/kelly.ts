import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

@ObjectType({
  description: "What the Kelly size is computed from; a null input has its reason in null_reasons.",
})
export class KellyInputs {
  @Field(() => Float, {
    nullable: true,
    description: "μ: the signals book's predicted return over horizon_days, a fraction.",
  })
  expectedReturn!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "τ: the standard error of that prediction, a fraction.",
  })
  expectedReturnStdError!: number | null;
  @Field(() => Int, { nullable: true, description: "The prediction's horizon in sessions." }) horizonDays!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "Variance of the ticker's daily simple returns over the window.",
  })
  dailyReturnVariance!: number | null;
  @Field(() => Int, { description: "Daily returns behind daily_return_variance." })
  varianceObservations!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the close the variance window's first return starts from; null when no close is held (null_reasons).",
  })
  varianceWindowStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of the window's last close; null when no close is held (null_reasons).",
  })
  varianceWindowEnd!: string | null;
  @Field(() => FieldMap, { description: "Why a null input is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The ticker's row of the signals book: a scored ordering, not a forecast." })
export class KellyBookRow {
  @Field(() => Float, { description: "−1..+1; 0 is the median stock of the book date." })
  blendedScore!: number;
  @Field(() => Int, { description: "Position in the book date's ordering, 1 = the best scored." })
  rank!: number;
  @Field(() => Int, { description: "1..10, 10 the best." }) decile!: number;
  @Field(() => String, { description: "LONG (deciles 8–10), SHORT (1–3) or NEUTRAL." }) direction!: string;
}

@ObjectType({ description: "Kelly-style sizing under estimation uncertainty, or its refusal." })
export class KellyUncertainty {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "μ/(σ²·h + τ²) capped at ±0.25, a fraction of capital (negative: short); null when withheld.",
  })
  kellyFraction!: number | null;
  @Field(() => String, { description: "computed or withheld (a withheld size is a refusal, not zero)." })
  kellyFractionStatus!: string;
  @Field(() => Float, { description: "The cap on |kelly_fraction|." }) kellyFractionCap!: number;
  @Field(() => Float, { nullable: true, description: "μ/(σ²·h + τ²) before the cap." }) uncappedFraction!:
    | number
    | null;
  @Field(() => Boolean, {
    description:
      "True when kelly_fraction is withheld (null): a refusal, not a size of zero; withheld_reasons says why.",
  })
  withheld!: boolean;
  @Field(() => [String], {
    description:
      "book_unavailable, book_stale, magnitude_unsupported, missing_input: every reason that applies.",
  })
  withheldReasons!: string[];
  @Field(() => [String], { description: "The inputs a size needs and did not get." })
  missingInputs!: string[];
  @Field(() => String, {
    description:
      "How to read the size: why it is withheld, or that a Kelly fraction assumes the predicted return and its error are right.",
  })
  warning!: string;
  @Field(() => String, { description: "The book the prediction is read from: signals_book." })
  bookBasis!: string;
  @Field(() => String, {
    description: "available, or unavailable (no book at the clock: before its first date).",
  })
  bookStatus!: string;
  @Field(() => String, {
    nullable: true,
    description: "The book date read: the newest on or before the clock's last final close.",
  })
  bookDate!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "NYSE sessions closed after the book date, up to the clock's last final close.",
  })
  bookAgeSessions!: number | null;
  @Field(() => Boolean, { nullable: true, description: "True when the book is more than 2 sessions old." })
  bookIsStale!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "False: the book's scores are orderings, not return forecasts, so no magnitude follows from them.",
  })
  pointEstimateSupported!: boolean | null;
  @Field(() => KellyBookRow, { nullable: true, description: "The ticker's scored row of the book date." })
  bookRow!: KellyBookRow | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why book_row is null: the row's unscored reason (insufficient_history, ...), no_row_on_book_date (not a stock of the universe, or no bar that day) or book_unavailable.",
  })
  bookRowReason!: string | null;
  @Field(() => KellyInputs, {
    description: "The inputs the size is computed from, each null with its reason when missing.",
  })
  inputs!: KellyInputs;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: METHOD }) method!: string;
}
