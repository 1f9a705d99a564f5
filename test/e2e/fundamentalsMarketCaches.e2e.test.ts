/**
 * The data caches of fundamentals and market (issue 27): statement rows, metrics, valuation inputs,
 * peer sizes (subgraphs/fundamentals/resolvers/factsCaches.ts), the screener's cross-section
 * (resolvers/screenerCrossSection.ts) and charts
 * (subgraphs/market/resolvers/chart.ts) are computed once per data version and as-of session, and
 * each route still answers
 * - as of its own clock: warmed at a later clock, a request pinned earlier sees nothing filed or
 *   traded after its own date, exactly what it sees with every cache emptied;
 * - the new data after a re-ingest that changes a file (AAPL's companyfacts with revenue, assets,
 *   operating cash flow and shares outstanding doubled; AAPL's daily CSV with a new last close).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { cacheCounts } from "../../subgraphs/kit/cacheCounters.js";
import { clearDataCaches } from "../../subgraphs/kit/dataCache.js";
import { ingestAll } from "../../warehouse/ingest/runner.js";
import { copySample } from "../../warehouse/testing/sampleChecks.js";
import { type RestBody, restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;
const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

/** Every cached route, and the figure of AAPL each test reads from its answer. */
const ROUTES = {
  incomeStatements: "/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual&limit=3",
  balanceSheets: "/api/v3/fundamentals/balance_sheets?ticker=AAPL&period=annual&limit=3",
  cashFlows: "/api/v3/fundamentals/cash_flow_statements?ticker=AAPL&period=annual&limit=3",
  metrics: "/api/v3/fundamentals/metrics?ticker=AAPL&period=annual&limit=3",
  metricsSnapshot: "/api/v3/fundamentals/metrics_snapshot?ticker=AAPL",
  valuation: "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
  peers: "/api/v3/fundamentals/peers/AAPL",
  screener: "/api/v3/fundamentals/screener?min_market_cap_usd=0&min_adv_usd=0&limit=100",
  chart: "/api/v3/intel/chart/AAPL?indicators=rsi,macd",
} as const;
type Route = keyof typeof ROUTES;

/** What does not depend on the data: per-request ids and times, the price's age at the clock. */
const PER_REQUEST = new Set(["timestamp", "request_id", "price_age_seconds"]);
function answerOf(body: RestBody): unknown {
  return JSON.parse(JSON.stringify(body, (key, value) => (PER_REQUEST.has(key) ? undefined : value)));
}

/** Each route's answer (its status beside the body); `ok`: every one must be a 200. */
async function answers(ok = true): Promise<Record<Route, RestBody>> {
  const out: Partial<Record<Route, RestBody>> = {};
  for (const [route, path] of Object.entries(ROUTES) as [Route, string][]) {
    const { status, body } = await get(path);
    if (ok) expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    out[route] = { status, ...(answerOf(body) as object) };
  }
  return out as Record<Route, RestBody>;
}

const aaplRow = (screener: RestBody) =>
  screener.items.find((row: { ticker: string }) => row.ticker === "AAPL");

function hits(): number {
  return cacheCounts()
    .filter((count) => count.name.startsWith("fundamentals.") || count.name === "market.chart")
    .reduce((sum, count) => sum + count.hits, 0);
}

describe("a pinned clock sees no future through the caches", () => {
  /** AAPL's FY2023 10-K is dated 2023-11-03 (visible from 22:00 ET); its FY2022 one 2022-10-28. */
  const EARLIER = "2023-11-03T16:00:00Z";
  /** 2022-06-01 12:00 ET: the newest final daily close is 2022-05-31. */
  const CHART_EARLIER = "2022-06-01T16:00:00Z";

  it("warmed at a later clock, each route at an earlier one answers as with every cache emptied", async () => {
    clock.set("2023-11-06T16:00:00Z");
    const later = await answers();
    expect(later.incomeStatements.items[0].fiscal_year).toBe(2023);

    for (const at of [EARLIER, CHART_EARLIER]) {
      clock.set(at);
      const warmedBefore = hits();
      // Before AAPL's first filing (CHART_EARLIER) the facts routes refuse: compared all the same.
      const cached = await answers(false);
      clearDataCaches();
      const fresh = await answers(false);
      expect(cached).toEqual(fresh);
      // The caches served part of the first pass (its routes share computations: the screener's
      // figures, the peers' annual statements), so the comparison is of cached answers.
      expect(hits()).toBeGreaterThan(warmedBefore);
    }

    clock.set(EARLIER);
    const earlier = await answers();
    expect(earlier.incomeStatements.items[0]).toMatchObject({ fiscal_year: 2022, filing_date: "2022-10-28" });
    expect(earlier.incomeStatements).not.toEqual(later.incomeStatements);
    expect(earlier.metrics.items[0].period.fiscal_year ?? earlier.metrics.items[0].fiscal_year).toBe(2022);
    expect(aaplRow(earlier.screener)?.fiscal_year ?? null).not.toBe(2023);
    clock.set(CHART_EARLIER);
    expect((await get(ROUTES.chart)).body.as_of).toBe("2022-05-31T20:00:00.000Z");
    clock.set(NOW);
  });
});

