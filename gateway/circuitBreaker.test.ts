import { describe, expect, it } from "vitest";
import { type BreakerSettings, CircuitBreaker } from "./circuitBreaker.js";
import { breakerSettingsFromEnv, SubgraphBreakers } from "./subgraphBreaker.js";

const SETTINGS: BreakerSettings = { failures: 3, cooldownMs: 5_000 };
const T0 = Date.parse("2026-01-02T03:04:05.000Z");

/** A breaker on a clock the test moves by hand. */
function breakerAt(settings = SETTINGS) {
  const clock = { now: T0 };
  const breaker = new CircuitBreaker(settings, () => clock.now);
  return { breaker, clock };
}

describe("circuit breaker", () => {
  it("stays closed below the failure threshold, and a success resets the count", () => {
    const { breaker } = breakerAt();
    breaker.failed();
    breaker.failed();
    expect(breaker.view()).toEqual({
      state: "closed",
      since: "2026-01-02T03:04:05.000Z",
      consecutive_failures: 2,
    });
    expect(breaker.admit()).toEqual({ admitted: true, trial: false });
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.view()).toMatchObject({ state: "closed", consecutive_failures: 2 });
  });

  it("opens on the third consecutive failure and refuses with the cool-down left", () => {
    const { breaker, clock } = breakerAt();
    breaker.failed();
    breaker.failed();
    clock.now = T0 + 1_000;
    breaker.failed();
    expect(breaker.view()).toEqual({
      state: "open",
      since: "2026-01-02T03:04:06.000Z",
      consecutive_failures: 3,
    });
    clock.now = T0 + 1_000 + 1_500;
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 3_500 });
    clock.now = T0 + 1_000 + 4_999;
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 1 });
    // Failures of fetches let through before it opened count, and change nothing else.
    breaker.failed();
    expect(breaker.view()).toMatchObject({
      state: "open",
      since: "2026-01-02T03:04:06.000Z",
      consecutive_failures: 4,
    });
  });

  it("after the cool-down lets one trial through; the trial's success closes it", () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    clock.now = T0 + 5_000;
    expect(breaker.admit()).toEqual({ admitted: true, trial: true });
    expect(breaker.view()).toMatchObject({ state: "half_open", since: "2026-01-02T03:04:10.000Z" });
    // While the trial is in flight the others are still refused.
    clock.now = T0 + 5_200;
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 4_800 });
    clock.now = T0 + 5_300;
    breaker.succeeded();
    expect(breaker.view()).toEqual({
      state: "closed",
      since: "2026-01-02T03:04:10.300Z",
      consecutive_failures: 0,
    });
    expect(breaker.admit()).toEqual({ admitted: true, trial: false });
  });

  it("a failed trial opens it again for a whole cool-down", () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    clock.now = T0 + 6_000;
    expect(breaker.admit()).toMatchObject({ admitted: true, trial: true });
    clock.now = T0 + 7_000;
    breaker.failed();
    expect(breaker.view()).toEqual({
      state: "open",
      since: "2026-01-02T03:04:12.000Z",
      consecutive_failures: 4,
    });
    clock.now = T0 + 11_999;
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 1 });
    clock.now = T0 + 12_000;
    expect(breaker.admit()).toEqual({ admitted: true, trial: true });
  });

  it("replaces a trial whose end is never reported once another cool-down has passed", () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    clock.now = T0 + 5_000;
    expect(breaker.admit()).toMatchObject({ admitted: true, trial: true });
    clock.now = T0 + 9_999;
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 1 });
    clock.now = T0 + 10_000;
    expect(breaker.admit()).toEqual({ admitted: true, trial: true });
    expect(breaker.state).toBe("half_open");
  });

  it("a health probe closes it only when it succeeds after the cool-down", () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    clock.now = T0 + 4_000;
    breaker.probed(true); // too early: the cool-down is what the breaker promised callers
    expect(breaker.state).toBe("open");
    clock.now = T0 + 5_000;
    breaker.probed(false); // an open breaker already refuses: a failed probe changes nothing
    expect(breaker.view()).toMatchObject({ state: "open", consecutive_failures: 3 });
    breaker.probed(true);
    expect(breaker.view()).toEqual({
      state: "closed",
      since: "2026-01-02T03:04:10.000Z",
      consecutive_failures: 0,
    });
  });

  it("failed health probes open a closed breaker with no traffic; a successful one resets the count", () => {
    const { breaker, clock } = breakerAt();
    const seen: string[] = [];
    breaker.observe((t) => seen.push(`${t.from}→${t.to} ${t.cause} failures=${t.consecutiveFailures}`));
    breaker.probed(false);
    breaker.failed();
    breaker.probed(true);
    expect(breaker.view()).toMatchObject({ state: "closed", consecutive_failures: 0 });
    clock.now = T0 + 10_000;
    breaker.probed(false);
    breaker.probed(false);
    expect(breaker.admit()).toEqual({ admitted: true, trial: false });
    clock.now = T0 + 20_000;
    breaker.probed(false);
    expect(breaker.view()).toEqual({
      state: "open",
      since: "2026-01-02T03:04:25.000Z",
      consecutive_failures: 3,
    });
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 5_000 });
    expect(seen).toEqual(["closed→open probe_failed failures=3"]);
  });

  it("a failed probe during a half-open trial opens it again for a whole cool-down", () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failed();
    clock.now = T0 + 5_000;
    expect(breaker.admit()).toMatchObject({ admitted: true, trial: true });
    clock.now = T0 + 5_500;
    const seen: string[] = [];
    breaker.observe((t) => seen.push(`${t.from}→${t.to} ${t.cause}`));
    breaker.probed(false);
    expect(seen).toEqual(["half_open→open probe_failed"]);
    expect(breaker.view()).toEqual({
      state: "open",
      since: "2026-01-02T03:04:10.500Z",
      consecutive_failures: 4,
    });
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 5_000 });
  });

  it("opens on the first failure with a threshold of 1", () => {
    const { breaker } = breakerAt({ failures: 1, cooldownMs: 1_000 });
    breaker.failed();
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 1_000 });
  });
});

