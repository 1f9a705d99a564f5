/**
 * The minute tables' reads by session and the index each must take (migration 0026), checked by
 * the query plan on a SYNTHETIC ten-year table (syntheticMinutes.ts): subgraphs/market/data's
 * minuteReadPlans.test.ts on SQLite, minuteReadPlans.int.test.ts on PostgreSQL.
 */

import { minuteBarsInRange, sessionMinuteBars } from "../../subgraphs/market/data/minuteBars.js";
import {
  lastMinuteSessionAt,
  latestQuoteBefore,
  minuteBarsKnownAt,
  sessionMinutesBefore,
} from "../../subgraphs/market/data/sessionReads.js";
import type { Warehouse } from "../../warehouse/connection.js";
import { SYNTHETIC_TICKER as T } from "./syntheticMinutes.js";

export interface MinuteRead {
  name: string;
  /** The index the plan must name. */
  index: string;
  read: (db: Warehouse<"market">) => Promise<unknown>;
}

const NOW = Date.parse("2026-01-01T00:00:00Z");
const OLD_SESSION = "2017-03-01";
const RANGE = { startDate: "2017-03-01", endDate: "2017-03-03", limit: 500 };

export const MINUTE_READS: readonly MinuteRead[] = [
  {
    name: "a session's bars (the replay)",
    index: "minute_bars_session_ts_idx",
    read: (db) => sessionMinuteBars(db, T, OLD_SESSION),
  },
  {
    name: "a session's bars ended by an instant (the tape)",
    index: "minute_bars_session_ts_idx",
    read: (db) => sessionMinuteBars(db, T, OLD_SESSION, new Date(NOW)),
  },
  {
    name: "a session's bars before now (a snapshot)",
    index: "minute_bars_session_ts_idx",
    read: (db) => sessionMinutesBefore(db, T, OLD_SESSION, NOW),
  },
  {
    name: "the newest bars of a session range",
    index: "minute_bars_session_ts_idx",
    read: (db) => minuteBarsInRange(db, T, RANGE),
  },
  {
    name: "the newest bars of a session range known at an instant",
    index: "minute_bars_session_ts_idx",
    read: (db) => minuteBarsKnownAt(db, T, RANGE, NOW),
  },
  {
    name: "a session's latest quote before now",
    index: "minute_quotes_session_ts_idx",
    read: (db) => latestQuoteBefore(db, T, OLD_SESSION, NOW),
  },
];

/** The newest session at an instant: one step down the primary key (ticker, ts_ms). */
export const LAST_SESSION_READ = {
  name: "the newest session at an instant",
  read: (db: Warehouse<"market">) => lastMinuteSessionAt(db, T, NOW),
};
