import { describe, expect, it } from "vitest";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { dailyCloses } from "../kit/closeHistory.js";
import { deflatedSharpe } from "./domain/deflatedSharpe.js";
import { riskProfile } from "./domain/riskProfile.js";
import { definition } from "./index.js";

const { run, closeHistoryOf } = useSubgraph(definition);

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
  ticker riskProfile { annualisedVolatility var95 var99 sharpe sharpeBasis sharpeReason observations windowStart
    windowEnd priceBasis reason } } } }`;

describe("Instrument.riskProfile via _entities", () => {
  it("measures AAPL's last 252 returns of real closes", async () => {
    const closeHistory = await closeHistoryOf("AAPL");
    const result = await run(PROFILE_QUERY, {
      reps: [{ __typename: "Instrument", ticker: "AAPL", closeHistory }],
    });
    expect(result.errors).toBeUndefined();
    const expected = riskProfile(closeHistory.basis, dailyCloses(closeHistory));
    const profile = (result.data?._entities as { riskProfile: Record<string, unknown> }[])[0]!.riskProfile;
    expect(profile).toMatchObject({
      annualisedVolatility: expected.annualisedVolatility,
      var95: expected.var95,
      var99: expected.var99,
      sharpe: expected.sharpe,
      observations: 252,
      windowEnd: "2022-12-29",
      priceBasis: "split_adjusted",
      reason: null,
    });
    expect(profile.windowStart).toBe(closeHistory.dates.at(-253));
    // Independent check: Python (statistics.stdev, sorted simple returns) over AAPL.csv's last 253 closes.
    expect(profile.windowStart).toBe("2021-12-29");
    expect(profile.annualisedVolatility).toBeCloseTo(0.355657389739462, 10);
    expect(profile.var95).toBeCloseTo(0.03732810543565501, 10);
    expect(profile.var99).toBeCloseTo(0.05571617743124502, 10);
    expect(profile.sharpe).toBeCloseTo(-0.7346256047433154, 10);
    expect(profile.sharpeBasis).toContain("no risk-free rate");
  });

  it("answers insufficient_history for a short history, batched with a full one", async () => {
    const short = await closeHistoryOf("MSFT", 40);
    const full = await closeHistoryOf("MSFT");
    const result = await run(PROFILE_QUERY, {
      reps: [
        { __typename: "Instrument", ticker: "MSFT", closeHistory: short },
        { __typename: "Instrument", ticker: "AAPL", closeHistory: await closeHistoryOf("AAPL") },
      ],
    });
    expect(result.errors).toBeUndefined();
    const [first, second] = result.data?._entities as { riskProfile: Record<string, unknown> }[];
    expect(first!.riskProfile).toMatchObject({
      reason: "insufficient_history",
      annualisedVolatility: null,
      var95: null,
      var99: null,
      sharpe: null,
      observations: 39,
      windowEnd: full.dates.at(-1),
    });
    expect(second!.riskProfile).toMatchObject({ reason: null, observations: 252 });
  });
});