describe("the screener's cross-section (resolvers/screenerCrossSection.ts) is as of each clock", () => {
  /**
   * AAPL's first filing held, its FY2022 10-K, is dated 2022-10-28: after the close of 2022-10-26,
   * before that of 10-31. Before it AAPL has no visible fact, so it is no candidate at all.
   */
  const BEFORE_10K = "2022-10-27T16:00:00Z";
  const AFTER_10K = "2022-11-01T16:00:00Z";
  const crossSectionHits = () =>
    cacheCounts().find((count) => count.name === "fundamentals.screener_cross_section")?.hits ?? 0;

  it("built after a filing, a clock before it gets no row from that filing", async () => {
    clock.set(AFTER_10K);
    const after = (await get(ROUTES.screener)).body;
    expect(aaplRow(after)).toMatchObject({ fiscal_year: 2022, price_date: "2022-10-31" });
    const warmed = crossSectionHits();
    expect(answerOf((await get(ROUTES.screener)).body)).toEqual(answerOf(after));
    expect(crossSectionHits()).toBeGreaterThan(warmed);

    clock.set(BEFORE_10K);
    const before = answerOf((await get(ROUTES.screener)).body) as RestBody;
    expect(aaplRow(before)).toBeUndefined();
    expect(before.items.length).toBeGreaterThan(0);
    clearDataCaches();
    expect(answerOf((await get(ROUTES.screener)).body)).toEqual(before);
    clock.set(NOW);
  });
});

describe("a re-ingest that changes a file is served at once", () => {
  let data: string | undefined;
  afterAll(async () => {
    if (data) await rm(data, { recursive: true, force: true });
  });

  it("doubled AAPL figures and a new last close show in every cached route", async () => {
    clock.set(NOW);
    const before = await answers();
    // Asked twice: the second is served from the caches.
    expect(await answers()).toEqual(before);

    const facts = "sec/companyfacts/CIK0000320193.derived.json";
    const bars = "prices/daily/AAPL.csv";
    // The instrument master every ingest starts from, unchanged (skipped as already ingested).
    data = await copySample([facts, bars, "prices/daily_index.csv", "reference"]);
    const json = JSON.parse(await readFile(join(data, facts), "utf8"));
    const doubled = [
      ["us-gaap", "RevenueFromContractWithCustomerExcludingAssessedTax"],
      ["us-gaap", "Assets"],
      ["us-gaap", "NetCashProvidedByUsedInOperatingActivities"],
      ["dei", "EntityCommonStockSharesOutstanding"],
    ] as const;
    for (const [taxonomy, concept] of doubled) {
      for (const rows of Object.values(json.facts[taxonomy][concept].units) as { val: number }[][]) {
        for (const row of rows) row.val *= 2;
      }
    }
    await writeFile(join(data, facts), JSON.stringify(json));
    // The last session (2022-12-29: open 127.989998, high 130.479996, low 127.730003) closes at 128.5.
    const csv = (await readFile(join(data, bars), "utf8")).trimEnd().split("\n");
    const last = (csv.at(-1) as string).split(",");
    expect(last[0]).toBe("2022-12-29");
    last[4] = "128.5";
    last[5] = "128.5";
    csv[csv.length - 1] = last.join(",");
    await writeFile(join(data, bars), `${csv.join("\n")}\n`);
    const summary = await ingestAll(service.warehouse.db, data);
    expect(summary.files).toBeGreaterThanOrEqual(2);

    const after = await answers();
    const revenue = (answer: RestBody) => answer.incomeStatements.items[0].revenue;
    expect(revenue(after)).toBe(2 * revenue(before));
    expect(after.balanceSheets.items[0].total_assets).toBe(2 * before.balanceSheets.items[0].total_assets);
    expect(after.cashFlows.items[0].operating_cash_flow).toBe(
      2 * before.cashFlows.items[0].operating_cash_flow,
    );
    expect(after.metrics).not.toEqual(before.metrics);
    expect(after.metricsSnapshot).not.toEqual(before.metricsSnapshot);
    expect(after.valuation.market_cap_shares).toBe(2 * before.valuation.market_cap_shares);
    expect(after.peers.subject_size).toBe(2 * before.peers.subject_size);
    expect(aaplRow(after.screener).revenue_usd).toBe(2 * aaplRow(before.screener).revenue_usd);
    // The screen's market cap: the new close × the doubled share count of its cross-section.
    expect(aaplRow(after.screener)).toMatchObject({
      price_usd: 128.5,
      market_cap_usd: Math.round(128.5 * after.valuation.market_cap_shares),
    });
    expect(aaplRow(before.screener).market_cap_usd).toBe(
      Math.round(129.610001 * before.valuation.market_cap_shares),
    );
    expect(after.chart.ohlcv.last_bar.close).toBe(128.5);
    expect(before.chart.ohlcv.last_bar.close).toBe(129.610001);
  });
});
