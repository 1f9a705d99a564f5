/**
 * The catalogue's size caps (`limits`) are what the shim enforces and OpenAPI publishes; the
 * resolvers keep their own bound for GraphQL callers. This holds the two equal, so a cap changed
 * on one side and not the other fails here rather than in a caller's hands.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE_DIR, loadCatalogue } from "../../catalogue/catalogue.js";
import { MAX_TICKERS } from "../../subgraphs/fundamentals/resolvers/tickerList.js";
import { NEWS_PRO_MAX_CHANNELS } from "../../subgraphs/intel/resolvers/newsPro.js";
import { NEWS_MAX_TICKERS, NEWS_PRO_MAX_TICKERS } from "../../subgraphs/intel/resolvers/newsShared.js";
import { QUOTES_SUBSCRIBE_MAX_SYMBOLS, UNIVERSE_WARM_SYMBOLS } from "../../subgraphs/market/domain/warm.js";
import { MAX_QUOTE_SYMBOLS } from "../../subgraphs/market/resolvers/quotes.js";
import { MAX_RETURNS } from "../../subgraphs/risk/resolvers/cpcv.js";

const limits = Object.fromEntries(loadCatalogue(CATALOGUE_DIR).map((entry) => [entry.name, entry.limits]));

describe("catalogue limits", () => {
  it("equal the resolvers' own bounds", () => {
    expect(limits.svc_v3_fundamentals_growth).toEqual({ tickers: { min_items: 1, max_items: MAX_TICKERS } });
    expect(limits.svc_v3_fundamentals_dividends).toEqual({
      tickers: { min_items: 1, max_items: MAX_TICKERS },
    });
    expect(limits.svc_v3_stream_quotes).toEqual({ symbols: { min_items: 1, max_items: MAX_QUOTE_SYMBOLS } });
    expect(limits.svc_v3_stream_quotes_subscribe).toEqual({
      symbols: { min_items: 1, max_items: QUOTES_SUBSCRIBE_MAX_SYMBOLS },
    });
    expect(limits.svc_v3_market_universe_warm).toEqual({
      symbols: { min_items: UNIVERSE_WARM_SYMBOLS.min, max_items: UNIVERSE_WARM_SYMBOLS.max },
    });
    // secFilings' formTypeOf: a form type of more than 20 characters is no SEC form.
    expect(limits.svc_v3_fundamentals_sec_filings).toEqual({ form_type: { max_length: 20 } });
    // cpcv's checkCpcvRules: spec/03 Limits, series up to 20,000 returns.
    expect(limits.svc_v3_cpcv).toEqual({ returns: { min_items: 1, max_items: MAX_RETURNS } });
    // News (docs/NEWS.md): ticker lists of the news routes, up to 20 for the news_pro family.
    for (const name of [
      "svc_v3_news_ticker_news",
      "svc_v3_news_multi_ticker",
      "svc_v3_news_alerts",
      "svc_v3_news_ratings",
    ]) {
      expect(limits[name], name).toEqual({ tickers: { min_items: 1, max_items: NEWS_MAX_TICKERS } });
    }
    for (const route of ["why_moving", "press_releases", "crypto", "movers"]) {
      const name = `svc_v3_intel_news_${route}`;
      expect(limits[name], name).toEqual({ tickers: { min_items: 1, max_items: NEWS_PRO_MAX_TICKERS } });
    }
    expect(limits.svc_v3_intel_news_pro).toEqual({
      tickers: { min_items: 1, max_items: NEWS_PRO_MAX_TICKERS },
      channels: { min_items: 1, max_items: NEWS_PRO_MAX_CHANNELS },
    });
  });
});
