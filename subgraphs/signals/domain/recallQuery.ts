/**
 * How a memory recall query becomes a full-text query of each engine (docs/LEARNING.md "The
 * index"). Pure.
 *
 * Each engine parses the caller's words with the parser it indexed the documents with, so a word
 * matches the way it was indexed:
 * - SQLite FTS5 (`porter unicode61`): the query's words are the runs of letters and digits — what
 *   unicode61 splits text into — each quoted as a string (so no word is read as FTS5 syntax:
 *   AND, OR, NOT, NEAR, `*`, `^`, column filters) and all required (implicit AND);
 * - PostgreSQL (`english` text search configuration): `plainto_tsquery('english', text)` over the
 *   text with control characters removed, which also requires every word and reads no operator.
 * A query with no letter or digit has no word to search and is refused (422) before either runs.
 */

/** Words searched at most; the rest of a longer query is ignored (and said so). */
export const MAX_SEARCH_TERMS = 32;

/** The query's words as FTS5's unicode61 tokenizer splits them, lower-cased, de-duplicated. */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** The FTS5 MATCH expression of the terms: each a quoted string, all required. */
export function fts5Match(terms: readonly string[]): string {
  if (terms.length === 0) throw new RangeError("fts5Match needs at least one term");
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ");
}

/** The text handed to PostgreSQL's plainto_tsquery: the query without control characters. */
export function postgresQueryText(query: string): string {
  return query.replace(/\p{Cc}/gu, " ").trim();
}
