/**
 * The book computed with the voter values held a block at a time is the book computed with them
 * all in memory, row for row: over 60 stocks of the bundled universe (1,230 sessions: ten blocks).
 */
import { describe, expect, it } from "vitest";
import { sampleUniverseBars } from "../../../test/support/sampleUniverse.js";
import { type BookMember, bookCalendar, bookOfSeries, bookSeries } from "../domain/bookBuild.js";
import { BLOCK_SESSIONS, valueBlocks } from "./bookValueBlocks.js";

function members(count: number): BookMember[] {
  // Some with a shorter history: their values start inside a block, not at its edge.
  return [...sampleUniverseBars()].slice(0, count).map(([ticker, bars]) => ({ ticker, bars }));
}

describe("the book with its voter values held a block of sessions at a time", () => {
  const stocks = members(60);
  const dates = [...new Set(stocks.flatMap((member) => member.bars.map((bar) => bar.date)))].sort();
  const calendar = bookCalendar(dates);

  it("is the book computed with every value in memory, row for row", () => {
    expect(dates.length).toBeGreaterThan(5 * BLOCK_SESSIONS);
    const inMemory = [
      ...bookOfSeries(
        calendar,
        stocks.map((member) => bookSeries(member, calendar)),
      ),
    ];
    const blocks = valueBlocks(dates.length);
    const series = stocks.map((member) => bookSeries(member, calendar));
    for (const one of series) blocks.add(one);
    const blocked = [...bookOfSeries(calendar, series, blocks.hold)];
    blocks.close();
    expect(inMemory.length).toBeGreaterThan(900);
    expect(blocked).toEqual(inMemory);
  });

  it("holds one block's values at a time, and refuses to go back", () => {
    const blocks = valueBlocks(dates.length);
    const series = bookSeries(stocks[0] as BookMember, calendar);
    blocks.add(series);
    expect(series.values).toEqual({});
    blocks.hold(BLOCK_SESSIONS + 3);
    expect(series.valuesFrom).toBe(BLOCK_SESSIONS);
    expect(series.values.rsi_14).toHaveLength(BLOCK_SESSIONS);
    expect(() => blocks.hold(0)).toThrow("blocks are held in ascending order: 0 after 1");
    expect(() => blocks.add(series)).toThrow(`${series.ticker}'s values were already given to blocks`);
    blocks.close();
  });
});
