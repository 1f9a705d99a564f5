/**
 * A split after the instant is never named (issue 29 item 3): AAPL's daily file is split-adjusted
 * by its source through 2022, so a route asked at 2017-11-15 undoes the 2020-08-31 4:1 split to
 * serve the prices traded then — and must do so without telling of that split, which had not
 * happened. Found by the warehouse cut at 2017-11-15 (test/e2e/pointInTimeCut.e2e.test.ts): the
 * full warehouse named "2020-08-31 4:1" in ta_master's price_splits and in the basis texts of
 * cost_estimate and the option chain routes.
 *
 * Known answers from data/sample/prices/daily/AAPL.csv: the 2017-11-14 close 42.834999 on the 2020
 * basis, × 4 = 171.339996 as traded; the 2014-06-10 close 23.5625 × 4 = 94.25.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const AT = encodeURIComponent("2017-11-15T17:00:00Z");
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock(NOW) });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

describe("at 2017-11-15, AAPL's prices as traded then, the 2020 split not named", () => {
  it("ta_master: the bars on 2017's basis, no split listed", async () => {
    const { status, body } = await get(`/api/v3/skills/ta_master/AAPL?as_of=${AT}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ as_of: "2017-11-14", close: 171.339996, price_splits: [] });
    expect(JSON.stringify(body)).not.toContain("2020-08-31");
  });

  it("cost_estimate: the reference close as traded that day", async () => {
    const { status, body } = await get(`/api/v3/execution/cost_estimate/AAPL?as_of=${AT}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      reference_price: 171.339996,
      reference_price_basis: "split_adjusted daily close, as traded that day",
    });
    expect(JSON.stringify(body)).not.toContain("2020-08-31");
  });

  it.each([
    ["max_pain", "underlying_price", "underlying_price_basis"],
    ["gex", "spot", "spot_basis"],
  ])("%s: the 2014-06-10 chain's underlying as traded, its basis without the later split", async (route, price, basis) => {
    const { status, body } = await get(`/api/v3/intel/${route}/AAPL?as_of=${AT}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ [price]: 94.25, [basis]: "split_adjusted daily close" });
    expect(JSON.stringify(body)).not.toContain("2020-08-31");
  });

  it("at now the same routes name the split, which has happened", async () => {
    const { body } = await get("/api/v3/intel/max_pain/AAPL");
    expect(body.underlying_price_basis).toBe(
      "split_adjusted daily close, splits after the day undone: 2020-08-31 4:1",
    );
  });
});
