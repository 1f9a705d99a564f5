/**
 * Instrument.momentum through the signals subgraph's `_entities`, as the gateway calls it: the key
 * alone, the closes read through market's reader (subgraphs/market/readers/universe.ts closeSeries) up to
 * the clock's last final close. The figures are the rows of data/sample/prices/daily/*.csv quoted
 * beside them: the adjusted close (adj_close) where the file publishes one on every row — what
 * market's Instrument.closeHistory publishes, which momentum `@requires`d before.
 */
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { definition } from "./index.js";

// The harness's clock: 2023-01-03 10:00 ET, so the last final close is 2022-12-30.
const { run } = useSubgraph(definition);

const MOMENTUM_QUERY = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
  ticker momentum { value reason startDate startClose endDate endClose asOf implausible rankable priceBasis lane
    definition } } } }`;

type Entity = { ticker: string; momentum: Record<string, unknown> };

async function momentumOf(tickers: string[], at?: string): Promise<Entity[]> {
  const result = await run(
    MOMENTUM_QUERY,
    { reps: tickers.map((ticker) => ({ __typename: "Instrument", ticker })) },
    at ? { clock: fixedClock(at) } : {},
  );
  expect(result.errors).toBeUndefined();
  return result.data?._entities as Entity[];
}

describe("Instrument.momentum via _entities (market's close reader, no @requires)", () => {
  it("computes AAPL's 12-1 momentum on adjusted closes as of its last close", async () => {
    const [aapl] = await momentumOf(["AAPL"]);
    // AAPL.csv adj_close: 2021-12-29 178.344925, 2022-11-29 141.169998; the file ends 2022-12-29.
    expect(aapl!.momentum).toMatchObject({
      asOf: "2022-12-29",
      startDate: "2021-12-29",
      startClose: 178.344925,
      endDate: "2022-11-29",
      endClose: 141.169998,
      reason: null,
      implausible: false,
      rankable: true,
      priceBasis: "split_dividend_adjusted",
      lane: "technical",
    });
    // 141.169998 / 178.344925 - 1 (python3)
    expect(aapl!.momentum.value).toBeCloseTo(-0.20844398572036738, 12);
    expect(aapl!.momentum.definition).toContain("12-1 momentum");
  });

  it("sees no close after the clock: at 2021-12-31 12:00 ET it is as of 2021-12-30", async () => {
    const [aapl] = await momentumOf(["AAPL"], "2021-12-31T17:00:00Z");
    // adj_close 2020-12-30 132.133835 and 2021-11-30 164.346176: 164.346176 / 132.133835 - 1 (python3).
    expect(aapl!.momentum).toMatchObject({
      asOf: "2021-12-30",
      startDate: "2020-12-30",
      endDate: "2021-11-30",
    });
    expect(aapl!.momentum.value).toBeCloseTo(0.24378571166121077, 12);
  });

  it("answers insufficient_history for less than a year, beside full histories in one batch", async () => {
    // At 2010-06-01 10:00 ET MSFT.csv (from 2010-01-04) holds five months; SPY's Lean file is
    // unadjusted and ends 2021-03-31: 2021-02-26 380.36 over 2020-03-31 257.75.
    const [msft, spy] = await momentumOf(["MSFT", "SPY"], "2010-06-01T14:00:00Z");
    expect(msft!.momentum).toMatchObject({
      value: null,
      reason: "insufficient_history",
      startDate: null,
      asOf: "2010-05-28",
      rankable: false,
    });
    const [later] = await momentumOf(["SPY"]);
    expect(later!.momentum).toMatchObject({ asOf: "2021-03-31", priceBasis: "unadjusted", reason: null });
    expect(later!.momentum.value).toBeCloseTo(380.36 / 257.75 - 1, 12);
    expect(spy!.momentum).toMatchObject({ asOf: "2010-05-28", priceBasis: "unadjusted", reason: null });
  });

  it("labels a Stooq file by its close basis (adj_close there only repeats close)", async () => {
    // JPM.csv: split- and dividend-adjusted closes; 2017-10-10 97.13 over 2016-11-10 74.94.
    const [jpm] = await momentumOf(["JPM"]);
    expect(jpm!.momentum).toMatchObject({ asOf: "2017-11-10", priceBasis: "split_dividend_adjusted" });
    expect(jpm!.momentum.value).toBeCloseTo(97.13 / 74.94 - 1, 12);
  });

  it("answers no_prices for a listing without daily prices held", async () => {
    // ABBV is in the instrument master (S&P 500) but has no prices/daily file.
    const [abbv] = await momentumOf(["ABBV"]);
    expect(abbv!.momentum).toMatchObject({
      value: null,
      reason: "no_prices",
      asOf: null,
      rankable: false,
      priceBasis: "unknown",
    });
  });
});
