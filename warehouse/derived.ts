/**
 * Derived products: tables computed from ingested data only (the signals book, the strategy
 * library's backtests, …), built once per data version and served from the warehouse, so no route
 * recomputes a cross-section per request (docs/DESIGN.md §10).
 *
 * The data version is a digest of the ingest ledger: it changes exactly when an ingest writes a
 * new or changed file. A product also declares its code version, which its domain bumps when the
 * build's rules change (a voter's formula, a strategy, the costs). A product is current when the
 * ledger `derived_builds` holds its name with today's data version and its code version, so a
 * warehouse built by older code rebuilds on its next start rather than serve old rules as current. `ensureDerived` (called by ensureWarehouse under the ingest lock, and by
 * `npm run ingest`) builds every product that is not current, each in one transaction together
 * with its ledger row: a reader sees the old build or the new one, never half of one, and a build
 * that fails leaves the previous one in place (and not current, so its routes say so).
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
import type { Transaction } from "kysely";
import type { AnyWarehouse, Warehouse } from "./connection.js";
import type { Database } from "./schema.js";
import { asOwner } from "./views.js";

/** What a product is: its name and the version of the code that builds it. */
export interface DerivedProductId {
  /** Ledger key, also how operators and logs name it: `signals_book`. */
  readonly name: string;
  /** Bumped by the product's domain whenever what the build computes changes. */
  readonly version: number;
}

export interface DerivedProduct extends DerivedProductId {
  /**
   * Replaces the product's rows with those of `dataVersion`: delete the previous build's rows,
   * write the new ones. Runs inside the transaction that records it in the ledger. Returns the
   * number of rows written (for the ledger and the log).
   */
  build(trx: Transaction<Database>, dataVersion: string): Promise<number>;
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

/** The digest of the ingest ledger: every ingested file's path and content digest. */
export async function dataVersion(db: AnyWarehouse): Promise<string> {
  const files = await asOwner("shared", db)
    .selectFrom("ingested_files")
    .select(["path", "sha256"])
    .orderBy("path")
    .execute();
  const hash = createHash("sha256");
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
    const build = await db.transaction().execute(async (trx) => {
      // A write first: SQLite then holds the write lock from the start. A build that read first
      // would fail to write (SQLITE_BUSY_SNAPSHOT) once the serving process wrote meanwhile, as
      // a billed request's settlement does while products build after listening.
      await trx
        .updateTable("derived_builds")
        .set((eb) => ({ rows: eb.ref("rows") }))
        .where("product", "=", product.name)
        .execute();
      const rows = await product.build(trx, version);
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
    log(`built ${build.product} v${build.codeVersion}: ${build.rows} rows in ${build.durationMs} ms`);
    built.push(build);
  }
  return built;
}
