import { describe, expect, it } from "vitest";
import { withRestFieldNames } from "./fieldNames.js";

describe("withRestFieldNames", () => {
  it("renames map keys and named fields at the listed paths, through lists, and nothing else", () => {
    const shared = { debtToEquity: "totalDebt_missing", "ratios.grossMargin": "no_revenue" };
    const data = {
      ticker: "AAPL",
      items: [
        { null_reasons: shared, fields_withheld: ["netLoans"], eps_repair: [{ field: "epsDiluted" }] },
        { null_reasons: {}, fields_withheld: [], eps_repair: [] },
      ],
      units: { yieldCurve_10y2y: "percentage_points" },
      untouched: { someKey: "someValue" },
    };
    const paths = ["items.null_reasons", "items.fields_withheld", "items.eps_repair.field", "units"];
    expect(withRestFieldNames(data, paths)).toEqual({
      ticker: "AAPL",
      items: [
        {
          null_reasons: { debt_to_equity: "totalDebt_missing", "ratios.gross_margin": "no_revenue" },
          fields_withheld: ["net_loans"],
          eps_repair: [{ field: "eps_diluted" }],
        },
        { null_reasons: {}, fields_withheld: [], eps_repair: [] },
      ],
      units: { yield_curve_10y2y: "percentage_points" },
      untouched: { someKey: "someValue" },
    });
    // The resolver's object is left as it was.
    expect(shared).toEqual({ debtToEquity: "totalDebt_missing", "ratios.grossMargin": "no_revenue" });
  });

  it("leaves null values and absent keys alone", () => {
    expect(withRestFieldNames({ a: null }, ["a", "b.c"])).toEqual({ a: null });
  });
});
