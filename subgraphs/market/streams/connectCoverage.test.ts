import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../core/clock.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { narrowTo } from "../../../warehouse/views.js";
import { createContext } from "../../kit/context.js";
import { createInProcessBus } from "../../kit/eventBus.js";
import { readWarmSet } from "../data/warmCoverage.js";
import { UNIVERSE_WARM_TTL_S } from "../domain/warm.js";
import { coverWhileOpen } from "./connectCoverage.js";

let warehouse: OpenWarehouse;
beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
});
afterAll(async () => warehouse?.close());

/** A stream that yields nothing until it is returned, like a quiet feed. */
function quietStream(): AsyncIterableIterator<never> {
  let release: (result: IteratorResult<never>) => void = () => {};
  const iterator: AsyncIterableIterator<never> = {
    next: () =>
      new Promise((resolve) => {
        release = resolve;
      }),
    async return() {
      release({ value: undefined, done: true });
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("coverWhileOpen", () => {
  it("keeps an open stream's symbols warm past their TTL and stops renewing once it ends", async () => {
    const clock = fixedClock("2026-03-02T15:00:00Z");
    const whole = createContext({ db: warehouse.db, clock, bus: createInProcessBus() });
    const ctx = { ...whole, db: narrowTo("market", whole.db) };
    const start = clock.now().getTime();
    const ttlMs = UNIVERSE_WARM_TTL_S * 1000;
    const stream = await coverWhileOpen(ctx, new Set(["SPY", "AAPL"]), "quotes", quietStream(), 20);
    const expiries = async () =>
      (await readWarmSet(narrowTo("market", warehouse.db))).map((entry) => entry.expiresAtMs);
    expect(await expiries()).toEqual([start + ttlMs, start + ttlMs]);

    // Four minutes on, still open: renewed from the new now, so it outlives the first TTL.
    clock.advance(240_000);
    await until(async () => (await expiries())[0] === start + 240_000 + ttlMs);
    expect(await expiries()).toEqual([start + 240_000 + ttlMs, start + 240_000 + ttlMs]);
    expect((await readWarmSet(narrowTo("market", warehouse.db))).map((entry) => entry.coverage)).toEqual([
      "quotes",
      "quotes",
    ]);

    // The client leaves: nothing renews any more.
    await stream.return?.();
    clock.advance(60_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await expiries()).toEqual([start + 240_000 + ttlMs, start + 240_000 + ttlMs]);
  });

  it("queues nothing for an unfiltered stream and hands it back as it is", async () => {
    const whole = createContext({
      db: warehouse.db,
      clock: fixedClock("2026-03-02T15:00:00Z"),
      bus: createInProcessBus(),
    });
    const ctx = { ...whole, db: narrowTo("market", whole.db) };
    const events = quietStream();
    expect(await coverWhileOpen(ctx, null, "trades", events, 20)).toBe(events);
  });
});
