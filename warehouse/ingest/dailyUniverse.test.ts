import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { openWarehouse, type Warehouse } from "../connection.js";
import { migrateToLatest } from "../migrations/index.js";
import { copySample } from "../testing/sampleChecks.js";
import { dailyUniverseUnits } from "./dailyUniverse.js";
import { IngestError } from "./errors.js";
import { ingestUnit } from "./unit.js";

const BARS = "prices/daily_universe.csv.gz";
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function fixture(): Promise<{ db: Warehouse; data: string }> {
  const dir = await mkdtemp(join(tmpdir(), "universe-test-"));
  const warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
  const data = await copySample([BARS]);
  cleanup.push(async () => {
    await warehouse.close();
    await rm(dir, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  });
  await migrateToLatest(warehouse.db);
  return { db: warehouse.db, data };
}

async function barsUnit(data: string) {
  const [unit] = await dailyUniverseUnits(data);
  if (unit?.path !== BARS) throw new Error(`no unit for ${BARS}`);
  return unit;
}

const count = async (db: Warehouse) =>
  Number(
    (
      await db
        .selectFrom("universe_bars")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the daily universe, streamed", () => {
  it("writes every row once, with the ledger's count, and skips the unchanged file", async () => {
    const { db, data } = await fixture();
    expect(await ingestUnit(db, await barsUnit(data))).toEqual({ skipped: false, rows: 531_760 });
    expect(await count(db)).toBe(531_760);
    const ledger = await db
      .selectFrom("ingested_files")
      .selectAll()
      .where("path", "=", BARS)
      .executeTakeFirstOrThrow();
    expect(ledger.rows).toBe(531_760);
    expect(await ingestUnit(db, await barsUnit(data))).toEqual({ skipped: true, rows: 0 });
    expect(
      await db.selectFrom("ingested_files").selectAll().where("path", "=", BARS).executeTakeFirstOrThrow(),
    ).toEqual(ledger);
  });

  it("names the line of a (ticker, date) repeated after the ticker's block and writes nothing", async () => {
    const { db, data } = await fixture();
    const file = join(data, BARS);
    const text = gunzipSync(await readFile(file)).toString("utf8");
    // A's first bar again, at the very end of the file: far from A's block, past many pieces.
    const first = text.split("\n")[1] as string;
    expect(first.startsWith("A,2013-01-02,")).toBe(true);
    const lines = text.trimEnd().split("\n").length;
    await writeFile(file, gzipSync(`${text.trimEnd()}\n${first}\n`));
    const failed = await ingestUnit(db, await barsUnit(data)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(IngestError);
    expect((failed as IngestError).message).toBe(
      `${BARS} line ${lines + 1} field "date": duplicate A 2013-01-02`,
    );
    expect(await count(db)).toBe(0);
    expect(await db.selectFrom("ingested_files").selectAll().execute()).toEqual([]);
  });
});
