/**
 * The test warehouse templates (SQLite: test/support/globalSetup.ts; PostgreSQL:
 * test/support/postgresTemplate.ts), built from data/sample once and kept between runs under
 * `.cache/test-template/` (git-ignored), so a run pays for an ingest only when what the warehouse
 * is built from changed. Each template is a folder named by the digest of its inputs
 * (`templateKey`): every file of data/sample, the source of the ingest (warehouse/ensure.ts and
 * everything it imports, migrations included) and each derived product's name and code version
 * (which its domain bumps when the build's rules change: warehouse/derived.ts). Another key is
 * another folder; the newest other one is kept for a run still copying it, older ones removed.
 *
 * Two processes may ask at once (two vitest runs, two workers): the first builds under a lock
 * file, the other waits and reuses it. A template is built in a `.building` folder and renamed
 * into place once complete, so one that exists is whole; a build left half done by a killed
 * process is started again.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { derivedProductsOf } from "../../gateway/subgraphs.js";
import { ensureWarehouse, SAMPLE_DATA_DIR } from "../../warehouse/ensure.js";
import type { IngestProgress } from "../../warehouse/ingest/runner.js";
import { withLockFile } from "../../warehouse/ingestLock.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const TEMPLATE_CACHE_DIR = join(ROOT, ".cache", "test-template");
/** The module whose import closure builds a warehouse: its source is part of every key. */
const BUILD_ENTRY = join(ROOT, "warehouse", "ensure.ts");
/** Bumped when what a template folder holds changes shape. */
const CACHE_FORMAT = 1;

/**
 * What the build of a template reports, kept beside it: the progress its ingest reported, file by
 * file (the files and their rows are in the warehouse's ledger, ingested_files).
 */
export interface TemplateIngest {
  progress: IngestProgress[];
}

const INGEST_REPORT = "ingest.json";

/** The digest of what a template is built from; `extra` names more (a server's version). */
export async function templateKey(extra: readonly string[] = []): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`format ${CACHE_FORMAT}\n`);
  for (const line of extra) hash.update(`extra ${line}\n`);
  for (const { name, version } of derivedProductsOf()) hash.update(`derived ${name} ${version}\n`);
  for (const file of [...(await filesUnder(SAMPLE_DATA_DIR)), ...sourceClosure(BUILD_ENTRY)].sort()) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** `entry` and every module of ours it imports, transitively (TypeScript's own import scan). */
function sourceClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.sys.readFile(file) ?? "";
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = resolve(dirname(file), fileName.replace(/\.js$/, ".ts"));
      if (existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The folder `<name>-<key>` under the cache, built by `build(folder)` if it is not there yet.
 * `build` receives an empty folder to fill.
 */
export async function cachedTemplate(
  name: string,
  key: string,
  build: (folder: string) => Promise<void>,
): Promise<string> {
  const target = join(TEMPLATE_CACHE_DIR, `${name}-${key}`);
  if (existsSync(target)) return target;
  await mkdir(TEMPLATE_CACHE_DIR, { recursive: true });
  return withLockFile(`${target}.lock`, async () => {
    // Built by another process while this one waited for the lock.
    if (existsSync(target)) return target;
    const building = `${target}.building`;
    await rm(building, { recursive: true, force: true });
    await mkdir(building);
    await build(building);
    await rename(building, target);
    await removeOlder(name, target);
    return target;
  });
}

/** Other keys' folders of `name` but the newest, which a run started before this build may still copy. */
async function removeOlder(name: string, current: string): Promise<void> {
  const others = (await readdir(TEMPLATE_CACHE_DIR))
    .filter((entry) => entry.startsWith(`${name}-`) && !/\.(lock|building)$/.test(entry))
    .map((entry) => join(TEMPLATE_CACHE_DIR, entry))
    .filter((folder) => folder !== current);
  const byAge = await Promise.all(
    others.map(async (folder) => ({ folder, at: (await stat(folder)).mtimeMs })),
  );
  byAge.sort((a, b) => b.at - a.at);
  for (const { folder } of byAge.slice(1)) await rm(folder, { recursive: true, force: true });
}

/**
 * Builds the warehouse at `url` as a server's first start does (ensureWarehouse: migrate, ingest
 * data/sample into the empty warehouse, build the derived products), and records its ingest's
 * progress in `folder`.
 */
export async function buildTemplateWarehouse(url: string, folder: string): Promise<void> {
  const progress: IngestProgress[] = [];
  const warehouse = await ensureWarehouse(url, {
    onProgress: (step) => progress.push(step),
    derived: derivedProductsOf(),
    log: () => {},
  });
  // Closing the last connection checkpoints SQLite's WAL, so a plain copy of the file holds everything.
  await warehouse.close();
  const report: TemplateIngest = { progress };
  await writeFile(join(folder, INGEST_REPORT), JSON.stringify(report));
}

/** The report of the ingest that built the template in `folder`. */
export async function templateIngest(folder: string): Promise<TemplateIngest> {
  return JSON.parse(await readFile(join(folder, INGEST_REPORT), "utf8")) as TemplateIngest;
}
