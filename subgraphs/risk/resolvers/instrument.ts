/**
 * Risk's contribution to Instrument: the ticker's risk view in one field. Its own daily closes come
 * through market's read-only reader (docs/DESIGN.md §3), bounded by the request's clock, no longer through
 * `@requires` of market's closeHistory: the volatility, VaR, CVaR, drawdown and Sharpe are the same
 * numbers from the same closes. The beta to SPY and the correlation-mesh neighbours come from the
 * daily universe (one source and basis for the instrument and its benchmark). The whole view is
 * kept per data version (kit/dataCache.ts), keyed by the ticker and the two bounds the clock set.
 */
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { knownInstrument } from "../../kit/instruments.js";
import { UNIVERSE_NAME } from "../../market/readers/universe.js";
import { closesVisibleThrough, dailyClosesOf, universeBarsOf } from "../data/dailyCloses.js";
import { universeMonthly } from "../data/universeMesh.js";
import { benchmarkBeta } from "../domain/benchmarkBeta.js";
import { type Edge, MIN_SHARED_MONTHS, monthsHeld } from "../domain/correlationMesh.js";
import { MIN_RETURNS, PERIODS_PER_YEAR, riskProfile, WINDOW_RETURNS } from "../domain/riskProfile.js";
import { Instrument } from "../types/instrument.js";
import type { CorrelationNeighbour } from "../types/riskProfile.js";
import { RiskProfile } from "../types/riskProfile.js";

export const SHARPE_BASIS = `mean / sample std of daily simple returns over the window × √${PERIODS_PER_YEAR}; no risk-free rate subtracted`;

export const BENCHMARK = "SPY";
const BETA_BASIS = `${UNIVERSE_NAME}: OLS slope of the instrument's daily simple returns on ${BENCHMARK}'s over their last ${WINDOW_RETURNS} common sessions, split- and dividend-adjusted closes`;
/** Neighbours the profile lists; the mesh route lists them all. */
const NEIGHBOURS_SHOWN = 10;

const profileCache = dataCache<RiskProfile>({
  name: "risk.risk_profile",
  owner: "risk",
  description:
    "Instrument.riskProfile per ticker: its own closes' figures, its beta to SPY, its mesh neighbours.",
});

@Resolver(() => Instrument)
export class RiskInstrumentResolver {
  @FieldResolver(() => RiskProfile, {
    nullable: true,
    description:
      "The ticker's risk view: volatility, historical VaR and CVaR, max drawdown and Sharpe of its last year of closes, its beta to SPY and its correlation-mesh neighbours.",
  })
  async riskProfile(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext<"risk">,
  ): Promise<RiskProfile> {
    const row = await knownInstrument(ctx, instrument.ticker);
    const own = closesVisibleThrough(ctx, row.asset_class);
    const equity = closesVisibleThrough(ctx, "equity");
    // Own closes through `own`, the universe's through `equity`: the later one is the as-of session.
    const asOf = own > equity ? own : equity;
    return profileCache.get(ctx, { asOf, args: { ticker: row.ticker, own, equity } }, async () => {
      const [figures, beta, neighbours] = await Promise.all([
        ownProfile(ctx, row.ticker, own),
        betaToSpy(ctx, row.ticker, equity),
        meshNeighbours(ctx, row.ticker, equity),
      ]);
      return { ...figures, ...beta, ...neighbours, sharpeBasis: SHARPE_BASIS };
    });
  }
}

async function ownProfile(ctx: SubgraphContext<"risk">, ticker: string, through: string) {
  const series = await dailyClosesOf(ctx, ticker, through);
  return riskProfile(
    series.basis,
    series.dates.map((date, i) => ({ date, close: series.closes[i] as number })),
  );
}

async function betaToSpy(ctx: SubgraphContext<"risk">, ticker: string, through: string) {
  const bars = await universeBarsOf(ctx, [ticker, BENCHMARK], through);
  const fit = benchmarkBeta(bars.get(ticker) ?? [], bars.get(BENCHMARK) ?? [], WINDOW_RETURNS, MIN_RETURNS);
  return {
    betaToSpy: fit.beta,
    betaRSquared: fit.rSquared,
    betaObservations: fit.observations,
    betaWindowStart: fit.windowStart,
    betaWindowEnd: fit.windowEnd,
    betaBasis: BETA_BASIS,
    betaReason: fit.reason,
  };
}

async function meshNeighbours(ctx: SubgraphContext<"risk">, ticker: string, through: string) {
  const monthly = await universeMonthly(ctx, through);
  const returns = monthly.returns.get(ticker);
  const reason = !returns
    ? "not_in_universe"
    : monthsHeld(returns) < MIN_SHARED_MONTHS
      ? `fewer_than_${MIN_SHARED_MONTHS}_monthly_returns`
      : null;
  const edges = reason
    ? []
    : (monthly.index.get(ticker) ?? []).map((position) => monthly.edges[position] as Edge);
  const neighbours: CorrelationNeighbour[] = edges
    .map((edge) => ({
      ticker: edge.source === ticker ? edge.target : edge.source,
      correlation: edge.correlation,
      sharedMonths: edge.sharedMonths,
    }))
    .sort((a, b) => Math.abs(b.correlation) - Math.abs(a.correlation) || (a.ticker < b.ticker ? -1 : 1));
  return {
    correlationNeighbours: reason ? null : neighbours.slice(0, NEIGHBOURS_SHOWN),
    correlationNeighboursTotal: reason ? null : neighbours.length,
    correlationWindowStart: monthly.window[0]?.date ?? null,
    correlationWindowEnd: monthly.window.at(-1)?.date ?? null,
    correlationNeighboursReason: reason,
  };
}
