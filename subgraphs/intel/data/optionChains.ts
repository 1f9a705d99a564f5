/**
 * option_chain_rows as intel reads it: per underlying, the chains of its newest snapshot dates as
 * slices by date, file, right and expiry, pre-split twins left out, one statement per batch of
 * tickers; and one underlying's whole chain as of a date, contract by contract, for max pain, gex,
 * the vol surface and the options chain route.
 * Every read is bounded by a date: nothing captured after the request's clock is seen.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import { type DatedContract, type HeldContract, slicesOfContracts } from "../domain/optionChain.js";
import type { ChainSlice } from "../domain/optionsVolume.js";

/** The most snapshot dates one answer can ask for (the limit argument's maximum). */
export const MAX_SNAPSHOT_DATES = 200;

export const chainSlicesByTicker = defineLoader<string, ChainSlice[], "intel">(
  "intel.chainSlicesByTicker",
  async ({ db, clock }, tickers) => {
    // Point in time: an end-of-day chain is visible once its day's close is final (core/calendar).
    const visible = lastFinalCloseDate(clock.now(), "equity");
    const rows = await db
      .with("held_dates", (qb) =>
        qb
          .selectFrom("option_chain_rows")
          .select((eb) => [
            "underlying",
            "snapshot_date",
            eb.fn
              .agg<number>("row_number")
              .over((over) => over.partitionBy("underlying").orderBy("snapshot_date", "desc"))
              .as("recency"),
          ])
          .where("underlying", "in", [...tickers])
          .where("snapshot_date", "<=", visible)
          .groupBy(["underlying", "snapshot_date"]),
      )
      .selectFrom("option_chain_rows as o")
      .innerJoin("held_dates as d", (join) =>
        join.onRef("d.underlying", "=", "o.underlying").onRef("d.snapshot_date", "=", "o.snapshot_date"),
      )
      .where("d.recency", "<=", MAX_SNAPSHOT_DATES)
      .select([
        "o.underlying",
        "o.snapshot_date",
        "o.source_file",
        "o.right",
        "o.expiry",
        "o.strike",
        "o.volume",
        "o.open_interest",
      ])
      .execute();
    // Contract by contract (a few thousand rows a chain), so each day's pre-split twins can be
    // recognised and left out before summing (domain/optionChain.ts slicesOfContracts).
    return alignByKey(
      tickers,
      rows,
      (row) => row.underlying,
      (group) =>
        slicesOfContracts(
          group.map(
            (row): DatedContract => ({
              date: row.snapshot_date,
              sourceFile: row.source_file,
              expiry: row.expiry,
              strike: row.strike,
              right: row.right,
              volume: row.volume,
              openInterest: row.open_interest,
            }),
          ),
        ),
    );
  },
);

/** One underlying's chain as it stood on a date: the newest snapshot dated on or before it. */
export interface ChainSnapshot {
  snapshotDate: string;
  /** Data-relative chain files the rows come from (one per snapshot in the bundled data). */
  sourceFiles: string[];
  contracts: HeldContract[];
}

/**
 * The newest chain snapshot of `underlying` dated on or before `asOf` (YYYY-MM-DD), or null when none
 * is: point in time, so an answer as of a date never sees a chain captured after it. One statement.
 * The rows carry no underlying price: option_chain_rows holds contracts only (the universe files'
 * underlying row, options/chain_underlying.csv, is not ingested; PROVENANCE.md says it is not a
 * consistent spot).
 */
export async function latestChainAsOf(
  db: Warehouse<"intel">,
  underlying: string,
  asOf: string,
): Promise<ChainSnapshot | null> {
  const rows = await db
    .selectFrom("option_chain_rows as o")
    .select([
      "o.snapshot_date",
      "o.source_file",
      "o.expiry",
      "o.strike",
      "o.right",
      "o.open",
      "o.high",
      "o.low",
      "o.close",
      "o.volume",
      "o.open_interest",
      "o.implied_volatility",
      "o.delta",
      "o.gamma",
      "o.vega",
      "o.theta",
    ])
    .where("o.underlying", "=", underlying)
    .where("o.snapshot_date", "=", (eb) =>
      eb
        .selectFrom("option_chain_rows as h")
        .select((inner) => inner.fn.max("h.snapshot_date").as("newest"))
        .where("h.underlying", "=", underlying)
        .where("h.snapshot_date", "<=", asOf),
    )
    .orderBy("o.expiry")
    .orderBy("o.right")
    .orderBy("o.strike")
    .execute();
  if (rows.length === 0) return null;
  return {
    snapshotDate: rows[0]!.snapshot_date,
    sourceFiles: [...new Set(rows.map((row) => row.source_file))].sort(),
    contracts: rows.map(
      (row): HeldContract => ({
        expiry: row.expiry,
        strike: row.strike,
        right: row.right,
        open: row.open,
        high: row.high,
        low: row.low,
        close: row.close,
        volume: row.volume,
        openInterest: row.open_interest,
        impliedVolatility: row.implied_volatility,
        delta: row.delta,
        gamma: row.gamma,
        vega: row.vega,
        theta: row.theta,
      }),
    ),
  };
}

/** The snapshot dates held for `underlying` on or before `asOf`, newest first. */
export async function chainDatesAsOf(
  db: Warehouse<"intel">,
  underlying: string,
  asOf: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("option_chain_rows")
    .select("snapshot_date")
    .distinct()
    .where("underlying", "=", underlying)
    .where("snapshot_date", "<=", asOf)
    .orderBy("snapshot_date", "desc")
    .execute();
  return rows.map((row) => row.snapshot_date);
}
