/** market's reads of splits, dividends and their coverage windows, batched per request. */
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import type { Coverage, Dividend, Split } from "../domain/corporateActions.js";

export interface CorporateActions {
  splits: Split[];
  dividends: Dividend[];
  coverage: Coverage | null;
}

export const corporateActions = defineLoader<string, CorporateActions, "market">(
  "market.corporateActions",
  async ({ db }, keys) => {
    const tickers = [...keys];
    const [splits, dividends, coverage] = await Promise.all([
      db
        .selectFrom("splits")
        .select(["ticker", "ex_date", "numerator", "denominator"])
        .where("ticker", "in", tickers)
        .orderBy("ex_date")
        .execute(),
      db
        .selectFrom("dividends")
        .select(["ticker", "ex_date", "cash_amount"])
        .where("ticker", "in", tickers)
        .where("dividend_type", "=", "regular_cash")
        .orderBy("ex_date")
        .execute(),
      db
        .selectFrom("corporate_action_coverage")
        .select(["ticker", "covered_from", "covered_through"])
        .where("ticker", "in", tickers)
        .execute(),
    ]);
    const splitsBy = alignByKey(
      tickers,
      splits,
      (row) => row.ticker,
      (rows) => rows.map((r) => ({ exDate: r.ex_date, numerator: r.numerator, denominator: r.denominator })),
    );
    const dividendsBy = alignByKey(
      tickers,
      dividends,
      (row) => row.ticker,
      (rows) => rows.map((r) => ({ exDate: r.ex_date, cashAmount: r.cash_amount })),
    );
    const coverageBy = alignByKey(
      tickers,
      coverage,
      (row) => row.ticker,
      (rows) =>
        rows[0] ? { coveredFrom: rows[0].covered_from, coveredThrough: rows[0].covered_through } : null,
    );
    return tickers.map((_, i) => ({
      splits: splitsBy[i]!,
      dividends: dividendsBy[i]!,
      coverage: coverageBy[i]!,
    }));
  },
);
