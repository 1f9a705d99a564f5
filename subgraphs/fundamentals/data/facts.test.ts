import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../core/clock.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ingestAll } from "../../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
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

function load(cik: string, at = "2026-01-01T00:00:00Z") {
  const context = createContext({
    db: warehouse.db,
    clock: fixedClock(at),
    bus: createInProcessBus(),
  });
  return context.loaders.get(factsByCik).load(cik);
}

describe("factsByCik", () => {
  it("merges every held file, the verbatim SEC file first (issue 14, defect 4)", async () => {
    const tsla = await load(TSLA);
    expect(tsla?.sourceFile).toBe("sec/companyfacts/CIK0001318605.json");
    expect(tsla?.source).toBe("sec_edgar_companyfacts");
    expect(tsla?.sourceFiles).toEqual([
      "sec/companyfacts/CIK0001318605.json",
      "sec/companyfacts/CIK0001318605.derived.json",
    ]);
    // 17,718 verbatim facts (filed up to 2022-10-24) + the 394 of the derived 2024-Q2 10-Q
    // (accession 0001628280-24-032662, filed 2024-07-24), none of which the verbatim file holds.
    expect(tsla?.facts).toHaveLength(17_718 + 394);
    const q2Revenue = tsla?.facts.find(
      (fact) =>
        fact.concept === "Revenues" && fact.period_start === "2024-04-01" && fact.period_end === "2024-06-30",
    );
    expect(q2Revenue).toMatchObject({
      value: 25_500_000_000,
      accn: "0001628280-24-032662",
      filed: "2024-07-24",
    });
  });

  it("shows only facts filed by the clock: a filing dated D from 22:00 ET on D (issue 14, defect 1)", async () => {
    // AAPL's derived file: 457 facts filed 2022-10-28 (FY2022 10-K), 281 on 2023-08-04 (Q3 10-Q),
    // 457 on 2023-11-03 (FY2023 10-K).
    expect((await load(AAPL, "2023-11-03T16:00:00Z"))?.facts).toHaveLength(457 + 281);
    expect((await load(AAPL, "2023-11-04T02:00:00Z"))?.facts).toHaveLength(1195);
    const before = await load(AAPL, "2022-10-28T12:00:00Z");
    expect(before?.facts).toEqual([]);
    expect(before?.visibleThrough).toBe("2022-10-27");
    // The TSLA 10-Q filed 2024-07-24 is not there on 2024-07-24 at noon.
    expect((await load(TSLA, "2024-07-24T16:00:00Z"))?.facts).toHaveLength(17_718);
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
