/**
 * A concrete GET path for a catalogue route, for the harnesses that walk every route (point in
 * time, honesty): the given ticker, and held data from data/sample for its other required
 * parameters.
 */
import type { RouteSpec } from "../../rest-shim/routeSpec.js";

/** Required parameters' values other than the ticker. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  tickers: "AAPL,SPY",
  symbols: "SPY",
  q: "apple",
  filing_type: "10-K",
  concept: "Assets",
  dataset: "daily_prices",
  root: "ES",
  company_id: "c-123",
  event_id: "1",
  sharpe: "1",
  seed: "AAPL",
  topic: "earnings",
  eventid: "1",
  strategy_family: "momentum",
  strategy_name: "cross_sectional_momentum",
  run_id: "cross_sectional_momentum.default",
  agent_name: "signals_book",
};

/** The route's path and query with its required parameters filled; null when one has no value. */
export function samplePath(route: RouteSpec, ticker: string): string | null {
  const query = new URLSearchParams();
  let path = route.path;
  for (const param of route.params) {
    if (!param.required) continue;
    const value = param.name === "ticker" ? ticker : SAMPLE_VALUES[param.name];
    if (value === undefined) return null;
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(value));
    else query.set(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
