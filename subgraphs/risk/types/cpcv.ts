import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "One contiguous group of the series (0-based observation indices, inclusive)." })
export class CpcvGroup {
  @Field(() => Int, { description: "The group's number, from 0, in series order." }) group!: number;
  @Field(() => Int, { description: "Index of the group's first observation (0-based)." }) start!: number;
  @Field(() => Int, { description: "Index of the group's last observation (0-based, inclusive)." })
  end!: number;
  @Field(() => Int, { description: "Returns in the group: end − start + 1." }) observations!: number;
}

@ObjectType({
  description: "One combinatorial split: k test groups, the rest training less purge and embargo.",
})
export class CpcvSplit {
  @Field(() => [Int], { description: "The k groups held out for testing, by group number, ascending." })
  testGroups!: number[];
  @Field(() => Int, { description: "Returns in the test groups." }) testObservations!: number;
  @Field(() => Int, { description: "After purging and the embargo." }) trainObservations!: number;
  @Field(() => Int, {
    description: "Training observations removed because their label spans a test observation.",
  })
  purged!: number;
  @Field(() => Int, {
    description: "Training observations removed in the embargo (embargo_days) after each test group.",
  })
  embargoed!: number;
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
  @Field(() => Float, { nullable: true, description: "Mean of the splits' annualised Sharpe ratios." }) mean!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Sample standard deviation over the splits." }) std!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Lowest Sharpe ratio over the splits." }) min!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "5th percentile, linear interpolation (numpy's default).",
  })
  p05!: number | null;
  @Field(() => Float, { nullable: true, description: "Median Sharpe ratio over the splits." }) median!:
    | number
    | null;
  @Field(() => Float, {
    nullable: true,
    description: "95th percentile, linear interpolation (numpy's default).",
  })
  p95!: number | null;
  @Field(() => Float, { nullable: true, description: "Highest Sharpe ratio over the splits." }) max!:
    | number
    | null;
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
  @Field(() => Int, { description: "Contiguous groups the series is cut into (n_groups, 3..20)." })
  nGroups!: number;
  @Field(() => Int, { description: "Groups held out for testing in each split (2..n_groups − 1)." })
  k!: number;
  @Field(() => Int, { description: "Observations embargoed after each test group." }) embargoDays!: number;
  @Field(() => Int, {
    description: "Observations a label spans: 1, the returns themselves, so purging removes none.",
  })
  labelSpan!: number;
  @Field(() => Float, {
    description:
      "Return observations per year the Sharpe ratios are annualised with (√annualisation × mean / std).",
  })
  annualisation!: number;
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
  @Field(() => [CpcvGroup], { description: "The n_groups contiguous groups, in series order." })
  groups!: CpcvGroup[];
  @Field(() => [CpcvSplit], { description: "In lexicographic order of their test groups." })
  splits!: CpcvSplit[];
  @Field(() => Boolean, {
    description: "Always false: no model is fitted, nothing is predicted out of sample.",
  })
  isOutOfSampleTest!: boolean;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
