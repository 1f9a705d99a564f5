import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BLENDED_SCORE, BOOK_CONVICTION, BOOK_RANK } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "The 1-month leg of a stock: its row of the book (an ordering, not a forecast)." })
export class HorizonLeg {
  @Field(() => Float, { description: BLENDED_SCORE }) blendedScore!: number;

  @Field(() => Float, { description: "blended_score × 100 while point_estimate_supported is false." })
  predictedReturnPct!: number;

  @Field(() => Boolean, { description: "Always false." })
  pointEstimateSupported!: boolean;

  @Field(() => Float, { nullable: true, description: "Null, withheld: uncalibrated_point_estimate." })
  intervalLo!: number | null;

  @Field(() => Float, { nullable: true, description: "Null, withheld: uncalibrated_point_estimate." })
  intervalHi!: number | null;

  @Field(() => FieldMap, {
    description: "Field → why it is withheld (interval_lo, interval_hi: uncalibrated_point_estimate).",
  })
  withheld!: Record<string, string>;

  @Field(() => Int, { description: BOOK_RANK }) rank!: number;
  @Field(() => Int, { description: "1..10, 10 the best." }) decile!: number;
  @Field(() => Float, { description: "0..100, 100 the best." }) percentile!: number;
  @Field(() => String, { description: "LONG, SHORT or NEUTRAL." }) direction!: string;
  @Field(() => Float, { description: BOOK_CONVICTION }) conviction!: number;
}

@ObjectType({ description: "One requested horizon of a stock: a leg, or null with the reason." })
export class HorizonEntry {
  @Field(() => String, { description: "1d, 1w, 1m, 3m or 1y." })
  horizon!: string;

  @Field(() => HorizonLeg, {
    nullable: true,
    description: "The stock's 1-month leg; null with leg_reason for a horizon not modelled.",
  })
  leg!: HorizonLeg | null;

  @Field(() => String, {
    nullable: true,
    description: "horizon_not_modelled: only 1m carries a leg (the voters are weighted for 1-month returns).",
  })
  legReason!: string | null;
}

@ObjectType({ description: "One requested stock's entries at the requested horizons." })
export class MultiHorizonRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => [HorizonEntry], { description: "The requested horizons, in the order asked." })
  horizons!: HorizonEntry[];
}

@ObjectType({ description: "A symbol with no row, and why." })
export class MissingTicker {
  @Field(() => String, { description: TICKER }) ticker!: string;

  @Field(() => String, {
    description:
      "unknown_ticker, crypto_model_unavailable, not_in_universe, etf_not_ranked, no_bar_on_book_date, insufficient_history or voter_not_computable.",
  })
  reason!: string;
}

@ObjectType({ description: "The book's rows of up to 200 symbols at the requested horizons." })
export class MultiHorizonBatch extends BookStamp {
  @Field(() => [String], { description: "The horizons requested, normalised and de-duplicated." })
  horizons!: string[];

  @Field(() => [String], { description: "Horizons that carry a leg: 1m." })
  modelledHorizons!: string[];

  @Field(() => Int, { description: "Stocks scored on the book date." })
  rankedCount!: number;

  @Field(() => String, { description: "10_is_best: decile 10 holds the best blended scores." })
  decileConvention!: string;

  @Field(() => Int, { description: "Rows returned." })
  count!: number;

  @Field(() => [MultiHorizonRow], {
    description: "In the order asked; a symbol is in rows or missing_tickers, never both.",
  })
  rows!: MultiHorizonRow[];

  @Field(() => [String], { description: "Symbols without a row, in the order asked." })
  missingTickers!: string[];

  @Field(() => [MissingTicker], { description: "Each missing symbol with its reason." })
  missing!: MissingTicker[];

  @Field(() => String, { description: NOTE }) note!: string;
}
