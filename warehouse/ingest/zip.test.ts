/** The zip reader on the bundled Senate LDA archive (data/sample/lobbying/senate_lda_2007_q4.zip). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { crc32, readZip, ZipError } from "./zip.js";

const archive = readFileSync(new URL("../../data/sample/lobbying/senate_lda_2007_q4.zip", import.meta.url));

describe("readZip", () => {
  it("reads the four deflated XML members with the sizes PROVENANCE lists", () => {
    const members = readZip(archive);
    expect(members.map((m) => [m.name, m.data.length])).toEqual([
      ["2007_4_10_2.xml", 522_830],
      ["2007_4_10_1.xml", 2_768_870],
      ["2007_4_11_1.xml", 2_301_362],
      ["2007_4_12_1.xml", 2_633_622],
    ]);
    // UTF-16 with a byte-order mark: FF FE, then "<?" as two-byte units.
    expect([...members[0]!.data.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x3c, 0x00]);
  });

  it("refuses a corrupted member (CRC-32) and a file that is not a zip", () => {
    const corrupted = Buffer.from(archive);
    // A byte inside the first member's deflated data (its local header starts at 0, 30 + name).
    corrupted[30 + "2007_4_10_2.xml".length + 1000]! ^= 0xff;
    expect(() => readZip(corrupted)).toThrow(ZipError);
    expect(() => readZip(Buffer.from("not a zip at all, just text"))).toThrow(/not a zip archive/);
  });

  it("crc32 is the standard one (check value of '123456789')", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });
});
