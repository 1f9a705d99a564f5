/**
 * A point in time per request (issue 29, docs/DATA_HONESTY.md "Per request"): one process, its
 * clock at "now", answers each request at the instant it asks (REST `as_of`, `Accept-Datetime`,
 * GraphQL `extensions.asOf`) beside answers for now, interleaved.
 *
 * Known answers, the same as the pinned-clock tests' (fundamentalsPointInTime.e2e, macro.e2e):
 * AAPL's FY2023 10-K is dated 2023-11-03 and visible from 22:00 ET that day (newest annual income
 * statement FY2022, revenue 394,328,000,000, before; FY2023, 383,285,000,000, from then); at
 * 2021-12-31 12:00 ET the Treasury curve is 2021-12-30's (2s10s 79 bps; 18:00 ET release) and
 * the macro releases are CPI 2021-11 (278.824) and real GDP 2021-Q3 (the vintages then).
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { type RestBody, restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock(NOW) });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);
const at = (datetime: string) => ({ headers: { "accept-datetime": datetime } });

const INCOME = "/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual&limit=5";
const FY2022 = { fiscal_year: 2022, filing_date: "2022-10-28", revenue: 394_328_000_000 };
const FY2023 = { fiscal_year: 2023, filing_date: "2023-11-03", revenue: 383_285_000_000 };
const CURVE = "/api/v3/macro/treasury_curve";
/** 2021-12-31 12:00 ET, in each of the three writings. */
const NOON_1231 = {
  iso: "2021-12-31T12:00:00-05:00",
  http: "Fri, 31 Dec 2021 17:00:00 GMT",
  utc: "2021-12-31T17:00:00.000Z",
};

