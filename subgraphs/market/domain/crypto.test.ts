/**
 * Known answers from data/sample/crypto (figures computed independently with python3's Decimal
 * over the CSV files; see each comment).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type CryptoDailyBar,
  type CryptoMinuteBar,
  knownAt,
  lastTrade,
  rolling24h,
  utcDays,
} from "./crypto.js";
import { bookEntry, overnightMovers, rankUniverse } from "./cryptoBook.js";
import { buildCryptoQuote } from "./cryptoQuote.js";
import { parseCryptoSymbol } from "./cryptoSymbol.js";

const DATA = new URL("../../../data/sample/crypto/", import.meta.url);

function rows(path: string): string[][] {
  return readFileSync(new URL(path, DATA), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","));
}

function minutes(pair: string): CryptoMinuteBar[] {
  return ["2018-04-04", "2018-04-05"].flatMap((date) =>
    rows(`minute/${pair}/${date}_trade.csv`).map(([ts, open, high, low, close, volume]) => ({
      ts_ms: Date.parse(ts!),
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close),
      volume: Number(volume),
    })),
  );
}

const btcDaily: CryptoDailyBar[] = rows("BTCUSD_daily.csv").map(([date, open, high, low, close, volume]) => ({
  date: date!,
  open: Number(open),
  high: Number(high),
  low: Number(low),
  close: Number(close),
  volume: Number(volume),
}));

const PAIRS = {
  "X:BTCUSD": { base: "BTC", minutes: minutes("BTCUSD"), daily: btcDaily },
  "X:ETHUSD": { base: "ETH", minutes: minutes("ETHUSD"), daily: [] },
  "X:LTCUSD": { base: "LTC", minutes: minutes("LTCUSD"), daily: [] },
};

function quote(ticker: keyof typeof PAIRS, at: string) {
  const pair = PAIRS[ticker];
  return buildCryptoQuote({
    ticker,
    name: ticker,
    base: pair.base,
    quote: "USD",
    readAs: ticker,
    minutes: pair.minutes,
    daily: pair.daily,
    series: true,
    now: new Date(at),
  })!;
}

function book(at: string) {
  const now = new Date(at);
  return Object.entries(PAIRS).map(([ticker, pair]) => {
    const known = knownAt(pair.minutes, pair.daily, now);
    return bookEntry(
      {
        ticker,
        name: ticker,
        base: pair.base,
        quote: "USD",
        days: utcDays(known.minutes, known.daily, now),
        trade: lastTrade(known.minutes, known.daily),
      },
      now,
    );
  });
}

describe("parseCryptoSymbol", () => {
  it("reads BTC, BTCUSD, btc-usd and X:BTCUSD as X:BTCUSD", () => {
    for (const raw of ["BTC", "BTCUSD", "btc-usd", "X:BTCUSD", " x:btcusd "]) {
      expect(parseCryptoSymbol(raw, "USD").ticker).toBe("X:BTCUSD");
    }
    expect(parseCryptoSymbol("eth", "eur").ticker).toBe("X:ETHEUR");
    expect(parseCryptoSymbol("USDT", "USD").ticker).toBe("X:USDTUSD");
  });

  it("refuses a symbol whose quote currency contradicts vs, and unreadable input", () => {
    expect(() => parseCryptoSymbol("BTCUSD", "EUR")).toThrow(/names the quote currency USD but vs is EUR/);
    expect(() => parseCryptoSymbol("BTC!", "USD")).toThrow(/not readable/);
    expect(() => parseCryptoSymbol("BTC", "U1")).toThrow(/vs "U1"/);
  });
});

describe("crypto quote", () => {
  it("ETH at 2018-04-06T00:00Z: the whole 2018-04-05 UTC day is the rolling 24 hours", () => {
    const eth = quote("X:ETHUSD", "2018-04-06T00:00:00Z");
    // minute/ETHUSD/2018-04-05_trade.csv: open 378.42 (00:00), close 381.55 (23:59);
    // (381.55 - 378.42) / 378.42 * 100 = 0.8271233...; volume sum 92115.05225926;
    // sum(volume * close) = 34791731.8073589...
    expect(eth).toMatchObject({
      price: 381.55,
      asOf: "2018-04-06T00:00:00.000Z",
      isStale: false,
      priceAgeSeconds: 0,
      utcDay: "2018-04-05",
      changeUtcDay: 3.13,
      changePctUtcDay: 0.827123,
      volumeUtcDay: 92115.05225926,
      change24h: 3.13,
      changePct24h: 0.827123,
      volume24h: 92115.05225926,
      dollarVolume24h: 34791731.8074,
      rolling24hWindowStart: "2018-04-05T00:00:00.000Z",
      rolling24hReason: null,
    });
    // 2018-04-04 ends at 16:52 UTC (PROVENANCE: partial day): served, labelled partial.
    expect(eth.previousDay).toMatchObject({
      date: "2018-04-04",
      open: 416.29,
      close: 380.07,
      complete: false,
      coverageEnd: "2018-04-04T16:53:00.000Z",
    });
    expect(eth.series!.map((d) => [d.date, d.complete])).toEqual([
      ["2018-04-04", false],
      ["2018-04-05", true],
    ]);
  });

  it("BTC at 2018-04-05T12:05:30Z: the day so far from minute bars, rolling 24h null across the feed gap", () => {
    const btc = quote("X:BTCUSD", "2018-04-05T12:05:30Z");
    // Bars up to 12:04 (ended 12:05): close 6730.53 vs open 6791.68 -> -0.9003663...%;
    // volume 00:00..12:04 = 6937.71366994. 2018-04-04's minute file stops at 16:47.
    expect(btc).toMatchObject({
      price: 6730.53,
      asOf: "2018-04-05T12:05:00.000Z",
      priceAgeSeconds: 30,
      isStale: false,
      changePctUtcDay: -0.900366,
      volumeUtcDay: 6937.71366994,
      change24h: null,
      volume24h: null,
      rolling24hReason: "minute_bars_do_not_cover_24h",
    });
    // The day bar of 2018-04-05 is not known yet at noon; 2018-04-04 comes from the daily file
    // (complete), not from the partial minute file.
    expect(btc.day).toMatchObject({ date: "2018-04-05", source: "minute_bars", complete: false });
    expect(btc.previousDay).toMatchObject({
      date: "2018-04-04",
      source: "daily_bars",
      open: 7424.91,
      close: 6791.68,
      volume: 15332.55315937,
    });
    expect(btc.series!.map((d) => d.date)).toEqual([
      "2018-03-30",
      "2018-03-31",
      "2018-04-01",
      "2018-04-02",
      "2018-04-03",
      "2018-04-04",
      "2018-04-05",
    ]);
  });

  it("BTC today: the last daily close, untimed and so stale, rolling 24h null with its reason", () => {
    const btc = quote("X:BTCUSD", "2026-11-17T15:00:00Z");
    expect(btc).toMatchObject({
      price: 113700.11,
      asOfBasis: "daily_bar_close_end_of_utc_day",
      lastTradeTimed: false,
      isStale: true,
      utcDay: "2025-09-24",
      // (113700.11 - 112017.21) / 112017.21 * 100 = 1.50236...
      changePctUtcDay: 1.50236,
      rolling24hReason: "last_trade_not_from_minute_bars",
    });
    expect(btc.previousDay).toMatchObject({ date: "2025-09-23", close: 112017.21 });
  });

  it("the 15-minute rule", () => {
    expect(quote("X:ETHUSD", "2018-04-06T00:15:00Z").isStale).toBe(false);
    expect(quote("X:ETHUSD", "2018-04-06T00:15:01Z").isStale).toBe(true);
  });

  it("rolling24h reads only ended minute bars", () => {
    const { minutes: known } = knownAt(PAIRS["X:LTCUSD"].minutes, [], new Date("2018-04-06T00:00:00Z"));
    // LTC 2018-04-05: volume 349053.47948238, open 118.24, close 118.78.
    expect(rolling24h(known, lastTrade(known, []))).toMatchObject({ volume: 349053.47948238, change: 0.54 });
  });
});

describe("crypto book", () => {
  it("ranks the universe by the last ended UTC day's dollar volume (today: BTC 2025-09-24, ETH/LTC 2018-04-05)", () => {
    const page = rankUniverse(book("2026-11-17T15:00:00Z"), { minDollarVolume: 1e6, offset: 0, limit: null });
    // BTC 2759.81435394 * 113700.11 = 313791195.62256; LTC sum(v*c) 41309445.37342; ETH 34791731.80736.
    expect(page.rows.map((r) => [r.ticker, r.dollarVolume24h, r.dollarVolumeDate])).toEqual([
      ["X:BTCUSD", 313791195.6226, "2025-09-24"],
      ["X:LTCUSD", 41309445.3734, "2018-04-05"],
      ["X:ETHUSD", 34791731.8074, "2018-04-05"],
    ]);
    expect(page.counts).toEqual({
      priced: 3,
      excludedStable: 0,
      excludedNonUsd: 0,
      unpriced: 0,
      belowFloor: 0,
      eligible: 3,
      returned: 3,
    });
    expect(page).toMatchObject({ hasMore: false, nextOffset: null });
  });

  it("applies the floor and pages with offset", () => {
    const entries = book("2026-11-17T15:00:00Z");
    const floor = rankUniverse(entries, { minDollarVolume: 40e6, offset: 0, limit: null });
    expect(floor.counts).toMatchObject({ priced: 3, belowFloor: 1, returned: 2 });
    const first = rankUniverse(entries, { minDollarVolume: 1e6, offset: 0, limit: 2 });
    expect(first).toMatchObject({ hasMore: true, nextOffset: 2 });
    const second = rankUniverse(entries, { minDollarVolume: 1e6, offset: 2, limit: 2 });
    expect(second.rows.map((r) => [r.rank, r.ticker])).toEqual([[3, "X:ETHUSD"]]);
    expect(second).toMatchObject({ hasMore: false, nextOffset: null });
  });

  it("excludes stablecoins", () => {
    const entry = bookEntry(
      { ticker: "X:USDTUSD", name: "", base: "USDT", quote: "USD", days: [], trade: null },
      new Date(),
    );
    expect(entry.kind).toBe("stable");
    expect(rankUniverse([entry], { minDollarVolume: 0, offset: 0, limit: null }).counts.excludedStable).toBe(
      1,
    );
  });

  it("overnight movers at 2018-04-05T12:05:30Z, by absolute change since 00:00 UTC", () => {
    const answer = overnightMovers(
      book("2018-04-05T12:05:30Z"),
      { minDollarVolume: 1e6, limit: 25 },
      new Date("2018-04-05T12:05:30Z"),
    );
    // BTC -0.90037%, LTC (117.64/118.24) -0.50744%, ETH (376.83/378.42) -0.42017%.
    expect(answer.staleReason).toBeNull();
    expect(answer.rows.map((r) => [r.ticker, r.changePctUtcDay])).toEqual([
      ["X:BTCUSD", -0.900366],
      ["X:LTCUSD", -0.507442],
      ["X:ETHUSD", -0.420168],
    ]);
    // Volume of the last ended day 2018-04-04: BTC from the daily file (15332.55315937 * 6791.68),
    // ETH from its partial minute file (00:00-16:53, sum(v*c) 33384189.28565).
    expect(answer.rows[0]).toMatchObject({ dollarVolumeSource: "daily_bars", dollarVolumeComplete: true });
    expect(answer.rows[2]).toMatchObject({
      dollarVolume24h: 33384189.2856,
      dollarVolumeComplete: false,
      dollarVolumeCoverageEnd: "2018-04-04T16:53:00.000Z",
    });
  });

  it("an empty book is its own reason", () => {
    expect(overnightMovers([], { minDollarVolume: 0, limit: 25 }, new Date()).staleReason).toBe("book_empty");
  });

  it("fails closed on a stale book", () => {
    const answer = overnightMovers(
      book("2026-11-17T15:00:00Z"),
      { minDollarVolume: 1e6, limit: 25 },
      new Date("2026-11-17T15:00:00Z"),
    );
    expect(answer).toMatchObject({
      staleReason: "book_older_than_15_minutes",
      bookAsOf: "2018-04-06T00:00:00.000Z",
      rows: [],
    });
  });
});
