import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { currentBuild, ensureDerived } from "../../warehouse/derived.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { learning, signalsBook, strategyLibrary } from "./derived.js";

// A warehouse that holds no daily universe (a deployment ingesting other data, or a test on a
// subset): every signals product is built, empty, so the service starts and its routes say why
// they have nothing to serve.
let warehouse: OpenWarehouse;
beforeEach(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
});
afterEach(() => warehouse.close());

describe("signals' derived products over a warehouse without the daily universe", () => {
  it("builds each of them empty and records it current", async () => {
    const builds = await ensureDerived(warehouse.db, [signalsBook, strategyLibrary, learning], {
      log: () => {},
    });
    expect(builds.map((b) => [b.product, b.rows])).toEqual([
      ["signals_book", 0],
      ["strategy_library", 0],
      ["learning", 0],
    ]);
    for (const product of [signalsBook, strategyLibrary, learning])
      expect(await currentBuild(warehouse.db, product)).toMatchObject({ product: product.name, rows: 0 });
  });

  it("refuses to build the learning product from a book of other data", async () => {
    await expect(ensureDerived(warehouse.db, [learning], { log: () => {} })).rejects.toThrow(
      "the learning product needs the signals book of the data held now (book cold)",
    );
  });
});
