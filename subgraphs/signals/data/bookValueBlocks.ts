/**
 * The members' voter values, held a block of sessions at a time while the book is computed: each
 * member's series (domain/bookBuild.ts `bookSeries`) keeps its closes, bars held and scorable flags
 * for every session, and gives its seven voters' values, cut into blocks of sessions, to one spool
 * on disk per block (diskSpool.ts); the date loop, which reads every member's values on one date at
 * a time in ascending order, loads the block it has reached and drops the one before.
 *
 * Why: the values are 7 doubles a session per stock, some 700 MB at 5,000 tickers × 10 years, more
 * than the rest of the build together; a block of 126 sessions of them is some 35 MB. The values
 * read back are the same doubles (node:v8's serialisation keeps every bit), so the book is the same.
 */
import type { BookSeries, HoldValues } from "../domain/bookBuild.js";
import { type DiskSpool, diskSpool } from "./diskSpool.js";

/** Sessions per block: half a year. */
export const BLOCK_SESSIONS = 126;

type Values = BookSeries["values"];

export interface ValueBlocks {
  /** Moves the series' values to the spools; the series then hold none until `hold` loads them. */
  add(series: BookSeries): void;
  /** For bookOfSeries: loads the block of `d` into every added series, in the order added. */
  hold: HoldValues;
  /** Frees the spools (also when the book's computation stopped before its last block). */
  close(): void;
}

export function valueBlocks(days: number): ValueBlocks {
  const spools: DiskSpool<Values>[] = Array.from({ length: Math.ceil(days / BLOCK_SESSIONS) }, () =>
    diskSpool<Values>("signals-book-values"),
  );
  const added: BookSeries[] = [];
  let held = -1;
  const close = () => {
    for (const spool of spools) spool.close();
  };
  return {
    add(series) {
      if (series.valuesFrom !== 0) throw new Error(`${series.ticker}'s values were already given to blocks`);
      spools.forEach((spool, block) => {
        const from = block * BLOCK_SESSIONS;
        const values: Values = {};
        for (const [voter, all] of Object.entries(series.values))
          values[voter] = all.slice(from, from + BLOCK_SESSIONS);
        spool.append(values);
      });
      series.values = {};
      series.valuesFrom = days;
      added.push(series);
    },
    hold(d) {
      const block = Math.floor(d / BLOCK_SESSIONS);
      if (block === held) return;
      if (block < held) throw new RangeError(`blocks are held in ascending order: ${block} after ${held}`);
      const spool = spools[block];
      if (spool === undefined) throw new RangeError(`calendar index ${d} is past the ${days} sessions`);
      let i = 0;
      for (const values of spool.values()) {
        const series = added[i++] as BookSeries;
        series.values = values;
        series.valuesFrom = block * BLOCK_SESSIONS;
      }
      // Read once: the block's space goes now.
      spool.close();
      held = block;
    },
    close,
  };
}
