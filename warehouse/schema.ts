/**
 * Kysely table types of the warehouse: the single description of what the database holds, one
 * file per owner under schema/ (docs/ARCHITECTURE.md, "A subgraph never imports another subgraph,
 * and reads only its own tables"). Migrations (warehouse/migrations/) create exactly these tables
 * on SQLite and PostgreSQL.
 *
 * `Database` is every table: what ingest, the access layer and the process's wiring see. Each
 * domain sees its view (`MarketDatabase`, …): its own tables, the shared ones, and the other
 * domains' tables the ownership table lets it read, named below. A subgraph's context is typed to
 * its view (the subgraph kit's context.ts), so its code reading another domain's table fails to compile;
 * another domain's bulk data is read through its owner's readers (warehouse/views.ts).
 *
 * Conventions: dates are 'YYYY-MM-DD' text; instants are epoch milliseconds (ts_ms); numbers that
 * can be absent in the source are nullable, never zero-filled.
 */
import type { AccessTables } from "./schema/access.js";
import type { FundamentalsTables } from "./schema/fundamentals.js";
import type { IntelTables } from "./schema/intel.js";
import type { MarketTables } from "./schema/market.js";
import type { RiskTables } from "./schema/risk.js";
import type { SharedTables } from "./schema/shared.js";
import type { SignalsTables } from "./schema/signals.js";

export * from "./schema/access.js";
export * from "./schema/fundamentals.js";
export * from "./schema/intel.js";
export * from "./schema/market.js";
export * from "./schema/risk.js";
export * from "./schema/shared.js";
export * from "./schema/signals.js";

export interface Database
  extends SharedTables,
    AccessTables,
    MarketTables,
    FundamentalsTables,
    IntelTables,
    SignalsTables,
    RiskTables {}

/** Market's view; intel's option chains too, which the options tape reads (docs/MARKET.md). */
export interface MarketDatabase extends MarketTables, SharedTables, Pick<IntelTables, "option_chain_rows"> {}

/** Fundamentals' view; intel's SEC filings too, for the filings routes OWNERSHIP gives fundamentals. */
export interface FundamentalsDatabase
  extends FundamentalsTables,
    SharedTables,
    Pick<IntelTables, "sec_filings"> {}

export interface IntelDatabase extends IntelTables, SharedTables {}

export interface SignalsDatabase extends SignalsTables, SharedTables {}

export interface RiskDatabase extends RiskTables, SharedTables {}

/** Each view of the warehouse by name: a `Warehouse<view>` (connection.ts) queries only its tables. */
export interface WarehouseViews {
  /** Every table: ingest, the access layer, the process's wiring. */
  all: Database;
  /** The tables every view holds: what kit code reads for any domain. */
  shared: SharedTables;
  market: MarketDatabase;
  fundamentals: FundamentalsDatabase;
  intel: IntelDatabase;
  signals: SignalsDatabase;
  risk: RiskDatabase;
}

export type WarehouseView = keyof WarehouseViews;
