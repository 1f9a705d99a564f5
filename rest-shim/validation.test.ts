/**
 * What the shim accepts and refuses as REST inputs, and the GraphQL variables an accepted request
 * becomes: the real route table and the real shim on a real Fastify instance (app.inject). Only
 * the gateway behind it is replaced, by one that records the variables it was handed, so a
 * refusal is also proof that nothing ran (rest-shim/testing/shimHarness.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShimAnswer, type ShimHarness, startShimHarness } from "./testing/shimHarness.js";

let shim: ShimHarness;

beforeAll(async () => {
  shim = await startShimHarness();
});

afterAll(async () => {
  await shim?.close();
});

const get = (url: string) => shim.get(url);
const post = (url: string, payload: string | undefined) => shim.post(url, payload);

async function accepted(url: string): Promise<Record<string, unknown>> {
  const answer = await get(url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.variables as Record<string, unknown>;
}

/** A refusal: 422, nothing ran, no credits; returns its detail. */
async function refused(answer: ShimAnswer | Promise<ShimAnswer>, code = "validation_error") {
  const before = shim.received.length;
  const { status, body, charged } = await answer;
  expect(status, JSON.stringify(body)).toBe(422);
  expect(charged).toBe("0");
  expect(shim.received.length).toBe(before);
  expect(body.detail?.error_code).toBe(code);
  return body.detail as Record<string, unknown>;
}

const STATEMENTS = "/api/v3/fundamentals/income_statements";

describe("integers with a range (income_statements limit 1..200)", () => {
  it("accepts the bounds and passes numbers", async () => {
    expect(await accepted(`${STATEMENTS}?ticker=AAPL&limit=1`)).toEqual({ ticker: "AAPL", limit: 1 });
    expect(await accepted(`${STATEMENTS}?ticker=AAPL&limit=200`)).toEqual({ ticker: "AAPL", limit: 200 });
  });

  it("accepts whole numbers written as decimals", async () => {
    expect((await accepted(`${STATEMENTS}?ticker=AAPL&limit=1e1`)).limit).toBe(10);
    expect((await accepted(`${STATEMENTS}?ticker=AAPL&limit=7.0`)).limit).toBe(7);
  });

  // Issue 13 item 13: these were accepted (Number() reads hex and ignores blanks).
  it("refuses hex, binary and padded numbers", async () => {
    for (const bad of ["0x10", "0b11", "%205", "5%20", "%205%20"]) {
      expect(await refused(get(`${STATEMENTS}?ticker=AAPL&limit=${bad}`))).toMatchObject({
        parameter: "limit",
      });
    }
  });

  it("refuses min-1 and max+1, naming the parameter and the range", async () => {
    expect(await refused(get(`${STATEMENTS}?ticker=AAPL&limit=0`))).toEqual({
      error_code: "validation_error",
      error_message: "limit: 0 is out of range; accepted: a whole number in 1..200.",
      parameter: "limit",
      accepted: "a whole number in 1..200",
    });
    expect((await refused(get(`${STATEMENTS}?ticker=AAPL&limit=201`))).error_message).toBe(
      "limit: 201 is out of range; accepted: a whole number in 1..200.",
    );
  });

  it("refuses fractions and words", async () => {
    expect(await refused(get(`${STATEMENTS}?ticker=AAPL&limit=1.5`))).toMatchObject({
      error_message: 'limit: "1.5" is not a whole number; accepted: a whole number in 1..200.',
      parameter: "limit",
    });
    expect(await refused(get(`${STATEMENTS}?ticker=AAPL&limit=ten`))).toMatchObject({
      error_message: 'limit: "ten" is not a number; accepted: a whole number in 1..200.',
      parameter: "limit",
    });
    await refused(get(`${STATEMENTS}?ticker=AAPL&limit=Infinity`));
    await refused(get(`${STATEMENTS}?ticker=AAPL&limit=NaN`));
    await refused(get(`${STATEMENTS}?ticker=AAPL&limit=%20`));
  });

  it("treats an empty value as absent (the GraphQL default applies)", async () => {
    expect(await accepted(`${STATEMENTS}?ticker=AAPL&limit=`)).toEqual({ ticker: "AAPL" });
  });

  it("reads the first of a repeated value", async () => {
    expect((await accepted(`${STATEMENTS}?ticker=AAPL&limit=5&limit=ten`)).limit).toBe(5);
    await refused(get(`${STATEMENTS}?ticker=AAPL&limit=ten&limit=5`));
    // The first value decides, even an empty one: the parameter is then absent.
    expect(await accepted(`${STATEMENTS}?ticker=AAPL&limit=&limit=5`)).toEqual({ ticker: "AAPL" });
    expect((await accepted(`${STATEMENTS}?ticker=AAPL&ticker=MSFT`)).ticker).toBe("AAPL");
  });
});

