/**
 * The contracts of a bundled chain file (data/sample/options/chains/), read straight from the CSV
 * for domain tests: their known answers come from the file itself, not from the warehouse.
 */
import { readFileSync } from "node:fs";
import { readCsv } from "../../../../warehouse/ingest/csv.js";
import type { OptionRight } from "../optionsVolume.js";

export interface ChainFileContract {
  snapshotDate: string;
  expiry: string;
  strike: number;
  right: OptionRight;
  volume: number;
  /** null where the file reports no open interest. */
  openInterest: number | null;
  open: number;
  high: number;
  low: number;
  close: number;
  impliedVolatility: number | null;
  delta: number | null;
  gamma: number | null;
  vega: number | null;
  theta: number | null;
}

export function chainFile(file: string): ChainFileContract[] {
  const text = readFileSync(
    new URL(`../../../../data/sample/options/chains/${file}`, import.meta.url),
    "utf8",
  );
  const [header, ...rows] = [...readCsv(text, file)].map((record) => record.fields);
  const col = (name: string) => header!.indexOf(name);
  return rows.map((row) => {
    const oi = row[col("open_interest")]!;
    return {
      snapshotDate: row[col("snapshot_date")]!,
      expiry: row[col("expiry")]!,
      strike: Number(row[col("strike")]),
      right: row[col("right")] as OptionRight,
      volume: Number(row[col("volume")]),
      openInterest: oi === "" ? null : Number(oi),
      open: Number(row[col("open")]),
      high: Number(row[col("high")]),
      low: Number(row[col("low")]),
      close: Number(row[col("close")]),
      impliedVolatility: Number(row[col("implied_volatility")]),
      delta: Number(row[col("delta")]),
      gamma: Number(row[col("gamma")]),
      vega: Number(row[col("vega")]),
      theta: Number(row[col("theta")]),
    };
  });
}