async function graphqlAt(query: string, asOf: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${service.key}`, ...headers },
    body: JSON.stringify({ query, ...(asOf === null ? {} : { extensions: { asOf } }) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as RestBody };
}

describe("the known answers per request, beside now's, REST and GraphQL", () => {
  it("AAPL's annual income statement around the FY2023 10-K (2023-11-03 22:00 ET)", async () => {
    const now = await get(INCOME);
    expect(now.status).toBe(200);
    expect(now.headers.get("memento-datetime")).toBeNull();
    // The bundle's newest AAPL 10-K is FY2023's.
    expect(now.body.items[0]).toMatchObject(FY2023);
    const nowYear = now.body.items[0].fiscal_year;

    const before = await get(`${INCOME}&as_of=${encodeURIComponent("2023-11-03T21:59:59-04:00")}`);
    expect(before.body.items[0]).toMatchObject(FY2022);
    expect(before.headers.get("memento-datetime")).toBe("Sat, 04 Nov 2023 01:59:59 GMT");
    const from = await get(`${INCOME}&as_of=${encodeURIComponent("2023-11-03T22:00:00-04:00")}`);
    expect(from.body.items[0]).toMatchObject(FY2023);
    // A bare date is that day's end in New York: the 10-K is in.
    expect((await get(`${INCOME}&as_of=2023-11-03`)).body.items[0]).toMatchObject(FY2023);
    // Accept-Datetime: 2023-11-03 12:00 EDT.
    const header = await get(INCOME, at("Fri, 03 Nov 2023 16:00:00 GMT"));
    expect(header.body.items[0]).toMatchObject(FY2022);
    expect(header.headers.get("memento-datetime")).toBe("Fri, 03 Nov 2023 16:00:00 GMT");
    // Now again, from the same process: unchanged.
    expect((await get(INCOME)).body.items[0].fiscal_year).toBe(nowYear);

    const query =
      '{ incomeStatements(ticker: "AAPL", period: annual, limit: 5) { items { fiscalYear revenue } } }';
    const gqlBefore = await graphqlAt(query, "2023-11-03T21:59:59-04:00");
    expect(gqlBefore.body.data.incomeStatements.items[0]).toEqual({
      fiscalYear: 2022,
      revenue: 394_328_000_000,
    });
    expect(gqlBefore.body.extensions.asOf).toBe("2023-11-04T01:59:59.000Z");
    expect(gqlBefore.headers.get("memento-datetime")).toBe("Sat, 04 Nov 2023 01:59:59 GMT");
    const gqlFrom = await graphqlAt(query, null, { "accept-datetime": "Sat, 04 Nov 2023 02:00:00 GMT" });
    expect(gqlFrom.body.data.incomeStatements.items[0]).toEqual({
      fiscalYear: 2023,
      revenue: 383_285_000_000,
    });
    const gqlNow = await graphqlAt(query, null);
    expect(gqlNow.body.data.incomeStatements.items[0].fiscalYear).toBe(nowYear);
    expect(gqlNow.body.extensions?.asOf).toBeUndefined();
    expect(gqlNow.headers.get("memento-datetime")).toBeNull();
  });

  it("the Treasury curve at 2021-12-31 noon ET is 2021-12-30's; now it is the newest held", async () => {
    const now = (await get(CURVE)).body;
    expect(now.as_of).toBe("2025-07-11");
    for (const answer of [
      await get(`${CURVE}?as_of=${encodeURIComponent(NOON_1231.iso)}`),
      await get(CURVE, at(NOON_1231.http)),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        as_of: "2021-12-30",
        previous_as_of: "2021-12-29",
        spread_2s10s_bps: 79,
      });
      expect(answer.headers.get("memento-datetime")).toBe(NOON_1231.http);
    }
    expect((await get(CURVE)).body.as_of).toBe("2025-07-11");
    const gql = await graphqlAt("{ treasuryCurve { asOf spread_2s10sBps } }", NOON_1231.iso);
    expect(gql.body.data.treasuryCurve).toEqual({ asOf: "2021-12-30", spread_2s10sBps: 79 });
    expect(gql.body.extensions.asOf).toBe(NOON_1231.utc);
    const gqlNow = await graphqlAt("{ treasuryCurve { asOf } }", null);
    expect(gqlNow.body.data.treasuryCurve.asOf).toBe("2025-07-11");
  });

  it("CPI and GDP as they were released by 2021-12-31 noon ET", async () => {
    const release = (body: RestBody, key: string) => body.releases.find((each: RestBody) => each.key === key);
    const then = (await get(`/api/macro?as_of=${encodeURIComponent(NOON_1231.iso)}`)).body;
    expect(release(then, "cpi")).toMatchObject({ reference_period: "2021-11", value: 278.824 });
    expect(release(then, "real_gdp")).toMatchObject({ reference_period: "2021-Q3" });
    const now = (await get("/api/macro")).body;
    expect(release(now, "cpi").reference_period > "2021-11").toBe(true);
    const gql = await graphqlAt("{ macro { releases { key referencePeriod value } } }", null, {
      "accept-datetime": NOON_1231.http,
    });
    const releases = gql.body.data.macro.releases;
    expect(releases.find((each: RestBody) => each.key === "cpi")).toEqual({
      key: "cpi",
      referencePeriod: "2021-11",
      value: 278.824,
    });
    expect(releases.find((each: RestBody) => each.key === "real_gdp").referencePeriod).toBe("2021-Q3");
  });
});

describe("what the answers say, and what it costs", () => {
  it("Vary: Accept-Datetime always; an answer at an instant has an ETag of its own even when its data is the same", async () => {
    const presets = "/api/v3/fundamentals/screener/presets";
    const now = await get(presets);
    const then = await get(`${presets}?as_of=2021-12-31`);
    expect(JSON.stringify({ ...then.body, timestamp: null })).toBe(
      JSON.stringify({ ...now.body, timestamp: null }),
    );
    for (const answer of [now, then]) expect(answer.headers.get("vary")).toMatch(/Accept-Datetime/);
    expect(now.headers.get("etag")).toBeTruthy();
    expect(then.headers.get("etag")).toBeTruthy();
    expect(then.headers.get("etag")).not.toBe(now.headers.get("etag"));
    // Each revalidates as itself.
    const revalidate = (path: string, etag: string | null) =>
      fetch(`${service.url}${path}`, {
        headers: { authorization: `Bearer ${service.key}`, "if-none-match": etag ?? "" },
      });
    expect((await revalidate(`${presets}?as_of=2021-12-31`, then.headers.get("etag"))).status).toBe(304);
    expect((await revalidate(presets, then.headers.get("etag"))).status).toBe(200);
    const graphqlAnswer = await graphqlAt("{ treasuryCurve { asOf } }", null);
    expect(graphqlAnswer.headers.get("vary")).toMatch(/Accept-Datetime/);
  });

  it("the price of a call does not change with the instant", async () => {
    const now = await get(INCOME);
    const then = await get(`${INCOME}&as_of=2023-11-03`);
    const charged = now.headers.get("x-credits-charged");
    expect(Number(charged)).toBeGreaterThan(0);
    expect(then.headers.get("x-credits-charged")).toBe(charged);
    const left = Number(then.headers.get("x-credits-left"));
    const header = await get(INCOME, at("Fri, 03 Nov 2023 16:00:00 GMT"));
    expect(Number(header.headers.get("x-credits-left"))).toBe(left - Number(charged));
    const gqlNow = await graphqlAt("{ treasuryCurve { asOf } }", null);
    const gqlThen = await graphqlAt("{ treasuryCurve { asOf } }", NOON_1231.iso);
    const price = (billing: RestBody) => [billing.credits_quoted, billing.credits_charged, billing.lines];
    expect(price(gqlThen.body.extensions.billing)).toEqual(price(gqlNow.body.extensions.billing));
  });
});

describe("refused: 422, nothing run or charged", () => {
  const refusedWith = (answer: { status: number; headers: Headers; body: RestBody }, parameter: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.headers.get("x-credits-charged")).toBe("0");
    expect(answer.body.detail).toMatchObject({ error_code: "invalid_date", parameter });
  };

  it("an instant after the service's clock, by as_of, Accept-Datetime or extensions.asOf", async () => {
    const future = await get(`${CURVE}?as_of=2026-11-17T15:00:01Z`);
    refusedWith(future, "as_of");
    expect(future.body.detail.error_message).toMatch(
      /after the service's clock \(2026-11-17T15:00:00.000Z\)/,
    );
    refusedWith(await get(CURVE, at("Tue, 17 Nov 2026 15:00:01 GMT")), "Accept-Datetime");
    const gql = await graphqlAt("{ treasuryCurve { asOf } }", "2027-01-01");
    expect(gql.status).toBe(422);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: "invalid_date",
      extra: { parameter: "extensions.asOf" },
    });
    expect(gql.body.data ?? null).toBeNull();
  });

  it("one that cannot be read, and two ways of asking that disagree", async () => {
    refusedWith(await get(CURVE, at("2021-12-31")), "Accept-Datetime");
    refusedWith(await get(`${CURVE}?as_of=2021-12-31T12:00:00`), "as_of");
    const disagree = await get(
      `${CURVE}?as_of=${encodeURIComponent(NOON_1231.iso)}`,
      at("Fri, 31 Dec 2021 17:00:01 GMT"),
    );
    refusedWith(disagree, "Accept-Datetime");
    expect(disagree.body.detail.error_message).toMatch(/ask one instant, one way/);
    // The same instant both ways is one question.
    const agree = await get(`${CURVE}?as_of=${encodeURIComponent(NOON_1231.iso)}`, at(NOON_1231.http));
    expect(agree.body.as_of).toBe("2021-12-30");
  });

  it("a stream serves the present: as_of on an SSE route is 422 before any event", async () => {
    const answer = await get("/api/v3/stream/bars?symbols=SPY&as_of=2021-12-31");
    expect(answer.status).toBe(422);
    expect(answer.headers.get("x-credits-charged")).toBe("0");
    expect(answer.body.detail).toMatchObject({ error_code: "validation_error", parameter: "as_of" });
  });

  it("the gateway's internal header from a client is not a point in time", async () => {
    for (const instant of ["2021-12-31T17:00:00Z", "2099-01-01T00:00:00Z"]) {
      const answer = await graphqlAt("{ treasuryCurve { asOf } }", null, { "x-point-in-time": instant });
      expect(answer.status).toBe(200);
      expect(answer.body.data.treasuryCurve.asOf).toBe("2025-07-11");
      expect(answer.headers.get("memento-datetime")).toBeNull();
    }
  });

  it("keys stay on the real clock: no key is 401 whatever the instant", async () => {
    const answer = await get(`${CURVE}?as_of=garbage`, null);
    expect(answer.status).toBe(401);
  });
});

it("GraphQL: the same operation at three instants in a row, one process", async () => {
  const query = "{ treasuryCurve { asOf } }";
  const asOfs = [];
  for (const instant of ["2021-12-31T12:00:00-05:00", "2021-12-31T18:00:00-05:00", null]) {
    asOfs.push((await graphqlAt(query, instant)).body.data.treasuryCurve.asOf);
  }
  expect(asOfs).toEqual(["2021-12-30", "2021-12-31", "2025-07-11"]);
});
