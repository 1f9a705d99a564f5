/**
 * risk's reads of daily prices, all through market's read-only readers (docs/DESIGN.md §3; risk owns no
 * price table and no longer `@requires` market's closeHistory): one ticker's own daily file, and
 * the daily universe's bars. Every read is bounded by the request's clock (`lastFinalCloseDate`):
 * no close after the last one final at the request's instant is seen.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { defineLoader } from "../../kit/loaders.js";
import {
  type CloseSeries,
  closeSeries,
  type UniverseBar,
  universeBars,
} from "../../market/readers/universe.js";

/** The newest date whose close a caller could have at the request's clock. */
export function closesVisibleThrough(
  ctx: Pick<SubgraphContext<"risk">, "clock">,
  assetClass: string,
): string {
  return lastFinalCloseDate(ctx.clock.now(), assetClass);
}

/** Key of a bounded read: `<ticker>@<through>`, or `<ticker>@<from>..<through>`. */
const keyOf = (ticker: string, through: string, from?: string) =>
  `${ticker}@${from === undefined ? "" : `${from}..`}${through}`;
const parseKey = (key: string) => {
  const at = key.lastIndexOf("@");
  const [from, through] = key.slice(at + 1).split("..") as [string, string | undefined];
  return through === undefined
    ? { ticker: key.slice(0, at), through: from, from: undefined }
    : { ticker: key.slice(0, at), through, from };
};

const ownCloses = defineLoader<string, CloseSeries, "risk">("risk.ownDailyCloses", ({ db }, keys) =>
  Promise.all(
    keys.map((key) => {
      const { ticker, through } = parseKey(key);
      return closeSeries(db, ticker, { through });
    }),
  ),
);

/** One ticker's closes from its own daily file, oldest first, through `through`. */
export function dailyClosesOf(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  through: string,
): Promise<CloseSeries> {
  return ctx.loaders.get(ownCloses).load(keyOf(ticker, through));
}

const universeRows = defineLoader<string, UniverseBar[], "risk">(
  "risk.universeBars",
  async ({ db }, keys) => {
    // One read per range for every ticker asked over it.
    const byRange = new Map<string, { from?: string; through: string; tickers: string[] }>();
    for (const key of keys) {
      const { ticker, through, from } = parseKey(key);
      const range = `${from ?? ""}..${through}`;
      const group = byRange.get(range) ?? { ...(from === undefined ? {} : { from }), through, tickers: [] };
      group.tickers.push(ticker);
      byRange.set(range, group);
    }
    const read = new Map<string, Map<string, UniverseBar[]>>();
    await Promise.all(
      [...byRange].map(async ([range, group]) => {
        read.set(range, await universeBars(db, group));
      }),
    );
    return keys.map((key) => {
      const { ticker, through, from } = parseKey(key);
      return read.get(`${from ?? ""}..${through}`)?.get(ticker) ?? [];
    });
  },
);

/**
 * Universe bars of each ticker through `through` (an empty list for a non-member), keyed by ticker;
 * from `from` on when given (a window's read: a book of hundreds of members over its whole history
 * is hundreds of thousands of rows).
 */
export async function universeBarsOf(
  ctx: SubgraphContext<"risk">,
  tickers: readonly string[],
  through: string,
  from?: string,
): Promise<Map<string, UniverseBar[]>> {
  const loader = ctx.loaders.get(universeRows);
  const bars = await loader.loadMany(tickers.map((ticker) => keyOf(ticker, through, from)));
  return new Map(
    tickers.map((ticker, i) => {
      const found = bars[i];
      if (found instanceof Error) throw found;
      return [ticker, found ?? []];
    }),
  );
}
