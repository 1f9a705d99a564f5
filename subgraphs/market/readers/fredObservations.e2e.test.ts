/** market's read-only FRED reader against the warehouse built from data/sample (a private copy). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { fredObservations, latestFredObservation } from "./fredObservations.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fred-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("FRED observations", () => {
  it("reads a range oldest first, leaving out dates without a value", async () => {
    // macro/fred/BAMLC0A0CM.csv: 2025-12-24 0.79, 2025-12-25 empty (Christmas), 2025-12-26 0.79.
    const rows = await fredObservations(warehouse.db, "BAMLC0A0CM", {
      from: "2025-12-25",
      through: "2025-12-30",
    });
    expect(rows).toEqual([
      { date: "2025-12-26", value: 0.79 },
      { date: "2025-12-29", value: 0.79 },
      { date: "2025-12-30", value: 0.79 },
    ]);
  });

  it("finds the newest observation with a value on or before a date", async () => {
    expect(await latestFredObservation(warehouse.db, "BAMLC0A0CM", "2025-12-25")).toEqual({
      date: "2025-12-24",
      value: 0.79,
    });
    expect(await latestFredObservation(warehouse.db, "BAMLH0A0HYM2", "2021-11-29")).toEqual({
      date: "2021-11-29",
      value: 3.53,
    });
    expect(await latestFredObservation(warehouse.db, "BAMLC0A0CM", "1990-01-01")).toBeNull();
  });
});
