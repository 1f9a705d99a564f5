import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "One contiguous group of the series (0-based observation indices, inclusive)." })
export class CpcvGroup {
  @Field(() => Int) group!: number;
  @Field(() => Int) start!: number;
  @Field(() => Int) end!: number;
  @Field(() => Int) observations!: number;
}

@ObjectType({
  description: "One combinatorial split: k test groups, the rest training less purge and embargo.",
})
export class CpcvSplit {
  @Field(() => [Int]) testGroups!: number[];
  @Field(() => Int) testObservations!: number;
  @Field(() => Int, { description: "After purging and the embargo." }) trainObservations!: number;
  @Field(() => Int) purged!: number;
  @Field(() => Int) embargoed!: number;
  @Field(() => Float, { nullable: true, description: "Annualised Sharpe ratio of the test groups' returns." })
  testSharpe!: number | null;
  @Field(() => Float, { nullable: true, description: "Annualised Sharpe ratio of the training returns." })
  trainSharpe!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why a Sharpe ratio is null: zero_volatility (those returns never moved) or fewer_than_2_training_observations.",
  })
  sharpeReason!: string | null;
}

@ObjectType({ description: "How a Sharpe ratio spreads over the splits (null when no split has one)." })
export class SharpeDispersion {
  @Field(() => Float, { nullable: true }) mean!: number | null;
  @Field(() => Float, { nullable: true, description: "Sample standard deviation over the splits." }) std!:
    | number
    | null;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "5th percentile, linear interpolation (numpy's default).",
  })
  p05!: number | null;
  @Field(() => Float, { nullable: true }) median!: number | null;
  @Field(() => Float, { nullable: true }) p95!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field(() => Float, { nullable: true, description: "Share of the counted splits below zero." })
  shareNegative!: number | null;
  @Field(() => Int, { description: "Splits with a Sharpe ratio." }) counted!: number;
  @Field(() => String, { nullable: true, description: "Why the figures are null." }) nullReason!:
    | string
    | null;
}

@ObjectType({ description: "Sharpe ratio dispersion over combinatorial purged splits of a return series." })
export class Cpcv {
  @Field(() => Int, { description: "Returns in the series." }) nObs!: number;
  @Field(() => Int) nGroups!: number;
  @Field(() => Int) k!: number;
  @Field(() => Int, { description: "Observations embargoed after each test group." }) embargoDays!: number;
  @Field(() => Int, {
    description: "Observations a label spans: 1, the returns themselves, so purging removes none.",
  })
  labelSpan!: number;
  @Field(() => Float) annualisation!: number;
  @Field(() => Int, { description: "C(n_groups, k)." }) nSplits!: number;
  @Field(() => Float, {
    description: "Backtest paths the splits could assemble, k·C(n_groups, k)/n_groups; not assembled.",
  })
  nPaths!: number;
  @Field(() => Float, { nullable: true, description: "Annualised Sharpe ratio of the whole series." })
  fullSampleSharpe!: number | null;
  @Field(() => String, { nullable: true, description: "zero_volatility when the series never moved." })
  fullSampleSharpeReason!: string | null;
  @Field(() => SharpeDispersion, { description: "Over the splits' test subsamples." })
  testSharpe!: SharpeDispersion;
  @Field(() => SharpeDispersion, { description: "Over the splits' training subsamples." })
  trainSharpe!: SharpeDispersion;
  @Field(() => [CpcvGroup]) groups!: CpcvGroup[];
  @Field(() => [CpcvSplit], { description: "In lexicographic order of their test groups." })
  splits!: CpcvSplit[];
  @Field(() => Boolean, {
    description: "Always false: no model is fitted, nothing is predicted out of sample.",
  })
  isOutOfSampleTest!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
