import { describe, expect, it } from "vitest";
import { DEFAULT_SUBGRAPH_TIMEOUT_MS, remoteTransportEntries, subgraphTimeoutMs } from "./transports.js";

describe("subgraph timeouts", () => {
  it("per subgraph first, then the shared setting, then the default; a malformed value stops the start", () => {
    const env = { SUBGRAPH_TIMEOUT_MS: "8000", SUBGRAPH_TIMEOUT_MS_INTEL: "1500" };
    expect(subgraphTimeoutMs({})).toBe(DEFAULT_SUBGRAPH_TIMEOUT_MS);
    expect(subgraphTimeoutMs(env, "intel")).toBe(1_500);
    expect(subgraphTimeoutMs(env, "market")).toBe(8_000);
    expect(() => subgraphTimeoutMs({ SUBGRAPH_TIMEOUT_MS_RISK: "soon" }, "risk")).toThrow(
      'SUBGRAPH_TIMEOUT_MS_RISK must be a positive integer (milliseconds), got "soon"',
    );
    const entries = remoteTransportEntries(
      { intel: "http://intel.test/graphql", market: "http://market.test/graphql" },
      env,
    );
    expect(entries.intel?.options.timeout).toBe(1_500);
    expect(entries.market?.options.timeout).toBe(8_000);
  });
});
