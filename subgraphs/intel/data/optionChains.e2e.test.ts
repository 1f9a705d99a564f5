/** latestChainAsOf against the warehouse built from data/sample (a private copy of the test template). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { narrowTo } from "../../../warehouse/views.js";
import { maxPainByExpiry } from "../domain/maxPain.js";
import { latestChainAsOf } from "./optionChains.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "option-chains-data-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("latestChainAsOf", () => {
  it("reads the whole AAPL 2014-06-10 chain, contract by contract, open interest null where not reported", async () => {
    const chain = await latestChainAsOf(narrowTo("intel", warehouse.db), "AAPL", "2026-11-25");
    expect(chain?.snapshotDate).toBe("2014-06-10");
    expect(chain?.sourceFiles).toEqual(["options/chains/AAPL_2014-06-10.csv"]);
    // PROVENANCE.md: 4360 rows, 629 without open interest.
    expect(chain?.contracts).toHaveLength(4360);
    expect(chain?.contracts.filter((contract) => contract.openInterest === null)).toHaveLength(629);
    // The file's first row, every column as published: IV 0 and gamma 0 where the source computed none.
    expect(chain?.contracts[0]).toEqual({
      expiry: "2014-06-13",
      strike: 70.71,
      right: "C",
      open: 23.025,
      high: 25.1,
      low: 22.325,
      close: 23.525,
      volume: 0,
      openInterest: 14,
      impliedVolatility: 0,
      delta: 0.9982853,
      gamma: 0,
      vega: 0,
      theta: 0.0792808,
    });
  });

  it("gives max pain the same answers as the file (domain/maxPain.test.ts)", async () => {
    const chain = await latestChainAsOf(narrowTo("intel", warehouse.db), "AAPL", "2014-06-10");
    const items = maxPainByExpiry(chain?.contracts ?? []);
    expect(items.map((item) => [item.expiry, item.maxPainStrike, item.payoutUsd]).slice(0, 1)).toEqual([
      ["2014-06-13", 91.43, 64_106_712],
    ]);
    expect(items.find((item) => item.expiry === "2014-07-19")).toMatchObject({
      maxPainStrike: 82.14,
      payoutUsd: 569_173_758,
    });
  });

  it("is point in time: the newest snapshot on or before the date, none before the first", async () => {
    expect((await latestChainAsOf(narrowTo("intel", warehouse.db), "SPY", "2024-01-06"))?.snapshotDate).toBe(
      "2024-01-05",
    );
    expect((await latestChainAsOf(narrowTo("intel", warehouse.db), "SPY", "2024-01-05"))?.snapshotDate).toBe(
      "2024-01-05",
    );
    expect((await latestChainAsOf(narrowTo("intel", warehouse.db), "SPY", "2099-01-01"))?.snapshotDate).toBe(
      "2024-01-09",
    );
    expect(await latestChainAsOf(narrowTo("intel", warehouse.db), "SPY", "2023-12-27")).toBeNull();
    expect(await latestChainAsOf(narrowTo("intel", warehouse.db), "MSFT", "2026-11-25")).toBeNull();
  });

  it("reads SPXW files under their underlying, SPX", async () => {
    const chain = await latestChainAsOf(narrowTo("intel", warehouse.db), "SPX", "2023-06-30");
    expect(chain?.sourceFiles).toEqual(["options/chains/SPXW_2023-06-23.csv"]);
    expect(chain?.contracts).toHaveLength(12);
  });
});
