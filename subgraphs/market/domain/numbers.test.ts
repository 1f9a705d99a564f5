import { describe, expect, it } from "vitest";
import { percentChange, toSignificant } from "./numbers.js";

describe("toSignificant", () => {
  it.each([
    [1.234567, 1.23457, "1.23457"],
    [-0.000123456789, -0.000123457, "-0.000123457"],
    [0, 0, "0"],
    [123456789, 123457000, "123457000"],
    [999999.5, 1000000, "1000000"],
    [2.5e-7, 2.5e-7, "2.5e-7"],
  ])("rounds %s to 6 significant figures: %s", (input, expected, printed) => {
    const result = toSignificant(input, 6);
    expect(result).toBe(expected);
    expect(String(result)).toBe(printed);
  });

  it("removes float artefacts rather than carrying them into the output", () => {
    // 1.2345700000000002 is a different double from 1.23457; the result must be the one that prints cleanly.
    expect(1.2345700000000002).not.toBe(1.23457);
    expect(toSignificant(1.2345700000000002, 6)).toBe(1.23457);
    expect(String(toSignificant(0.1 + 0.2, 6))).toBe("0.3");
  });

  it("normalises negative zero and passes non-finite values through", () => {
    expect(Object.is(toSignificant(-0, 6), 0)).toBe(true);
    expect(toSignificant(Number.POSITIVE_INFINITY, 6)).toBe(Number.POSITIVE_INFINITY);
    expect(toSignificant(Number.NaN, 6)).toBeNaN();
  });

  it("honours other digit counts and rejects impossible ones", () => {
    expect(toSignificant(1.234567, 1)).toBe(1);
    expect(toSignificant(-98765.4321, 3)).toBe(-98800);
    expect(() => toSignificant(1, 0)).toThrow(RangeError);
    expect(() => toSignificant(1, 2.5)).toThrow(RangeError);
    expect(() => toSignificant(1, 101)).toThrow(RangeError);
  });
});

describe("percentChange", () => {
  it("is in percent points", () => {
    expect(percentChange(100, 101.5)).toBe(1.5);
    expect(percentChange(200, 150)).toBe(-25);
    expect(percentChange(50, 50)).toBe(0);
  });

  it("is null without a base or an end point", () => {
    expect(percentChange(0, 10)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
    expect(percentChange(10, null)).toBeNull();
    expect(percentChange(undefined, 10)).toBeNull();
  });

  it("leaves rounding to toSignificant, which cleans the binary artefacts of the division", () => {
    // Raw quotients as IEEE doubles: 1.2345669999999984, 0.9999999999999963, 199.99999999999997.
    expect(percentChange(100, 101.234567)).not.toBe(1.234567);
    expect(toSignificant(percentChange(100, 101.234567)!, 6)).toBe(1.23457);
    expect(toSignificant(percentChange(10, 10.1)!, 6)).toBe(1);
    expect(toSignificant(percentChange(0.1, 0.3)!, 6)).toBe(200);
  });

  it("gives the day change of a real bar pair to 6 significant figures", () => {
    // AAPL closes 2022-12-28 126.040001 → 2022-12-29 129.610001 (data/sample/prices/daily/AAPL.csv):
    // (129.610001 - 126.040001) / 126.040001 · 100 = 2.83243414...
    expect(toSignificant(percentChange(126.040001, 129.610001)!, 6)).toBe(2.83243);
  });
});
