import { describe, expect, it } from "vitest";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { definition } from "./index.js";

const { run, closeHistoryOf } = useSubgraph(definition);

const MOMENTUM_QUERY = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
  ticker momentum { value reason startDate startClose endDate endClose asOf implausible rankable priceBasis lane
    definition } } } }`;

type Entity = { ticker: string; momentum: Record<string, unknown> };

describe("Instrument.momentum via _entities", () => {
  it("computes AAPL's 12-1 momentum as of its last close", async () => {
    const closeHistory = await closeHistoryOf("AAPL");
    const result = await run(MOMENTUM_QUERY, {
      reps: [{ __typename: "Instrument", ticker: "AAPL", closeHistory }],
    });
    expect(result.errors).toBeUndefined();
    const [aapl] = result.data?._entities as Entity[];
    // AAPL.csv: last close 2022-12-29; anchors 2021-12-29 (179.380005) and 2022-11-29 (141.169998).
    expect(aapl!.momentum).toMatchObject({
      asOf: "2022-12-29",
      startDate: "2021-12-29",
      startClose: 179.380005,
      endDate: "2022-11-29",
      endClose: 141.169998,
      reason: null,
      implausible: false,
      rankable: true,
      priceBasis: "split_adjusted",
      lane: "technical",
    });
    expect(aapl!.momentum.value).toBeCloseTo(-0.21301151708631083, 12);
    expect(aapl!.momentum.definition).toContain("12-1 momentum");
  });

  it("answers insufficient_history for less than a year, alongside a full history in one batch", async () => {
    const result = await run(MOMENTUM_QUERY, {
      reps: [
        { __typename: "Instrument", ticker: "MSFT", closeHistory: await closeHistoryOf("MSFT", 200) },
        { __typename: "Instrument", ticker: "SPY", closeHistory: await closeHistoryOf("SPY") },
      ],
    });
    expect(result.errors).toBeUndefined();
    const [msft, spy] = result.data?._entities as Entity[];
    expect(msft!.momentum).toMatchObject({
      value: null,
      reason: "insufficient_history",
      startDate: null,
      asOf: "2022-12-29",
      rankable: false,
    });
    // SPY's Lean file ends 2021-03-31 and is unadjusted; the basis travels with the value.
    expect(spy!.momentum).toMatchObject({ asOf: "2021-03-31", priceBasis: "unadjusted", reason: null });
    expect(typeof spy!.momentum.value).toBe("number");
  });

  it("answers no_prices for an empty history", async () => {
    const result = await run(MOMENTUM_QUERY, {
      reps: [
        {
          __typename: "Instrument",
          ticker: "X:BTCUSD",
          closeHistory: { basis: "unadjusted", dates: [], closes: [] },
        },
      ],
    });
    expect(result.errors).toBeUndefined();
    const [btc] = result.data?._entities as Entity[];
    expect(btc!.momentum).toMatchObject({ value: null, reason: "no_prices", asOf: null, rankable: false });
  });
});