describe("numbers (peers min_relative_size 0..1, screener percentages unbounded)", () => {
  it("accepts fractions, negatives and the bounds", async () => {
    const PEERS = "/api/v3/fundamentals/peers/AAPL";
    expect(await accepted(`${PEERS}?min_relative_size=0`)).toEqual({ ticker: "AAPL", minRelativeSize: 0 });
    expect((await accepted(`${PEERS}?min_relative_size=1`)).minRelativeSize).toBe(1);
    expect((await accepted(`${PEERS}?min_relative_size=0.25`)).minRelativeSize).toBe(0.25);
    expect(await accepted("/api/v3/fundamentals/screener?roe_min_pct=-5.5")).toEqual({ roeMinPct: -5.5 });
  });

  it("refuses out of range and non-numbers", async () => {
    expect(await refused(get("/api/v3/fundamentals/peers/AAPL?min_relative_size=1.01"))).toMatchObject({
      error_message: "min_relative_size: 1.01 is out of range; accepted: a number in 0..1.",
      parameter: "min_relative_size",
      accepted: "a number in 0..1",
    });
    expect(await refused(get("/api/v3/fundamentals/peers/AAPL?min_relative_size=-0.1"))).toMatchObject({
      parameter: "min_relative_size",
    });
    expect(await refused(get("/api/v3/fundamentals/screener?roe_min_pct=high"))).toMatchObject({
      error_message: 'roe_min_pct: "high" is not a number; accepted: a number.',
      parameter: "roe_min_pct",
      accepted: "a number",
    });
    await refused(get("/api/v3/fundamentals/screener?roe_min_pct=Infinity"));
  });

  it("states an open bound as inf", async () => {
    expect(await refused(get("/api/crypto/universe?min_dollar_volume=-1"))).toMatchObject({
      error_message: "min_dollar_volume: -1 is out of range; accepted: a number in 0..inf.",
      accepted: "a number in 0..inf",
    });
  });
});

describe("booleans (tickers is_sp500)", () => {
  it("accepts true, false, 1 and 0", async () => {
    expect((await accepted("/api/v3/fundamentals/tickers?is_sp500=true")).isSp500).toBe(true);
    expect((await accepted("/api/v3/fundamentals/tickers?is_sp500=false")).isSp500).toBe(false);
    expect((await accepted("/api/v3/fundamentals/tickers?is_sp500=1")).isSp500).toBe(true);
    expect((await accepted("/api/v3/fundamentals/tickers?is_sp500=0")).isSp500).toBe(false);
  });

  it("refuses anything else", async () => {
    expect(await refused(get("/api/v3/fundamentals/tickers?is_sp500=yes"))).toEqual({
      error_code: "validation_error",
      error_message: 'is_sp500: "yes" is not a boolean; accepted: true or false.',
      parameter: "is_sp500",
      accepted: "true or false",
    });
    await refused(get("/api/v3/fundamentals/tickers?is_sp500=TRUE"));
    await refused(get("/api/v3/fundamentals/tickers?is_sp500=2"));
  });
});

describe("enums (statements period)", () => {
  it("accepts each value", async () => {
    for (const period of ["annual", "quarterly", "ttm"]) {
      expect((await accepted(`${STATEMENTS}?ticker=AAPL&period=${period}`)).period).toBe(period);
    }
  });

  it("refuses another value, or another case, listing the values", async () => {
    expect(await refused(get(`${STATEMENTS}?ticker=AAPL&period=weekly`))).toEqual({
      error_code: "validation_error",
      error_message: 'period: "weekly" is not allowed; accepted: one of annual, quarterly, ttm.',
      parameter: "period",
      accepted: "one of annual, quarterly, ttm",
    });
    await refused(get(`${STATEMENTS}?ticker=AAPL&period=ANNUAL`));
  });

  it("passes a documented, resolver-checked value through (screener sort_by)", async () => {
    expect((await accepted("/api/v3/fundamentals/screener?sort_by=nonsense")).sortBy).toBe("nonsense");
  });
});

