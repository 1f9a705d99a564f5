/**
 * The fusion route's `tickers` comma list: normalised, de-duplicated in the caller's order, split
 * into the symbols the platform knows and those it does not. 404 unknown_ticker only when every
 * symbol is unknown (the fundamentals list routes' rule); otherwise the unknown ones are named in
 * `symbols_unknown` beside the rows. A malformed symbol is 422 invalid_ticker naming `tickers`.
 */

import { ServiceError, unknownTicker } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentByTicker } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";

/** Bounds one call's work; the catalogue publishes the same cap (limits.tickers). */
export const MAX_FUSION_TICKERS = 500;

export async function fusionTickers(
  ctx: SubgraphContext<"signals">,
  raw: readonly string[],
): Promise<{ known: string[]; unknown: string[] }> {
  const tickers: string[] = [];
  for (const symbol of raw) {
    if (symbol.trim() === "") continue;
    let ticker: string;
    try {
      ticker = normaliseTicker(symbol);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      throw new ServiceError("invalid_ticker", error.message, { extra: { parameter: "tickers" } });
    }
    if (!tickers.includes(ticker)) tickers.push(ticker);
  }
  if (tickers.length === 0) throw invalidArgument("tickers", "no symbol given", "a comma list of symbols");
  if (tickers.length > MAX_FUSION_TICKERS) {
    throw invalidArgument("tickers", `${tickers.length} symbols`, `at most ${MAX_FUSION_TICKERS} symbols`);
  }
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany(tickers);
  const known: string[] = [];
  const unknown: string[] = [];
  rows.forEach((row, i) => {
    if (row instanceof Error) throw row;
    if (row) known.push(tickers[i] as string);
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
