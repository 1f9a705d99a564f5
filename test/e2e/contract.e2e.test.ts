/**
 * The REST contract of every route in the route table, over real HTTP on one service: what a
 * route answers when it answers (spec/01 and spec/03), whatever it serves.
 *
 * - success: the envelope (`ok: true`, `timestamp`), the catalogue's price in `X-Credits-Charged`
 *   and taken from the wallet, and the body valid against the route's OpenAPI 200 schema (ajv,
 *   with the document's components resolved). A stream (SSE) route opens its event stream
 *   instead, billed once when it opens, and its first frame is valid against the frame schema of
 *   the route's OpenAPI events (x-itemSchema);
 * - a route whose source is not bundled answers its documented 503 instead, charging nothing and
 *   without Retry-After: retrying cannot fix data not held or a source not configured.
 *
 * The refusals every route gives (401 before its inputs are read, 422 naming the parameter, 404
 * unknown_ticker and not_found, none charged) are rest-shim/routeRules.test.ts's, for every route
 * against the shim, and test/e2e/routeRules.e2e.test.ts's, over HTTP. This file runs again in the
 * e2e-distributed project (vitest.config.ts): billing read from the shared Redis ledger, streams
 * from the market process's replay. A route's own e2e file then holds only its known answers.
 */
import { readFileSync } from "node:fs";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { USER_EVENTS_FIELD } from "../../gateway/access/userEvents.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { type RestAnswer, restClient } from "../support/rest.js";
import { type RouteRequest, requestFor } from "../support/routeCases.js";
import { startTestService, type TestService } from "../support/service.js";
import { sseStream } from "../support/streamClients.js";

// The route table the shim serves, built as the shim builds it at start-up.
const routes: RouteSpec[] = await loadRoutes();
const openapi = JSON.parse(readFileSync(new URL("../../schema/openapi.json", import.meta.url), "utf8"));

/**
 * Routes whose documented answer with the values above is a 503 and not data: the error_code
 * expected (spec/03). Provider-backed products have no provider configured in tests; streams
 * without a producer refuse rather than idle.
 */
const UNAVAILABLE: Record<string, string> = {
  svc_v3_fundamentals_segments: "upstream_unavailable",
  svc_v3_fundamentals_ai_analyze: "ai_analyze_vendor_error",
  svc_v3_funds_mutual_fund_ownership: "upstream_unavailable",
  svc_v3_intel_etf_holdings: "upstream_unavailable",
  // The one identified 13F filing held (LTS One) holds no AAPL (docs/INTEL.md).
  svc_v3_intel_top_shareholders: "dataset_unavailable",
  svc_v3_fundamentals_institutional_ownership: "dataset_unavailable",
  svc_v3_private_markets_search: "upstream_unavailable",
  svc_v3_private_markets_search_suggest: "upstream_unavailable",
  svc_v3_private_markets_company: "upstream_unavailable",
  svc_v3_private_markets_company_dossier: "upstream_unavailable",
  svc_v3_private_markets_company_deals: "upstream_unavailable",
  svc_v3_private_markets_companies: "upstream_unavailable",
  svc_v3_transcripts: "upstream_unavailable",
  svc_v3_transcripts_event: "upstream_unavailable",
  svc_v3_transcripts_search: "upstream_unavailable",
  svc_v3_tape_futures: "upstream_unavailable",
  svc_v3_tape_futures_curve: "upstream_unavailable",
  svc_v3_intel_commodities: "upstream_unavailable",
  svc_v3_news_forex_latest: "upstream_unavailable",
  // Options flow, dark pool: no feed bundled (docs/INTEL.md).
  svc_v3_intel_options_flow: "upstream_unavailable",
  svc_v3_intel_options_flow_ticker: "upstream_unavailable",
  svc_v3_intel_darkpool_recent: "upstream_unavailable",
  svc_v3_intel_darkpool_ticker: "upstream_unavailable",
  // The bundled crypto trades end in 2018: the movers book fails closed as stale (spec/03).
  svc_crypto_overnight: "data_stale",
  // Streams no producer publishes in tests (spec/03 Events rule 1).
  svc_v3_stream_market_events: "producer_unavailable",
  svc_v3_stream_signals: "producer_unavailable",
  svc_v3_stream_decisions: "producer_unavailable",
  // Issuer credit data: no source configured (docs/CREDIT.md).
  svc_v3_credit_issuer: "upstream_unavailable",
  svc_v3_credit_bonds: "upstream_unavailable",
  svc_v3_credit_cds_history: "upstream_unavailable",
  svc_v3_credit_ratings: "upstream_unavailable",
  svc_v3_credit_loans: "upstream_unavailable",
  // News feeds the news store does not hold (docs/NEWS.md); alerts and category default to the
  // market-wide (untagged) section, which is one of them.
  svc_v3_news_events: "dataset_unavailable",
  svc_v3_news_event_by_id: "dataset_unavailable",
  svc_v3_news_curated_events: "dataset_unavailable",
  svc_v3_news_market_sentiment: "dataset_unavailable",
  svc_v3_news_trending: "dataset_unavailable",
  svc_v3_news_top_mentions: "dataset_unavailable",
  svc_v3_news_sundown: "dataset_unavailable",
  svc_v3_news_ratings: "dataset_unavailable",
  svc_v3_news_alerts: "dataset_unavailable",
  svc_v3_news_category: "dataset_unavailable",
  svc_v3_intel_news_press_releases: "dataset_unavailable",
  svc_v3_intel_news_crypto: "dataset_unavailable",
  svc_v3_intel_news_movers: "dataset_unavailable",
  // Alternative data, analyst consensus and LLM research: no source bundled (docs/INTEL.md).
  svc_v3_intel_gov_contracts: "upstream_unavailable",
  svc_v3_intel_gov_contracts_live: "upstream_unavailable",
  svc_v3_intel_wsb: "upstream_unavailable",
  svc_v3_intel_twitter: "upstream_dataset_empty",
  svc_v3_intel_patents: "upstream_unavailable",
  svc_v3_intel_exec_compensation: "upstream_unavailable",
  svc_v3_intel_corporate_donors: "upstream_unavailable",
  svc_v3_intel_street_estimates: "upstream_unavailable",
  svc_v3_intel_analyst_consensus: "upstream_unavailable",
  svc_v3_research_web_search: "upstream_unavailable",
  svc_v3_research_perplexity: "upstream_unavailable",
  svc_v3_research_x_sentiment: "upstream_unavailable",
};

