import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createProgressBar } from "./progress.js";

function capture(tty: boolean): { stream: NodeJS.WriteStream; output: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY: tty, columns: 100 });
  return { stream, output: () => text };
}

describe("createProgressBar", () => {
  it("prints one line per 10% when stderr is not a terminal", () => {
    const { stream, output } = capture(false);
    const report = createProgressBar(stream);
    for (let done = 1; done <= 40; done++) report({ file: `f${done}.csv`, done, total: 40 });
    const lines = output().trimEnd().split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe("ingest   2% (1/40) f1.csv");
    expect(lines[5]).toBe("ingest  50% (20/40) f20.csv");
    expect(lines[10]).toBe("ingest 100% (40/40) f40.csv");
  });

  it("redraws one ANSI bar in place on a terminal and ends with a newline", () => {
    const { stream, output } = capture(true);
    const report = createProgressBar(stream);
    report({ file: "prices/daily/AAPL.csv", done: 9, total: 20 });
    expect(output()).toBe("\r\x1b[2K[#########...........]  45% prices/daily/AAPL.csv");
    report({ file: "sec/submissions/CIK0001318605.json", done: 20, total: 20 });
    expect(
      output().endsWith("\r\x1b[2K[####################] 100% sec/submissions/CIK0001318605.json\n"),
    ).toBe(true);
  });
});
