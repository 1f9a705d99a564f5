/**
 * The news routes' own parameter rules and named errors (spec/02 "News", spec/03 Errors), through
 * REST and GraphQL: topics (422 invalid_topic), filters refused whatever their value (422
 * unsupported_filter), alerts' category rules, news_pro's window and list rules, sundown's
 * date_range forms in New York dates, the symbols news_crypto reads, and the honest 503 of every
 * feed the store does not hold — each refusal not billed. The generic rules (ranges, enums, dates,
 * 401) are the contract suite's; known answers are in news.e2e.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2023-11-03T20:00:00Z"; // 16:00 EDT, New York date 2023-11-03
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

/** A REST refusal: status, the error body's code and parameter, and nothing charged. */
async function refusal(path: string) {
  const { status, headers, body } = await get(path);
  expect(headers.get("x-credits-charged"), path).toBe("0");
  return { status, ...body.detail };
}

/** The first GraphQL error's code and parameter. */
async function gqlRefusal(query: string) {
  const { body } = await graphql(service, query);
  const error = body.errors?.[0];
  return { code: error?.extensions?.code, parameter: error?.extensions?.extra?.parameter };
}

const tickers = (n: number) => Array.from({ length: n }, (_, i) => `T${i}`).join(",");

describe("topics", () => {
  it("by_topic: anything outside the 14 topics is 422 invalid_topic, REST and GraphQL", async () => {
    expect(await refusal("/api/v3/news/by_topic?topic=x")).toMatchObject({
      status: 422,
      error_code: "invalid_topic",
      parameter: "topic",
    });
    expect(await gqlRefusal('{ newsByTopic(topic: "x") { count } }')).toEqual({
      code: "invalid_topic",
      parameter: "topic",
    });
    for (const topic of ["earnings", "EARNINGS", "paywall", "oil"]) {
      expect((await get(`/api/v3/news/by_topic?topic=${topic}`)).status, topic).toBe(200);
    }
  });

  it("ticker_news and category check their topic filters the same way", async () => {
    for (const [path, parameter] of [
      ["/api/v3/news/ticker_news?tickers=AAPL&topic=earnings,x", "topic"],
      ["/api/v3/news/ticker_news?tickers=AAPL&topic_or=x", "topic_or"],
      ["/api/v3/news/ticker_news?tickers=AAPL&topic_exclude=x", "topic_exclude"],
      ["/api/v3/news/category?section=alltickers&topic=x", "topic"],
      ["/api/v3/news/category?topic=x", "topic"],
    ]) {
      expect(await refusal(path as string), path).toMatchObject({
        status: 422,
        error_code: "invalid_topic",
        parameter,
      });
    }
  });
});

describe("filters refused whatever their value: 422 unsupported_filter", () => {
  it("curated_events event_type, REST and GraphQL", async () => {
    for (const value of ["earnings", "x", "1"]) {
      expect(await refusal(`/api/v3/news/curated_events?event_type=${value}`)).toMatchObject({
        status: 422,
        error_code: "unsupported_filter",
        parameter: "event_type",
      });
    }
    expect(await gqlRefusal('{ newsCuratedEvents(eventType: "x") { count } }')).toEqual({
      code: "unsupported_filter",
      parameter: "event_type",
    });
  });

  it("ticker_news sector, REST and GraphQL", async () => {
    expect(await refusal("/api/v3/news/ticker_news?tickers=AAPL&sector=Technology")).toMatchObject({
      status: 422,
      error_code: "unsupported_filter",
      parameter: "sector",
    });
    expect(await gqlRefusal('{ tickerNews(tickers: ["AAPL"], sector: "x") { count } }')).toEqual({
      code: "unsupported_filter",
      parameter: "sector",
    });
  });
});

