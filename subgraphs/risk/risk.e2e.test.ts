import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { deflatedSharpe } from "./domain/deflatedSharpe.js";
import { definition } from "./index.js";

const { run } = useSubgraph(definition);

const DSR_FIELDS = `expectedMaxSr stdSr deflatedAlphaSr deflatedSharpe probabilisticSharpe sharpe nTrials nObs
  skewness kurtosis periodsPerYear method units { sharpe expectedMaxSr deflatedSharpe nTrials kurtosis }`;

describe("Query.deflatedSharpe", () => {
  it("returns the domain function's numbers with the contract defaults", async () => {
    const result = await run(`{ deflatedSharpe(sharpe: 2.5, nTrials: 100, nObs: 1250) { ${DSR_FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    const expected = deflatedSharpe({ sharpe: 2.5, nTrials: 100, nObs: 1250 });
    expect(result.data?.deflatedSharpe).toMatchObject({
      expectedMaxSr: expected.expectedMaxSr,
      stdSr: expected.stdSr,
      deflatedAlphaSr: expected.deflatedAlphaSr,
      deflatedSharpe: expected.deflatedSharpe,
      probabilisticSharpe: expected.probabilisticSharpe,
      sharpe: 2.5,
      nTrials: 100,
      nObs: 1250,
      skewness: 0,
      kurtosis: 3,
      periodsPerYear: 252,
      units: { sharpe: "annualised", expectedMaxSr: "annualised", deflatedSharpe: "probability" },
    });
    expect(result.data?.deflatedSharpe).toHaveProperty(
      "method",
      expect.stringContaining("Bailey & López de Prado (2014)"),
    );
  });

  it("accepts the 1e12 upper bound of nTrials, beyond GraphQL's 32-bit Int", async () => {
    const result = await run(
      "query($n: Float) { deflatedSharpe(sharpe: 3, nTrials: $n) { deflatedSharpe } }",
      {
        n: 1e12,
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.deflatedSharpe).toEqual({
      deflatedSharpe: deflatedSharpe({ sharpe: 3, nTrials: 1e12, nObs: 252 }).deflatedSharpe,
    });
  });

  it.each([
    ["sharpe", "sharpe: 1000.5"],
    ["nTrials", "sharpe: 1, nTrials: 0"],
    ["nObs", "sharpe: 1, nObs: 29"],
    ["skewness", "sharpe: 1, skewness: -1001"],
    ["kurtosis", "sharpe: 1, kurtosis: 0.5"],
    ["periodsPerYear", "sharpe: 1, periodsPerYear: 525601"],
  ])("rejects %s out of range as validation_error", async (parameter, args) => {
    const result = await run(`{ deflatedSharpe(${args}) { deflatedSharpe } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      http: { status: 422 },
      extra: { parameter },
    });
  });

  it("rejects a fractional trial count", async () => {
    const result = await run("{ deflatedSharpe(sharpe: 1, nTrials: 2.5) { deflatedSharpe } }");
    expect(result.errors?.[0]?.message).toContain("whole number");
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "nTrials" },
    });
  });

  it("rejects kurtosis below skewness² + 1 as moments_inconsistent", async () => {
    const result = await run("{ deflatedSharpe(sharpe: 1, skewness: 3, kurtosis: 5) { deflatedSharpe } }");
    const error = result.errors?.[0];
    expect(error?.extensions).toMatchObject({
      code: "moments_inconsistent",
      http: { status: 422 },
      extra: { violations: ["kurtosis_below_skew_bound"] },
    });
    expect(error?.message).toContain("skewness² + 1 = 10");
    expect(error?.message).toContain("Accepted:");
  });
});

