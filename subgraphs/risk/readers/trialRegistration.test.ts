/** The trial registry's writer and its read-only reader, on a migrated in-memory warehouse. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { InvalidTrialError, replaceTrials, type TrialRegistration } from "./trialRegistration.js";
import { registeredTrials, trialCount } from "./trials.js";

let warehouse: OpenWarehouse;
beforeEach(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
});
afterEach(() => warehouse.close());

const trial = (id: string, overrides: Partial<TrialRegistration> = {}): TrialRegistration => ({
  trialId: id,
  strategyFamily: "momentum",
  strategy: "s",
  runId: `run.${id}`,
  sharpe: 0.5,
  periodsPerYear: 252,
  nObs: 500,
  skewness: -0.5,
  kurtosis: 6,
  submittedAt: "2017-11-10T21:05:00.000Z",
  submittedAtBasis: "data_final_close",
  dataDigest: "abc",
  ...overrides,
});

describe("replaceTrials", () => {
  it("replaces one source's trials as a whole, leaving other sources alone; again is the same", async () => {
    await replaceTrials(warehouse.db, "other", [trial("x", { strategyFamily: "trend" })]);
    expect(await replaceTrials(warehouse.db, "library", [trial("a"), trial("b")])).toBe(2);
    expect(await replaceTrials(warehouse.db, "library", [trial("a"), trial("b")])).toBe(2);
    const through = new Date("2026-01-01T00:00:00Z");
    expect((await registeredTrials(warehouse.db, { through })).map((t) => t.trialId)).toEqual([
      "a",
      "b",
      "x",
    ]);
    await replaceTrials(warehouse.db, "library", [trial("c")]);
    expect((await registeredTrials(warehouse.db, { through })).map((t) => t.trialId)).toEqual(["c", "x"]);
  });

  it("refuses a trial the deflated Sharpe ratio could not use, writing nothing", async () => {
    await replaceTrials(warehouse.db, "library", [trial("a")]);
    const bad: [Partial<TrialRegistration>, RegExp][] = [
      [{ sharpe: Number.NaN }, /sharpe is not finite/],
      [{ nObs: 1 }, /nObs/],
      [{ skewness: 3, kurtosis: 5 }, /kurtosis below/],
      [{ submittedAt: "2017-11-10" }, /submittedAt/],
      [{ strategyFamily: "" }, /empty/],
    ];
    for (const [overrides, message] of bad) {
      await expect(replaceTrials(warehouse.db, "library", [trial("z", overrides)])).rejects.toThrow(message);
    }
    await expect(replaceTrials(warehouse.db, "library", [trial("d"), trial("d")])).rejects.toThrow(
      InvalidTrialError,
    );
    expect(await trialCount(warehouse.db, { through: new Date("2026-01-01T00:00:00Z") })).toBe(1);
  });
});

describe("the reader", () => {
  beforeEach(async () => {
    await replaceTrials(warehouse.db, "library", [
      trial("early", { submittedAt: "2015-06-30T20:05:00.000Z" }),
      trial("late", { submittedAt: "2017-11-10T21:05:00.000Z", strategyFamily: "trend" }),
    ]);
  });

  it("sees only trials submitted by its clock, then filters by family and since", async () => {
    const count = (filter: Omit<Parameters<typeof trialCount>[1], "through">, through: string) =>
      trialCount(warehouse.db, { through: new Date(through), ...filter });
    expect(await count({}, "2015-06-30T20:04:59.999Z")).toBe(0);
    expect(await count({}, "2015-06-30T20:05:00.000Z")).toBe(1);
    expect(await count({}, "2020-01-01T00:00:00Z")).toBe(2);
    expect(await count({ family: "trend" }, "2020-01-01T00:00:00Z")).toBe(1);
    expect(await count({ since: new Date("2016-01-01T00:00:00Z") }, "2020-01-01T00:00:00Z")).toBe(1);
    expect(await count({ since: new Date("2017-11-10T21:05:00.000Z") }, "2020-01-01T00:00:00Z")).toBe(1);
    const [newest] = await registeredTrials(warehouse.db, {
      through: new Date("2020-01-01T00:00:00Z"),
      limit: 1,
    });
    expect(newest).toMatchObject({
      trialId: "late",
      strategyFamily: "trend",
      kurtosis: 6,
      source: "library",
    });
  });
});
