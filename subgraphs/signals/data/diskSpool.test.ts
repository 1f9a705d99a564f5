import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { diskSpool } from "./diskSpool.js";

describe("a spool of values on disk", () => {
  it("reads back every value in order, each double bit for bit, nulls and strings as written", () => {
    const spool = diskSpool<(string | number | null)[]>("spool-test");
    const written = [
      ["2017-11-10", "AAPL", 0.1 + 0.2, null, -0, 5e-324, Number.MAX_VALUE],
      [],
      ["ZZAAA", 1 / 3, null, 42],
    ];
    for (const value of written) spool.append(value);
    expect(spool.length).toBe(3);
    const read = [...spool.values()];
    expect(read).toEqual(written);
    expect(Object.is(read[0]?.[4], -0)).toBe(true);
    // Read twice: the file is read by position, not consumed.
    expect([...spool.values()]).toEqual(written);
    spool.close();
  });

  it("keeps typed arrays' values and type", () => {
    const spool = diskSpool<Record<string, Float64Array>>("spool-test");
    spool.append({ rsi_14: new Float64Array([Number.NaN, 1.5, 70.25]) });
    const [read] = [...spool.values()];
    expect(read?.rsi_14).toBeInstanceOf(Float64Array);
    expect([...(read?.rsi_14 ?? [])]).toEqual([Number.NaN, 1.5, 70.25]);
    spool.close();
  });

  it("leaves nothing in the temp directory, and refuses a read once closed", () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith("spool-test-"));
    const spool = diskSpool<number>("spool-test");
    spool.append(1);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("spool-test-"))).toEqual(before);
    spool.close();
    expect(() => [...spool.values()]).toThrow(
      "the spool-test spool is closed: its values were read and freed",
    );
    expect(() => spool.append(2)).toThrow("the spool-test spool is closed");
  });
});
