import { describe, expect, it } from "vitest";
import { describeBusContract } from "./busContract.js";
import { createInProcessBus, DEFAULT_RETENTION, isStreamId } from "./eventBus.js";
import { openBus } from "./openBus.js";

describeBusContract("in process", async ({ retention }) => createInProcessBus({ retention }));

describe("in-process bus", () => {
  it("numbers events of one millisecond <ms>-0, <ms>-1, … and keeps ids increasing when the clock steps back", async () => {
    let now = 1_000;
    const bus = createInProcessBus({ now: () => now });
    expect((await bus.publish("s", 1)).id).toBe("1000-0");
    expect((await bus.publish("s", 2)).id).toBe("1000-1");
    now = 999;
    expect((await bus.publish("s", 3)).id).toBe("1000-2");
    now = 1_001;
    expect((await bus.publish("s", 4)).id).toBe("1001-0");
  });

  it("keeps exactly DEFAULT_RETENTION events per stream by default", async () => {
    const bus = createInProcessBus();
    for (let n = 0; n < DEFAULT_RETENTION + 5; n++) await bus.publish("s", n);
    const held = await bus.read<number>("s", { since: "-", limit: DEFAULT_RETENTION * 2 });
    expect(held).toHaveLength(DEFAULT_RETENTION);
    expect(held[0]?.payload).toBe(5);
  });

  it("is what openBus() opens without a URL", async () => {
    expect((await openBus()).kind).toBe("in-process");
    expect((await openBus("")).kind).toBe("in-process");
  });

  it("recognises stream ids", () => {
    for (const id of ["-", "0", "1700000000000-0", "1-2"]) expect(isStreamId(id)).toBe(true);
    for (const id of ["", "+", "$", "1-", "-1", "a-1", "1-2-3", "1.5"]) expect(isStreamId(id)).toBe(false);
  });
});
