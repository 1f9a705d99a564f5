import { describe, expect, it } from "vitest";
import {
  checkAgainst,
  RETURN_BASIS,
  RequestShapeError,
  readHistory,
  readPortfolio,
} from "./varScenarioRequest.js";

const PORTFOLIO = {
  snapshot_id: "s1",
  as_of: "2023-01-03T21:00:00Z",
  nav_usd: 1_000_000,
  cash_usd: 100_000,
  positions: [
    { permno: 14593, side: "long", market_value_usd: 600_000 },
    { permno: 10107, side: "short", market_value_usd: 300_000, asset_class: "equity", currency: "USD" },
  ],
};
const SUPPLIED = {
  kind: "supplied_total_returns",
  source_label: "my returns",
  return_basis: RETURN_BASIS,
  dates: ["2022-12-29", "2022-12-30"],
  series: [
    { permno: 14593, values: [0.01, -0.02] },
    { permno: 10107, values: [0.0, 0.03] },
  ],
};

/** The refusal of `read`, as [parameter, code]. */
function refusal(read: () => unknown): [string, string, string] {
  try {
    read();
  } catch (error) {
    if (error instanceof RequestShapeError) return [error.parameter, error.code, error.message];
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("portfolio", () => {
  it("is read with its defaults", () => {
    expect(readPortfolio(PORTFOLIO)).toEqual({
      snapshotId: "s1",
      asOf: "2023-01-03T21:00:00Z",
      currency: "USD",
      navUsd: 1_000_000,
      cashUsd: 100_000,
      positions: [
        { permno: 14593, assetClass: "equity", currency: "USD", side: "long", marketValueUsd: 600_000 },
        { permno: 10107, assetClass: "equity", currency: "USD", side: "short", marketValueUsd: 300_000 },
      ],
    });
  });

  it.each([
    ["portfolio.colour", { ...PORTFOLIO, colour: "red" }],
    ["portfolio.snapshot_id", { ...PORTFOLIO, snapshot_id: "x".repeat(129) }],
    ["portfolio.as_of", { ...PORTFOLIO, as_of: "2023-01-03" }],
    ["portfolio.currency", { ...PORTFOLIO, currency: "EUR" }],
    ["portfolio.nav_usd", { ...PORTFOLIO, nav_usd: 0 }],
    ["portfolio.nav_usd", { ...PORTFOLIO, nav_usd: 1e12 + 1 }],
    ["portfolio.cash_usd", { ...PORTFOLIO, cash_usd: -1e12 - 1 }],
    ["portfolio.cash_usd", { ...PORTFOLIO, cash_usd: undefined }],
    ["portfolio.positions", { ...PORTFOLIO, positions: [] }],
    [
      "portfolio.positions",
      {
        ...PORTFOLIO,
        positions: Array.from({ length: 21 }, (_, i) => ({
          permno: i + 1,
          side: "long",
          market_value_usd: 1,
        })),
      },
    ],
    [
      "portfolio.positions[0].permno",
      { ...PORTFOLIO, positions: [{ permno: 1.5, side: "long", market_value_usd: 1 }] },
    ],
    [
      "portfolio.positions[0].permno",
      { ...PORTFOLIO, positions: [{ permno: 100_000_000, side: "long", market_value_usd: 1 }] },
    ],
    [
      "portfolio.positions[0].side",
      { ...PORTFOLIO, positions: [{ permno: 1, side: "flat", market_value_usd: 1 }] },
    ],
    [
      "portfolio.positions[0].asset_class",
      { ...PORTFOLIO, positions: [{ permno: 1, side: "long", market_value_usd: 1, asset_class: "bond" }] },
    ],
    [
      "portfolio.positions[0].market_value_usd",
      { ...PORTFOLIO, positions: [{ permno: 1, side: "long", market_value_usd: -5 }] },
    ],
    [
      "portfolio.positions[0].ticker",
      { ...PORTFOLIO, positions: [{ permno: 1, side: "long", market_value_usd: 1, ticker: "AAPL" }] },
    ],
    [
      "portfolio.positions[1].permno",
      { ...PORTFOLIO, positions: [PORTFOLIO.positions[0], PORTFOLIO.positions[0]] },
    ],
  ])("refuses %s", (parameter, body) => {
    expect(refusal(() => readPortfolio(body))[0]).toBe(parameter);
  });

  it("calls a date-time that is no calendar day invalid_date", () => {
    expect(refusal(() => readPortfolio({ ...PORTFOLIO, as_of: "2023-02-30T10:00:00Z" }))).toEqual([
      "portfolio.as_of",
      "invalid_date",
      expect.stringContaining("accepted: an ISO 8601 date-time"),
    ]);
  });
});

describe("history", () => {
  it("is read by its kind", () => {
    expect(readHistory({ kind: "warehouse_archive", start: "2020-01-02", end: "2020-12-31" })).toEqual({
      kind: "warehouse_archive",
      start: "2020-01-02",
      end: "2020-12-31",
    });
    expect(readHistory(SUPPLIED)).toMatchObject({
      kind: "supplied_total_returns",
      sourceLabel: "my returns",
    });
  });

  it.each([
    ["history.kind", "validation_error", { ...SUPPLIED, kind: "csv" }],
    [
      "history.dates",
      "validation_error",
      { kind: "warehouse_archive", start: "2020-01-02", end: "2020-12-31", dates: [] },
    ],
    ["history.start", "invalid_date", { kind: "warehouse_archive", start: "2020-02-30", end: "2020-12-31" }],
    [
      "history.end",
      "invalid_date_range",
      { kind: "warehouse_archive", start: "2020-12-31", end: "2020-01-02" },
    ],
    ["history.source_label", "validation_error", { ...SUPPLIED, source_label: "" }],
    ["history.return_basis", "validation_error", { ...SUPPLIED, return_basis: "price_return" }],
    ["history.dates[1]", "validation_error", { ...SUPPLIED, dates: ["2022-12-30", "2022-12-29"] }],
    [
      "history.series[0].values[1]",
      "validation_error",
      { ...SUPPLIED, series: [{ permno: 1, values: [0, -1.5] }] },
    ],
    ["history.series[0].values", "validation_error", { ...SUPPLIED, series: [{ permno: 1, values: [0] }] }],
    [
      "history.series[1].permno",
      "validation_error",
      { ...SUPPLIED, series: [SUPPLIED.series[0], SUPPLIED.series[0]] },
    ],
    ["history.series", "validation_error", { ...SUPPLIED, series: [] }],
  ])("refuses %s (%s)", (parameter, code, body) => {
    const [path, errorCode] = refusal(() => readHistory(body));
    expect([path, errorCode]).toEqual([parameter, code]);
  });

  it("accepts a total loss (-1) and names what is accepted", () => {
    expect(readHistory({ ...SUPPLIED, series: [{ permno: 1, values: [-1, 0] }] })).toMatchObject({
      kind: SUPPLIED.kind,
    });
    expect(
      refusal(() => readHistory({ ...SUPPLIED, series: [{ permno: 1, values: [-1.01, 0] }] }))[2],
    ).toContain("accepted: a number of at least -1");
  });
});

describe("rules across the two", () => {
  const portfolio = readPortfolio(PORTFOLIO);

  it("needs a series for every position and none for another permno", () => {
    const missing = readHistory({ ...SUPPLIED, series: [SUPPLIED.series[0]] });
    expect(refusal(() => checkAgainst(portfolio, missing, "2023-01-04"))[0]).toBe(
      "portfolio.positions[1].permno",
    );
    const extra = readHistory({ ...SUPPLIED, series: [...SUPPLIED.series, { permno: 7, values: [0, 0] }] });
    expect(refusal(() => checkAgainst(portfolio, extra, "2023-01-04"))[0]).toBe("history.series[2].permno");
    expect(() => checkAgainst(portfolio, readHistory(SUPPLIED), "2023-01-04")).not.toThrow();
  });

  it("refuses what is dated after the clock's day", () => {
    expect(refusal(() => checkAgainst(portfolio, readHistory(SUPPLIED), "2022-12-29"))[0]).toBe(
      "portfolio.as_of",
    );
    const archive = readHistory({ kind: "warehouse_archive", start: "2020-01-02", end: "2023-06-30" });
    expect(refusal(() => checkAgainst(portfolio, archive, "2023-01-04"))[0]).toBe("history.end");
  });
});