const PROFILE_QUERY = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
  ticker riskProfile { annualisedVolatility var95 var99 cvar95 cvar99 maxDrawdown maxDrawdownPeakDate
    maxDrawdownTroughDate maxDrawdownReason sharpe sharpeBasis sharpeReason observations windowStart windowEnd
    priceBasis reason betaToSpy betaRSquared betaObservations betaWindowStart betaWindowEnd betaReason
    correlationNeighbours { ticker correlation sharedMonths } correlationNeighboursTotal correlationWindowStart
    correlationWindowEnd correlationNeighboursReason } } } }`;

const instrument = (ticker: string) => ({ __typename: "Instrument", ticker });

describe("Instrument.riskProfile via _entities, from market's reader", () => {
  it("measures AAPL's last 252 returns of its split- and dividend-adjusted closes", async () => {
    const result = await run(PROFILE_QUERY, { reps: [instrument("AAPL")] });
    expect(result.errors).toBeUndefined();
    const profile = (result.data?._entities as { riskProfile: Record<string, unknown> }[])[0]!.riskProfile;
    // Independent check: Python (statistics.stdev, sorted simple returns, a running peak) over the last
    // 253 adj_close values of data/sample/prices/daily/AAPL.csv (2021-12-29..2022-12-29). k = ⌈252·5%⌉ = 13
    // and ⌈252·1%⌉ = 3 worst days.
    expect(profile).toMatchObject({
      observations: 252,
      windowStart: "2021-12-29",
      windowEnd: "2022-12-29",
      priceBasis: "split_dividend_adjusted",
      reason: null,
      maxDrawdownPeakDate: "2022-01-03",
      maxDrawdownTroughDate: "2022-12-28",
      maxDrawdownReason: null,
    });
    expect(profile.annualisedVolatility).toBeCloseTo(0.35566526594577974, 10);
    expect(profile.var95).toBeCloseTo(0.037328056523518005, 10);
    expect(profile.var99).toBeCloseTo(0.055716097995935465, 10);
    expect(profile.cvar95).toBeCloseTo(0.04547556531352407, 10);
    expect(profile.cvar99).toBeCloseTo(0.05693826697822665, 10);
    expect(profile.maxDrawdown).toBeCloseTo(0.3034914474784921, 10);
    expect(profile.sharpe).toBeCloseTo(-0.7183877327821653, 10);
    expect(profile.sharpeBasis).toContain("no risk-free rate");
  });

  it("gives AAPL's beta to SPY and its correlation-mesh neighbours from the daily universe", async () => {
    const result = await run(PROFILE_QUERY, { reps: [instrument("AAPL")] });
    const profile = (result.data?._entities as { riskProfile: Record<string, unknown> }[])[0]!.riskProfile;
    // numpy over prices/daily_universe.csv.gz: cov(AAPL, SPY)/var(SPY) of the last 252 daily returns of the
    // universe (2016-11-10..2017-11-10), R² = corrcoef²; the AAPL–XLK edge is np.corrcoef of their 36 monthly
    // returns between the month-end closes 2014-10-31..2017-10-31.
    expect(profile).toMatchObject({
      betaObservations: 252,
      betaWindowStart: "2016-11-10",
      betaWindowEnd: "2017-11-10",
      betaReason: null,
      correlationWindowStart: "2014-10-31",
      correlationWindowEnd: "2017-10-31",
      correlationNeighboursReason: null,
      correlationNeighboursTotal: 13,
    });
    expect(profile.betaToSpy).toBeCloseTo(1.2649114689905485, 10);
    expect(profile.betaRSquared).toBeCloseTo(0.24814756541466887, 10);
    const [first] = profile.correlationNeighbours as {
      ticker: string;
      correlation: number;
      sharedMonths: number;
    }[];
    expect(first).toMatchObject({ ticker: "XLK", sharedMonths: 36 });
    expect(first!.correlation).toBeCloseTo(0.8086783443726208, 10);
  });

  it("says why the universe figures are null for an instrument it does not hold", async () => {
    const result = await run(PROFILE_QUERY, { reps: [instrument("EEM"), instrument("X:BTCUSD")] });
    expect(result.errors).toBeUndefined();
    for (const { riskProfile } of result.data?._entities as { riskProfile: Record<string, unknown> }[]) {
      expect(riskProfile).toMatchObject({
        reason: null,
        observations: 252,
        betaToSpy: null,
        betaReason: "not_in_universe",
        correlationNeighbours: null,
        correlationNeighboursReason: "not_in_universe",
      });
    }
  });

  it("sees no close after the clock: at 2021-06-30 12:00 ET the window ends 2021-06-29", async () => {
    const result = await run(
      PROFILE_QUERY,
      { reps: [instrument("AAPL")] },
      { clock: fixedClock("2021-06-30T16:00:00Z") },
    );
    const profile = (result.data?._entities as { riskProfile: Record<string, unknown> }[])[0]!.riskProfile;
    expect(profile).toMatchObject({ windowEnd: "2021-06-29", observations: 252, reason: null });
  });

  it("answers insufficient_history for a short history, batched with a full one", async () => {
    // META's file starts 2012-05-18: at 2012-07-31 12:00 ET it holds 50 closes, 49 returns.
    const clock = fixedClock("2012-07-31T16:00:00Z");
    const result = await run(PROFILE_QUERY, { reps: [instrument("META"), instrument("AAPL")] }, { clock });
    expect(result.errors).toBeUndefined();
    const [first, second] = result.data?._entities as { riskProfile: Record<string, unknown> }[];
    expect(first!.riskProfile).toMatchObject({
      reason: "insufficient_history",
      annualisedVolatility: null,
      var95: null,
      var99: null,
      cvar95: null,
      maxDrawdown: null,
      maxDrawdownReason: "insufficient_history",
      sharpe: null,
      windowStart: "2012-05-18",
      windowEnd: "2012-07-30",
    });
    expect(second!.riskProfile).toMatchObject({ reason: null, observations: 252, windowEnd: "2012-07-30" });
  });
});
