/**
 * The full ingest of data/sample on SQLite is the one that built the template warehouse every e2e
 * file starts from (test/support/templateCache.ts: ensureWarehouse into an empty file, once per
 * change of the sample or the ingest): checked here on a copy of it, with the progress its ingest
 * reported and the ledger it wrote. PostgreSQL's: warehouse/postgres.int.test.ts.
 */
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { copyTemplate, type TemplateCopy } from "../../test/support/template.js";
import { templateIngest } from "../../test/support/templateCache.js";
import { type OpenWarehouse, openWarehouse } from "../connection.js";
import { SAMPLE_DATA_DIR } from "../ensure.js";
import {
  EXPECTED_COUNTS,
  INGESTED_ROWS,
  ledgerTotals,
  sampleChecks,
  tableCounts,
} from "../testing/sampleChecks.js";
import { type IngestProgress, ingestAll } from "./runner.js";

describe("full ingest of data/sample on SQLite", () => {
  let copy: TemplateCopy;
  let warehouse: OpenWarehouse;
  let progress: IngestProgress[];

  beforeAll(async () => {
    copy = await copyTemplate("qf-sample-ingest-");
    warehouse = await openWarehouse(copy.url);
    ({ progress } = await templateIngest(dirname(inject("templateDb"))));
  });
  afterAll(async () => {
    await warehouse?.close();
    await copy?.remove();
  });

  it("writes every file once and reports progress per file", async () => {
    expect(await ledgerTotals(warehouse.db)).toEqual({
      files: EXPECTED_COUNTS.ingested_files,
      rows: INGESTED_ROWS,
    });
    const total = EXPECTED_COUNTS.ingested_files;
    expect(progress).toHaveLength(total);
    expect(progress[0]).toEqual({ file: "@instrument_master", done: 1, total });
    expect(progress.at(-1)).toMatchObject({ done: total, total });
  });

  for (const [name, check] of Object.entries(sampleChecks)) {
    it(name, () => check(warehouse.db));
  }

  it("a second run skips every file and changes nothing", async () => {
    const before = await tableCounts(warehouse.db);
    const again = await ingestAll(warehouse.db, SAMPLE_DATA_DIR);
    expect(again).toEqual({ files: 0, skipped: EXPECTED_COUNTS.ingested_files, rows: 0 });
    expect(await tableCounts(warehouse.db)).toEqual(before);
  });
});
