/**
 * How fresh the data this service serves is, at the request's clock (point in time: nothing dated
 * after it is seen). Nothing here computes a date of its own: each dataset's rows and date range
 * are the research datasets' coverage (fundamentals' `datasetCoverage`, what GET /api/v2/datasets
 * serves), judged by its publication cadence (cadence.ts); the signals book's date and age are its
 * reader's (`openBook`, `bookFreshness`); the derived products' state is their ledger's
 * (warehouse/derived.ts); the ingest summary is the ingest ledger's.
 *
 * The dataset coverage is the costly part (a statement per dataset): it is kept per data version
 * and clock minute, and evaluated at the start of the minute, which can only see less than the
 * request's instant, never more.
 */

import { lastFinalCloseDate } from "../../core/calendar.js";
import { datasetCoverage, HELD_DATASETS } from "../../subgraphs/fundamentals/readers/datasetCoverage.js";
import { cacheCounter } from "../../subgraphs/kit/cacheCounters.js";
import type { SubgraphName } from "../../subgraphs/kit/subgraph.js";
import { bookFreshness, openBook } from "../../subgraphs/signals/readers/book.js";
import type { Warehouse } from "../../warehouse/connection.js";
import { type DerivedProductId, dataVersion, derivedBuild, isCurrent } from "../../warehouse/derived.js";
import { DEFINITIONS } from "../subgraphs.js";
import { type DatasetVerdict, type FreshnessStatus, judgeDataset } from "./cadence.js";

export interface DatasetFreshness extends DatasetVerdict {
  dataset: string;
  product: string;
  /** Rows known at the clock. */
  rows: number;
  firstDate: string | null;
  lastDate: string | null;
}

export interface BookHealth {
  /**
   * ready; cold (not built from the data held now: its routes answer 503 snapshot_cold);
   * none_as_of; unknown (the warehouse could not be read).
   */
  status: "ready" | "cold" | "none_as_of" | "unknown";
  /** The newest book date visible at the clock. */
  date: string | null;
  ageSessions: number | null;
  isStale: boolean | null;
  staleReason: string | null;
  members: number | null;
  scored: number | null;
  note: string;
}

export interface DerivedProductState {
  product: string;
  /** The subgraph whose tables it fills. */
  domain: string;
  /** current (built from the data held now by the running code); not_current (its routes answer 503 snapshot_cold); never_built. */
  status: "current" | "not_current" | "never_built";
  rows: number | null;
  /** Seconds since its newest build committed (wall clock). */
  builtAgeS: number | null;
  buildDurationMs: number | null;
}

export interface IngestSummary {
  files: number;
  rows: number;
  adapters: number;
  /** Seconds since the newest file was ingested (wall clock); null when nothing was. */
  lastIngestAgeS: number | null;
}

export interface DataFreshnessReport {
  /** The clock instant the datasets were judged at (the start of the request's minute). */
  asOf: string;
  /** The ingest ledger's digest, shortened: what derived products are built for. */
  dataVersion: string;
  /** stale when any judged dataset is; current when some are judged and none is; else not_judged or empty. */
  status: FreshnessStatus;
  staleCount: number;
  currentCount: number;
  notJudgedCount: number;
  emptyCount: number;
  datasets: DatasetFreshness[];
  signalsBook: BookHealth;
}

const MEMO_ENTRIES = 8;
const memoCount = cacheCounter("platform.data_freshness", {
  owner: "platform",
  kind: "per_data_version_and_clock_minute",
  description:
    "The datasets' coverage and the signals book's freshness, per data version and clock minute (at most 8 kept).",
});

function overallStatus(datasets: readonly DatasetFreshness[]): FreshnessStatus {
  if (datasets.some((d) => d.status === "stale")) return "stale";
  if (datasets.some((d) => d.status === "current")) return "current";
  return datasets.every((d) => d.status === "empty") ? "empty" : "not_judged";
}

async function bookHealth(db: Warehouse, at: Date): Promise<BookHealth> {
  const none = {
    date: null,
    ageSessions: null,
    isStale: null,
    staleReason: null,
    members: null,
    scored: null,
  };
  const opened = await openBook(db, lastFinalCloseDate(at, "equity"));
  if (opened.status === "cold") {
    return {
      status: "cold",
      ...none,
      note: "The signals book is not built from the data held now: its routes answer 503 snapshot_cold until it is.",
    };
  }
  if (opened.status === "none_as_of") {
    return {
      status: "none_as_of",
      ...none,
      note: `No book date on or before ${opened.through}, the last final close at the clock${opened.firstDate ? ` (the book starts ${opened.firstDate})` : ""}.`,
    };
  }
  const { book } = opened;
  const freshness = bookFreshness(book.date, at);
  return {
    status: "ready",
    date: book.date,
    ageSessions: freshness.ageSessions,
    isStale: freshness.isStale,
    staleReason: freshness.staleReason,
    members: book.members,
    scored: book.scored,
    note: freshness.isStale
      ? `The newest book date ${book.date} is ${freshness.ageSessions} sessions old (stale after 2).`
      : `The newest book date ${book.date} is ${freshness.ageSessions} sessions old.`,
  };
}

