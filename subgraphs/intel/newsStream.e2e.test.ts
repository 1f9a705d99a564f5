import { parse, subscribe } from "graphql";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { createContext } from "../kit/context.js";
import { createInProcessBus } from "../kit/eventBus.js";
import { buildSubgraph } from "../kit/subgraph.js";
import { definition } from "./index.js";

const harness = useSubgraph(definition, "2026-03-02T15:00:00Z");

describe("Subscription.news", () => {
  it("refuses at subscribe time with 503 producer_unavailable while no publisher runs", async () => {
    const { schema } = await buildSubgraph(definition);
    const result = await subscribe({
      schema,
      document: parse('subscription { news(symbols: ["AAPL"]) { id title } }'),
      contextValue: createContext({
        db: harness.warehouse().db,
        clock: fixedClock("2026-03-02T15:00:00Z"),
        bus: createInProcessBus(),
      }),
    });
    expect(Symbol.asyncIterator in result).toBe(false);
    expect((result as any).errors[0].extensions).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      extra: { stream: "news", producers: [], not_running_reason: "no_producer" },
    });
  });
});

describe("Query.newsPublisherStatus", () => {
  it("says no publisher runs", async () => {
    const result = await harness.run(
      "{ newsPublisherStatus { asOf effectiveStatus reason producers liveProducers streamPath } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.newsPublisherStatus).toEqual({
      asOf: "2026-03-02T15:00:00.000Z",
      effectiveStatus: "unavailable",
      reason: "no_producer",
      producers: [],
      liveProducers: [],
      streamPath: "/api/v3/stream/news",
    });
  });
});
