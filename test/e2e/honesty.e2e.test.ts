/**
 * The honesty lint (issue 14, spec/01 "Data-honesty conventions" rule 1): on every GET query route
 * of the table the shim builds (loadRoutes), for a held ticker, one whose data is not held, and a
 * crypto pair, every null field of a 200 answer has a sibling that says why, and no `*_status`
 * says `ok` next to a null it governs. A new route gets the lint for free.
 *
 * A null `x` is explained by a sibling `x_reason`, `x_status`, `x_basis`, `x_note` or `x_withheld`
 * (also of x's stem: `vvix_obs_date` by `vvix_reason`), by `x` in a `null_reasons`,
 * `withheld`/`withheld_reasons` or `fields_withheld` map or list of its object or an enclosing one,
 * or by its object's own `reason`/`status`/`note` when the whole object says why it is sparse.
 *
 * Rules 4 and 5 over the same table (issue 29): on every route taking a `ticker`, a symbol unknown
 * to the platform answers 404 `unknown_ticker` and is not billed (the answer's X-Credits-Charged and
 * the account's wallet before and after); for held, not-held and crypto tickers an answer that is no
 * 200 is one of the spec's refusals, never billed, and never a 500.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { type RestAnswer, type RestBody, restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

const routes: RouteSpec[] = (await loadRoutes()).filter(
  (route) => route.method === "GET" && route.operation === "query",
);

/** Held (AAPL: prices, filings, options), not held (JPM: no filings, no options), crypto. */
const TICKERS = ["AAPL", "JPM", "X:BTCUSD"];

const SUFFIXES = ["_reason", "_status", "_basis", "_note", "_withheld"];
const REASON_MAPS = ["null_reasons", "withheld", "withheld_reasons", "fields_withheld", "field_notes"];
const STEMS = /(_obs_date|_as_of|_date|_ts|_pct|_usd|_bps)$/;
const OBJECT_REASONS = ["reason", "status", "note", "null_reason"];
/**
 * Nulls that are answers, not missing values: a paging cursor at the last page, a status or error
 * slot with nothing to report. Echoes of request parameters not given are skipped per route.
 */
const NOT_MISSING = /^(next_.*|prev_.*|status|error|.*_error|errors)$/;

type Json = Record<string, unknown>;

function named(map: unknown, key: string): boolean {
  if (Array.isArray(map)) return map.includes(key) || map.some((m) => (m as Json)?.field === key);
  return !!map && typeof map === "object" && key in (map as Json);
}

function explained(object: Json, key: string, enclosing: Json[]): boolean {
  const stems = [key, key.replace(STEMS, "")];
  for (const stem of stems)
    for (const suffix of SUFFIXES) {
      const sibling = object[`${stem}${suffix}`];
      if (sibling !== undefined && sibling !== null && sibling !== "ok") return true;
    }
  for (const holder of [object, ...enclosing])
    for (const map of REASON_MAPS) if (named(holder[map], key)) return true;
  return OBJECT_REASONS.some((field) => typeof object[field] === "string" && object[field] !== "ok");
}

/** Null fields without a reason, and `x_status: ok` beside a null `x`, anywhere in an answer. */
function dishonestyIn(
  value: unknown,
  path = "",
  enclosing: Json[] = [],
  echoes: ReadonlySet<string> = new Set(),
): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => dishonestyIn(item, `${path}[${index}]`, enclosing, echoes));
  if (!value || typeof value !== "object") return [];
  const object = value as Json;
  const found: string[] = [];
  for (const [key, item] of Object.entries(object)) {
    const at = path ? `${path}.${key}` : key;
    if (item === null) {
      if (object[`${key}_status`] === "ok") found.push(`${at}: null beside ${key}_status ok`);
      else if (NOT_MISSING.test(key) || (path === "" && echoes.has(key))) continue;
      else if (!SUFFIXES.some((s) => key.endsWith(s)) && !explained(object, key, enclosing))
        found.push(`${at}: null without a reason`);
    } else if (!REASON_MAPS.includes(key)) {
      found.push(...dishonestyIn(item, at, [object, ...enclosing], echoes));
    }
  }
  return found;
}