async function judgedDatasets(db: Warehouse, at: Date): Promise<DatasetFreshness[]> {
  const coverage = await Promise.all(HELD_DATASETS.map((dataset) => datasetCoverage(db, dataset, at)));
  return HELD_DATASETS.map((dataset, i) => {
    const { rows, firstDate, lastDate } = coverage[i] as (typeof coverage)[number];
    return {
      dataset: dataset.slug,
      product: dataset.product,
      rows,
      firstDate,
      lastDate,
      ...judgeDataset({ slug: dataset.slug, rows, lastDate }, at),
    };
  });
}

/** The domain of each derived product, in build order, as the subgraphs' definitions declare them. */
const PRODUCT_DOMAINS: ReadonlyMap<DerivedProductId, SubgraphName> = new Map(
  Object.values(DEFINITIONS).flatMap((definition) =>
    (definition.derived ?? []).map((product) => [product, definition.name] as const),
  ),
);

export class FreshnessReader {
  readonly #memo = new Map<string, Promise<DataFreshnessReport>>();

  constructor(
    private readonly db: Warehouse,
    private readonly wallClock: () => number = Date.now,
  ) {}

  /** The datasets and the signals book at `now` (the start of its minute). */
  async report(now: Date): Promise<DataFreshnessReport> {
    const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const version = await dataVersion(this.db);
    const key = `${version}|${at.getTime()}`;
    let found = this.#memo.get(key);
    if (found) memoCount.hit();
    else {
      memoCount.miss();
      found = this.#read(at, version);
      this.#memo.set(key, found);
      // A failed read is not kept: the next request reads again.
      found.catch(() => this.#memo.delete(key));
      while (this.#memo.size > MEMO_ENTRIES) this.#memo.delete(this.#memo.keys().next().value as string);
    }
    return found;
  }

  async #read(at: Date, version: string): Promise<DataFreshnessReport> {
    const [datasets, signalsBook] = await Promise.all([judgedDatasets(this.db, at), bookHealth(this.db, at)]);
    const count = (status: FreshnessStatus) => datasets.filter((d) => d.status === status).length;
    return {
      asOf: at.toISOString(),
      dataVersion: version.slice(0, 12),
      status: overallStatus(datasets),
      staleCount: count("stale"),
      currentCount: count("current"),
      notJudgedCount: count("not_judged"),
      emptyCount: count("empty"),
      datasets,
      signalsBook,
    };
  }

  /** Every derived product's state against the data held now (its ledger; cheap, not kept). */
  async derivedProducts(): Promise<DerivedProductState[]> {
    const [version, builds] = await Promise.all([
      dataVersion(this.db),
      Promise.all([...PRODUCT_DOMAINS.keys()].map((product) => derivedBuild(this.db, product.name))),
    ]);
    const nowMs = this.wallClock();
    return [...PRODUCT_DOMAINS].map(([id, domain], i) => {
      const build = builds[i] ?? null;
      const product = id.name;
      if (build === null) {
        return { product, domain, status: "never_built", rows: null, builtAgeS: null, buildDurationMs: null };
      }
      return {
        product,
        domain,
        status: isCurrent(build, id, version) ? "current" : "not_current",
        rows: build.rows,
        builtAgeS: Math.round((nowMs - Date.parse(build.builtAt)) / 1000),
        buildDurationMs: build.durationMs,
      };
    });
  }

  /** The newest build of each derived product, for the self-healing log (wall-clock instants). */
  async builds() {
    const builds = await Promise.all(
      [...PRODUCT_DOMAINS.keys()].map((product) => derivedBuild(this.db, product.name)),
    );
    return builds.filter((build) => build !== null);
  }

  /** Files, rows and adapters in the ingest ledger, and how long ago the newest was ingested. */
  async ingest(): Promise<IngestSummary> {
    const row = await this.db
      .selectFrom("ingested_files")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("files"),
        eb.fn.sum<number | string | null>("rows").as("rows"),
        eb.fn.count<number | string>("adapter").distinct().as("adapters"),
        eb.fn.max("ingested_at").as("last"),
      ])
      .executeTakeFirstOrThrow();
    return {
      files: Number(row.files),
      rows: Number(row.rows ?? 0),
      adapters: Number(row.adapters),
      lastIngestAgeS: row.last ? Math.round((this.wallClock() - Date.parse(row.last)) / 1000) : null,
    };
  }
}
