/**
 * option_chain_rows as intel reads it: per underlying, the chains of its newest snapshot dates,
 * grouped in SQL by date, file, right and expiry (a full chain of thousands of contracts comes back as
 * a few dozen slices). One statement per batch of tickers.
 */
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import type { ChainSlice } from "../domain/optionsVolume.js";

/** The most snapshot dates one answer can ask for (the limit argument's maximum). */
export const MAX_SNAPSHOT_DATES = 200;

export const chainSlicesByTicker = defineLoader<string, ChainSlice[]>(
  "intel.chainSlicesByTicker",
  async ({ db }, tickers) => {
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
          .groupBy(["underlying", "snapshot_date"]),
      )
      .selectFrom("option_chain_rows as o")
      .innerJoin("held_dates as d", (join) =>
        join.onRef("d.underlying", "=", "o.underlying").onRef("d.snapshot_date", "=", "o.snapshot_date"),
      )
      .where("d.recency", "<=", MAX_SNAPSHOT_DATES)
      .select((eb) => [
        "o.underlying",
        "o.snapshot_date",
        "o.source_file",
        "o.right",
        "o.expiry",
        eb.fn.countAll<number>().as("contracts"),
        eb.fn.sum<number>("o.volume").as("volume"),
        eb.fn.sum<number | null>("o.open_interest").as("open_interest"),
        eb.fn.count<number>("o.open_interest").as("contracts_with_open_interest"),
      ])
      .groupBy(["o.underlying", "o.snapshot_date", "o.source_file", "o.right", "o.expiry"])
      .execute();
    return alignByKey(
      tickers,
      rows,
      (row) => row.underlying,
      (group) =>
        group.map(
          (row): ChainSlice => ({
            date: row.snapshot_date,
            sourceFile: row.source_file,
            right: row.right,
            expiry: row.expiry,
            contracts: Number(row.contracts),
            volume: Number(row.volume),
            openInterest: row.open_interest === null ? null : Number(row.open_interest),
            contractsWithOpenInterest: Number(row.contracts_with_open_interest),
          }),
        ),
    );
  },
);