describe("dates (news start_date, end_date)", () => {
  const NEWS = "/api/v3/fundamentals/news?ticker=AAPL";

  it("accepts real calendar days", async () => {
    expect(await accepted(`${NEWS}&start_date=2024-02-29&end_date=2023-12-31`)).toEqual({
      ticker: "AAPL",
      startDate: "2024-02-29",
      endDate: "2023-12-31",
    });
  });

  it("refuses days that are not in the calendar, and other spellings, as invalid_date", async () => {
    expect(await refused(get(`${NEWS}&start_date=2023-02-30`), "invalid_date")).toEqual({
      error_code: "invalid_date",
      error_message: 'start_date: "2023-02-30" is not a calendar date; accepted: YYYY-MM-DD.',
      parameter: "start_date",
      accepted: "YYYY-MM-DD",
    });
    for (const bad of [
      "2023-02-29",
      "2023-13-01",
      "2023-2-1",
      "20230201",
      "2023-02-01T00:00:00Z",
      "0050-01-01",
    ]) {
      expect((await refused(get(`${NEWS}&end_date=${bad}`), "invalid_date")).parameter).toBe("end_date");
    }
  });
});

describe("lists (growth tickers, required)", () => {
  const GROWTH = "/api/v3/fundamentals/growth";

  it("reads comma-separated values, trimmed, empty items dropped", async () => {
    expect((await accepted(`${GROWTH}?tickers=AAPL,MSFT`)).tickers).toEqual(["AAPL", "MSFT"]);
    expect((await accepted(`${GROWTH}?tickers=%20AAPL,%20MSFT%20,,`)).tickers).toEqual(["AAPL", "MSFT"]);
    expect((await accepted(`${GROWTH}?tickers=AAPL`)).tickers).toEqual(["AAPL"]);
  });

  it("reads a repeated parameter as the list, each value whole", async () => {
    expect((await accepted(`${GROWTH}?tickers=AAPL&tickers=MSFT`)).tickers).toEqual(["AAPL", "MSFT"]);
    expect((await accepted(`${GROWTH}?tickers=AAPL,IBM&tickers=MSFT&tickers=`)).tickers).toEqual([
      "AAPL,IBM",
      "MSFT",
    ]);
  });

  it("refuses a missing or empty required list", async () => {
    expect(await refused(get(GROWTH))).toEqual({
      error_code: "validation_error",
      error_message: "tickers: is required; accepted: 1..50 items, each text.",
      parameter: "tickers",
      accepted: "1..50 items, each text",
    });
    await refused(get(`${GROWTH}?tickers=`));
  });

  it("refuses a list past its catalogue caps, naming it (growth: 1..50 tickers)", async () => {
    const tickers = (n: number) => Array.from({ length: n }, (_, i) => `T${i}`).join(",");
    expect((await accepted(`${GROWTH}?tickers=${tickers(50)}`)).tickers).toHaveLength(50);
    expect(await refused(get(`${GROWTH}?tickers=${tickers(51)}`))).toEqual({
      error_code: "validation_error",
      error_message: "tickers: 51 items are out of range; accepted: 1..50 items, each text.",
      parameter: "tickers",
      accepted: "1..50 items, each text",
    });
    expect((await refused(get(`${GROWTH}?tickers=,`))).parameter).toBe("tickers");
  });
});

describe("required and unknown parameters", () => {
  it("refuses a missing required parameter", async () => {
    expect(await refused(get(STATEMENTS))).toEqual({
      error_code: "validation_error",
      error_message: "ticker: is required; accepted: text.",
      parameter: "ticker",
      accepted: "text",
    });
    await refused(get(`${STATEMENTS}?ticker=`));
  });

  it("ignores an unknown parameter on an ordinary route, and the key", async () => {
    expect(await accepted(`${STATEMENTS}?ticker=AAPL&colour=red&api_key=x`)).toEqual({ ticker: "AAPL" });
  });

  it("refuses an unknown parameter where the route rejects unknown arguments, but not the key", async () => {
    const detail = await refused(get("/api/v3/fundamentals/screener?sector=Energy&colour=red&shape=round"));
    expect(detail.error_message).toMatch(/^Unknown parameters colour, shape; accepted: sector, industry, /);
    expect(detail.parameter).toBe("colour");
    expect(detail.unknown).toEqual(["colour", "shape"]);
    expect(detail.accepted).toContain("sort_by");
    expect((await get("/api/v3/fundamentals/screener?sector=Energy&api_key=x")).status).toBe(200);
  });
});