describe("ticker_news's other rules", () => {
  it("date_range or days, not both; at most 50 tickers, REST and GraphQL", async () => {
    expect(await refusal("/api/v3/news/ticker_news?tickers=AAPL&days=3&date_range=today")).toMatchObject({
      status: 422,
      error_code: "validation_error",
      parameter: "days",
    });
    expect((await get("/api/v3/news/ticker_news?tickers=AAPL&days=30")).status).toBe(200);
    expect(await refusal(`/api/v3/news/ticker_news?tickers=${tickers(51)}`)).toMatchObject({
      status: 422,
      parameter: "tickers",
    });
    const list = JSON.stringify(tickers(51).split(","));
    expect(await gqlRefusal(`{ tickerNews(tickers: ${list}) { count } }`)).toEqual({
      code: "validation_error",
      parameter: "tickers",
    });
  });

  it("every symbol unknown is 404; every known one without news held is 503, not billed", async () => {
    expect(await refusal("/api/v3/news/ticker_news?tickers=ZZZZQ,ZZZZR")).toMatchObject({
      status: 404,
      error_code: "unknown_ticker",
    });
    expect(await refusal("/api/v3/news/ticker_news?tickers=JPM,SPY")).toMatchObject({
      status: 503,
      error_code: "dataset_unavailable",
      reason: "no_news_held",
    });
  });
});

describe("alerts: tickers alone imply category ticker; tickers with general is 422", () => {
  it("refuses tickers with category general, and category ticker without tickers, REST and GraphQL", async () => {
    expect(await refusal("/api/v3/news/alerts?category=general&tickers=AAPL")).toMatchObject({
      status: 422,
      error_code: "validation_error",
      parameter: "tickers",
    });
    expect(await refusal("/api/v3/news/alerts?category=ticker")).toMatchObject({
      status: 422,
      parameter: "tickers",
    });
    expect(await gqlRefusal('{ newsAlerts(category: general, tickers: ["AAPL"]) { count } }')).toEqual({
      code: "validation_error",
      parameter: "tickers",
    });
  });

  it("serves category ticker; general needs a market-wide feed: 503, not billed", async () => {
    expect((await get("/api/v3/news/alerts?category=ticker&tickers=MSFT")).body.category).toBe("ticker");
    for (const path of ["/api/v3/news/alerts", "/api/v3/news/alerts?category=general"]) {
      expect(await refusal(path)).toMatchObject({
        status: 503,
        error_code: "dataset_unavailable",
        provider: "market_news",
        provider_status: "not_configured",
      });
    }
  });
});

