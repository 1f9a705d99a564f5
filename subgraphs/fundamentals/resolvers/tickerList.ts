/**
 * A comma list of tickers (growth, dividends): normalised, de-duplicated in the caller's order,
 * split into the instruments the platform knows and the symbols it does not. spec/02: 404
 * unknown_ticker only when every symbol is unknown; otherwise the unknown ones are named in
 * `symbols_unknown` beside the answer.
 */

import { ServiceError, unknownTicker } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, instrumentByTicker } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";

/** Bounds the work of one call; the spec gives no maximum for the list itself. */
export const MAX_TICKERS = 50;

export interface TickerList {
  known: InstrumentRow[];
  unknown: string[];
}

export async function resolveTickerList(
  ctx: SubgraphContext<"fundamentals">,
  raw: readonly string[],
): Promise<TickerList> {
  const tickers = [...new Set(raw.filter((t) => t.trim() !== "").map((t) => normaliseTicker(t)))];
  if (tickers.length === 0) throw invalidArgument("tickers", "no symbol given", "a comma list of symbols");
  if (tickers.length > MAX_TICKERS) {
    throw invalidArgument("tickers", `${tickers.length} symbols`, `at most ${MAX_TICKERS} symbols`);
  }
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany(tickers);
  const known: InstrumentRow[] = [];
  const unknown: string[] = [];
  rows.forEach((row, i) => {
    if (row && !(row instanceof Error)) known.push(row);
    else unknown.push(tickers[i] as string);
  });
  if (known.length === 0) {
    if (unknown.length === 1) throw unknownTicker(unknown[0] as string);
    throw new ServiceError(
      "unknown_ticker",
      `None of the symbols ${unknown.join(", ")} is known to the platform (current or delisted).`,
      { extra: { tickers: unknown } },
    );
  }
  return { known, unknown };
}
