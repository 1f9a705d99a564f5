/** The contract of warehouse/schema.ts as data, so both engines' migrations can be compared to it. */
import type { OpenWarehouse } from "../connection.js";

/** The columns of every table in schema.ts: migrations must create exactly these. */
export const SCHEMA_COLUMNS: Record<string, string[]> = {
  instruments: [
    "ticker",
    "name",
    "cik",
    "sector",
    "industry",
    "asset_class",
    "listing_status",
    "is_sp500",
    "source",
  ],
  daily_bars: ["ticker", "date", "open", "high", "low", "close", "adj_close", "volume"],
  price_series: ["ticker", "source", "close_basis", "adj_close_basis", "first_date", "last_date"],
  minute_bars: ["ticker", "ts_ms", "session_date", "open", "high", "low", "close", "volume"],
  sec_facts: [
    "id",
    "cik",
    "taxonomy",
    "concept",
    "unit",
    "period_start",
    "period_end",
    "value",
    "accn",
    "fy",
    "fp",
    "form",
    "filed",
    "source_file",
  ],
  sec_companies: ["cik", "entity_name", "facts_source", "source_file"],
  sec_filings: [
    "cik",
    "accession",
    "form",
    "filing_date",
    "report_date",
    "acceptance_datetime",
    "primary_document",
    "primary_doc_description",
    "items",
    "size",
    "source_file",
  ],
  ingested_files: ["path", "sha256", "adapter", "rows", "ingested_at"],
  api_keys: ["id", "display_prefix", "hash", "label", "created_at", "disabled_at"],
};

export async function schemaColumns(warehouse: OpenWarehouse): Promise<Record<string, string[]>> {
  const tables = await warehouse.db.introspection.getTables();
  return Object.fromEntries(
    tables.filter((t) => !t.name.startsWith("kysely_")).map((t) => [t.name, t.columns.map((c) => c.name)]),
  );
}
