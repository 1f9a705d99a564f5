import { describe, expect, it } from "vitest";
import { runPaced } from "./pacedFeed.js";

describe("runPaced", () => {
  it("runs the first step before it resolves, then each next until one says finished", async () => {
    let steps = 0;
    const feed = await runPaced(async () => {
      steps += 1;
      return steps < 3 ? { nextInMs: 0 } : "finished";
    });
    expect(steps).toBeGreaterThanOrEqual(1);
    expect(await feed.ended).toBe("finished");
    expect(steps).toBe(3);
  });

  it("stops after the step under way: nothing runs after stop, and it ends stopped", async () => {
    let steps = 0;
    let release: () => void = () => {};
    const feed = await runPaced(async () => {
      steps += 1;
      if (steps === 2)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return { nextInMs: 0 };
    });
    while (steps < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    feed.stop();
    release();
    expect(await feed.ended).toBe("stopped");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(steps).toBe(2);
  });
});