describe("subgraph breakers", () => {
  it("read their settings from the environment, defaults otherwise; a malformed value stops the start", () => {
    expect(breakerSettingsFromEnv({})).toEqual({ failures: 3, cooldownMs: 5_000 });
    expect(
      breakerSettingsFromEnv({ SUBGRAPH_BREAKER_FAILURES: "5", SUBGRAPH_BREAKER_COOLDOWN_MS: "250" }),
    ).toEqual({ failures: 5, cooldownMs: 250 });
    expect(() => breakerSettingsFromEnv({ SUBGRAPH_BREAKER_FAILURES: "0" })).toThrow(
      'SUBGRAPH_BREAKER_FAILURES must be a positive integer, got "0"',
    );
    expect(() => breakerSettingsFromEnv({ SUBGRAPH_BREAKER_COOLDOWN_MS: "1.5" })).toThrow(
      "SUBGRAPH_BREAKER_COOLDOWN_MS",
    );
  });

  it("keep one breaker per subgraph, each with its own state", () => {
    const clock = { now: T0 };
    const breakers = new SubgraphBreakers(["intel", "market"], SETTINGS, () => clock.now);
    for (let i = 0; i < 3; i++) breakers.of("intel")?.failed();
    expect(breakers.views()).toEqual({
      intel: { state: "open", since: "2026-01-02T03:04:05.000Z", consecutive_failures: 3 },
      market: { state: "closed", since: "2026-01-02T03:04:05.000Z", consecutive_failures: 0 },
    });
    expect(breakers.of("risk")).toBeUndefined();
  });

  it("turn a subgraph's unavailable label on while its breaker is not closed (progressive override)", () => {
    const clock = { now: T0 };
    const breakers = new SubgraphBreakers(["market", "intel"], SETTINGS, () => clock.now);
    const on = () =>
      ["market_unavailable", "intel_unavailable", "risk_unavailable", "percent(50)"].filter((label) =>
        breakers.overrideWhileUnavailable(label),
      );
    expect(on()).toEqual([]);
    for (let i = 0; i < 3; i++) breakers.of("market")?.failed();
    expect(on()).toEqual(["market_unavailable"]);
    clock.now = T0 + 5_000;
    expect(breakers.of("market")?.admit()).toMatchObject({ trial: true });
    expect(on()).toEqual(["market_unavailable"]);
    breakers.of("market")?.succeeded();
    expect(on()).toEqual([]);
  });
});

describe("breaker transitions", () => {
  it("tell an observer each change of state and its cause, per subgraph", () => {
    const clock = { now: T0 };
    const breakers = new SubgraphBreakers(["intel", "market"], SETTINGS, () => clock.now);
    const seen: string[] = [];
    breakers.observe((subgraph, t) =>
      seen.push(`${subgraph} ${t.from}→${t.to} ${t.cause} failures=${t.consecutiveFailures} +${t.atMs - T0}`),
    );
    const intel = breakers.of("intel");
    for (let i = 0; i < 3; i++) intel?.failed();
    clock.now = T0 + 5_000;
    expect(intel?.admit()).toEqual({ admitted: true, trial: true });
    intel?.failed();
    clock.now = T0 + 10_000;
    intel?.admit();
    intel?.succeeded();
    // A probe after another opening closes it too; a success while closed is no change.
    for (let i = 0; i < 3; i++) intel?.failed();
    clock.now = T0 + 15_000;
    intel?.probed(true);
    breakers.of("market")?.succeeded();
    expect(seen).toEqual([
      "intel closed→open failures failures=3 +0",
      "intel open→half_open cooldown_elapsed failures=3 +5000",
      "intel half_open→open trial_failed failures=4 +5000",
      "intel open→half_open cooldown_elapsed failures=4 +10000",
      "intel half_open→closed fetch_succeeded failures=0 +10000",
      "intel closed→open failures failures=3 +10000",
      "intel open→closed probe_succeeded failures=0 +15000",
    ]);
  });
});
