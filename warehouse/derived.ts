/**
 * Derived products: tables computed from ingested data only (the signals book, the strategy
 * library's backtests, …), built once per data version and served from the warehouse, so no route
 * recomputes a cross-section per request (docs/DESIGN.md §10).
 *
 * The data version is a digest of the ingest ledger: it changes exactly when an ingest writes a
 * new or changed file, and is computed once per state of the ledger (its stamp). A product also
 * declares its code version, which its domain bumps when the build's rules change (a voter's
 * formula, a strategy, the costs). A product is current when the ledger `derived_builds` holds its
 * name with today's data version and its code version, so a warehouse built by older code rebuilds
 * on its next start rather than serve old rules as current. `ensureDerived` (called by
 * ensureWarehouse under the ingest lock, and by `npm run ingest`) builds every product that is not current in two steps: it computes the rows
 * reading through the readers, outside any transaction, then writes them in one short transaction
 * together with its ledger row. SQLite has one writer at a time, so only that write holds its
 * write lock: a billed request's credit write waits for the write, never for the computation. A
 * reader sees the old build or the new one, never half of one; a build that fails leaves the
 * previous one in place (and not current, so its routes say so); and a build whose data changed
 * while it computed is discarded, not recorded as of data it was not computed from.
 *
 * The warehouse layer knows no domain: each domain declares its products beside its code
 * (e.g. signals' derived.ts) and on its subgraph's definition (`derived`), and each
 * process passes those of the subgraphs it serves. A product writes only tables its domain owns; it
 * reads other domains' data through their readers (each domain's readers/), like any code of
 * its domain.
 *
 * Clock-dependent fields (staleness, ages, sessions) are not part of a build: a product is
 * computed for every date its data supports, and routes choose the newest date visible at the
 * request's clock, so a build is never from the future.
 */
import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { LRUCache } from "lru-cache";
import { type AnyWarehouse, dialectOf, type Warehouse } from "./connection.js";
import type { Database } from "./schema.js";
import { asOwner } from "./views.js";

/** What a product is: its name and the version of the code that builds it. */
export interface DerivedProductId {
  /** Ledger key, also how operators and logs name it: `signals_book`. */
  readonly name: string;
  /** Bumped by the product's domain whenever what the build computes changes. */
  readonly version: number;
}

/**
 * Replaces a product's rows with the computed ones: deletes the previous build's rows, inserts the
 * new. Runs inside the short transaction that records the build in the ledger, so it only writes:
 * a transaction that read before its first write would fail to write (SQLITE_BUSY_SNAPSHOT) once
 * the serving process committed meanwhile. Returns the number of rows written (ledger and log).
 */
export type DerivedWrite<DB = Database> = (trx: Transaction<DB>) => Promise<number>;

export interface DerivedProduct extends DerivedProductId {
  /**
   * Computes the product from the data held now, reading through `db` outside any transaction
   * (no write lock held), and returns the write that puts it in place.
   */
  compute(db: Warehouse): Promise<DerivedWrite>;
}

export interface DerivedBuild {
  product: string;
  /** The product's code version that built it. */
  codeVersion: number;
  dataVersion: string;
  /** ISO 8601 instant the build was committed (wall clock of the building process). */
  builtAt: string;
  rows: number;
  durationMs: number;
}

/**
 * The digest of the ingest ledger: every ingested file's path and content digest, one
 * `<path>\0<sha256>\n` line each in path order. Read once per request by every cached route
 * (subgraphs/kit/dataCache.ts) and by `currentBuild`, so it costs one single-row read: the
 * ledger's stamp (schema/shared.ts `IngestLedgerStampTable`), which a trigger replaces with every
 * ledger write in any process, names the digest computed for it (`ledgerDigest`), and the ledger
 * is read again only when the stamp moved.
 */
export async function dataVersion(db: AnyWarehouse): Promise<string> {
  const ledger = asOwner("shared", db);
  const stamp = await ledgerStamp(ledger);
  const known = digestsByStamp.get(stamp);
  if (known !== undefined) return known;
  const digest = await ledgerDigest(ledger);
  // Outside a transaction the two reads may straddle an ingest's commit: the digest is kept for
  // the stamp only when the stamp did not move while the ledger was read (a stamp never returns).
  if ((await ledgerStamp(ledger)) === stamp) digestsByStamp.set(stamp, digest);
  return digest;
}

/**
 * Digests by stamp, few: a stamp is random, so one names the same ledger in every warehouse the
 * process opens; only a new ingest (or another warehouse) adds one.
 */
const digestsByStamp = new LRUCache<string, string>({ max: 32 });

async function ledgerStamp(ledger: Warehouse<"shared">): Promise<string> {
  const row = await ledger
    .selectFrom("ingest_ledger_stamp")
    .select("stamp")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (row === undefined)
    throw new Error(
      "ingest_ledger_stamp has no row: the warehouse's migration 0028_ingest_ledger_stamp did not run to the end",
    );
  return row.stamp;
}

