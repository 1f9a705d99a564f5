/**
 * The regime rule and its Markov chain on the real bundled closes: data/sample/prices/daily/SPY.csv
 * (Lean, unadjusted, 1998-01-02..2021-03-31) and data/sample/macro/vix_daily.csv (Cboe). The
 * figures below were computed by hand with python from the two CSVs (SMA of the 200 closes ending
 * on the day, the day's VIX close), not with this code.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classify, labelHistory, labelsThrough, REGIME_RULES } from "./regime.js";
import {
  countTransitions,
  forecastFrom,
  mostLikely,
  stationaryDistribution,
  transitionMatrix,
} from "./regimeMarkov.js";

function closes(file: string, dateColumn: string, closeColumn: string) {
  const [header, ...lines] = readFileSync(new URL(`../../../data/sample/${file}`, import.meta.url), "utf8")
    .trim()
    // vix_daily.csv is verbatim Cboe with CRLF line ends.
    .split(/\r?\n/);
  const names = (header as string).split(",");
  const date = names.indexOf(dateColumn);
  const close = names.indexOf(closeColumn);
  return lines.map((line) => {
    const fields = line.split(",");
    return { date: fields[date] as string, value: Number(fields[close]) };
  });
}

const spy = closes("prices/daily/SPY.csv", "date", "close");
const vix = closes("macro/vix_daily.csv", "DATE", "CLOSE");
const labels = labelHistory(spy, vix);

describe("the regime rule", () => {
  it("labels 2020-02-24 neutral: SPY 322.42 above its SMA 200 (303.9841) with VIX 25.03 in 20..30", () => {
    const label = labels.find((l) => l.date === "2020-02-24");
    expect(label).toMatchObject({ regime: "neutral", vix: 25.03, spyClose: 322.42 });
    expect(label?.spySma200).toBeCloseTo(303.9841, 4);
    expect(classify(25.03, 322.42, 303.9841)).toEqual({
      regime: "neutral",
      reasons: ["VIX 25.03 in 20..30", "SPY 322.42 >= SMA200 303.9841"],
    });
  });

  it("labels 2019-01-02 risk_off: SPY 250.18 below its SMA 200 (274.21595) with VIX 23.22 >= 20", () => {
    const label = labels.find((l) => l.date === "2019-01-02");
    expect(label?.regime).toBe("risk_off");
    expect(label?.spySma200).toBeCloseTo(274.21595, 9);
  });

  it("labels 2020-06-11 risk_off on VIX 40.79 >= 30 alone (SPY 300.61 just under 300.8918)", () => {
    expect(labels.find((l) => l.date === "2020-06-11")?.regime).toBe("risk_off");
    expect(classify(40.79, 400, 300).regime).toBe("risk_off");
  });

  it("labels 2021-03-31, the last SPY session, risk_on: SPY 396.33 over SMA 354.1596, VIX 19.4 < 20", () => {
    expect(labels.at(-1)).toMatchObject({ date: "2021-03-31", regime: "risk_on" });
    expect(labels.at(-1)?.spySma200).toBeCloseTo(354.1596, 4);
  });

  it("labels from the 200th SPY session (1998-10-16) and skips 1999-12-31, which has no VIX close", () => {
    expect(labels[0]).toMatchObject({ date: "1998-10-16", regime: "risk_off", vix: 34.82 });
    expect(labels).toHaveLength(5649);
    expect(labels.some((l) => l.date === "1999-12-31")).toBe(false);
    expect(REGIME_RULES.trendSessions).toBe(200);
  });

  it("cuts the history at a date (a prefix)", () => {
    expect(labelsThrough(labels, "2020-12-31").at(-1)?.date).toBe("2020-12-31");
    expect(labelsThrough(labels, "1998-10-15")).toEqual([]);
    expect(labelsThrough(labels, "2030-01-01")).toHaveLength(labels.length);
  });
});

describe("the Markov estimator", () => {
  const counts = countTransitions(labels);
  const matrix = transitionMatrix(counts);

  it("counts transitions between consecutive SPY sessions only: 5,647 (the 1999-12-31 gap breaks one)", () => {
    expect(counts.transitions).toBe(5647);
    // risk_on → risk_on 2,849, → neutral 118, → risk_off 10 (python over the same labels).
    expect(counts.counts.risk_on).toEqual({ risk_on: 2849, neutral: 118, risk_off: 10 });
    expect(counts.counts.neutral).toEqual({ risk_on: 123, neutral: 1054, risk_off: 86 });
    expect(counts.counts.risk_off).toEqual({ risk_on: 6, neutral: 91, risk_off: 1310 });
  });

  it("estimates P(risk_on → risk_on) = 2849 / 2977 and the mean run it implies", () => {
    const row = matrix.find((r) => r.from === "risk_on");
    expect(row?.observed).toBe(2977);
    expect(row?.probabilities?.risk_on).toBeCloseTo(2849 / 2977, 12);
    expect(row?.expectedDurationSessions).toBeCloseTo(2977 / 128, 9);
  });

  it("forecasts one session ahead as the current state's row, and sums to 1 at any horizon", () => {
    const one = forecastFrom(matrix, "risk_off", 1);
    expect(one.probabilities?.risk_off).toBeCloseTo(1310 / 1407, 12);
    const far = forecastFrom(matrix, "risk_off", 252).probabilities;
    expect(far && far.risk_on + far.neutral + far.risk_off).toBeCloseTo(1, 12);
    // Far enough ahead the start is forgotten: the forecast approaches the stationary distribution.
    const stationary = stationaryDistribution(matrix).probabilities;
    const veryFar = forecastFrom(matrix, "risk_on", 5000).probabilities;
    expect(veryFar?.risk_on).toBeCloseTo(stationary?.risk_on as number, 9);
    expect(mostLikely(stationary as NonNullable<typeof stationary>)).toBe("risk_on");
  });

  it("makes no forecast while a state has never been left", () => {
    const early = transitionMatrix(countTransitions(labelsThrough(labels, "1998-10-20")));
    expect(forecastFrom(early, "risk_off", 21)).toMatchObject({
      probabilities: null,
      reason: "no_transitions_observed_from:risk_on,neutral",
    });
  });
});