// ajv over the OpenAPI document: a route's 200 schema with the components it refers to.
const ajv = new Ajv2020({ allErrors: true, strictTypes: false, strictTuples: false });
addFormats(ajv);
ajv.addKeyword("example");
const validators = new Map<string, ValidateFunction>();
/** The route's answer (a stream: its frame) as its OpenAPI 200 declares it. */
function validatorFor(route: RouteSpec): ValidateFunction {
  const cached = validators.get(route.name);
  if (cached) return cached;
  const content = openapi.paths?.[route.path]?.[route.method.toLowerCase()]?.responses?.["200"]?.content;
  // A frame is the data of the stream's default event (its first x-itemSchema: id and data).
  const schema =
    route.operation === "subscription"
      ? content?.["text/event-stream"]?.["x-itemSchema"]?.oneOf?.[0]?.properties?.data?.contentSchema
      : content?.["application/json"]?.schema;
  if (!schema) throw new Error(`openapi.json has no 200 schema for ${route.method} ${route.path}`);
  const resolved = JSON.parse(
    JSON.stringify({ ...schema, $defs: openapi.components.schemas }).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    ),
  );
  const validate = ajv.compile(resolved);
  validators.set(route.name, validate);
  return validate;
}

let service: TestService;
let accountId: string;
let key: string;
const rest = restClient(() => ({ url: service.url, key }));

beforeAll(async () => {
  // A Tuesday afternoon, regular session; SPY's bundled session replays, so its streams open.
  service = await startTestService({
    clock: fixedClock("2026-11-17T15:00:00Z"),
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 60, loop: true },
    // The news store's replay, as npm start runs it: the news stream opens too.
    newsReplay: { itemMs: 1_000, loop: true },
  });
  ({ accountId, key } = await issueKey(service.warehouse.db, "contract", { plan: "enterprise" }));
});
afterAll(async () => service?.stop());

/** Credits the suite's account has spent this period, read from the access backend. */
async function spent(): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(accountId, access.period());
}

function send(request: RouteRequest): Promise<RestAnswer> {
  return request.method === "POST" ? rest.post(request.path, request.body) : rest.get(request.path);
}

describe.each(
  routes.map((route) => [`${route.name}: ${route.method} ${route.path}`, route] as const),
)("%s", (_, route) => {
  if (route.operation === "subscription") {
    it("opens its event stream, its first frame valid against its OpenAPI event schema", async () => {
      const unavailable = UNAVAILABLE[route.name];
      const before = await spent();
      // Alerts change only when a condition does: read from the oldest retained frame, the raises
      // of the monitoring's first health check.
      const resume = route.field === "alerts" ? { query: { since: "-" } } : {};
      const stream = await sseStream(service.url, requestFor(route, {}, resume).path, {
        authorization: `Bearer ${key}`,
      });
      try {
        if (unavailable) {
          expect(stream.status, stream.body).toBe(503);
          expect(JSON.parse(stream.body).detail.error_code).toBe(unavailable);
          expect(stream.headers.get("x-credits-charged")).toBe("0");
          expect(stream.headers.get("retry-after")).toBeNull();
          expect(await spent()).toBe(before);
          return;
        }
        expect(stream.status, stream.body).toBe(200);
        expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
        // Billed once, when the stream opens.
        expect(stream.headers.get("x-credits-charged")).toBe(String(route.credits));
        expect(await spent()).toBe(before + route.credits);
        // The per-user stream carries the caller's settled requests: one is made for it to carry.
        if (route.field === USER_EVENTS_FIELD)
          await rest.get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
        const [frame] = await stream.waitFor(1, 20_000);
        expect(frame, "a frame within 20 s").toBeDefined();
        expect(frame?.event).toBe("message");
        expect(frame?.id).toMatch(/^\d+-\d+$/);
        const validate = validatorFor(route);
        expect(validate(frame?.data) ? [] : validate.errors).toEqual([]);
      } finally {
        await stream.close();
      }
    });
  } else {
    it("answers the envelope, valid against its OpenAPI 200 schema", async () => {
      const unavailable = UNAVAILABLE[route.name];
      const before = await spent();
      const { status, headers, body } = await send(requestFor(route));
      if (unavailable) {
        expect(status, JSON.stringify(body)).toBe(503);
        expect(body.detail.error_code).toBe(unavailable);
        expect(headers.get("x-credits-charged")).toBe("0");
        expect(headers.get("retry-after")).toBeNull();
        expect(await spent()).toBe(before);
        return;
      }
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.ok).toBe(true);
      expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
      expect(headers.get("x-credits-charged")).toBe(String(route.credits));
      expect(await spent()).toBe(before + route.credits);
      const validate = validatorFor(route);
      expect(validate(body) ? [] : validate.errors).toEqual([]);
    });
  }
});

it("covers every route of the table, and every route UNAVAILABLE names still exists", () => {
  expect(routes.length).toBeGreaterThan(0);
  const names = routes.map((route) => route.name);
  for (const name of Object.keys(UNAVAILABLE)) expect(names).toContain(name);
});
