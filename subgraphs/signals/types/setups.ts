/** svc_v3_trade_setups: spec/01 "Model and signal rows: Trade setups" (domain/setups.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { SHARE_BASIS_AS_OF_DESCRIPTION, SHARE_BASIS_DESCRIPTION } from "../../kit/shareBasis.js";
import { BookStamp } from "./bookStamp.js";
import { DecisionVoterReading, ModelOrderingFields, type ModelOrderingValues } from "./fusionFields.js";

@ObjectType({ description: "A book pick whose own 200-day trend confirms its side." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the ordering fields' types come from the merged interface below.
export class TradeSetup {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "LONG or SHORT." }) side!: string;
  @ModelOrderingFields() readonly ordering?: never;

  @Field(() => Float, {
    description: "The book date's universe close the setup is read at (on the basis share_basis names).",
  })
  entryReference!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Volatility stop: entry × (1 ∓ 2σ√(21/252)), σ the annualised 63-session volatility.",
  })
  stopPrice!: number | null;

  @Field(() => String, { description: "The setup in words, from its data." }) thesis!: string;
  @Field(() => [DecisionVoterReading], {
    description:
      "The seven voters' readings of the stock on the book date: value, percentile, weight and contribution.",
  })
  voters!: DecisionVoterReading[];
}
export interface TradeSetup extends ModelOrderingValues {}

@ObjectType({ description: "A curated candidate of the alternative strategy." })
export class AlternativeCandidate {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "Why this name, from its data." }) thesis!: string;
  @Field(() => String, { description: "The voter the strategy ranks by." }) metric!: string;
  @Field(() => Float, { description: "Its value in the voter's unit." }) value!: number;
  @Field(() => Float, { description: "Its percentile among the book's scored stocks." }) percentile!: number;
}

@ObjectType({
  description:
    "What the regime warrants instead of a balanced long/short book when the setups are one-sided.",
})
export class RegimeWarrantedAlternative {
  @Field(() => String, { description: "defensive, cash_heavy, value_tilt or momentum." }) strategy!: string;
  @Field(() => String, { description: "One sentence, from the data." }) rationale!: string;
  @Field(() => String, { description: "The side the setups lean to." }) direction!: string;
  @Field(() => Float, { description: "Its share of the LONG and SHORT setups (0..1)." }) share!: number;
  @Field(() => Int, { description: "Setups counted." }) picks!: number;
  @Field(() => [AlternativeCandidate], {
    description:
      "The names the alternative strategy would hold, highest percentile of its metric first (at most 5).",
  })
  candidates!: AlternativeCandidate[];
  @Field(() => String, { description: "The rule that chose the strategy." }) rule!: string;
}

@ObjectType({ description: "Trade setups of the book date (svc_v3_trade_setups)." })
export class TradeSetups extends BookStamp {
  @Field(() => [TradeSetup], { description: "Strongest conviction first, at most limit." })
  setups!: TradeSetup[];
  @Field(() => String, {
    description: `${SHARE_BASIS_DESCRIPTION} Of entry_reference and stop_price: the universe's closes, which its source adjusted for splits and dividends through its last day.`,
  })
  shareBasis!: string;
  @Field(() => String, { description: SHARE_BASIS_AS_OF_DESCRIPTION }) shareBasisAsOf!: string;
  @Field(() => Int, { description: "Setups returned (the length of setups)." }) count!: number;

  @Field(() => String, { description: "bullish, bearish or mixed, over the LONG and SHORT setups." })
  universeSkew!: string;
  @Field(() => Int, { description: "LONG setups returned." }) longSetups!: number;
  @Field(() => Int, { description: "SHORT setups returned." }) shortSetups!: number;

  @Field(() => Int, { description: "Trend-confirmed LONG picks before min_conviction and limit." })
  confirmedLong!: number;
  @Field(() => Int, { description: "Trend-confirmed SHORT picks before min_conviction and limit." })
  confirmedShort!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Share of the book's scored stocks above their 200-day average.",
  })
  breadthAboveSma200!: number | null;

  @Field(() => RegimeWarrantedAlternative, {
    nullable: true,
    description: "Present when at least 70% of 3 or more setups share a direction.",
  })
  regimeWarrantedAlternative!: RegimeWarrantedAlternative | null;

  @Field(() => String, {
    nullable: true,
    description: "Why the block is null: not_one_sided, fewer_than_3_picks or no_setups.",
  })
  regimeWarrantedAlternativeReason!: string | null;

  @Field(() => Int, { description: "Setups returned at most, as asked." }) limit!: number;
  @Field(() => Float, { description: "The least conviction (0..1) a pick needed, as asked." })
  minConviction!: number;

  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => Boolean, { description: "True: setups are orderings, not forecasts." }) notAForecast!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
}
