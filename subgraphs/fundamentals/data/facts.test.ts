import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ingestAll } from "../../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../../warehouse/migrations.js";
import { fixedClock } from "../../kit/clock.js";
import { createContext } from "../../kit/context.js";
import { createInProcessBus } from "../../kit/eventBus.js";
import { factsByCik } from "./facts.js";

const AAPL = "0000320193";
const TSLA = "0001318605";
let warehouse: OpenWarehouse;
const statements: string[] = [];

beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:", { onQuery: (sql) => statements.push(sql) });
  await migrateToLatest(warehouse.db);
  await ingestAll(warehouse.db, fileURLToPath(new URL("../../../data/sample", import.meta.url)));
});
afterAll(() => warehouse.close());

function load(cik: string) {
  const context = createContext({
    db: warehouse.db,
    clock: fixedClock("2026-01-01T00:00:00Z"),
    bus: createInProcessBus(),
  });
  return context.loaders.get(factsByCik).load(cik);
}

describe("factsByCik", () => {
  it("prefers the verbatim SEC file over derived facts", async () => {
    const tsla = await load(TSLA);
    expect(tsla?.sourceFile).toBe("sec/companyfacts/CIK0001318605.json");
    expect(tsla?.source).toBe("sec_edgar_companyfacts");
    expect(tsla?.facts).toHaveLength(17_718);
  });

  it("reads a file's facts once per ingested version, and again after the file changes", async () => {
    const first = await load(AAPL);
    expect(first?.facts).toHaveLength(1195);
    statements.length = 0;
    expect(await load(AAPL)).toBe(first);
    expect(statements.filter((sql) => sql.includes('from "sec_facts"'))).toHaveLength(0);

    // A re-ingest of the file replaces its rows and its digest in the ledger.
    await warehouse.db
      .deleteFrom("sec_facts")
      .where("cik", "=", AAPL)
      .where("concept", "=", "NetIncomeLoss")
      .execute();
    await warehouse.db
      .updateTable("ingested_files")
      .set({ sha256: "0".repeat(64) })
      .where("path", "=", "sec/companyfacts/CIK0000320193.derived.json")
      .execute();
    const reloaded = await load(AAPL);
    expect(reloaded).not.toBe(first);
    expect(reloaded?.facts.length).toBeLessThan(1195);
    expect(reloaded?.facts.some((fact) => fact.concept === "NetIncomeLoss")).toBe(false);
  });

  it("answers null for a company with no facts held", async () => {
    expect(await load("0000019617")).toBeNull(); // JPM: in the master, no companyfacts file
  });
});
