/** The federated graph over real HTTP: joins across all five subgraphs, batching, errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { distributedTopology, graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;
const statements: string[] = [];

beforeAll(async () => {
  service = await startTestService({
    clock: fixedClock("2026-11-17T15:00:00Z"),
    replay: false,
    onQuery: (sql) => statements.push(sql),
  });
});
afterAll(async () => service?.stop());

describe("one query, five subgraphs", () => {
  it("joins market, fundamentals, intel, signals and risk for a ticker", async () => {
    const { status, body } = await graphql(
      service,
      `query ($ticker: String!) {
        instrument(ticker: $ticker) {
          ticker
          name
          priceSnapshot { price priceDate marketCap marketCapSharesBasis }
          companyFacts { cik sector industry }
          filingNews(limit: 1) { count items { id form } }
          momentum { value startDate endDate startClose endClose }
          riskProfile { observations windowEnd annualisedVolatility }
        }
      }`,
      { ticker: "aapl" },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const instrument = body.data.instrument;
    expect(instrument.ticker).toBe("AAPL");
    expect(instrument.priceSnapshot).toEqual({
      price: 129.610001,
      priceDate: "2022-12-29",
      marketCap: Math.round(129.610001 * 15_908_118_000),
      marketCapSharesBasis: "sec_dei_cover_page",
    });
    expect(instrument.companyFacts).toEqual({
      cik: "0000320193",
      sector: "Information Technology",
      industry: "Technology Hardware, Storage & Peripherals",
    });
    // The newest 8-K/10-K/10-Q in data/sample/news/sec_filing_events.csv for AAPL.
    expect(instrument.filingNews.items[0].form).toMatch(/^(8-K|10-K|10-Q)/);
    // 12-1 momentum on adjusted closes: anchors a year and a month before 2022-12-29.
    expect(instrument.momentum.startDate).toBe("2021-12-29");
    expect(instrument.momentum.endDate).toBe("2022-11-29");
    expect(instrument.momentum.value).toBeCloseTo(
      instrument.momentum.endClose / instrument.momentum.startClose - 1,
      12,
    );
    expect(instrument.riskProfile.windowEnd).toBe("2022-12-29");
    expect(instrument.riskProfile.observations).toBe(252);
  });

  it("reports an unknown symbol as unknown_ticker with its status and billing in extensions", async () => {
    const { body } = await graphql(service, `{ instrument(ticker: "ZZZZZZ") { ticker } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "unknown_ticker",
      status: 404,
      billing: "not_billed",
    });
  });

  it("refuses an out-of-range argument on a root field", async () => {
    const { body } = await graphql(service, `{ prices(ticker: "AAPL", limit: 0) { count } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit" },
    });
  });

  it("answers 401 without a key", async () => {
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("batching", () => {
  // Counts the SQL of the in-process service (onQuery); under e2e-distributed the SQL runs in the
  // subgraph processes, where this process cannot see it.
  it.skipIf(distributedTopology())(
    "costs one SQL statement per loader batch for a 50-ticker cross-subgraph list, not one per ticker",
    async () => {
      const tickers = (
        await service.warehouse.db
          .selectFrom("instruments")
          .select("ticker")
          .where("is_sp500", "=", 1)
          .orderBy("ticker")
          .limit(50)
          .execute()
      ).map((row) => row.ticker);
      expect(tickers).toHaveLength(50);
      statements.length = 0;
      const { body } = await graphql(
        service,
        `query ($tickers: [String!]!) {
        instruments(tickers: $tickers) { ticker name companyFacts { cik sector } filingNews(limit: 1) { count } }
      }`,
        { tickers },
      );
      // The news store holds items for AAPL alone among these (MSFT and TSLA sort later): every other
      // instrument's filingNews is null with its own 503 dataset_unavailable (issue 14 defect 6), the rest answers.
      const refused = (body.errors ?? []).map((e: any) => [e.path?.at(-1), e.extensions?.code]);
      expect(new Set(refused.map(([field]: string[]) => field))).toEqual(new Set(["filingNews"]));
      expect(new Set(refused.map(([, code]: string[]) => code))).toEqual(new Set(["dataset_unavailable"]));
      const withNews = body.data.instruments.filter((row: any) => row.filingNews !== null);
      expect(withNews.map((row: any) => row.ticker).sort()).toEqual(["AAPL"]);
      expect(refused).toHaveLength(49);
      expect(body.data.instruments).toHaveLength(50);
      expect(body.data.instruments[0].companyFacts.sector).not.toBeNull();
      const reads = statements.filter((sql) => /^select/i.test(sql.trim()));
      const byTable = (table: string) =>
        reads.filter((sql) => new RegExp(`from "${table}"`).test(sql)).length;
      // One statement per loader batch, whatever the list length: the key lookup and the wallet,
      // one instrument batch (in process the subgraphs of one gateway request share a loader set),
      // fundamentals' companies, fact versions (+ the facts of versions not yet held in memory) and
      // profiles, the facts files' ledger (a fact without a filing date is dated by its file), and
      // intel's news store. A per-ticker design would need 150 and more.
      expect(byTable("api_keys")).toBe(1);
      expect(byTable("instruments")).toBe(1);
      expect(byTable("sec_companies")).toBe(1);
      expect(byTable("sec_facts")).toBeLessThanOrEqual(1);
      expect(byTable("sec_company_profiles")).toBeLessThanOrEqual(1);
      expect(byTable("news_item_tickers")).toBe(1);
      expect(reads.length).toBeLessThanOrEqual(8);
    },
  );
});

describe("argument rules on entity fields", () => {
  it("enforces a range on a field resolver's argument, not only on root fields", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { prices(limit: 6000) { count } } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit" },
    });
  });
});
