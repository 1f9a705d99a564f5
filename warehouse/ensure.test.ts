import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ensureWarehouse, SAMPLE_DATA_DIR } from "./ensure.js";
import { IngestError } from "./ingest/errors.js";
import type { IngestProgress } from "./ingest/runner.js";
import { copySample, INSTRUMENT_MASTER_FILES, tableCounts } from "./testing/sampleChecks.js";

const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "warehouse-ensure-"));
  cleanup.push(dir);
  return dir;
}

async function smallData(): Promise<string> {
  const dir = await copySample([
    ...INSTRUMENT_MASTER_FILES,
    "prices/daily_index.csv",
    "prices/daily/AAPL.csv",
    "crypto/BTCUSD_daily.csv",
  ]);
  cleanup.push(dir);
  return dir;
}

describe("ensureWarehouse", () => {
  it("finds data/sample from the module location, not the working directory", () => {
    const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));
    expect(SAMPLE_DATA_DIR).toBe(join(repoRoot, "data", "sample"));
    expect(existsSync(join(SAMPLE_DATA_DIR, "PROVENANCE.md"))).toBe(true);
  });

  it("migrates and ingests an empty warehouse once; later calls only open it", async () => {
    const url = `sqlite:${join(await tempDir(), "w.sqlite")}`;
    const dataDir = await smallData();
    const progress: IngestProgress[] = [];
    const first = await ensureWarehouse(url, { dataDir, onProgress: (p) => progress.push(p) });
    const counts = await tableCounts(first.db);
    await first.close();
    expect(counts).toMatchObject({ daily_bars: 3271 + 5152, price_series: 37, ingested_files: 4 });
    expect(progress.map((p) => p.file)).toEqual([
      "@instrument_master",
      "prices/daily_index.csv",
      "prices/daily/AAPL.csv",
      "crypto/BTCUSD_daily.csv",
    ]);

    progress.length = 0;
    const second = await ensureWarehouse(url, { dataDir, onProgress: (p) => progress.push(p) });
    expect(await tableCounts(second.db)).toEqual(counts);
    await second.close();
    expect(progress).toEqual([]);
  });

  it("lets concurrent callers on one file ingest only once", async () => {
    const dir = await tempDir();
    const url = `sqlite:${join(dir, "w.sqlite")}`;
    const dataDir = await smallData();
    const progress: IngestProgress[] = [];
    const opened = await Promise.all(
      [1, 2, 3].map(() => ensureWarehouse(url, { dataDir, onProgress: (p) => progress.push(p) })),
    );
    const counts = await Promise.all(opened.map((w) => tableCounts(w.db)));
    for (const w of opened) await w.close();
    expect(progress).toHaveLength(4);
    expect(new Set(counts.map((c) => JSON.stringify(c))).size).toBe(1);
    expect(counts[0]).toMatchObject({ daily_bars: 3271 + 5152 });
    expect(existsSync(`${join(dir, "w.sqlite")}.ingest-lock`)).toBe(false);
  });

  it("takes over a lock left by a dead process", async () => {
    const dir = await tempDir();
    const file = join(dir, "w.sqlite");
    // No pid is ever this large on Linux (pid_max <= 2^22).
    await writeFile(`${file}.ingest-lock`, "99999999");
    const warehouse = await ensureWarehouse(`sqlite:${file}`, {
      dataDir: await smallData(),
      onProgress: () => {},
    });
    await warehouse.close();
    expect(existsSync(`${file}.ingest-lock`)).toBe(false);
  });

  it("fails with the IngestError and releases the lock when the data is malformed", async () => {
    const dir = await tempDir();
    const file = join(dir, "w.sqlite");
    const dataDir = await smallData();
    const aapl = join(dataDir, "prices/daily/AAPL.csv");
    await writeFile(aapl, (await readFile(aapl, "utf8")).replace("2010-01-05,7.664286", "2010-01-05,seven"));
    await expect(ensureWarehouse(`sqlite:${file}`, { dataDir, onProgress: () => {} })).rejects.toThrow(
      IngestError,
    );
    expect(existsSync(`${file}.ingest-lock`)).toBe(false);
  });
});
