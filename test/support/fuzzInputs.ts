/**
 * fast-check arbitraries of REST requests for a route of the route table, and of hostile values in
 * general: what the fuzz suite (test/e2e/fuzz.e2e.test.ts) sends, and what the no-internal-detail
 * suite reuses for its hostile inputs. Each parameter draws from its declared type, range and
 * enum (valid values, the bounds and one past them) or from a pool of hostile writings (hex,
 * padded numbers, huge numbers, unicode, NUL, `..`, `%2F`, very long text, arrays where a scalar
 * is expected); a request may repeat a parameter, add unknown ones, and send its key, a bad key
 * or none.
 */
import fc from "fast-check";
import type { ParamSpec } from "../../catalogue/routeParams.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";

/**
 * Real values for required parameters, from data/sample (as test/e2e/contract.e2e.test.ts uses):
 * AAPL is the most complete issuer, SPY has the bundled minute data, BTC is the held crypto pair.
 */
export const SAMPLE_VALUES: Record<string, string | number> = {
  ticker: "AAPL",
  tickers: "AAPL,MSFT",
  symbols: "SPY",
  q: "apple",
  filing_type: "10-K",
  concept: "Assets",
  dataset: "daily_prices",
  root: "ES",
  company_id: "c-123",
  event_id: "1",
  sharpe: 1,
  seed: "AAPL",
  topic: "earnings",
  eventid: "1",
  strategy_family: "momentum",
  strategy_name: "cross_sectional_momentum",
  run_id: "cross_sectional_momentum.default",
  // An agent every service has: the signals book's builder (docs/LEARNING.md "Agents").
  agent_name: "signals_book",
};
const ROUTE_SAMPLE_VALUES: Record<string, Record<string, string | number>> = {
  svc_crypto: { ticker: "BTC" },
};

/** Writings no parameter should accept as what they look like, or must refuse cleanly. */
export const HOSTILE_TEXT: readonly string[] = [
  "0x10",
  " 5 ",
  "5 ",
  "+5",
  "1e309",
  "-1e309",
  "1e-400",
  "NaN",
  "Infinity",
  "-0",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999999999999999",
  "1,000",
  "1_000",
  "٣",
  "１２",
  "",
  " ",
  "\t",
  "\u0000",
  "a\u0000b",
  "..",
  "../../etc/passwd",
  "%2F",
  "a%2Fb",
  "%00",
  "%",
  "%zz",
  "a/b",
  "a\\b",
  "ÅÄÖ",
  "😀",
  "\uD800",
  "\u202Eevil",
  "'; DROP TABLE instruments; --",
  '" OR 1=1 --',
  "$\u007Bjndi:ldap://x}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "2023-02-30",
  "2023-13-01",
  "0000-00-00",
  "99999-01-01",
  "2023-1-1",
  "AAPL,,MSFT",
  ",",
  "A".repeat(101),
  "Z".repeat(5000),
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** A value as a query or path writes it: text. */
function validText(route: RouteSpec, param: ParamSpec): fc.Arbitrary<string> {
  const sample = ROUTE_SAMPLE_VALUES[route.name]?.[param.name] ?? SAMPLE_VALUES[param.name];
  const options: fc.Arbitrary<string>[] = [];
  if (sample !== undefined) options.push(fc.constant(String(sample)));
  if (param.enum) options.push(fc.constantFrom(...param.enum));
  if (param.documentedEnum) options.push(fc.constantFrom(...param.documentedEnum));
  if (param.date) {
    options.push(
      fc
        .date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2030-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
    );
  }
  if (param.type === "integer" || param.type === "number") {
    const min = param.min ?? -1_000_000;
    const max = param.max ?? 1_000_000;
    const bounds = [min, max, min - 1, max + 1].map(String);
    options.push(fc.constantFrom(...bounds));
    options.push(
      param.type === "integer"
        ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }).map(String)
        : fc.double({ min, max, noNaN: true }).map(String),
    );
  }
  if (param.type === "boolean") options.push(fc.constantFrom("true", "false", "1", "0", "yes", "TRUE"));
  if (param.type === "string" && !param.enum && !param.date && sample === undefined) {
    options.push(fc.constantFrom("AAPL", "10-K", "apple", "x"));
  }
  if (param.list) {
    const item = options.length > 0 ? fc.oneof(...options) : fc.constant("AAPL");
    options.push(fc.array(item, { minLength: 1, maxLength: 60 }).map((items) => items.join(",")));
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constant("1");
}

/** One parameter's text: mostly valid, often hostile. */
export function paramText(route: RouteSpec, param: ParamSpec): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: validText(route, param) }, { weight: 2, arbitrary: hostileText });
}

/** A JSON value of any kind for a body property: the right kind, or arrays, objects, big numbers. */
function bodyValue(route: RouteSpec, param: ParamSpec): fc.Arbitrary<unknown> {
  const text = paramText(route, param);
  const typed: fc.Arbitrary<unknown>[] = [text];
  if (param.type === "integer" || param.type === "number") {
    typed.push(
      fc.constantFrom(
        param.min ?? 0,
        param.max ?? 1,
        (param.min ?? 0) - 1,
        (param.max ?? 0) + 1,
        1e308,
        -1e308,
      ),
      fc.double({ noNaN: true }),
      fc.integer(),
    );
  }
  if (param.type === "boolean") typed.push(fc.boolean());
  if (param.list) typed.push(fc.array(text, { maxLength: 60 }));
  const hostile = fc.oneof(
    fc.constant(null),
    fc.array(fc.oneof(fc.double(), fc.string(), fc.object()), { maxLength: 5 }),
    fc.object({ maxDepth: 3 }),
    fc.constant(deepNesting(200)),
    fc.bigInt().map((big) => Number(big)),
    fc.boolean(),
  );
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: hostile });
}

