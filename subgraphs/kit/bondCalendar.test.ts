import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  bondBusinessDaysBetween,
  isBondBusinessDay,
  nextBondBusinessDay,
  previousBondBusinessDay,
} from "./bondCalendar.js";

/** Every date of the two bundled Treasury files: the days the curve was really published. */
function publishedDates(): Set<string> {
  const dates = new Set<string>();
  for (const file of ["treasury_par_yield_1990_2022.csv", "treasury_par_yield_2021_2025.csv"]) {
    const lines = readFileSync(new URL(`../../data/sample/rates/${file}`, import.meta.url), "utf8")
      .trim()
      .split("\n");
    for (const line of lines.slice(1)) dates.add(line.slice(0, 10));
  }
  return dates;
}

describe("bond market calendar", () => {
  it("agrees with every weekday of the Treasury files except the known exceptions", () => {
    const published = publishedDates();
    const disagreements: string[] = [];
    for (let ms = Date.UTC(1990, 0, 2); ms <= Date.UTC(2025, 6, 11); ms += 86_400_000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      const dow = new Date(ms).getUTCDay();
      if (dow === 0 || dow === 6) continue;
      // The 2021-2025 file has no rows for 2024-12-09..2024-12-31 (a gap in the source, not closures).
      if (date >= "2024-12-09" && date <= "2024-12-31") continue;
      if (isBondBusinessDay(date) !== published.has(date)) disagreements.push(date);
    }
    // 1994-04-01: a first-Friday Good Friday on which the market closed anyway.
    expect(disagreements).toEqual(["1994-04-01"]);
  });

  it("closes on Columbus and Veterans Day but not on a Saturday Veterans Day's Friday", () => {
    expect(isBondBusinessDay("2024-10-14")).toBe(false);
    expect(isBondBusinessDay("2024-11-11")).toBe(false);
    expect(isBondBusinessDay("2023-11-10")).toBe(true);
    expect(isBondBusinessDay("2018-11-12")).toBe(false);
  });

  it("steps over weekends and holidays and counts business days", () => {
    expect(previousBondBusinessDay("2025-07-07")).toBe("2025-07-03");
    expect(nextBondBusinessDay("2025-07-03")).toBe("2025-07-07");
    // 2025-07-11 (Fri) .. 2025-07-18 (Fri): five business days after the 11th.
    expect(bondBusinessDaysBetween("2025-07-11", "2025-07-18")).toBe(5);
    expect(bondBusinessDaysBetween("2025-07-11", "2025-07-11")).toBe(0);
  });
});