describe("news_pro and its family: ≤ 20 tickers, lower-case channels, UTC days from 2018-01-01 ≤ 366 apart", () => {
  it("refuses 21 tickers (REST and GraphQL); reads channels lower case", async () => {
    expect(await refusal(`/api/v3/intel/news_pro?tickers=${tickers(21)}`)).toMatchObject({
      status: 422,
      parameter: "tickers",
    });
    const list = JSON.stringify(tickers(21).split(","));
    expect(await gqlRefusal(`{ newsPro(tickers: ${list}) { count } }`)).toEqual({
      code: "validation_error",
      parameter: "tickers",
    });
    const channels = await get("/api/v3/intel/news_pro?channels=SEC-Filing,sec-filing&limit=1");
    expect(channels.status).toBe(200);
    expect(channels.body).toMatchObject({ channels: ["sec-filing"], count: 1 });
    expect(
      (await get(`/api/v3/intel/news_pro?tickers=${["AAPL", ...tickers(19).split(",")].join(",")}`)).status,
    ).toBe(200);
  });

  it("history from 2018-01-01; date_to at most 366 days after date_from, not before it", async () => {
    for (const [query, code, parameter] of [
      ["date_from=2017-12-31", "validation_error", "date_from"],
      ["date_to=2017-12-31", "validation_error", "date_to"],
      ["date_from=2022-01-01&date_to=2023-01-03", "invalid_date_range", "date_to"],
      ["date_from=2023-02-01&date_to=2023-01-31", "invalid_date_range", "date_to"],
      ["date_from=2023-11-04", "invalid_date_range", "date_from"],
    ]) {
      for (const route of [
        "news_pro",
        "news_why_moving",
        "news_press_releases",
        "news_movers",
        "news_crypto",
      ]) {
        expect(await refusal(`/api/v3/intel/${route}?${query}`), `${route} ${query}`).toMatchObject({
          status: 422,
          error_code: code,
          parameter,
        });
      }
    }
    const ok = await get("/api/v3/intel/news_pro?date_from=2022-01-01&date_to=2023-01-02");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ date_from: "2022-01-01", date_to: "2023-01-02" });
  });

  it("an empty list is real: a channel the store's items do not carry", async () => {
    const { status, body } = await get("/api/v3/intel/news_pro?channels=movers");
    expect(status).toBe(200);
    expect(body).toMatchObject({ channels: ["movers"], count: 0, items: [] });
  });

  it("body=true serves a held body; a filing's is not held, and the reason says so", async () => {
    const withBody = (await get("/api/v3/intel/news_pro?tickers=AAPL&limit=1&body=true")).body.items[0];
    expect(withBody).toMatchObject({ body: null, body_reason: "filing_documents_not_held" });
  });

  it("press releases and the movers channel are not held: 503 after the checks, not billed", async () => {
    expect(await refusal("/api/v3/intel/news_press_releases?tickers=ZZZZQ")).toMatchObject({ status: 404 });
    expect(await refusal("/api/v3/intel/news_press_releases?tickers=AAPL")).toMatchObject({
      status: 503,
      error_code: "dataset_unavailable",
      provider: "press_releases",
    });
    expect(await refusal("/api/v3/intel/news_movers")).toMatchObject({
      status: 503,
      error_code: "dataset_unavailable",
      provider: "movers_channel",
    });
  });
});

describe("news_crypto: tickers_read_as and ambiguous flags", () => {
  it("reads a bare coin as its pair, flags one an equity shares, X: and asset_class force the coin", async () => {
    // The master holds the coin pairs X:BTCUSD and X:ETHUSD, and a listed equity BTC (SEC tickers).
    expect(await refusal("/api/v3/intel/news_crypto?tickers=BTC,X:ETHUSD,AAPL")).toMatchObject({
      status: 503,
      error_code: "dataset_unavailable",
      provider: "crypto_news",
      tickers_read_as: ["BTC=X:BTCUSD", "X:ETHUSD=X:ETHUSD", "AAPL=AAPL"],
      ambiguous: ["BTC"],
    });
    expect(await refusal("/api/v3/intel/news_crypto?tickers=BTC&asset_class=crypto")).toMatchObject({
      tickers_read_as: ["BTC=X:BTCUSD"],
      ambiguous: [],
    });
    expect(await refusal("/api/v3/intel/news_crypto?tickers=ZZZZQ")).toMatchObject({
      status: 404,
      error_code: "unknown_ticker",
    });
  });
});

describe("sundown: date_range forms in New York dates", () => {
  it("accepts today, yesterday, lastNdays and MMDDYYYY-MMDDYYYY, then answers the honest 503", async () => {
    for (const range of ["today", "yesterday", "last3days", "11012023-11032023", "Last366Days"]) {
      expect(await refusal(`/api/v3/news/sundown?date_range=${range}`), range).toMatchObject({
        status: 503,
        error_code: "dataset_unavailable",
        provider: "sundown_digest",
      });
    }
  });

  it("refuses other forms, impossible days, a range after today or reversed, or longer than 366 days", async () => {
    for (const [range, code] of [
      ["lastweek", "invalid_date_range"],
      ["last0days", "invalid_date_range"],
      ["last367days", "invalid_date_range"],
      ["2023-11-01", "invalid_date_range"],
      ["02302023-03012023", "invalid_date"],
      ["11042023-11052023", "invalid_date_range"],
      ["11032023-11012023", "invalid_date_range"],
      ["01012022-01022023", "invalid_date_range"],
    ]) {
      expect(await refusal(`/api/v3/news/sundown?date_range=${range}`), range).toMatchObject({
        status: 422,
        error_code: code,
        parameter: "date_range",
      });
    }
    expect(await gqlRefusal('{ newsSundown(dateRange: "lastweek") { count } }')).toEqual({
      code: "invalid_date_range",
      parameter: "date_range",
    });
  });
});

