/**
 * The hedging rules against the evidence of the bundled index chains: SPY_2024-01-09.csv (23 calls,
 * no put, 9 with open interest, expiries 1..265 days out) and SPXW_2023-06-23.csv (6 calls, 6 puts,
 * expiries 2023-06-30 and 07-03).
 */
import { describe, expect, it } from "vitest";
import { type ChainEvidence, expiryDaysOf, ruleVerdicts } from "./hedging.js";

const spy: ChainEvidence = {
  underlying: "SPY",
  snapshotDate: "2024-01-09",
  isStale: true,
  snapshotDatesHeld: 8,
  contracts: 23,
  calls: 23,
  puts: 0,
  contractsWithOpenInterest: 9,
  expiryDays: [1, 2, 3, 10, 265],
  strikeMin: 404,
  strikeMax: 413,
  spot: null,
  spotReason: "no_daily_bar_on_date",
  sourceFiles: ["options/chains/SPY_2024-01-09.csv"],
};

const spxFresh: ChainEvidence = {
  ...spy,
  underlying: "SPX",
  snapshotDate: "2023-06-23",
  isStale: false,
  snapshotDatesHeld: 1,
  contracts: 12,
  calls: 6,
  puts: 6,
  contractsWithOpenInterest: 12,
  expiryDays: expiryDaysOf("2023-06-23", ["2023-06-30", "2023-07-03", "2023-06-30"]),
  spot: 4348.23,
  spotReason: null,
};

describe("expiryDaysOf", () => {
  it("counts calendar days to each distinct expiry (SPXW 2023-06-23: 7 and 10)", () => {
    expect(spxFresh.expiryDays).toEqual([7, 10]);
  });
});

describe("ruleVerdicts", () => {
  it("withholds every rule on the SPY chain, naming each requirement it fails", () => {
    const [put, note, collar] = ruleVerdicts([spy]);
    expect(put).toMatchObject({
      rule: "protective_put",
      reasons: [
        "end_of_day_snapshots_only",
        "SPY:chain_stale",
        "SPY:no_spot_on_chain_date(no_daily_bar_on_date)",
        "SPY:no_puts_held",
        "SPY:open_interest_not_reported_on_every_contract",
        "SPY:iv_history_8_of_252_sessions",
      ],
    });
    // A 1-day expiry is front week; nothing within 30 ± 7 days (10 and 265).
    expect(note).toMatchObject({
      rule: "iv_term_structure_note",
      reasons: [
        "end_of_day_snapshots_only",
        "SPY:chain_stale",
        "SPY:no_spot_on_chain_date(no_daily_bar_on_date)",
        "SPY:no_expiry_near_30_days",
      ],
    });
    expect(collar).toMatchObject({
      rule: "collar",
      reasons: ["not_offered: spec/02 hedging proposes no collar"],
    });
  });

  it("a current chain with both sides and a spot still lacks a year of IV and a 30-day expiry", () => {
    const [put, note] = ruleVerdicts([spxFresh]);
    expect(put?.reasons).toEqual(["end_of_day_snapshots_only", "SPX:iv_history_1_of_252_sessions"]);
    expect(note?.reasons).toEqual(["end_of_day_snapshots_only", "SPX:no_expiry_near_30_days"]);
  });

  it("a chain not held says so, and only that", () => {
    const none: ChainEvidence = {
      ...spy,
      snapshotDate: null,
      isStale: null,
      spot: null,
      spotReason: "no_chain_held",
    };
    const [put] = ruleVerdicts([none]);
    expect(put?.reasons).toEqual(["end_of_day_snapshots_only", "SPY:no_chain_held"]);
  });
});