describe("several bad inputs: the one named", () => {
  it("is an unknown name first, then the first bad parameter in the route's order", async () => {
    expect((await refused(get(`${STATEMENTS}?period=weekly&limit=0`))).parameter).toBe("limit");
    expect((await refused(get("/api/v3/fundamentals/screener?limit=0&colour=red"))).parameter).toBe("colour");
    expect((await refused(get("/api/v3/fundamentals/screener?limit=0&roe_min_pct=x"))).parameter).toBe(
      "roe_min_pct",
    );
    const SHARPE = "/api/v3/validation/deflated_sharpe";
    expect((await refused(post(SHARPE, JSON.stringify({ sharpe: 5000, foo: 1 })))).parameter).toBe("foo");
    expect((await refused(post(SHARPE, JSON.stringify({ sharpe: 5000, n_obs: "abc" })))).parameter).toBe(
      "n_obs",
    );
    expect((await refused(post(SHARPE, JSON.stringify({ n_obs: true })))).parameter).toBe("n_obs");
  });
});

describe("numbers written oddly", () => {
  it("refuses blank, infinite and overflowing numbers", async () => {
    for (const bad of ["%20", "1e400", "-Infinity", "1_000", "5px"]) {
      expect((await refused(get(`/api/v3/fundamentals/screener?roe_min_pct=${bad}`))).parameter).toBe(
        "roe_min_pct",
      );
    }
    for (const bad of [" ", "1e400", "Infinity", "", null]) {
      const answer = await post(
        "/api/v3/validation/deflated_sharpe",
        JSON.stringify({ sharpe: 1, n_obs: bad }),
      );
      if (bad === "" || bad === null) expect(answer.status).toBe(200);
      else expect((await refused(answer)).parameter).toBe("n_obs");
    }
  });

  it("accepts signs and a leading dot", async () => {
    expect((await accepted("/api/v3/fundamentals/screener?roe_min_pct=%2B5")).roeMinPct).toBe(5);
    expect((await accepted("/api/v3/fundamentals/screener?roe_min_pct=.5")).roeMinPct).toBe(0.5);
    expect((await accepted("/api/v3/fundamentals/screener?roe_min_pct=-0")).roeMinPct).toBe(0);
  });

  it("reads a repeated boolean's first value, and an empty one as absent", async () => {
    expect((await accepted("/api/v3/fundamentals/tickers?is_sp500=1&is_sp500=0")).isSp500).toBe(true);
    expect(await accepted("/api/v3/fundamentals/tickers?is_sp500=")).toEqual({});
  });
});

describe("path parameters", () => {
  it("pass as text", async () => {
    expect(await accepted("/api/v3/sec/filing/AAPL/10-K")).toEqual({ ticker: "AAPL", filingType: "10-K" });
    expect((await accepted("/api/v3/fundamentals/peers/brk.b")).ticker).toBe("brk.b");
  });

  // Issue 13 item 13: these reached the resolver (200, billed).
  it("refuses what is not one plain segment: blank, .., a decoded / or \\, NUL", async () => {
    for (const bad of ["%20", "a..b", "..%2Fetc", "a%2Fb", "a%5Cb", "a%00b", "%2010-K", "10-K%20"]) {
      expect(await refused(get(`/api/v3/sec/filing/AAPL/${bad}`))).toMatchObject({
        parameter: "filing_type",
        accepted: "text",
      });
    }
    expect((await refused(get("/api/v3/fundamentals/xbrl/AAPL/us-gaap..Assets"))).parameter).toBe("concept");
    expect((await refused(get("/api/v3/fundamentals/peers/%20"))).parameter).toBe("ticker");
    expect(await accepted("/api/v3/sec/filing/AAPL/DEF%2014A")).toEqual({
      ticker: "AAPL",
      filingType: "DEF 14A",
    });
    expect((await accepted("/api/v3/fundamentals/xbrl/AAPL/us-gaap:Assets")).concept).toBe("us-gaap:Assets");
  });
});

