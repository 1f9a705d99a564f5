import { spawn } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { Backoff, DEFAULT_BACKOFF, Supervisor } from "./supervisor.js";

describe("restart backoff", () => {
  it("doubles from the initial delay up to the cap for exits in a row", () => {
    const backoff = new Backoff(DEFAULT_BACKOFF);
    const delays = Array.from({ length: 8 }, () => backoff.next(2_000));
    expect(delays).toEqual([
      { attempt: 1, delayMs: 1_000 },
      { attempt: 2, delayMs: 2_000 },
      { attempt: 3, delayMs: 4_000 },
      { attempt: 4, delayMs: 8_000 },
      { attempt: 5, delayMs: 16_000 },
      { attempt: 6, delayMs: 30_000 },
      { attempt: 7, delayMs: 30_000 },
      { attempt: 8, delayMs: 30_000 },
    ]);
  });

  it("starts over after a run that lasted resetAfterMs, not after a shorter one", () => {
    const backoff = new Backoff({ initialMs: 500, maxMs: 10_000, resetAfterMs: 60_000 });
    backoff.next(0);
    backoff.next(0);
    expect(backoff.next(59_999)).toEqual({ attempt: 3, delayMs: 2_000 });
    expect(backoff.next(60_000)).toEqual({ attempt: 1, delayMs: 500 });
    expect(backoff.next(10)).toEqual({ attempt: 2, delayMs: 1_000 });
  });

  it("refuses a policy that cannot work, saying what it needs", () => {
    expect(() => new Backoff({ initialMs: 0, maxMs: 1_000, resetAfterMs: 1_000 })).toThrow(
      "a restart backoff needs 0 < initialMs <= maxMs and resetAfterMs > 0",
    );
    expect(() => new Backoff({ initialMs: 2_000, maxMs: 1_000, resetAfterMs: 1_000 })).toThrow(RangeError);
  });
});

/** A real child: exits with `code` at once, or runs until stopped when code is null. */
function node(code: number | null) {
  const script = code === null ? "setInterval(() => {}, 1000)" : `process.exit(${code})`;
  return spawn(process.execPath, ["-e", script], { stdio: "ignore" });
}

const FAST = { initialMs: 5, maxMs: 20, resetAfterMs: 60_000 };

describe("supervisor", () => {
  it("restarts a child that exits, logging which, how and the next attempt; the others keep running", async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ backoff: FAST, log: (line) => lines.push(line) });
    let runs = 0;
    // Exits twice with code 3, then stays up.
    const first = supervisor.add({
      name: "flaky",
      stage: "services",
      spawn: () => node(++runs <= 2 ? 3 : null),
    });
    const steady = supervisor.add({ name: "steady", stage: "services", spawn: () => node(null) });
    supervisor.superviseFromNow();
    await vi.waitFor(() => expect(runs).toBe(3), { timeout: 10_000 });
    await vi.waitFor(() => expect(supervisor.current("flaky")?.pid).toBeDefined());
    expect(lines.filter((line) => line.includes("exited on its own"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^flaky \\(pid ${first.pid}\\) exited on its own \\(exit code 3\\) after [\\d.]+ s; restart 1 in 0\\.0 s$`,
        ),
      ),
      expect.stringMatching(
        /^flaky \(pid \d+\) exited on its own \(exit code 3\) after [\d.]+ s; restart 2 in 0\.0 s$/,
      ),
    ]);
    expect(lines.filter((line) => line.startsWith("flaky restarted"))).toHaveLength(2);
    expect(supervisor.current("steady")).toBe(steady);
    await supervisor.stopAll();
  });

  it("logs a kill by signal and restarts the child", async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ backoff: FAST, log: (line) => lines.push(line) });
    const first = supervisor.add({ name: "market", stage: "services", spawn: () => node(null) });
    supervisor.superviseFromNow();
    first.kill("SIGKILL");
    await vi.waitFor(() => expect(supervisor.current("market")?.pid).not.toBe(first.pid), {
      timeout: 10_000,
    });
    expect(supervisor.current("market")).not.toBeNull();
    expect(lines[0]).toMatch(
      new RegExp(`^market \\(pid ${first.pid}\\) exited on its own \\(signal SIGKILL\\)`),
    );
    await supervisor.stopAll();
  });

  it("before superviseFromNow an exit is a failed start, not restarted", async () => {
    const failed: string[] = [];
    const supervisor = new Supervisor({
      backoff: FAST,
      log: () => {},
      onExitBeforeSupervised: (name, exit) => failed.push(`${name}: ${exit}`),
    });
    let runs = 0;
    supervisor.add({
      name: "postgres",
      stage: "stores",
      spawn: () => {
        runs += 1;
        return node(1);
      },
    });
    await vi.waitFor(() => expect(failed).toEqual(["postgres: exit code 1"]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
    await supervisor.stopAll();
  });

  it("stopAll stops stages in reverse order, each child with its signal, and restarts nothing after", async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({ backoff: FAST, log: (line) => lines.push(line) });
    const stores = supervisor.add({
      name: "postgres",
      stage: "stores",
      spawn: () => node(null),
      stopSignal: "SIGINT",
    });
    const subgraph = supervisor.add({ name: "market", stage: "subgraphs", spawn: () => node(null) });
    const gateways = [1, 2].map((i) =>
      supervisor.add({ name: `gateway-${i}`, stage: "gateways", spawn: () => node(null) }),
    );
    supervisor.superviseFromNow();
    const signals = new Map<string, NodeJS.Signals | null>();
    for (const [name, child] of [
      ["postgres", stores],
      ["market", subgraph],
      ["gateway-1", gateways[0]],
      ["gateway-2", gateways[1]],
    ] as const) {
      child?.once("exit", (_code, signal) => signals.set(name, signal));
    }
    await supervisor.stopAll();
    const stopped = lines.filter((line) => line.startsWith("stopped ")).map((line) => line.split(" ")[1]);
    expect(stopped.slice(0, 2).sort()).toEqual(["gateway-1", "gateway-2"]);
    expect(stopped.slice(2)).toEqual(["market", "postgres"]);
    expect(Object.fromEntries(signals)).toEqual({
      "gateway-1": "SIGTERM",
      "gateway-2": "SIGTERM",
      market: "SIGTERM",
      postgres: "SIGINT",
    });
    expect(lines.some((line) => line.includes("exited on its own"))).toBe(false);
    expect(["postgres", "market", "gateway-1", "gateway-2"].map((name) => supervisor.current(name))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
