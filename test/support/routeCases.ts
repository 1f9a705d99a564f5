/**
 * The generic REST rules of spec/01 and spec/03 as cases over the route table (what the shim
 * builds at start-up, rest-shim/routes.ts): for each route, the request that must succeed, the
 * inputs that must be refused with a 422 naming the parameter (from each parameter's type, range,
 * enum, date and required-ness, and the route's strictness about unknown names), the bounds that
 * must be accepted, and a path beside it that no route serves. Read by the table tests of the shim
 * (rest-shim/routeRules.test.ts) and by the suites that send them over HTTP
 * (test/e2e/contract.e2e.test.ts, test/e2e/routeRules.e2e.test.ts).
 */
import type { ParamSpec } from "../../catalogue/routeParams.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";

/** A supplied history of `days` returns for permno 14593 (1000: enough tail at confidence 0.99). */
function suppliedHistory(days: number): Record<string, unknown> {
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
  );
  const values = dates.map((_, i) => (((i * 37) % 23) - 11) / 1000);
  return {
    kind: "supplied_total_returns",
    source_label: "contract suite",
    return_basis: "total_return_including_distributions_and_delisting",
    dates,
    series: [{ permno: 14593, values }],
  };
}

/**
 * Values for required parameters. The catalogue documents no examples, so these are real ones
 * from data/sample: AAPL is the most complete issuer (prices, filings, XBRL, options), SPY has the
 * bundled minute trades and quotes, BTC is the held crypto pair.
 */
const VALUES: Record<string, string | number | Record<string, unknown>> = {
  ticker: "AAPL",
  tickers: "AAPL",
  symbols: "SPY",
  q: "apple",
  filing_type: "10-K",
  concept: "Assets", // us-gaap:Assets, in AAPL's SEC companyfacts
  dataset: "daily_prices", // held, keyed by ticker
  // Products with no provider in tests (UNAVAILABLE in the contract suite): any well-formed value
  // reaches the 503.
  root: "ES",
  company_id: "c-123",
  event_id: "1",
  sharpe: 1,
  seed: "AAPL",
  // 120 returns: cpcv needs max(3 × n_groups, 100) of them, whatever n_groups is accepted.
  returns: Array.from({ length: 120 }, (_, i) => (((i * 37) % 11) - 5) / 1000).join(","),
  portfolio: {
    snapshot_id: "contract",
    as_of: "2023-01-03T21:00:00Z",
    nav_usd: 1_000_000,
    cash_usd: 0,
    positions: [{ permno: 14593, side: "long", market_value_usd: 1_000_000 }],
  },
  history: suppliedHistory(1000),
  topic: "earnings", // a by_topic topic (spec/02 News)
  eventid: "1",
  // The strategy library (docs/STRATEGIES.md): a family with registered trials, a strategy, a run.
  strategy_family: "momentum",
  strategy_name: "cross_sectional_momentum",
  run_id: "cross_sectional_momentum.default",
  // An agent every service has: the signals book's builder (docs/LEARNING.md "Agents").
  agent_name: "signals_book",
};

/** Where one route needs another value than VALUES gives. */
export const ROUTE_VALUES: Record<string, Record<string, string | number>> = {
  svc_crypto: { ticker: "BTC" },
  // Sent with every case although optional: the route needs at least one of etf, ticker.
  svc_v3_intel_etf_holdings: { etf: "SPY" },
  // The regime labels end with SPY's file (2021-03-31): the default 180 days up to the suite's
  // clock hold none (the documented 503, test/e2e/regime.e2e.test.ts); 3650 days reach them.
  svc_v2_regime_history: { days: 3650 },
  // Lobbying clients are attributed to five stocks (lobbying/quiver/); ABT is the largest.
  svc_v3_intel_lobbying: { ticker: "ABT" },
};

/**
 * Inputs sent with every case of one parameter (`<route> <parameter>`), where another parameter
 * decides whether its value can be accepted at all.
 */
