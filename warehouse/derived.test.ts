import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "./connection.js";
import {
  currentBuild,
  DataMovedError,
  type DerivedProduct,
  dataVersion,
  derivedBuild,
  ensureDerived,
} from "./derived.js";
import { migrateToLatest } from "./migrations/index.js";

let warehouse: OpenWarehouse;

beforeEach(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  await sql`create table squares (n integer primary key, square integer not null)`.execute(warehouse.db);
  await ingested("prices/a.csv", "aa");
});
afterEach(() => warehouse.close());

async function ingested(path: string, sha256: string): Promise<void> {
  await warehouse.db
    .insertInto("ingested_files")
    .values({ path, sha256, adapter: "test", rows: 1, ingested_at: "2026-11-27T00:00:00Z" })
    .onConflict((oc) => oc.column("path").doUpdateSet({ sha256 }))
    .execute();
}

async function squares(): Promise<number[]> {
  const { rows } = await sql<{ square: number }>`select square from squares order by n`.execute(warehouse.db);
  return rows.map((row) => row.square);
}

/**
 * A product writing the squares of 1..n, n = the number of ingested files; counts its builds.
 * `duringCompute` runs after it read the data, as another process's write would.
 */
function squaresProduct(
  options: { failAfterWriting?: boolean; version?: number; duringCompute?: () => Promise<void> } = {},
) {
  const product = {
    name: "squares",
    version: options.version ?? 1,
    builds: 0,
    async compute(db) {
      product.builds++;
      const files = await db.selectFrom("ingested_files").select("path").execute();
      await options.duringCompute?.();
      return async (trx) => {
        await sql`delete from squares`.execute(trx);
        for (let n = 1; n <= files.length; n++) {
          await sql`insert into squares (n, square) values (${n}, ${n * n})`.execute(trx);
        }
        if (options.failAfterWriting) throw new Error("build failed half way");
        return files.length;
      };
    },
  } satisfies DerivedProduct & { builds: number };
  return product;
}

const silent = { log: () => {} };
const SQUARES_V1 = { name: "squares", version: 1 };

describe("the data version", () => {
  it("is the sha256 of the ledger's `<path>\\0<sha256>\\n` lines in path order, the empty ledger's too", async () => {
    await ingested("sec/b.json", "bb");
    await ingested("macro/c.csv", "cc");
    const lines = "macro/c.csv\0cc\nprices/a.csv\0aa\nsec/b.json\0bb\n";
    expect(await dataVersion(warehouse.db)).toBe(createHash("sha256").update(lines).digest("hex"));
    await warehouse.db.deleteFrom("ingested_files").execute();
    expect(await dataVersion(warehouse.db)).toBe(createHash("sha256").digest("hex"));
  });
});

describe("derived products", () => {
  it("builds once per data version and records it in the ledger", async () => {
    const product = squaresProduct();
    const [build] = await ensureDerived(warehouse.db, [product], silent);
    expect(build).toMatchObject({
      product: "squares",
      codeVersion: 1,
      rows: 1,
      dataVersion: await dataVersion(warehouse.db),
    });
    expect(await squares()).toEqual([1]);
    expect(await currentBuild(warehouse.db, SQUARES_V1)).toEqual(build);

    expect(await ensureDerived(warehouse.db, [product], silent)).toEqual([]);
    expect(product.builds).toBe(1);
  });

  it("is not current once an ingest changes the data, and is rebuilt", async () => {
    const product = squaresProduct();
    await ensureDerived(warehouse.db, [product], silent);
    const before = await dataVersion(warehouse.db);

    await ingested("prices/b.csv", "bb");
    expect(await dataVersion(warehouse.db)).not.toBe(before);
    expect(await currentBuild(warehouse.db, SQUARES_V1)).toBeNull();
    expect((await derivedBuild(warehouse.db, "squares"))?.dataVersion).toBe(before);

    await ensureDerived(warehouse.db, [product], silent);
    expect(await squares()).toEqual([1, 4]);
    expect((await currentBuild(warehouse.db, SQUARES_V1))?.rows).toBe(2);

    // The same file with other bytes is other data too.
    await ingested("prices/b.csv", "bc");
    expect(await currentBuild(warehouse.db, SQUARES_V1)).toBeNull();
  });

  it("is not current for a newer code version of the product, and is rebuilt by it", async () => {
    await ensureDerived(warehouse.db, [squaresProduct()], silent);
    const newer = squaresProduct({ version: 2 });
    expect(await currentBuild(warehouse.db, newer)).toBeNull();

    const [build] = await ensureDerived(warehouse.db, [newer], silent);
    expect(newer.builds).toBe(1);
    expect(build?.codeVersion).toBe(2);
    expect(await currentBuild(warehouse.db, newer)).toEqual(build);
    // The older code no longer sees its build as current either.
    expect(await currentBuild(warehouse.db, SQUARES_V1)).toBeNull();
  });

  it("a build that fails leaves the previous build and its ledger row as they were", async () => {
    await ensureDerived(warehouse.db, [squaresProduct()], silent);
    const previous = await derivedBuild(warehouse.db, "squares");
    await ingested("prices/b.csv", "bb");

    await expect(
      ensureDerived(warehouse.db, [squaresProduct({ failAfterWriting: true })], silent),
    ).rejects.toThrow("build failed half way");
    expect(await squares()).toEqual([1]);
    expect(await derivedBuild(warehouse.db, "squares")).toEqual(previous);
    expect(await currentBuild(warehouse.db, SQUARES_V1)).toBeNull();
  });

  it("discards a build whose data an ingest changed while it computed, leaving the previous one", async () => {
    await ensureDerived(warehouse.db, [squaresProduct()], silent);
    const previous = await derivedBuild(warehouse.db, "squares");
    await ingested("prices/b.csv", "bb");

    const moving = squaresProduct({ duringCompute: () => ingested("prices/c.csv", "cc") });
    await expect(ensureDerived(warehouse.db, [moving], silent)).rejects.toThrow(DataMovedError);
    expect(await squares()).toEqual([1]);
    expect(await derivedBuild(warehouse.db, "squares")).toEqual(previous);

    // Built again from the data held now, it is current.
    await ensureDerived(warehouse.db, [squaresProduct()], silent);
    expect(await squares()).toEqual([1, 4, 9]);
    expect((await currentBuild(warehouse.db, SQUARES_V1))?.rows).toBe(3);
  });

  it("refuses a product listed twice", async () => {
    await expect(ensureDerived(warehouse.db, [squaresProduct(), squaresProduct()], silent)).rejects.toThrow(
      "listed twice",
    );
  });
});
