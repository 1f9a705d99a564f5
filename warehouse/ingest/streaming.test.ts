import { describe, expect, it } from "vitest";
import { readTable, readTableStream } from "./table.js";
import { TickerDates } from "./tickerDates.js";

/** The text cut every `size` characters, as a stream delivers it. */
async function* chunksOf(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function streamed(text: string, size: number, columns: string[]) {
  const rows: { line: number; a: string; b: string }[] = [];
  for await (const batch of readTableStream(chunksOf(text, size), "t.csv", columns))
    for (const row of batch) rows.push({ line: row.line, a: row.text("a"), b: row.text("b") });
  return rows;
}

const TEXT = '\ufeffa,b\r\n1,"x, y"\n2,"two\nlines, ""quoted"""\r\n\r\n3,"\n"\n4,last';

describe("readTableStream", () => {
  it("gives readTable's rows and lines however the text is cut, quoted line breaks included", async () => {
    const whole = [...readTable(TEXT, "t.csv", ["a", "b"])].map((row) => ({
      line: row.line,
      a: row.text("a"),
      b: row.text("b"),
    }));
    expect(whole).toEqual([
      { line: 2, a: "1", b: "x, y" },
      { line: 3, a: "2", b: 'two\nlines, "quoted"' },
      { line: 6, a: "3", b: "\n" },
      { line: 8, a: "4", b: "last" },
    ]);
    for (let size = 1; size <= TEXT.length; size++)
      expect(await streamed(TEXT, size, ["a", "b"])).toEqual(whole);
  });

  it("raises readTable's errors: an empty file, a missing column, a short record with its line", async () => {
    await expect(streamed("\n\n", 1, ["a", "b"])).rejects.toThrow(
      "t.csv line 1: file is empty (expected a header row)",
    );
    await expect(streamed("a,c\n1,2\n", 3, ["a", "b"])).rejects.toThrow(
      't.csv line 1 field "b": missing column (header: a,c)',
    );
    await expect(streamed('a,b\n1,"x\ny"\n2\n', 2, ["a", "b"])).rejects.toThrow(
      't.csv line 4 field "b": expected 2 fields, found 1',
    );
  });
});

describe("TickerDates", () => {
  it("finds a repeated (ticker, date) in the ticker's block and after the ticker comes back", () => {
    const seen = new TickerDates();
    expect(seen.add("A", "2020-01-02")).toBe(true);
    expect(seen.add("A", "2020-01-03")).toBe(true);
    expect(seen.add("A", "2020-01-02")).toBe(false);
    expect(seen.add("B", "2020-01-02")).toBe(true);
    expect(seen.add("A", "2020-01-06")).toBe(true);
    expect(seen.add("A", "2020-01-03")).toBe(false);
    expect(seen.add("C", "2020-01-03")).toBe(true);
    // A's two blocks are merged: both of their dates are still known, and only those.
    expect(seen.add("A", "2020-01-06")).toBe(false);
    expect(seen.add("A", "2020-01-02")).toBe(false);
    expect(seen.add("A", "2020-01-07")).toBe(true);
    expect(seen.add("B", "2020-01-03")).toBe(true);
  });
});
