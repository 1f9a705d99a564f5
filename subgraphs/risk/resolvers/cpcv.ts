/**
 * Root field cpcv (svc_v3_cpcv). Single-argument bounds are @range directives, so REST and GraphQL
 * refuse them alike (as deflatedSharpe's); the rules across arguments are checked here before any
 * work, each refused with a 422 naming the parameter and the rule. The splits themselves (up to
 * 2,000 over 20,000 returns: seconds of CPU) run as a heavy job off the event loop (heavyJobs.ts),
 * once per distinct input: the result depends on the arguments alone, so it is kept in the data
 * cache (kit/dataCache.ts) and a repeated call queues no job.
 */
import { createHash } from "node:crypto";
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { range } from "../../kit/validation.js";
import {
  binomial,
  type CpcvResult,
  type Dispersion,
  MAX_SPLITS,
  minimumReturns,
  type Split,
} from "../domain/cpcv.js";
import { riskWork } from "../riskWork.js";
import { Cpcv, type SharpeDispersion } from "../types/cpcv.js";

/** The most returns one call takes (spec/03 Limits: CPCV series up to 20,000 returns). */
export const MAX_RETURNS = 20_000;
/** "above 0": the smallest positive double, so every positive number is accepted and 0 is not. */
export const MIN_ANNUALISATION = Number.MIN_VALUE;

export const CPCV_METHOD =
  "Combinatorial purged cross-validation splits (López de Prado, Advances in Financial Machine Learning, 2018, ch. 12): " +
  "n_groups contiguous groups (sizes differ by at most one, larger first), every k-subset tested; training is the rest " +
  "less purged observations (labels overlapping a test label) and the embargo_days observations after each test group. " +
  "Sharpe ratio = mean / sample std of the returns × √annualisation, no risk-free rate";

const NOTE =
  "Not an out-of-sample test: no model is fitted, so a split's test Sharpe ratio is the same returns measured on another " +
  "subsample. The dispersion says how much the Sharpe ratio depends on which periods are counted.";

/** A rule across arguments, refused with the parameter it is about and the rule's name. */
function ruleBroken(parameter: string, rule: string, message: string, accepted: string): ServiceError {
  return new ServiceError("validation_error", `${parameter}: ${message}; accepted: ${accepted}.`, {
    extra: { parameter, rule, accepted },
  });
}

export function checkCpcvRules(length: number, nGroups: number, k: number): void {
  if (length > MAX_RETURNS)
    throw ruleBroken(
      "returns",
      "returns_at_most_20000",
      `${length} returns are too many`,
      `1..${MAX_RETURNS} returns`,
    );
  const least = minimumReturns(nGroups);
  if (length < least)
    throw ruleBroken(
      "returns",
      "returns_at_least_max_3x_n_groups_100",
      `${length} returns are too few for n_groups ${nGroups}`,
      `at least max(3 × n_groups, 100) = ${least} returns`,
    );
  if (k > nGroups - 1)
    throw ruleBroken(
      "k",
      "k_at_most_n_groups_minus_1",
      `${k} test groups leave no training group of ${nGroups}`,
      `k ≤ n_groups - 1 = ${nGroups - 1}`,
    );
  const splits = binomial(nGroups, k);
  if (splits > MAX_SPLITS)
    throw ruleBroken(
      "k",
      "n_splits_at_most_2000",
      `C(${nGroups}, ${k}) = ${splits} splits exceed the ${MAX_SPLITS} one call computes`,
      `n_groups and k with C(n_groups, k) ≤ ${MAX_SPLITS}`,
    );
}

/** No ingested data is read: the as-of key is a constant, and only the arguments tell values apart. */
const READS_NO_DATA = "reads_no_data";
const cpcvCache = dataCache<CpcvResult>({
  name: "risk.cpcv",
  owner: "risk",
  kind: "per_data_version_and_arguments",
  description: "CPCV splits and Sharpe ratio dispersion per returns series and split arguments.",
});

/** The returns' key: their exact doubles hashed, not up to 20,000 numbers spelled out in a key. */
function returnsDigest(returns: readonly number[]): string {
  return createHash("sha256").update(Float64Array.from(returns)).digest("hex");
}

function sharpeReason(split: Split): string | null {
  if (split.trainObservations < 2) return "fewer_than_2_training_observations";
  return split.testSharpe === null || split.trainSharpe === null ? "zero_volatility" : null;
}

function dispersionOf(d: Dispersion): SharpeDispersion {
  return { ...d, nullReason: d.counted === 0 ? "no_split_has_a_sharpe_ratio" : null };
}

@Resolver()
export class CpcvResolver {
  @Query(() => Cpcv, {
    description: `Operation ${operationOfField("cpcv")}: Sharpe ratio dispersion over combinatorial purged splits; not an out-of-sample test.`,
  })
  async cpcv(
    @Arg("returns", () => [Float], { description: "Period returns of one strategy, oldest first." })
    returns: number[],
    @Arg("nGroups", () => Int, { defaultValue: 10, description: "Contiguous groups the series is cut into." })
    @range(3, 20)
    nGroups: number,
    @Arg("embargoDays", () => Int, {
      defaultValue: 5,
      description: "Observations embargoed after each test group.",
    })
    @range(0, null)
    embargoDays: number,
    @Arg("k", () => Int, { defaultValue: 2, description: "Test groups per split; at most n_groups - 1." })
    @range(2, 19)
    k: number,
    @Arg("annualisation", () => Float, { defaultValue: 252, description: "Periods per year (above 0)." })
    @range(MIN_ANNUALISATION, 525600)
    annualisation: number,
    @Ctx() ctx: SubgraphContext<"risk">,
  ): Promise<Cpcv> {
    checkCpcvRules(returns.length, nGroups, k);
    const input = { returns, nGroups, k, embargo: embargoDays, annualisation };
    const key = { ...input, returns: returnsDigest(returns) };
    const result = await cpcvCache.get(ctx, { asOf: READS_NO_DATA, args: key }, () =>
      riskWork.run("cpcv", input),
    );
    return {
      nObs: returns.length,
      nGroups,
      k,
      embargoDays,
      labelSpan: 1,
      annualisation,
      nSplits: result.nSplits,
      nPaths: result.nPaths,
      fullSampleSharpe: result.fullSampleSharpe,
      fullSampleSharpeReason: result.fullSampleSharpe === null ? "zero_volatility" : null,
      testSharpe: dispersionOf(result.testSharpe),
      trainSharpe: dispersionOf(result.trainSharpe),
      groups: result.groups,
      splits: result.splits.map((split) => ({ ...split, sharpeReason: sharpeReason(split) })),
      isOutOfSampleTest: false,
      method: CPCV_METHOD,
      note: NOTE,
    };
  }
}