export const COMPANIONS: Record<string, Inputs> = {
  // permno filters only the datasets keyed by it; none is held (503 dataset_unavailable), but
  // its bounds are checked there rather than refused as a filter daily_prices does not take.
  "svc_v2_research_read permno": { dataset: "security_names_history" },
  // start_year alone is compared with the default end year: send the latest end year with it.
  "svc_v3_fundamentals_historical start_year": { end_year: 2100 },
  // |skewness| needs kurtosis >= skewness² + 1: give it the largest kurtosis accepted.
  "svc_v3_deflated_sharpe skewness": { kurtosis: 1_000_000 },
  // k must be at most n_groups - 1 (default 10): k 19 needs n_groups 20 (C(20, 19) = 20 splits).
  "svc_v3_cpcv k": { n_groups: 20 },
  "svc_v3_deflate skewness": { kurtosis: 1_000_000 },
};

export const UNKNOWN_TICKER = "ZZZZQ";
const BAD_DATE = "2023-02-30";

export type Value = string | number | boolean | (string | number)[] | Record<string, unknown>;
export type Inputs = Record<string, Value | undefined>;

export interface RouteRequest {
  method: RouteSpec["method"];
  /** Path and query string. */
  path: string;
  body?: Record<string, unknown>;
}

function sampleValue(route: RouteSpec, param: ParamSpec): Value | undefined {
  const value = ROUTE_VALUES[route.name]?.[param.name] ?? VALUES[param.name];
  if (value === undefined) return undefined;
  if (param.list && param.in === "body") return String(value).split(",");
  return value;
}

/** Inputs with every required parameter filled in, and nothing else. */
function requiredInputs(route: RouteSpec): Inputs {
  const inputs: Inputs = {};
  for (const param of route.params) {
    if (!param.required) continue;
    const value = sampleValue(route, param);
    if (value === undefined) throw new Error(`${route.name}: no value for required ${param.name} in VALUES`);
    inputs[param.name] = value;
  }
  // A route's own values for optional parameters it cannot answer without (at_least_one_of).
  for (const param of route.params) {
    const own = ROUTE_VALUES[route.name]?.[param.name];
    if (!param.required && own !== undefined) inputs[param.name] = own;
  }
  return inputs;
}