describe("JSON bodies (deflated_sharpe, universe/warm)", () => {
  const SHARPE = "/api/v3/validation/deflated_sharpe";
  const WARM = "/api/v3/market/universe/warm";

  it("accepts numbers, and numbers written as text", async () => {
    expect((await post(SHARPE, JSON.stringify({ sharpe: 1.2, n_obs: 30 }))).body.variables).toEqual({
      sharpe: 1.2,
      nObs: 30,
    });
    expect((await post(SHARPE, JSON.stringify({ sharpe: "1.2" }))).body.variables).toEqual({ sharpe: 1.2 });
    expect((await post(SHARPE, JSON.stringify({ sharpe: 1, kurtosis: null }))).body.variables).toEqual({
      sharpe: 1,
    });
  });

  it("refuses a missing, out-of-range or mistyped number", async () => {
    expect(await refused(post(SHARPE, "{}"))).toMatchObject({
      error_message: "sharpe: is required; accepted: a number in -1000..1000.",
      parameter: "sharpe",
    });
    await refused(post(SHARPE, undefined));
    await refused(post(SHARPE, JSON.stringify({ sharpe: null })));
    expect(await refused(post(SHARPE, JSON.stringify({ sharpe: 1, n_obs: 29 })))).toMatchObject({
      // n_obs is a count (catalogue whole_numbers): a whole number since issue 13 item 16.
      error_message: "n_obs: 29 is out of range; accepted: a whole number in 30..1000000000000.",
      parameter: "n_obs",
    });
    expect(await refused(post(SHARPE, JSON.stringify({ sharpe: true })))).toMatchObject({
      error_message: "sharpe: true is not a number; accepted: a number in -1000..1000.",
      parameter: "sharpe",
    });
    await refused(post(SHARPE, JSON.stringify({ sharpe: "high" })));
    await refused(post(SHARPE, JSON.stringify({ sharpe: ["high"] })));
    await refused(post(SHARPE, JSON.stringify({ sharpe: [] })));
    await refused(post(SHARPE, JSON.stringify({ sharpe: { value: 1 } })));
  });

  // Issue 13 item 13: the first item was taken (200, billed).
  it("refuses an array sent for a single value", async () => {
    expect(await refused(post(SHARPE, JSON.stringify({ sharpe: [1.5, "junk", {}] })))).toMatchObject({
      parameter: "sharpe",
    });
    expect((await refused(post(SHARPE, JSON.stringify({ sharpe: 1, n_obs: [30] })))).parameter).toBe("n_obs");
  });

  it("refuses a fraction for a count beyond GraphQL's Int (n_trials, n_obs), and accepts 1e12", async () => {
    expect(await refused(post(SHARPE, JSON.stringify({ sharpe: 1, n_trials: 100.5 })))).toMatchObject({
      error_message: "n_trials: 100.5 is not a whole number; accepted: a whole number in 1..1000000000000.",
      parameter: "n_trials",
    });
    expect((await refused(post(SHARPE, JSON.stringify({ sharpe: 1, n_obs: "30.5" })))).parameter).toBe(
      "n_obs",
    );
    expect((await post(SHARPE, JSON.stringify({ sharpe: 1, n_trials: 1e12 }))).body.variables).toEqual({
      sharpe: 1,
      nTrials: 1e12,
    });
  });

  it("refuses unknown properties and a body that is not an object", async () => {
    expect(await refused(post(SHARPE, JSON.stringify({ sharpe: 1, sharp: 2 })))).toEqual({
      error_code: "validation_error",
      error_message:
        "Unknown body properties: sharp; accepted: periods_per_year, kurtosis, skewness, n_obs, n_trials, sharpe.",
      parameter: "sharp",
      accepted: "periods_per_year, kurtosis, skewness, n_obs, n_trials, sharpe",
    });
    for (const body of ["[]", '"sharpe"', "3"]) {
      expect(await refused(post(SHARPE, body))).toEqual({
        error_code: "validation_error",
        error_message: "The request body must be a JSON object.",
        parameter: "body",
      });
    }
    expect((await refused(post(SHARPE, "{not json"))).error_message).toMatch(
      /^The request could not be read: /,
    );
  });

  it("refuses an unknown query parameter on a POST route", async () => {
    expect(await refused(post(`${SHARPE}?colour=red`, JSON.stringify({ sharpe: 1 })))).toMatchObject({
      parameter: "colour",
      unknown: ["colour"],
    });
    expect((await post(`${SHARPE}?api_key=x`, JSON.stringify({ sharpe: 1 }))).status).toBe(200);
  });

  it("reads a list as an array or as comma-separated text", async () => {
    expect((await post(WARM, JSON.stringify({ symbols: ["SPY", "AAPL"] }))).body.variables).toEqual({
      symbols: ["SPY", "AAPL"],
    });
    expect((await post(WARM, JSON.stringify({ symbols: "SPY, AAPL" }))).body.variables).toEqual({
      symbols: ["SPY", "AAPL"],
    });
    // No item is below the route's 1..200.
    expect((await refused(post(WARM, JSON.stringify({ symbols: [] })))).parameter).toBe("symbols");
  });

  it("drops empty items", async () => {
    expect((await post(WARM, JSON.stringify({ symbols: ["SPY", ""] }))).body.variables).toEqual({
      symbols: ["SPY"],
    });
  });

  // Issue 25 item 7: a list's value of another JSON kind was read as its text (true: "TRUE").
  it("refuses a list value that is neither a JSON array nor text", async () => {
    expect(await refused(post(WARM, JSON.stringify({ symbols: true })))).toEqual({
      error_code: "validation_error",
      error_message: "symbols: true is not a list; accepted: 1..200 items, each text.",
      parameter: "symbols",
      accepted: "1..200 items, each text",
    });
    for (const symbols of [5, false, { SPY: 1 }]) {
      expect((await refused(post(WARM, JSON.stringify({ symbols })))).error_message).toBe(
        `symbols: ${JSON.stringify(symbols)} is not a list; accepted: 1..200 items, each text.`,
      );
    }
  });

  it("refuses list items that are not text", async () => {
    expect(await refused(post(WARM, JSON.stringify({ symbols: ["SPY", 5] })))).toMatchObject({
      error_message: "symbols: must be text; accepted: 1..200 items, each text.",
      parameter: "symbols",
    });
    await refused(post(WARM, JSON.stringify({ symbols: [true] })));
    await refused(post(WARM, JSON.stringify({ symbols: [null] })));
    await refused(post(WARM, JSON.stringify({ symbols: [["SPY"]] })));
    await refused(post(WARM, "{}"));
  });
});

