import { describe, expect, it } from "vitest";
import { readCsv } from "./csv.js";
import { IngestError } from "./errors.js";
import { parseJsonFile } from "./json.js";
import { parseSubmissionsProfile } from "./secSubmissions.js";
import { readTable } from "./table.js";
import { cryptoPairName, normaliseTicker } from "./tickers.js";
import { isIsoDate, parseDecimal, parseOffsetTimestamp } from "./values.js";

const records = (text: string) => [...readCsv(text, "t.csv")];

describe("readCsv", () => {
  it("handles quoted commas, doubled quotes and line breaks, keeping the starting line of each record", () => {
    const text = 'a,b,c\n1,"x, y",3\n2,"say ""hi""",4\n3,"two\nlines",5\n4,last,6\n';
    expect(records(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "x, y", "3"] },
      { line: 3, fields: ["2", 'say "hi"', "4"] },
      { line: 4, fields: ["3", "two\nlines", "5"] },
      { line: 6, fields: ["4", "last", "6"] },
    ]);
  });

  it("accepts CRLF, a BOM, empty fields and a missing final newline; skips blank lines", () => {
    expect(records('\ufeffa,b\r\n,\r\n\r\n"",z')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["", ""] },
      { line: 4, fields: ["", "z"] },
    ]);
  });

  it("reports an unterminated quote and text after a closing quote with their line", () => {
    expect(() => records('a\n"open\nnever closed')).toThrow("t.csv line 2: unterminated quoted field");
    expect(() => records('a,b\n"x"y,2')).toThrow(IngestError);
    expect(() => records('a,b\n"x"y,2')).toThrow("t.csv line 2:");
  });
});

describe("readTable", () => {
  it("finds columns by header name and checks the field count", () => {
    const rows = [...readTable("close,date\n1.5,2020-01-02\n", "f.csv", ["date", "close"])];
    expect(rows.map((r) => [r.line, r.date("date"), r.number("close")])).toEqual([[2, "2020-01-02", 1.5]]);
    expect(() => [...readTable("date\n2020-01-02\n", "f.csv", ["date", "close"])]).toThrow(
      'f.csv line 1 field "close": missing column (header: date)',
    );
    expect(() => [...readTable("date,close\n2020-01-02,1,9\n", "f.csv", ["date"])]).toThrow(
      'f.csv line 2 field "#3": expected 2 fields, found 3',
    );
  });
});

describe("scalar parsers", () => {
  it("parses only plain decimal numbers", () => {
    expect(["1", "-0.5", ".5", "7.", "1e3", "+2"].map(parseDecimal)).toEqual([1, -0.5, 0.5, 7, 1000, 2]);
    expect(["", " 1", "1,000", "abc", "Infinity", "0x10", "NaN", "1e999"].map(parseDecimal)).toEqual(
      Array(8).fill(undefined),
    );
  });

  it("accepts real calendar dates only", () => {
    expect(["2024-02-29", "2023-12-31"].map(isIsoDate)).toEqual([true, true]);
    expect(["2023-02-29", "2023-13-01", "2023-1-01", "20230101", ""].map(isIsoDate)).toEqual(
      Array(5).fill(false),
    );
  });

  it("turns ISO timestamps with an offset into epoch ms", () => {
    expect(parseOffsetTimestamp("2013-10-04T04:06:00-04:00")).toBe(Date.UTC(2013, 9, 4, 8, 6));
    expect(parseOffsetTimestamp("2015-12-23T04:59:00-05:00")).toBe(Date.UTC(2015, 11, 23, 9, 59));
    expect(parseOffsetTimestamp("2018-04-04T00:01:00+00:00")).toBe(Date.UTC(2018, 3, 4, 0, 1));
    expect(parseOffsetTimestamp("2026-01-22T18:55:07.000Z")).toBe(Date.UTC(2026, 0, 22, 18, 55, 7));
    // No offset means no defined instant.
    expect(parseOffsetTimestamp("2013-10-04T04:06:00")).toBeUndefined();
    expect(parseOffsetTimestamp("2013-10-04T24:06:00Z")).toBeUndefined();
  });
});

describe("tickers", () => {
  it("normalises share classes to the dot form and names crypto pairs", () => {
    expect(["BRK-B", "brk.b", " BF-B "].map(normaliseTicker)).toEqual(["BRK.B", "BRK.B", "BF.B"]);
    expect(["BTCUSD", "ETHUSD", "LTCUSD", "BTCUSDT", "XYZ"].map(cryptoPairName)).toEqual([
      "Bitcoin / US dollar",
      "Ethereum / US dollar",
      "Litecoin / US dollar",
      "Bitcoin / Tether",
      "XYZ",
    ]);
  });
});

describe("parseJsonFile", () => {
  it("turns a syntax error into an IngestError with its line", () => {
    const broken = Buffer.from('{\n  "cik": 320193,\n  "entityName": "Apple Inc.",\n}\n');
    const error = (() => {
      try {
        parseJsonFile(broken, "sec/companyfacts/x.json");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: "sec/companyfacts/x.json", line: 4, field: null });
  });
});

describe("parseSubmissionsProfile", () => {
  const file = "sec/submissions/CIK0000320193.json";
  const json = (fields: Record<string, unknown>) => Buffer.from(JSON.stringify({ cik: "320193", ...fields }));

  it("keeps the SIC code and description; EDGAR's empty string is null", () => {
    expect(
      parseSubmissionsProfile(
        json({ sic: "3571", sicDescription: "Electronic Computers", fiscalYearEnd: "0926" }),
        file,
      ),
    ).toEqual({
      cik: "0000320193",
      sic: "3571",
      sic_description: "Electronic Computers",
      fiscal_year_end: "0926",
      source_file: file,
    });
    expect(
      parseSubmissionsProfile(json({ sic: "", sicDescription: "", fiscalYearEnd: "" }), file),
    ).toMatchObject({
      sic: null,
      sic_description: null,
      fiscal_year_end: null,
    });
  });

  it("refuses a code that is not 3-4 digits, and a fiscal year end that is not a month and day", () => {
    expect(() => parseSubmissionsProfile(json({ sic: "35A1" }), file)).toThrow(IngestError);
    expect(() => parseSubmissionsProfile(json({ fiscalYearEnd: "1332" }), file)).toThrow(IngestError);
    expect(() => parseSubmissionsProfile(json({ fiscalYearEnd: "09-30" }), file)).toThrow(IngestError);
  });
});
