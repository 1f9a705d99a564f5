/**
 * The signals subgraph executed as the gateway would call it: Instrument.momentum through `_entities`
 * with market's close history (real warehouse closes) in the representation.
 */
import { fileURLToPath } from "node:url";
import { type ExecutionResult, type GraphQLSchema, graphql } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { ingestAll } from "../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../warehouse/migrations.js";
import { fixedClock } from "../kit/clock.js";
import { CLOSE_HISTORY_SESSIONS } from "../kit/closeHistory.js";
import { createContext } from "../kit/context.js";
import { createInProcessBus } from "../kit/eventBus.js";
import { buildSubgraph } from "../kit/subgraph.js";
import { definition } from "./index.js";

const SAMPLE = fileURLToPath(new URL("../../data/sample", import.meta.url));

let warehouse: OpenWarehouse;
let schema: GraphQLSchema;

beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  await ingestAll(warehouse.db, SAMPLE);
  schema = (await buildSubgraph(definition)).schema;
});
afterAll(() => warehouse.close());

function run(source: string, variableValues?: Record<string, unknown>): Promise<ExecutionResult> {
  const clock = fixedClock("2023-01-03T15:00:00Z");
  const contextValue = createContext({ db: warehouse.db, clock, bus: createInProcessBus() });
  return graphql({ schema, source, variableValues, contextValue });
}

/** What market publishes as closeHistory: the last sessions of the warehouse's daily bars, oldest first. */
async function closeHistoryOf(ticker: string, sessions = CLOSE_HISTORY_SESSIONS) {
  const series = await warehouse.db
    .selectFrom("price_series")
    .select("close_basis")
    .where("ticker", "=", ticker)
    .executeTakeFirstOrThrow();
  const bars = await warehouse.db
    .selectFrom("daily_bars")
    .select(["date", "close"])
    .where("ticker", "=", ticker)
    .orderBy("date", "desc")
    .limit(sessions)
    .execute();
  return { basis: series.close_basis, closes: bars.reverse() };
}

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
        { __typename: "Instrument", ticker: "X:BTCUSD", closeHistory: { basis: "unadjusted", closes: [] } },
      ],
    });
    expect(result.errors).toBeUndefined();
    const [btc] = result.data?._entities as Entity[];
    expect(btc!.momentum).toMatchObject({ value: null, reason: "no_prices", asOf: null, rankable: false });
  });
});