describe("JSON objects in a body (historical_var_scenario's portfolio and history)", () => {
  const SCENARIO = "/api/v3/risk/historical_var_scenario";
  const portfolio = { snapshot_id: "s", positions: [{ permno: 1 }] };
  const history = { kind: "supplied_total_returns" };

  it("hands an object to GraphQL as it came: its shape is the resolver's to check", async () => {
    expect((await post(SCENARIO, JSON.stringify({ portfolio, history }))).body.variables).toEqual({
      portfolio,
      history,
    });
  });

  it("refuses anything but an object, naming the parameter", async () => {
    expect(await refused(post(SCENARIO, JSON.stringify({ portfolio: "abc", history })))).toMatchObject({
      error_message: "portfolio: must be a JSON object; accepted: a JSON object.",
      parameter: "portfolio",
    });
    expect((await refused(post(SCENARIO, JSON.stringify({ portfolio, history: [history] })))).parameter).toBe(
      "history",
    );
    expect((await refused(post(SCENARIO, JSON.stringify({ portfolio, history: 5 })))).parameter).toBe(
      "history",
    );
    expect((await refused(post(SCENARIO, JSON.stringify({ portfolio })))).parameter).toBe("history");
  });
});

describe("SSE routes check their parameters before the stream opens", () => {
  it("refuses a missing required list and passes a good one to the subscription", async () => {
    expect((await refused(get("/api/v3/stream/quotes"))).parameter).toBe("symbols");
    const before = shim.received.length;
    const answer = await get("/api/v3/stream/quotes?symbols=SPY,AAPL");
    expect(answer.status).toBe(503);
    expect(shim.received.slice(before)).toEqual([{ symbols: ["SPY", "AAPL"] }]);
  });
});
