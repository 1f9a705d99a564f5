import { describe, expect, it } from "vitest";
import { axisTicks, formatPrice, formatVolume } from "./chartImage.js";

describe("chart labels", () => {
  it("prints prices with two decimals unless the value has more", () => {
    expect([formatPrice(129.610001), formatPrice(23.4425), formatPrice(5), formatPrice(1234.5)]).toEqual([
      "129.61",
      "23.4425",
      "5.00",
      "1,234.50",
    ]);
    expect([formatVolume(164_800_000), formatVolume(20_600), formatVolume(950)]).toEqual([
      "164.8M",
      "20.6K",
      "950",
    ]);
  });
});

describe("axisTicks", () => {
  it("steps by the first of 1, 2, 2.5, 5 or 10 times a power of ten that gives at most the target count", () => {
    // 52.8 / 10 = 5.28 rounds up to a step of 10.
    expect(axisTicks({ min: 123.4, max: 176.2 }, 10)).toEqual([130, 140, 150, 160, 170]);
    expect(axisTicks({ min: 23.421, max: 23.447 }, 10)).toEqual([23.425, 23.43, 23.435, 23.44, 23.445]);
  });
});
