/**
 * Kysely table types of the warehouse: the single description of what the database holds, one
 * file per owner under schema/ (docs/ARCHITECTURE.md, "A subgraph never imports another subgraph,
 * and reads only its own tables"). Migrations (warehouse/migrations/) create exactly these tables
 * on SQLite and PostgreSQL.
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
