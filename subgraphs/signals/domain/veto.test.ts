/**
 * Veto rules on the real bundled data of 2020-03-16, the day the S&P 500 fell 12 % and trading was
 * halted market-wide. By hand from the CSVs: SPY.csv 2020-03-13 close 269.32, 2020-03-16 low 237.37
 * (1 - 237.37 / 269.32 = 11.8632 %); vix_daily.csv 2020-03-16 close 82.69 against a mean of 35.3995
 * over its 20 previous closes (ratio 2.3359); BAMLH0A0HYM2.csv 8.38 % on 2020-03-16 against 3.61 %
 * 20 observations before (2020-02-18): +477 bp.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  circuitBreakerVeto,
  creditWideningVeto,
  notEvaluatedVetoes,
  regimeVeto,
  vixExtremeVeto,
  vixSpikeVeto,
} from "./veto.js";

function rows(file: string, through: string) {
  const [header, ...lines] = readFileSync(new URL(`../../../data/sample/${file}`, import.meta.url), "utf8")
    .trim()
    .split(/\r?\n/);
  const names = (header as string).toLowerCase().split(",");
  return lines
    .map((line) => Object.fromEntries(line.split(",").map((value, i) => [names[i], value])))
    .filter((row) => (row.date as string) <= through);
}

describe("vetoes on 2020-03-16", () => {
  const vix = rows("macro/vix_daily.csv", "2020-03-16").map((r) => ({
    date: r.date as string,
    value: Number(r.close),
  }));
  const hy = rows("macro/fred/BAMLH0A0HYM2.csv", "2020-03-16")
    .filter((r) => r.value !== "")
    .map((r) => ({ date: r.date as string, value: Number(r.value) }));
  const spy = rows("prices/daily/SPY.csv", "2020-03-16").map((r) => ({
    date: r.date as string,
    low: Number(r.low),
    close: Number(r.close),
  }));

  it("every data rule is active", () => {
    expect(circuitBreakerVeto(spy)).toMatchObject({
      status: "active",
      value: 11.8632,
      threshold: 7,
      asOf: "2020-03-16",
    });
    expect(vixSpikeVeto(vix)).toMatchObject({ status: "active", value: 2.3359, threshold: 1.25 });
    expect(vixExtremeVeto(vix)).toMatchObject({ status: "active", value: 82.69, threshold: 40 });
    expect(creditWideningVeto(hy)).toMatchObject({ status: "active", value: 477, asOf: "2020-03-16" });
    expect(regimeVeto({ date: "2020-03-16", regime: "risk_off" })).toMatchObject({
      status: "active",
      active: true,
    });
  });

  it("a calm day: 2020-02-14, none is", () => {
    const calm = (s: { date: string }[]) => s.filter((r) => r.date <= "2020-02-14");
    expect(circuitBreakerVeto(calm(spy) as typeof spy).active).toBe(false);
    expect(vixSpikeVeto(calm(vix) as typeof vix).active).toBe(false);
    expect(creditWideningVeto(calm(hy) as typeof hy).active).toBe(false);
  });

  it("lists what it cannot evaluate as not evaluated, never inactive", () => {
    expect(notEvaluatedVetoes().map((v) => [v.id, v.status, v.active])).toEqual([
      ["prediction_book_stale", "not_evaluated", null],
      ["position_concentration", "not_evaluated", null],
    ]);
    expect(vixSpikeVeto([]).status).toBe("not_evaluated");
    expect(regimeVeto(null).reason).toBe("no_regime_label_visible_at_clock");
  });
});