/**
 * On SQLite the lines are joined by SQLite itself, one string rather than a row object per file.
 * PostgreSQL's text cannot hold the NUL, so there the rows are read; the digest is the same.
 */
async function ledgerDigest(ledger: Warehouse<"shared">): Promise<string> {
  const hash = createHash("sha256");
  if (dialectOf(ledger) === "sqlite") {
    const { lines } = await sql<{ lines: string | null }>`
      select group_concat(path || char(0) || sha256 || char(10), '' order by path) as lines
      from ingested_files`
      .execute(ledger)
      .then((result) => result.rows[0] ?? { lines: null });
    return hash.update(lines ?? "").digest("hex");
  }
  const files = await ledger
    .selectFrom("ingested_files")
    .select(["path", "sha256"])
    .orderBy("path")
    .execute();
  for (const { path, sha256 } of files) hash.update(`${path}\0${sha256}\n`);
  return hash.digest("hex");
}

/** The product's newest committed build, current or not; null when it was never built. */
export async function derivedBuild(db: AnyWarehouse, product: string): Promise<DerivedBuild | null> {
  const row = await asOwner("shared", db)
    .selectFrom("derived_builds")
    .selectAll()
    .where("product", "=", product)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    product: row.product,
    codeVersion: row.code_version,
    dataVersion: row.data_version,
    builtAt: row.built_at,
    rows: row.rows,
    durationMs: row.duration_ms,
  };
}

/**
 * The product's build when it is current (built from the data the warehouse holds now, by the
 * code version running now), else null: a route answers its "cold" error (503 snapshot_cold,
 * retry) rather than serve a build of other data or other rules as if it were this one's.
 */
export async function currentBuild(
  db: AnyWarehouse,
  product: DerivedProductId,
): Promise<DerivedBuild | null> {
  const [build, version] = await Promise.all([derivedBuild(db, product.name), dataVersion(db)]);
  return isCurrent(build, product, version) ? build : null;
}

/** Whether `build` was made from the data of `version` by the product's running code version. */
export function isCurrent(
  build: DerivedBuild | null,
  product: DerivedProductId,
  version: string,
): build is DerivedBuild {
  return build !== null && build.dataVersion === version && build.codeVersion === product.version;
}

/** What a process says of its products while they may be building (GET /readyz, app/derivedBuilds.ts). */
export interface DerivedState {
  /** Products not current for the data held now: being built (or, with builds off here, awaited). */
  building: string[];
  /** Why this process's build failed, if it did: the products it did not build stay snapshot_cold. */
  failed: string | null;
}

export interface EnsureDerivedOptions {
  /** One line per product built; stderr by default. */
  log?: (line: string) => void;
}

/** A build not recorded because an ingest changed the data while it computed. */
export class DataMovedError extends Error {
  override readonly name = "DataMovedError";
}

/** Builds, in order, every product that is not current. Returns the builds it made. */
export async function ensureDerived(
  db: Warehouse,
  products: readonly DerivedProduct[],
  options: EnsureDerivedOptions = {},
): Promise<DerivedBuild[]> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const names = new Set<string>();
  for (const { name } of products) {
    if (names.has(name)) throw new Error(`Derived product ${name} is listed twice`);
    names.add(name);
  }
  const version = await dataVersion(db);
  const built: DerivedBuild[] = [];
  for (const product of products) {
    if (isCurrent(await derivedBuild(db, product.name), product, version)) continue;
    const started = performance.now();
    const write = await product.compute(db);
    const writeStarted = performance.now();
    const build = await db.transaction().execute(async (trx) => {
      // The product's write first (it only writes), so SQLite holds the write lock before this
      // transaction reads: the ledger cannot move between the check and the commit.
      const rows = await write(trx);
      const now = await dataVersion(trx);
      if (now !== version) {
        throw new DataMovedError(
          `${product.name} was computed from data version ${version}, but an ingest changed the data to ${now} meanwhile: the build is discarded, to be built again from the new data`,
        );
      }
      const record: DerivedBuild = {
        product: product.name,
        codeVersion: product.version,
        dataVersion: version,
        builtAt: new Date().toISOString(),
        rows,
        durationMs: Math.round(performance.now() - started),
      };
      const values = {
        code_version: record.codeVersion,
        data_version: record.dataVersion,
        built_at: record.builtAt,
        rows: record.rows,
        duration_ms: record.durationMs,
      };
      await trx
        .insertInto("derived_builds")
        .values({ product: product.name, ...values })
        .onConflict((oc) => oc.column("product").doUpdateSet(values))
        .execute();
      return record;
    });
    const writeMs = Math.round(performance.now() - writeStarted);
    log(
      `built ${build.product} v${build.codeVersion}: ${build.rows} rows in ${build.durationMs} ms (the write held the lock ${writeMs} ms)`,
    );
    built.push(build);
  }
  return built;
}
