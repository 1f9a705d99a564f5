import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../../../core/clock.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ensureDerived } from "../../../warehouse/derived.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { narrowTo } from "../../../warehouse/views.js";
import { createInProcessBus } from "../../kit/eventBus.js";
import { processLogger } from "../../kit/log.js";
import { signalsBook } from "../derived.js";
import { DEFAULT_SIGNALS_REPLAY, signalsReplayRefusal, startSignalsReplay } from "./replayProducer.js";

// A warehouse that holds no daily universe (a deployment ingesting other data, or a test on a
// subset): the book is built, empty, and the service must still start, without the replay.
let warehouse: OpenWarehouse;
beforeEach(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
});
afterEach(() => warehouse.close());

describe("the signals replay over a book it cannot replay", () => {
  const clock = fixedClock("2026-11-26T17:00:00Z");

  it("says the book is cold before it is built", async () => {
    expect(await signalsReplayRefusal({ db: narrowTo("signals", warehouse.db), clock })).toBe(
      "the signals book is not built from the data held now (cold)",
    );
  });

  it("is not started, with one line saying why, when the book has no date at the clock", async () => {
    await ensureDerived(warehouse.db, [signalsBook], { log: () => {} });
    const warn = vi.spyOn(processLogger(), "warn").mockImplementation(() => {});
    const bus = createInProcessBus();
    try {
      expect(await startSignalsReplay({ db: warehouse.db, bus, clock }, DEFAULT_SIGNALS_REPLAY)).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        { component: "producer" },
        "signals replay: not started: the signals book has no date on or before 2026-11-25; the signals and decisions streams answer 503",
      );
    } finally {
      warn.mockRestore();
      await bus.close();
    }
  });
});
