/**
 * A subgraph executed as the gateway calls it, on a private copy of the test warehouse (the
 * template the e2e project's global setup ingests from data/sample once per run): for
 * subgraph-level tests of root fields and of `_entities` (where @requires inputs arrive).
 */
import { type ExecutionResult, type GraphQLSchema, graphql } from "graphql";
import { afterAll, beforeAll } from "vitest";
import { type Clock, fixedClock } from "../../core/clock.js";
import { CLOSE_HISTORY_SESSIONS, type CloseHistory } from "../../subgraphs/kit/closeHistory.js";
import { createContext } from "../../subgraphs/kit/context.js";
import { createInProcessBus, type EventBus } from "../../subgraphs/kit/eventBus.js";
import { buildSubgraph, type SubgraphDefinition } from "../../subgraphs/kit/subgraph.js";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { copyTemplate, type TemplateCopy } from "./template.js";

export interface SubgraphHarness {
  warehouse(): OpenWarehouse;
  /** SQL statements of the last `run` (the warehouse's ingest is not counted). */
  statements: string[];
  /** `deps` replaces the fresh in-process bus and the fixed clock of each run (stream tests). */
  run(
    source: string,
    variableValues?: Record<string, unknown>,
    deps?: { bus?: EventBus; clock?: Clock },
  ): Promise<ExecutionResult>;
  /** What market publishes as closeHistory: the warehouse's last daily closes, oldest first. */
  closeHistoryOf(ticker: string, sessions?: number): Promise<CloseHistory>;
}

/** Registers beforeAll/afterAll in the calling test file. */
export function useSubgraph(definition: SubgraphDefinition, now = "2023-01-03T15:00:00Z"): SubgraphHarness {
  let copy: TemplateCopy;
  let warehouse: OpenWarehouse;
  let schema: GraphQLSchema;
  const statements: string[] = [];
  beforeAll(async () => {
    copy = await copyTemplate("qf-subgraph-");
    warehouse = await openWarehouse(copy.url, { onQuery: (sql) => statements.push(sql) });
    schema = (await buildSubgraph(definition)).schema;
  });
  afterAll(async () => {
    await warehouse?.close();
    await copy?.remove();
  });
  return {
    warehouse: () => warehouse,
    statements,
    run(source, variableValues, deps = {}) {
      statements.length = 0;
      const contextValue = createContext({
        db: warehouse.db,
        clock: deps.clock ?? fixedClock(now),
        bus: deps.bus ?? createInProcessBus(),
      });
      return graphql({ schema, source, variableValues, contextValue });
    },
    async closeHistoryOf(ticker, sessions = CLOSE_HISTORY_SESSIONS) {
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
      bars.reverse();
      return {
        basis: series.close_basis,
        dates: bars.map((bar) => bar.date),
        closes: bars.map((bar) => bar.close),
      };
    },
  };
}