describe("honesty lint: every null says why", () => {
  // No exception list: every route was fixed (issue 14), so any finding on any route fails.
  it("every GET route, for a held, a not-held and a crypto ticker", async () => {
    const found: string[] = [];
    for (const route of routes) {
      const tickers = route.params.some((param) => param.name === "ticker") ? TICKERS : ["AAPL"];
      for (const ticker of tickers) {
        const path = samplePath(route, ticker);
        if (path === null)
          throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
        const { status, body } = await get<RestBody>(path);
        if (status !== 200) continue;
        // A top-level null named like a parameter echoes one not given (requested_date, form_type).
        const echoes = new Set(route.params.flatMap((param) => [param.name, `requested_${param.name}`]));
        for (const finding of dishonestyIn(body, "", [], echoes).slice(0, 5))
          found.push(`${path} ${finding}`);
      }
    }
    if (process.env.HONESTY_REPORT) console.log(JSON.stringify({ found }, null, 1));
    expect(found).toEqual([]);
  }, 600_000);
});

/** A symbol no file of data/sample holds, well-formed so that only its being unknown can refuse it. */
const UNKNOWN = "QZQZ";

/** The route's path with `ticker` set, whether the route requires it or not. */
function withTicker(route: RouteSpec, ticker: string): string | null {
  const path = samplePath(route, ticker);
  if (path === null || route.params.some((param) => param.name === "ticker" && param.required)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}ticker=${encodeURIComponent(ticker)}`;
}

/** Credits the file's account has spent this period, once the requests sent have settled. */
async function settledSpent(): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  // A request settles after its answer is sent: read until two reads apart agree.
  let last = await access.backend.spent(service.accountId, access.period());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await access.backend.spent(service.accountId, access.period());
    if (now === last) return now;
    last = now;
  }
}

const billed = (answer: RestAnswer) => Number(answer.headers.get("x-credits-charged") ?? "0");

describe("honesty lint: unknown symbols and refusals are not billed (spec/01 rules 4 and 5)", () => {
  const tickerRoutes = routes.filter((route) => route.params.some((param) => param.name === "ticker"));

  it("every route taking a ticker answers an unknown one 404 unknown_ticker, and bills nothing", async () => {
    const found: string[] = [];
    const before = await settledSpent();
    for (const route of tickerRoutes) {
      const path = withTicker(route, UNKNOWN);
      if (path === null) throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
      const answer = await get<RestBody>(path);
      const code = answer.body?.detail?.error_code;
      if (answer.status !== 404 || code !== "unknown_ticker")
        found.push(`${path}: ${answer.status} ${code ?? ""}`.trim());
      if (billed(answer) !== 0) found.push(`${path}: billed ${billed(answer)}`);
    }
    expect(found).toEqual([]);
    expect(await settledSpent()).toBe(before);
  }, 600_000);

  it("held, not-held and crypto tickers: what is no 200 is a refusal the spec names, not billed", async () => {
    const found: string[] = [];
    for (const route of tickerRoutes)
      for (const ticker of TICKERS) {
        const path = withTicker(route, ticker);
        if (path === null) continue;
        const answer = await get<RestBody>(path);
        if (answer.status === 200) continue;
        const code = answer.body?.detail?.error_code;
        if (answer.status >= 500 && answer.status !== 503) found.push(`${path}: ${answer.status} ${code}`);
        if (typeof code !== "string") found.push(`${path}: ${answer.status} without an error_code`);
        // A crypto route reads AAPL as the pair AAPL-USD, which no one lists: unknown there rightly.
        if (code === "unknown_ticker" && !route.path.includes("crypto"))
          found.push(`${path}: a symbol the platform knows called unknown`);
        if (billed(answer) !== 0) found.push(`${path}: ${answer.status} billed ${billed(answer)}`);
      }
    expect(found).toEqual([]);
  }, 600_000);
});

describe("the lint itself", () => {
  it("finds a bare null and an ok status beside its null; accepts every reason convention", () => {
    expect(dishonestyIn({ a: null })).toEqual(["a: null without a reason"]);
    expect(dishonestyIn({ pe: null, pe_status: "ok" })).toEqual(["pe: null beside pe_status ok"]);
    expect(dishonestyIn({ a: null, a_reason: "no_source" })).toEqual([]);
    expect(dishonestyIn({ vvix_obs_date: null, vvix: null, vvix_reason: "not_bundled" })).toEqual([]);
    expect(dishonestyIn({ rows: [{ a: null }], null_reasons: { a: "x" } })).toEqual([]);
    expect(dishonestyIn({ items: [{ b: null }] })).toEqual(["items[0].b: null without a reason"]);
  });
});
