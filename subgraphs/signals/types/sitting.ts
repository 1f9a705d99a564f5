/** svc_equity_sitting: spec/01 "Equity sitting rows" (domain/sitting.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  DO_NOT_PLACE_FROM_MOVER_RANK,
  DO_NOT_PLACE_FROM_SCORE,
  NOT_A_FORECAST,
  SLEEVE_N,
} from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "The technical lane of a sitting row: the book's 12-1 momentum." })
export class EquitySittingTechnicalLane {
  @Field(() => Float, { description: "12-1 momentum as a fraction (0.25 = +25%)." })
  value!: number;

  @Field(() => Float, {
    description:
      "0..100 among the liquid stocks ranked (100 the strongest momentum): what data_order averages.",
  })
  percentile!: number;

  @Field(() => String, { description: "The lane's formula." })
  definition!: string;
}

@ObjectType({ description: "One stock of the sleeve (spec/01 Equity sitting rows)." })
export class EquitySittingRow {
  @Field(() => Int, { description: "1 = the highest data_order." }) rank!: number;
  @Field(() => String, { description: TICKER }) ticker!: string;

  @Field(() => Float, {
    description:
      "Mean of the row's lane percentiles (0..100), each lane ranked among the liquid stocks first: a data ordering, not a forecast.",
  })
  dataOrder!: number;

  @Field(() => Int, { description: "Lanes with data that data_order averages (today: technical only)." })
  lanesRanked!: number;

  @Field(() => EquitySittingTechnicalLane, {
    description: "The technical lane: the book's 12-1 momentum and its percentile among the liquid stocks.",
  })
  technical!: EquitySittingTechnicalLane;

  @Field(() => FieldMap, {
    nullable: true,
    description: "Null: no options-flow feed covers the universe (null_reasons.options_flow).",
  })
  optionsFlow!: null;

  @Field(() => FieldMap, { nullable: true, description: "Null: no news feed covers the universe." })
  news!: null;

  @Field(() => FieldMap, { nullable: true, description: "Null: no sentiment feed is connected." })
  sentiment!: null;

  @Field(() => Float, { description: "The book date's universe close (split- and dividend-adjusted)." })
  close!: number;

  @Field(() => Float, {
    nullable: true,
    description: "21-session average daily dollar volume (adv_basis); null only when min_adv_dollars is 0.",
  })
  adv21dUsd!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "The book's blended score (the seven-voter ensemble): an ordering, not a forecast.",
  })
  blendedScore!: number | null;

  @Field(() => Int, { nullable: true, description: "The book's decile, 10 the best (decile_convention)." })
  decile!: number | null;

  @Field(() => FieldMap, { description: "Field → why it is null." })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A lane of the sitting rows and whether it is ranked." })
export class EquitySittingLaneStatus {
  @Field(() => String, { description: "technical, options_flow, news or sentiment." }) lane!: string;
  @Field(() => String, { description: "ranked, or unavailable (reason says why)." }) status!: string;
  @Field(() => String, {
    description:
      "book_12_1_momentum when ranked; why the lane has no data otherwise (no_options_flow_feed, no_news_feed_for_universe, no_sentiment_feed).",
  })
  reason!: string;
}

@ObjectType({ description: "Stocks left out of the ranking, by why." })
export class EquitySittingExclusions {
  @Field(() => Int, { description: "Stocks whose book-date close is below min_price." })
  belowMinPrice!: number;
  @Field(() => Int, { description: "Fewer than 21 sessions for an ADV while a floor applies." })
  advUnknown!: number;
  @Field(() => Int, { description: "Stocks whose 21-session ADV is below min_adv_dollars." })
  belowMinAdv!: number;
  @Field(() => Int, { description: "No 12-1 momentum (under a year of history)." })
  technicalLaneUnavailable!: number;
  @Field(() => Int, { description: "12-1 momentum above +1,000%: flagged, not ranked." })
  implausible_12_1Momentum!: number;
}

@ObjectType({ description: "A stock whose 12-1 momentum is flagged and not ranked." })
export class EquitySittingFlagged {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: "The momentum (fraction)." }) value!: number;
  @Field(() => String, { description: "implausible_12_1_momentum." }) flag!: string;
}

@ObjectType({ description: "Top-N sleeve of the liquid US equity book (spec/01 Equity sitting rows)." })
export class EquitySitting extends BookStamp {
  @Field(() => [EquitySittingRow], { description: "Highest data_order first, at most sleeve_n." })
  rows!: EquitySittingRow[];

  @Field(() => Int, { description: "Stocks with a data_order: the full ranked sleeve's size." })
  rankedCount!: number;

  @Field(() => Int, { description: "Stocks of the book date considered." }) considered!: number;
  @Field(() => Int, { description: SLEEVE_N }) sleeveN!: number;
  @Field(() => Float, {
    description: "The ADV floor applied, USD (21-session average daily dollar volume); 0 admits every stock.",
  })
  minAdvDollars!: number;
  @Field(() => Float, { description: "The price floor applied to the book date's close, USD." })
  minPrice!: number;
  @Field(() => EquitySittingExclusions, {
    description: "Stocks of the book date left out of the ranking, by why.",
  })
  excluded!: EquitySittingExclusions;
  @Field(() => [EquitySittingFlagged], {
    description:
      "Stocks whose 12-1 momentum is above +1,000%: flagged implausible_12_1_momentum and not ranked.",
  })
  flagged!: EquitySittingFlagged[];
  @Field(() => [EquitySittingLaneStatus], {
    description: "The four lanes (technical, options_flow, news, sentiment) and whether each is ranked.",
  })
  lanes!: EquitySittingLaneStatus[];

  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => String, { description: "no_measurable_edge." }) edge!: string;
  @Field(() => Boolean, { description: NOT_A_FORECAST }) notAForecast!: boolean;
  @Field(() => Boolean, { description: DO_NOT_PLACE_FROM_MOVER_RANK }) doNotPlaceFromMoverRank!: boolean;
  @Field(() => Boolean, { description: DO_NOT_PLACE_FROM_SCORE }) doNotPlaceFromScore!: boolean;
  @Field(() => String, { description: "10_is_best." }) decileConvention!: string;
  @Field(() => String, { description: "How close and ADV are measured." }) priceBasis!: string;
  @Field(() => String, {
    description:
      "mean_close_x_volume_21_sessions_split_dividend_adjusted: the mean of close × volume over the 21 sessions ending on the book date.",
  })
  advBasis!: string;
  @Field(() => Int, {
    description:
      "300: the catalogue's TTL. The sleeve is computed from the persisted book per request, so no cache can evict it.",
  })
  ttlSeconds!: number;
  @Field(() => String, { description: METHOD }) method!: string;
}