/** The request with the required inputs, `changes` (undefined removes one) and undeclared extras. */
export function requestFor(
  route: RouteSpec,
  changes: Inputs = {},
  extra: { query?: Record<string, string>; body?: Record<string, unknown> } = {},
): RouteRequest {
  const inputs: Inputs = { ...requiredInputs(route), ...changes };
  const query = new URLSearchParams(extra.query);
  const body: Record<string, unknown> = { ...extra.body };
  let path = route.path;
  for (const param of route.params) {
    const value = inputs[param.name];
    if (value === undefined) continue;
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    else if (param.in === "body") body[param.name] = value;
    else query.set(param.name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = query.toString();
  return {
    method: route.method,
    path: search ? `${path}?${search}` : path,
    ...(route.method === "POST" ? { body } : {}),
  };
}

/** A path beside the route's that no route of `routes` serves: one static segment renamed. */
export function siblingPath(route: RouteSpec, routes: readonly RouteSpec[]): string {
  const concrete = requestFor(route).path.split("?")[0] as string;
  const templates = routes
    .filter((other) => other.method === route.method)
    .map((other) => new RegExp(`^${other.path.replace(/\{\w+\}/g, "[^/]+")}$`));
  const segments = concrete.split("/");
  const statics = route.path.split("/");
  for (let i = segments.length - 1; i > 1; i--) {
    if (statics[i]?.startsWith("{")) continue;
    const candidate = segments.map((segment, j) => (j === i ? `${segment}_unknown` : segment)).join("/");
    if (!templates.some((template) => template.test(candidate))) return candidate;
  }
  throw new Error(`${route.name}: no unknown sibling path`);
}

/** The kinds of input the rules refuse; each HTTP sample is one kind on one kind of parameter. */
export type InvalidKind =
  | "missing"
  | "below its min"
  | "above its max"
  | "above a GraphQL Int"
  | "below a GraphQL Int"
  | "outside its enum"
  | "not a calendar date"
  | "not a whole number"
  | "of the wrong type"
  | "an undeclared query parameter"
  | "an undeclared body property";

export interface InvalidCase {
  title: string;
  kind: InvalidKind;
  /** The parameter refused; absent for an undeclared name. */
  param?: ParamSpec;
  /** What the refusal names: the parameter, or the undeclared name. */
  parameter: string;
  errorCode: string;
  request: RouteRequest;
}

/** Values the route must refuse with a 422 naming the parameter, in the route's parameter order. */
export function invalidCases(route: RouteSpec): InvalidCase[] {
  const cases: InvalidCase[] = [];
  const add = (
    param: ParamSpec,
    kind: InvalidKind,
    what: string,
    value: Value | undefined,
    errorCode = "validation_error",
  ) =>
    cases.push({
      title: `${param.name} ${what}`,
      kind,
      param,
      parameter: param.name,
      errorCode,
      request: requestFor(route, { ...COMPANIONS[`${route.name} ${param.name}`], [param.name]: value }),
    });
  const typed = (param: ParamSpec, value: Value): Value => (param.list ? [value as string | number] : value);
  for (const param of route.params) {
    if (param.serverInjected) continue;
    if (param.required && param.in !== "path") add(param, "missing", "missing", undefined);
    if (param.min !== undefined) add(param, "below its min", `at min−1 (${param.min - 1})`, param.min - 1);
    if (param.max !== undefined) add(param, "above its max", `at max+1 (${param.max + 1})`, param.max + 1);
    // An integer without a range of its own is bounded by what a GraphQL Int carries.
    if (param.type === "integer" && param.max === undefined)
      add(param, "above a GraphQL Int", "above a GraphQL Int (2147483648)", typed(param, 2_147_483_648));
    if (param.type === "integer" && param.min === undefined)
      add(param, "below a GraphQL Int", "below a GraphQL Int (-2147483649)", typed(param, -2_147_483_649));
    if (param.enum) add(param, "outside its enum", "outside the enum", typed(param, "not_a_value"));
    if (param.date)
      add(param, "not a calendar date", `not a calendar date (${BAD_DATE})`, BAD_DATE, "invalid_date");
    const wrong = param.in === "body" ? (param.type === "string" ? 5 : "abc") : "abc";
    if (param.type === "integer") add(param, "not a whole number", "not a whole number (1.5)", 1.5);
    if (param.type !== "string" || param.in === "body")
      add(
        param,
        "of the wrong type",
        `of the wrong type (${JSON.stringify(wrong)})`,
        typed(param, param.type === "boolean" ? "maybe" : wrong),
      );
  }
  if (route.flags.includes("reject_unknown_args")) {
    cases.push({
      title: "an undeclared query parameter",
      kind: "an undeclared query parameter",
      parameter: "no_such_parameter",
      errorCode: "validation_error",
      request: requestFor(route, {}, { query: { no_such_parameter: "1" } }),
    });
  }
  if (route.method === "POST") {
    cases.push({
      title: "an undeclared body property",
      kind: "an undeclared body property",
      parameter: "no_such_property",
      errorCode: "validation_error",
      request: requestFor(route, {}, { body: { no_such_property: 1 } }),
    });
  }
  return cases;
}

export interface BoundCase {
  title: string;
  param: ParamSpec;
  value: number;
  request: RouteRequest;
}

/** The bounds themselves, which must be accepted (a list's as a one-item list: a JSON body has real types). */
export function boundCases(route: RouteSpec): BoundCase[] {
  return route.params.flatMap((param) =>
    (["min", "max"] as const)
      .filter((bound) => param[bound] !== undefined)
      .map((bound) => {
        const value = param[bound] as number;
        return {
          title: `${param.name} at ${bound} (${value})`,
          param,
          value,
          request: requestFor(route, {
            ...COMPANIONS[`${route.name} ${param.name}`],
            [param.name]: param.list ? [value] : value,
          }),
        };
      }),
  );
}

/** A `ticker` path parameter, or a required `ticker` query parameter. */
export const hasTicker = (route: RouteSpec) =>
  route.params.some((param) => param.name === "ticker" && (param.in === "path" || param.required));

/**
 * The kind of parameter a case is about, as the HTTP samples cover them: where it is written, its
 * type, a list or not (`query integer`, `body string list`, …).
 */
export function paramKind(param: ParamSpec): string {
  return `${param.in} ${param.type}${param.list ? " list" : ""}`;
}
