/** intel's read-only chain reader against the warehouse built from data/sample (a private copy). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { chainOn, chainSnapshotDates } from "./optionChainRows.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "option-chain-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("option chain reader", () => {
  it("lists an underlying's snapshot dates through the bound, newest first", async () => {
    // options/chains/SPY_2023-12-28.csv .. SPY_2024-01-09.csv: eight snapshots.
    expect(await chainSnapshotDates(warehouse.db, "SPY", "2030-01-01")).toHaveLength(8);
    expect(await chainSnapshotDates(warehouse.db, "SPY", "2024-01-02")).toEqual([
      "2024-01-02",
      "2023-12-29",
      "2023-12-28",
    ]);
    expect(await chainSnapshotDates(warehouse.db, "SPY", "2023-12-27")).toEqual([]);
  });

  it("reads one snapshot's contracts as published (SPXW 2023-06-23: 12 contracts, SPX underlying)", async () => {
    const chain = await chainOn(warehouse.db, "SPX", "2023-06-23");
    expect(chain).toMatchObject({
      underlying: "SPX",
      snapshotDate: "2023-06-23",
      sourceFiles: ["options/chains/SPXW_2023-06-23.csv"],
    });
    expect(chain?.contracts).toHaveLength(12);
    // SPX,2023-06-23,2023-06-30,4450,C,…,volume 5880, OI 11430, IV 0.0957617, …, gamma 0.0017386.
    expect(
      chain?.contracts.find((c) => c.expiry === "2023-06-30" && c.strike === 4450 && c.right === "C"),
    ).toEqual({
      expiry: "2023-06-30",
      strike: 4450,
      right: "C",
      openInterest: 11_430,
      impliedVolatility: 0.0957617,
      gamma: 0.0017386,
    });
    // An empty open interest stays null: SPY_2024-01-09.csv 407 C of 2024-01-10.
    const spy = await chainOn(warehouse.db, "SPY", "2024-01-09");
    expect(
      spy?.contracts.find((c) => c.expiry === "2024-01-10" && c.strike === 407)?.openInterest,
    ).toBeNull();
    expect(await chainOn(warehouse.db, "SPY", "2024-01-06")).toBeNull();
  });
});
