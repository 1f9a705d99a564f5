import { describe, expect, it } from "vitest";
import { requestMemo } from "./requestMemo.js";

describe("requestMemo", () => {
  it("computes once per request and key, and apart for another request or key", async () => {
    const memo = requestMemo<number>();
    let runs = 0;
    const compute = async () => ++runs;
    const first = {};
    const second = {};
    expect(await Promise.all([memo(first, "AAPL", compute), memo(first, "AAPL", compute)])).toEqual([1, 1]);
    expect(await memo(first, "MSFT", compute)).toBe(2);
    expect(await memo(second, "AAPL", compute)).toBe(3);
    expect(runs).toBe(3);
  });
});
