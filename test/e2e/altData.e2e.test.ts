/**
 * The alternative-data, analyst-consensus and LLM research routes no bundled source feeds
 * (docs/INTEL.md "Government and alternative data"): each is a real route — its inputs checked
 * (422), the ticker proven (404 unknown_ticker; street estimates' 400 invalid_ticker for a ticker
 * that is no plain symbol), the plan enforced (402) — that then answers its provider's honest 503,
 * not billed: upstream_unavailable, and upstream_dataset_empty for Twitter as spec/02 names it.
 * The generic rules (401, bounds, envelope) are the contract suite's.
 */
import { afterAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
let starterKey: string;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url);
  starterKey = (await issueKey(service.warehouse.db, "starter", { plan: "starter" })).key;
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

interface Route {
  path: string;
  provider: string;
  code: string;
  /** A parameter and its first refused value past the maximum. */
  limit?: number;
  ticker: boolean;
  /** Starter lacks the product: 402 (alt-data and LLM research are Pro; news and sentiment Starter). */
  starterRefused: boolean;
}

const UP = "upstream_unavailable";
const ROUTES: Route[] = [
  {
    path: "/api/v3/intel/gov_contracts/{t}",
    provider: "government_contracts",
    code: UP,
    limit: 500,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/gov_contracts_live",
    provider: "government_contracts_live",
    code: UP,
    limit: 500,
    ticker: false,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/wsb/{t}",
    provider: "wallstreetbets_mentions",
    code: UP,
    limit: 365,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/twitter/{t}",
    provider: "twitter_mentions",
    code: "upstream_dataset_empty",
    limit: 365,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/patents/{t}",
    provider: "patents",
    code: UP,
    limit: 200,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/exec_compensation/{t}",
    provider: "executive_compensation",
    code: UP,
    limit: 200,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/corporate_donors/{t}",
    provider: "political_donations",
    code: UP,
    limit: 500,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/street_estimates/{t}",
    provider: "street_estimates",
    code: UP,
    ticker: true,
    starterRefused: true,
  },
  {
    path: "/api/v3/intel/analyst_consensus/{t}",
    provider: "analyst_ratings",
    code: UP,
    ticker: true,
    starterRefused: false,
  },
];

const at = (path: string, ticker: string) => path.replace("{t}", encodeURIComponent(ticker));

describe.each(ROUTES)("$path", ({ path, provider, code, limit, ticker, starterRefused }) => {
  it(`answers 503 ${code} from its not-configured provider, not billed`, async () => {
    const { status, headers, body } = await get(at(path, "AAPL"));
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({ error_code: code, provider, provider_status: "not_configured" });
    expect(body.detail.error_message).toContain("nothing was charged");
  });

  it.runIf(ticker)("an unknown ticker is 404 unknown_ticker before the 503", async () => {
    const { status, body } = await get(at(path, "ZZZZQ"));
    expect(status).toBe(404);
    expect(body.detail.error_code).toBe("unknown_ticker");
  });

  it.runIf(limit !== undefined)(
    "limit: the maximum reaches the provider, one past it and 0 are 422",
    async () => {
      const sep = path.includes("?") ? "&" : "?";
      expect((await get(`${at(path, "AAPL")}${sep}limit=${limit}`)).status).toBe(503);
      for (const value of [0, (limit ?? 0) + 1]) {
        const { status, headers } = await get(`${at(path, "AAPL")}${sep}limit=${value}`);
        expect(status, String(value)).toBe(422);
        expect(headers.get("x-credits-charged")).toBe("0");
      }
    },
  );

  it(`plan: ${starterRefused ? "402 on Starter" : "open to Starter"}`, async () => {
    const { status, body } = await get(at(path, "AAPL"), starterKey);
    if (starterRefused) {
      expect(status).toBe(402);
      expect(body.detail.error_code).toBe("plan_required");
    } else expect(status).toBe(503);
  });
});

describe("GET /api/v3/intel/gov_contracts_live?ticker=", () => {
  it("an unknown ticker is 404; none given reaches the provider", async () => {
    expect((await get("/api/v3/intel/gov_contracts_live?ticker=ZZZZQ")).status).toBe(404);
    expect((await get("/api/v3/intel/gov_contracts_live")).status).toBe(503);
  });
});

describe("GET /api/v3/intel/twitter/AAPL", () => {
  it("is 503 upstream_dataset_empty (spec/02)", async () => {
    const { status, body } = await get("/api/v3/intel/twitter/AAPL");
    expect(status).toBe(503);
    expect(body.detail.error_code).toBe("upstream_dataset_empty");
  });
});

describe("GET /api/v3/intel/street_estimates/{ticker}", () => {
  it("a ticker that is no plain symbol after upper-casing is 400 invalid_ticker, not billed", async () => {
    for (const bad of ["1ABC", "A_B", "ABCDEFGHIJKLM", "-A", "A B"]) {
      const { status, headers, body } = await get(
        `/api/v3/intel/street_estimates/${encodeURIComponent(bad)}`,
      );
      expect(status, bad).toBe(400);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "invalid_ticker", parameter: "ticker" });
    }
  });

  it("a plain symbol is upper-cased: lower case reaches the provider, a plain unknown one is 404", async () => {
    expect((await get("/api/v3/intel/street_estimates/aapl")).status).toBe(503);
    expect((await get("/api/v3/intel/street_estimates/brk-b")).status).toBe(503);
    // Plain by the route's rule (12 characters) but no symbol the platform holds.
    expect((await get("/api/v3/intel/street_estimates/ABCDEFGHIJKL")).status).toBe(404);
    expect((await get("/api/v3/intel/street_estimates/A.B.C")).status).toBe(404);
  });
});

describe("LLM research: Pro, 6 credits, never a fabricated answer", () => {
  const routes = [
    { path: "/api/v3/research/web_search", provider: "web_search", max: 500 },
    { path: "/api/v3/research/perplexity", provider: "perplexity", max: 2000 },
    { path: "/api/v3/research/x_sentiment", provider: "x_sentiment", max: 500 },
  ];

  it.each(
    routes,
  )("$path: 503 upstream_unavailable, not billed; q required and capped; 402 below Pro", async ({
    path,
    provider,
    max,
  }) => {
    const { status, headers, body } = await get(`${path}?q=${encodeURIComponent("apple earnings")}`);
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      provider,
      provider_status: "not_configured",
    });
    expect((await get(path)).status).toBe(422);
    expect((await get(`${path}?q=%20`)).status).toBe(422);
    expect((await get(`${path}?q=${"a".repeat(max)}`)).status).toBe(503);
    expect((await get(`${path}?q=${"a".repeat(max + 1)}`)).status).toBe(422);
    const starter = await get(`${path}?q=apple`, starterKey);
    expect(starter.status).toBe(402);
    expect(starter.body.detail).toMatchObject({
      error_code: "plan_required",
      unlocked_by: ["pro", "expert", "enterprise"],
    });
  });

  it("GraphQL callers get the same caps and the same 503", async () => {
    const long = await graphql(service, `{ researchPerplexity(q: "${"a".repeat(2001)}") { answer } }`);
    expect(long.body.errors?.[0]?.extensions?.code).toBe("validation_error");
    const answer = await graphql(service, '{ researchWebSearch(q: "apple", limit: 5) { count } }');
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: "upstream_unavailable", status: 503 });
    expect(answer.body.data).toBeNull();
  });
});
