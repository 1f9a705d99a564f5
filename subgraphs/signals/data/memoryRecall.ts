/**
 * The memory's full-text search (svc_v3_memory_recall; docs/LEARNING.md "The index"): a query of
 * the engine's own full-text index over memory_documents, never a substring scan.
 *
 * - SQLite: the FTS5 table memory_documents_fts (external content, `porter unicode61`), MATCH with
 *   every word quoted and required, ranked by FTS5's bm25 (lower is better; served negated).
 * - PostgreSQL: the GIN index memory_documents_search over to_tsvector('english', body), matched
 *   with `@@ plainto_tsquery('english', …)` and ranked by ts_rank_cd (cover density).
 * Both see only the documents visible at the request's clock (visible_from_ms), ties by document id.
 */
import { sql } from "kysely";
import { dialectOf, type Warehouse } from "../../../warehouse/connection.js";
import type { MemoryDocumentsTable } from "../../../warehouse/schema.js";
import { fts5Match, postgresQueryText, searchTerms } from "../domain/recallQuery.js";

export type RecallEngine = "fts5_on_sqlite" | "tsvector_gin_on_postgresql";

export const RANKING: Record<RecallEngine, string> = {
  fts5_on_sqlite: "bm25 (FTS5), negated so that higher is more relevant",
  tsvector_gin_on_postgresql: "ts_rank_cd (cover density), higher is more relevant",
};

export interface RecallHit {
  docId: number;
  kind: string;
  ticker: string | null;
  predictionDate: string;
  eventDate: string;
  title: string;
  body: string;
  /** The engine's relevance, higher is better; null when listing without a query. */
  relevance: number | null;
}

export interface RecallResult {
  engine: RecallEngine;
  /** Visible documents matching (all visible documents without a query). */
  matches: number;
  hits: RecallHit[];
}

type DocumentRow = MemoryDocumentsTable & { relevance: number | null };

function hitOf(row: DocumentRow): RecallHit {
  return {
    docId: Number(row.doc_id),
    kind: row.kind,
    ticker: row.ticker,
    predictionDate: row.prediction_date,
    eventDate: row.event_date,
    title: row.title,
    body: row.body,
    relevance: row.relevance === null ? null : Number(row.relevance),
  };
}

export function engineOf(db: Warehouse<"signals">): RecallEngine {
  return dialectOf(db) === "postgres" ? "tsvector_gin_on_postgresql" : "fts5_on_sqlite";
}

/** The newest documents visible at `throughMs` (no query). */
async function newest(db: Warehouse<"signals">, throughMs: number, limit: number): Promise<RecallResult> {
  const visible = db.selectFrom("memory_documents").where("visible_from_ms", "<=", throughMs);
  const [rows, count] = await Promise.all([
    visible
      .selectAll()
      .select(sql<null>`null`.as("relevance"))
      .orderBy("visible_from_ms", "desc")
      .orderBy("doc_id", "desc")
      .limit(limit)
      .execute(),
    visible.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
  ]);
  return { engine: engineOf(db), matches: Number(count?.n ?? 0), hits: rows.map(hitOf) };
}

async function searchSqlite(
  db: Warehouse<"signals">,
  query: string,
  throughMs: number,
  limit: number,
): Promise<RecallResult> {
  const match = fts5Match(searchTerms(query));
  const rows = await sql<DocumentRow>`
    select d.*, -bm25(memory_documents_fts) as relevance
    from memory_documents_fts join memory_documents d on d.doc_id = memory_documents_fts.rowid
    where memory_documents_fts match ${match} and d.visible_from_ms <= ${throughMs}
    order by bm25(memory_documents_fts), d.doc_id
    limit ${limit}`.execute(db);
  const count = await sql<{ n: number }>`
    select count(*) as n
    from memory_documents_fts join memory_documents d on d.doc_id = memory_documents_fts.rowid
    where memory_documents_fts match ${match} and d.visible_from_ms <= ${throughMs}`.execute(db);
  return { engine: "fts5_on_sqlite", matches: Number(count.rows[0]?.n ?? 0), hits: rows.rows.map(hitOf) };
}

async function searchPostgres(
  db: Warehouse<"signals">,
  query: string,
  throughMs: number,
  limit: number,
): Promise<RecallResult> {
  const text = postgresQueryText(query);
  const rows = await sql<DocumentRow>`
    select d.*, ts_rank_cd(to_tsvector('english', d.body), q) as relevance
    from memory_documents d, plainto_tsquery('english', ${text}) q
    where to_tsvector('english', d.body) @@ q and d.visible_from_ms <= ${throughMs}
    order by relevance desc, d.doc_id
    limit ${limit}`.execute(db);
  const count = await sql<{ n: number | string }>`
    select count(*) as n
    from memory_documents d, plainto_tsquery('english', ${text}) q
    where to_tsvector('english', d.body) @@ q and d.visible_from_ms <= ${throughMs}`.execute(db);
  return {
    engine: "tsvector_gin_on_postgresql",
    matches: Number(count.rows[0]?.n ?? 0),
    hits: rows.rows.map(hitOf),
  };
}

/**
 * The documents matching `query` (every word required), most relevant first, or the newest
 * documents when `query` is null; only those visible at `throughMs`. The caller has checked that
 * the query has a word to search (recallQuery.ts searchTerms).
 */
export function recall(
  db: Warehouse<"signals">,
  query: string | null,
  throughMs: number,
  limit: number,
): Promise<RecallResult> {
  if (query === null) return newest(db, throughMs, limit);
  return dialectOf(db) === "postgres"
    ? searchPostgres(db, query, throughMs, limit)
    : searchSqlite(db, query, throughMs, limit);
}
