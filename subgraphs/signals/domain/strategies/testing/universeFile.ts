/**
 * The daily universe read straight from data/sample/prices/daily_universe.csv.gz and its index,
 * for domain tests: their known answers come from the file itself, not from the warehouse.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { HistoryBar, MemberKind } from "../history.js";

const DATA = new URL("../../../../../data/sample/prices/", import.meta.url);

export interface UniverseFile {
  members: Map<string, MemberKind>;
  bars: Map<string, HistoryBar[]>;
}

/** Every member, or only `tickers`, with its bars oldest first. */
export function universeFile(tickers?: ReadonlySet<string>): UniverseFile {
  const members = new Map<string, MemberKind>();
  const index = readFileSync(new URL("daily_universe_index.csv", DATA), "utf8").trim().split("\n").slice(1);
  for (const line of index) {
    const [ticker, kind] = line.split(",") as [string, string];
    if (tickers === undefined || tickers.has(ticker)) members.set(ticker, kind === "etf" ? "etf" : "stock");
  }
  const bars = new Map<string, HistoryBar[]>();
  const text = gunzipSync(readFileSync(new URL("daily_universe.csv.gz", DATA))).toString("utf8");
  // header: ticker,date,open,high,low,close,volume
  for (const line of text.split("\n").slice(1)) {
    if (line === "") continue;
    const fields = line.split(",");
    const ticker = fields[0] as string;
    if (!members.has(ticker)) continue;
    const bar = { date: fields[1] as string, close: Number(fields[5]), volume: Number(fields[6]) };
    const series = bars.get(ticker);
    if (series) series.push(bar);
    else bars.set(ticker, [bar]);
  }
  return { members, bars };
}
