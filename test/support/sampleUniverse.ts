/** The bundled daily universe's bars by ticker (data/sample/prices/daily_universe.csv.gz), for the book's unit tests. */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { VoterBar } from "../../subgraphs/signals/domain/voters.js";

export function sampleUniverseBars(): Map<string, VoterBar[]> {
  const text = gunzipSync(
    readFileSync(new URL("../../data/sample/prices/daily_universe.csv.gz", import.meta.url)),
  ).toString("utf8");
  const byTicker = new Map<string, VoterBar[]>();
  for (const line of text.split("\n").slice(1)) {
    if (line === "") continue;
    const [ticker, date, , , , close, volume] = line.split(",");
    const bars = byTicker.get(ticker as string) ?? [];
    bars.push({ date: date as string, close: Number(close), volume: Number(volume) });
    byTicker.set(ticker as string, bars);
  }
  return byTicker;
}