/** An array nested `depth` levels: [[[...]]]. */
export function deepNesting(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

export type KeyChoice = "valid" | "none" | "bad" | "query";

export interface FuzzRequest {
  method: "GET" | "POST";
  /** As sent on the wire (already percent-encoded where it was chosen to be). */
  path: string;
  /** Raw body text (POST). */
  body?: string;
  key: KeyChoice;
}

/** A path segment: encoded, or written raw (so `..`, `%2F` and `/` reach the router as they are). */
const segment = (value: string, raw: boolean) => (raw ? value : encoded(value));

/**
 * encodeURIComponent that takes any string: its UTF-8 bytes percent-encoded (a lone surrogate,
 * which encodeURIComponent throws on, is sent as the bytes of U+FFFD, as a client would send it).
 */
export function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")]
      .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
      .join("");
  }
}

/** A raw-written segment must still be something HTTP can carry: no controls, blanks or `#?`. */
const wireSafe = (value: string) => /^[!-~]*$/.test(value) && !/[#?]/.test(value);

const UNKNOWN_NAMES = [
  "no_such_parameter",
  "limit ",
  "__proto__",
  "constructor",
  "api_key",
  "ticker[]",
  "Ticker",
];

/** Requests to one route: its declared parameters drawn as above, repeated or unknown ones, a key. */
export function requestsFor(route: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const declared = route.params.filter((param) => !param.serverInjected);
  const pathParams = declared.filter((param) => param.in === "path");
  const queryParams = declared.filter((param) => param.in === "query");
  const bodyParams = declared.filter((param) => param.in === "body");
  const pathValues = fc.tuple(
    ...pathParams.map((param) => fc.tuple(paramText(route, param), fc.boolean())),
  ) as fc.Arbitrary<[string, boolean][]>;
  const queryEntries = fc.array(
    fc.oneof(
      {
        weight: 5,
        arbitrary:
          queryParams.length > 0
            ? fc
                .constantFrom(...queryParams)
                .chain((param) => paramText(route, param).map((v) => [param.name, v]))
            : fc.constant(["no_such_parameter", "1"]),
      },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...UNKNOWN_NAMES), hostileText) },
    ) as fc.Arbitrary<[string, string]>,
    { maxLength: 6 },
  );
  // Required query parameters are usually present, so the fuzz reaches past the "missing" refusal.
  const required = fc.array(fc.boolean(), { minLength: queryParams.length, maxLength: queryParams.length });
  const body = bodyFor(route, bodyParams);
  const key = fc.constantFrom<KeyChoice>("valid", "valid", "valid", "valid", "none", "bad", "query");
  return fc.record({ pathValues, queryEntries, required, body, key }).map((drawn) => {
    let path = route.path;
    pathParams.forEach((param, i) => {
      const [value, raw] = drawn.pathValues[i] as [string, boolean];
      path = path.replace(`{${param.name}}`, segment(value, raw && wireSafe(value)));
    });
    const query: [string, string][] = [];
    queryParams.forEach((param, i) => {
      const sample = ROUTE_SAMPLE_VALUES[route.name]?.[param.name] ?? SAMPLE_VALUES[param.name];
      if (param.required && sample !== undefined && drawn.required[i] !== false)
        query.push([param.name, String(sample)]);
    });
    query.push(...drawn.queryEntries);
    const search = query.map(([name, value]) => `${encoded(name)}=${encoded(value)}`);
    return {
      method: route.method,
      path: search.length > 0 ? `${path}?${search.join("&")}` : path,
      ...(route.method === "POST" ? { body: drawn.body } : {}),
      key: drawn.key,
    };
  });
}

/** POST bodies: the declared shape with drawn values, mutated, or no object at all. */
function bodyFor(route: RouteSpec, params: ParamSpec[]): fc.Arbitrary<string | undefined> {
  if (route.method !== "POST") return fc.constant(undefined);
  const shaped = fc
    .tuple(
      ...params.map((param) => fc.option(bodyValue(route, param), { nil: undefined, freq: 4 })),
      fc.dictionary(fc.constantFrom(...UNKNOWN_NAMES, "extra"), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 2,
      }),
      fc.boolean(),
    )
    .map((drawn) => {
      const extras = drawn[params.length] as Record<string, unknown>;
      const withExtras = drawn[params.length + 1] as boolean;
      const body: Record<string, unknown> = withExtras ? { ...extras } : {};
      params.forEach((param, i) => {
        const sample = ROUTE_SAMPLE_VALUES[route.name]?.[param.name] ?? SAMPLE_VALUES[param.name];
        const value = drawn[i];
        if (value !== undefined) body[param.name] = value;
        else if (param.required && sample !== undefined)
          body[param.name] = param.list ? String(sample).split(",") : sample;
      });
      return JSON.stringify(body);
    });
  const notAnObject = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      "",
      "{",
      '{"sharpe":',
      "null",
      "[]",
      "\u0000",
      '{"a":1}garbage',
      `${"[".repeat(5_000)}1${"]".repeat(5_000)}`,
    ),
    fc.string({ maxLength: 30 }),
  );
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: notAnObject });
}