describe("aggregated", () => {
  it("an unlisted symbol is 404 unknown_ticker; a listed one without news 503; hours past 168 is 422", async () => {
    expect(await refusal("/api/v3/news/aggregated?ticker=ZZZZQ")).toMatchObject({
      status: 404,
      error_code: "unknown_ticker",
    });
    expect(await refusal("/api/v3/news/aggregated?ticker=JPM")).toMatchObject({
      status: 503,
      reason: "no_news_held",
    });
    expect(await refusal("/api/v3/news/aggregated?hours=169")).toMatchObject({
      status: 422,
      parameter: "hours",
    });
  });
});

describe("feeds the store does not hold: 503 dataset_unavailable after every check, not billed", () => {
  it.each([
    ["/api/v3/news/events?hours=168", "news_events"],
    ["/api/v3/news/event_by_id?eventid=e1&page=20", "news_events"],
    ["/api/v3/news/curated_events?ticker=AAPL&date_range=last7days", "news_events"],
    ["/api/v3/news/market_sentiment?date_range=yesterday", "market_news"],
    ["/api/v3/news/trending?ticker=AAPL", "live_news"],
    ["/api/v3/news/top_mentions?sector=Energy", "news_mentions"],
    ["/api/v3/news/ratings?tickers=AAPL&rating_type=upgrade&date_range=last30days", "analyst_actions"],
    ["/api/v3/news/category?section=general", "market_news"],
  ])("%s", async (path, provider) => {
    expect(await refusal(path)).toMatchObject({
      status: 503,
      error_code: "dataset_unavailable",
      provider,
      provider_status: "not_configured",
    });
  });

  it("checks come first: unknown tickers 404, bad ranges 422", async () => {
    expect(await refusal("/api/v3/news/trending?ticker=ZZZZQ")).toMatchObject({ status: 404 });
    expect(await refusal("/api/v3/news/curated_events?ticker=ZZZZQ")).toMatchObject({ status: 404 });
    expect(await refusal("/api/v3/news/ratings?tickers=ZZZZQ")).toMatchObject({ status: 404 });
    expect(await refusal("/api/v3/news/ratings?date_range=04012022-04302022")).toMatchObject({
      status: 422,
      error_code: "invalid_date_range",
      parameter: "date_range",
    });
    expect(await refusal("/api/v3/news/event_by_id?eventid=%20")).toMatchObject({
      status: 422,
      parameter: "eventid",
    });
    expect(await refusal("/api/v3/news/market_sentiment?date_range=x")).toMatchObject({
      status: 422,
      error_code: "invalid_date_range",
    });
  });

  it("GraphQL answers the same 503", async () => {
    const { body } = await graphql(service, "{ newsEvents { count } }");
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "dataset_unavailable", status: 503 });
  });
});

describe("ticker routes: 503 for a ticker without news held, not billed", () => {
  it.each([
    "/api/v3/news/latest?ticker=JPM",
    "/api/v3/news/sentiment_stats?ticker=JPM",
    "/api/v3/news/ticker_only?ticker=JPM",
    "/api/v3/news/summary/JPM",
    "/api/v3/news/multi_ticker?tickers=AAPL,JPM",
    "/api/v3/fundamentals/news?ticker=JPM",
  ])("%s", async (path) => {
    expect(await refusal(path)).toMatchObject({ status: 503, error_code: "dataset_unavailable" });
  });

  it("multi_ticker: a symbol unknown to the platform is 404 (nothing can co-appear with it)", async () => {
    expect(await refusal("/api/v3/news/multi_ticker?tickers=AAPL,ZZZZQ")).toMatchObject({
      status: 404,
      error_code: "unknown_ticker",
    });
  });
});
