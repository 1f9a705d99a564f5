/** market's reader of the universe's sessions, closes on chosen sessions and data version. */
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { SAMPLE_DATA_DIR } from "../../../warehouse/ensure.js";
import { universeClosesOn, universeSessions, universeVersion } from "./universeCloses.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "universe-closes-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("universe closes reader", () => {
  it("lists the sessions in a range, none after `through`", async () => {
    // 1,226 sessions 2013-01-02..2017-11-10 (PROVENANCE); 2017-11-11 and -12 are a weekend.
    const all = await universeSessions(warehouse.db, { through: "2017-11-12" });
    expect(all).toHaveLength(1226);
    expect([all[0], all.at(-1)]).toEqual(["2013-01-02", "2017-11-10"]);
    expect(await universeSessions(warehouse.db, { from: "2017-11-06", through: "2017-11-08" })).toEqual([
      "2017-11-06",
      "2017-11-07",
      "2017-11-08",
    ]);
  });

  it("reads every member's close on the sessions asked, and only those", async () => {
    const closes = await universeClosesOn(warehouse.db, ["2017-10-31", "2017-11-10"]);
    expect(closes.size).toBe(444);
    // zcat prices/daily_universe.csv.gz | grep -E '^MSFT,2017-(10-31|11-10)'
    expect(closes.get("MSFT")).toEqual(
      new Map([
        ["2017-10-31", 83.18],
        ["2017-11-10", 83.87],
      ]),
    );
    // VST lists 2017-05-11: it has both; nothing is read for a session not asked.
    expect([...(closes.get("VST")?.keys() ?? [])].sort()).toEqual(["2017-10-31", "2017-11-10"]);
    expect(await universeClosesOn(warehouse.db, [])).toEqual(new Map());
  });

  it("versions the data by the ingested file's sha256", async () => {
    const bytes = await readFile(join(SAMPLE_DATA_DIR, "prices/daily_universe.csv.gz"));
    expect(await universeVersion(warehouse.db)).toBe(createHash("sha256").update(bytes).digest("hex"));
  });
});
