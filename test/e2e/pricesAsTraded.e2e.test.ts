/**
 * Prices as traded then (issue 29 item 2): at an instant, every price is adjusted only for the held
 * splits effective on or before it, and the answer says its basis (share_basis, share_basis_as_of).
 *
 * Known answers, by hand from data/sample at 2016-06-29 17:00 ET (the day's close is final):
 * - AAPL (prices/daily/AAPL.csv, split-adjusted through 2022; corporate_actions/splits.csv holds
 *   2020-08-31 4:1): close 23.6 × 4 = 94.40, 2016-06-28's 23.397499 × 4 = 93.589996. Its 2014-06-05
 *   close 23.119642 × 4 = 92.478568 on 2016's basis (the 7:1 of 2014-06-09 stays applied).
 * - GOOGL (split-adjusted; 2022-07-18 20:1 held): 34.759499 × 20 = 695.18998, 34.563 × 20 = 691.26.
 * - NVDA, TSLA (split-adjusted by Yahoo through 2022-12-29; no split of theirs is held, so nothing
 *   can be undone): 11.6625 and 14.012667 as the source adjusted them, and said so.
 * - JPM (Stooq: split- and dividend-adjusted through 2017-11-10, no JPM dividends held): 58.943, as
 *   the source adjusted it, and said so.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { type RestBody, restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const clock = fixedClock("2016-06-29T21:00:00Z");
let service: TestService;
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

const KNOWN = [
  { ticker: "AAPL", price: 94.4, prevClose: 93.589996, shareBasis: "as_traded", asOf: "2016-06-29" },
  { ticker: "GOOGL", price: 695.18998, prevClose: 691.26, shareBasis: "as_traded", asOf: "2016-06-29" },
  {
    ticker: "NVDA",
    price: 11.6625,
    prevClose: 11.475,
    shareBasis: "source_adjusted_as_of",
    asOf: "2022-12-29",
  },
  {
    ticker: "TSLA",
    price: 14.012667,
    prevClose: 13.452667,
    shareBasis: "source_adjusted_as_of",
    asOf: "2022-12-29",
  },
  {
    ticker: "JPM",
    price: 58.943,
    prevClose: 57.326,
    shareBasis: "source_adjusted_as_of",
    asOf: "2017-11-10",
  },
];

describe("price_snapshot at 2016-06-29: the prices of the day", () => {
  it("serves each ticker's close on its own day's share basis, or says whose basis it is", async () => {
    clock.set("2016-06-29T21:00:00Z");
    for (const known of KNOWN) {
      const { status, body } = await get<RestBody>(
        `/api/v3/fundamentals/price_snapshot?ticker=${known.ticker}`,
      );
      expect(status, known.ticker).toBe(200);
      expect(body, known.ticker).toMatchObject({
        price: known.price,
        price_date: "2016-06-29",
        prev_close: known.prevClose,
        day_close: known.price,
        share_basis: known.shareBasis,
        share_basis_as_of: known.asOf,
      });
    }
  });

  it("does not say the dividend history reaches past the instant", async () => {
    clock.set("2016-06-29T21:00:00Z");
    const { body } = await get<RestBody>("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    // corporate_actions coverage of AAPL runs to 2021-03-31 (the Lean snapshot).
    expect(body.dividend.history_through).toBe("2016-06-29");
  });

  it("GraphQL answers the same", async () => {
    clock.set("2016-06-29T21:00:00Z");
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { priceSnapshot { price shareBasis shareBasisAsOf } } }`,
    );
    expect(body.data.instrument.priceSnapshot).toEqual({
      price: 94.4,
      shareBasis: "as_traded",
      shareBasisAsOf: "2016-06-29",
    });
  });
});

describe("fundamentals/prices at 2016-06-29", () => {
  it("serves the bars on the instant's share basis: later splits undone, earlier ones applied", async () => {
    clock.set("2016-06-29T21:00:00Z");
    const recent = (await get<RestBody>("/api/v3/fundamentals/prices?ticker=AAPL&limit=2")).body;
    expect(recent.items.map((bar: RestBody) => bar.close)).toEqual([93.589996, 94.4]);
    expect(recent).toMatchObject({ share_basis: "as_traded", share_basis_as_of: "2016-06-29" });

    const across = (
      await get<RestBody>("/api/v3/fundamentals/prices?ticker=AAPL&start_date=2014-06-05&end_date=2014-06-09")
    ).body;
    expect(across.items[0]).toMatchObject({ date: "2014-06-05", close: 92.478568 });
    expect(across).toMatchObject({ share_basis: "split_adjusted_as_of", share_basis_as_of: "2016-06-29" });
  });

  it("at the real clock the 2016 bar is on today's basis, as before", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { body } = await get<RestBody>(
      "/api/v3/fundamentals/prices?ticker=AAPL&start_date=2016-06-29&end_date=2016-06-29",
    );
    expect(body.items[0].close).toBe(23.6);
    expect(body).toMatchObject({ share_basis: "split_adjusted_as_of", share_basis_as_of: "2026-11-17" });
  });
});
