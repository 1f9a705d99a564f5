/**
 * The model diagnostics on the signals book, end to end (docs/DECISIONS.md): signal correlation,
 * feature and factor importance, drift and factor decay, with known answers recomputed here from
 * signals_book_rows and signals_book_weights by SQL and this file's own correlation code, and the
 * 80-hour staleness of spec/03 at a pinned clock.
 */
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const MONDAY_NOON = "2017-11-13T17:00:00Z";
const BOOK_DATE = "2017-11-10";
const clock = fixedClock(MONDAY_NOON);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(MONDAY_NOON));

const { get } = restClient(() => service);

const VOTERS = [
  "momentum_12_1",
  "reversal_1m",
  "low_volatility",
  "trend_sma200",
  "rsi_14",
  "volume_surge",
  "high_52w_proximity",
];

function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b) / n;
  const my = y.reduce((a, b) => a + b) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((x[i] as number) - mx) * ((y[i] as number) - my);
    sxx += ((x[i] as number) - mx) ** 2;
    syy += ((y[i] as number) - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** 1-based ranks, ties sharing their mean rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] as number] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

const spearman = (x: number[], y: number[]) => pearson(ranks(x), ranks(y));

type Row = Record<string, number | string | null>;

async function scored(date = BOOK_DATE): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from signals_book_rows where book_date = ${date}
    and blended_score is not null order by ticker`.execute(service.warehouse.db);
  return rows;
}

/**
 * The IC of a signal column scored on `date` against the return from `from` to `to`, over the
 * stocks scored on `date`.
 */
async function signalIc(
  column: "blended_score" | "volume_surge_pct",
  date: string,
  from: string,
  to: string,
): Promise<number> {
  const { rows } = await sql<{ ticker: string; score: number; a: number; b: number }>`
    select s.ticker, s.${sql.ref(column)} as score, f.close as a, t.close as b
    from signals_book_rows s
    join signals_book_rows f on f.ticker = s.ticker and f.book_date = ${from}
    join signals_book_rows t on t.ticker = s.ticker and t.book_date = ${to}
    where s.book_date = ${date} and s.blended_score is not null`.execute(service.warehouse.db);
  return spearman(
    rows.map((r) => r.score),
    rows.map((r) => r.b / r.a - 1),
  );
}

describe("GET /api/v2/signals/correlation", () => {
  it("is the correlation of the voters' percentiles across the book date's scored stocks", async () => {
    const rows = await scored();
    const { status, body, headers } = await get("/api/v2/signals/correlation");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body.voters).toEqual(VOTERS);
    expect(body).toMatchObject({
      stocks: rows.length,
      as_of: BOOK_DATE,
      book_age_sessions: 0,
      is_stale: false,
    });
    const expected = pearson(
      rows.map((r) => r.momentum_12_1_pct as number),
      rows.map((r) => r.trend_sma200_pct as number),
    );
    // Known answer of 2017-11-10: 12-1 momentum and the trend vs SMA 200 agree at 0.649.
    expect(expected).toBeCloseTo(0.649120516519, 9);
    expect(body.matrix[0][3]).toBeCloseTo(expected, 12);
    expect(body.matrix[3][0]).toBeCloseTo(expected, 12);
    expect(body.matrix[2][2]).toBe(1);
    expect(body.pairs.find((p: any) => p.a === "reversal_1m" && p.b === "rsi_14")).toMatchObject({
      stocks: rows.length,
    });
    expect(body.pairs.find((p: any) => p.a === "reversal_1m" && p.b === "rsi_14").correlation).toBeCloseTo(
      pearson(
        rows.map((r) => r.reversal_1m_pct as number),
        rows.map((r) => r.rsi_14_pct as number),
      ),
      12,
    );
  });
});

describe("GET /api/v2/features/importance and /api/v3/intel/factor_importance", () => {
  it("ranks the factor loadings and the optimizer's posterior weights of the book date", async () => {
    const rows = await scored();
    const { rows: weights } = await sql<{ voter: string; weight: number; mean_ic: number }>`
      select voter, weight, mean_ic from signals_book_weights where book_date = ${BOOK_DATE}`.execute(
      service.warehouse.db,
    );
    const { status, body } = await get("/api/v2/features/importance?top_n=500");
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(14);
    const loading = body.rows.find((r: any) => r.kind === "factor_loading" && r.feature === "rsi_14");
    const rsi = pearson(
      rows.map((r) => r.rsi_14_pct as number),
      rows.map((r) => r.blended_score as number),
    );
    // Known answer: RSI 14 loads 0.925 on the 2017-11-10 blend, the strongest of the seven.
    expect(rsi).toBeCloseTo(0.92518761, 7);
    expect(loading).toMatchObject({ importance: Math.abs(loading.loading), stocks: rows.length });
    expect(loading.loading).toBeCloseTo(rsi, 12);
    expect(body.rows[0]).toMatchObject({ kind: "factor_loading", feature: "rsi_14" });
    for (const weight of weights) {
      expect(
        body.rows.find((r: any) => r.kind === "voter_posterior_weight" && r.feature === weight.voter),
      ).toMatchObject({ weight: weight.weight, mean_ic: weight.mean_ic, importance: weight.weight });
    }
    const importances = body.rows.map((r: any) => r.importance);
    expect(importances).toEqual([...importances].sort((a, b) => b - a));
    expect(body.report_freshness).toMatchObject({
      as_of: BOOK_DATE,
      age_sessions: 0,
      is_stale: false,
      weights_basis: "ic_weighted",
      published_table: "none_published",
    });
    const factor = await get("/api/v3/intel/factor_importance?top_n=3");
    expect(factor.body.rows).toEqual(body.rows.slice(0, 3));
  });

  it("names the one model it has, and refuses another", async () => {
    expect((await get("/api/v2/features/importance?model=ensemble&top_n=1")).body.model).toBe("ensemble");
    const other = await get("/api/v2/features/importance?model=xgboost");
    expect(other.status).toBe(422);
    expect(other.body.detail).toMatchObject({
      error_code: "validation_error",
      parameter: "model",
      accepted: "ensemble",
    });
  });
});

describe("GET /api/v2/models/drift", () => {
  it("measures each prediction at the next close; a 1-day window holds the newest alone", async () => {
    const ic = await signalIc("blended_score", "2017-11-09", "2017-11-09", BOOK_DATE);
    const { status, body } = await get("/api/v2/models/drift?window_days=1");
    expect(status).toBe(200);
    const blend = body.rows.find((r: any) => r.signal === "blended_score");
    expect(blend).toMatchObject({
      kind: "blend",
      recent_days: 1,
      baseline_days: 252,
      newest_measured_date: "2017-11-09",
      measured_on: BOOK_DATE,
      measured_at: "2017-11-10T21:00:00.000Z",
      stale: false,
    });
    expect(blend.recent_ic).toBeCloseTo(ic, 12);
    expect(blend.ic_change).toBeCloseTo(ic - blend.baseline_ic, 12);
    expect(blend.drift_z).toBeCloseTo((ic - blend.baseline_ic) / (blend.baseline_ic_sd / 1), 9);
    expect(body).toMatchObject({
      window_days: 1,
      window_start: "2017-11-09",
      horizon_sessions: 1,
      newest_measured_date: "2017-11-09",
      measured_at: "2017-11-10T21:00:00.000Z",
      measured_at_ts: 1_510_347_600,
      age_hours: 68,
      stale: false,
      stale_reason: null,
      stale_at_build: false,
      stale_after_hours: 80,
    });
    expect(body.rows.map((r: any) => r.signal)).toEqual([...VOTERS, "blended_score"]);
  });

  it("is stale once the newest measured prediction is over 80 hours old, per row too", async () => {
    clock.set("2017-11-14T05:00:00Z");
    expect((await get("/api/v2/models/drift")).body).toMatchObject({ age_hours: 80, stale: false });
    clock.set("2017-11-14T05:00:01Z");
    const { body } = await get("/api/v2/models/drift");
    expect(body).toMatchObject({ stale: true, stale_reason: "older_than_80_hours", stale_at_build: false });
    expect(body.rows.every((r: any) => r.stale === true)).toBe(true);
    // The default window: predictions measured at the 22 closes after 2017-10-11 (30 days before
    // the book date) through 2017-11-10, so scored 2017-10-11..2017-11-09.
    expect(body).toMatchObject({ window_days: 30, window_start: "2017-10-11" });
    expect(body.rows[0].recent_days).toBe(22);
  });
});

describe("GET /api/v2/features/decay", () => {
  it("averages each lag's IC over the same 252 score dates; halves only a significant lag-0 IC", async () => {
    const { rows: dates } = await sql<{ book_date: string }>`
      select book_date from signals_book_dates where book_date <= ${BOOK_DATE} order by book_date`.execute(
      service.warehouse.db,
    );
    const all = dates.map((d) => d.book_date);
    // Score dates end 21 + 1 sessions before the book date, so lag 21's return is realised.
    const last = all.length - 1 - 22;
    const window = all.slice(last - 251, last + 1);
    const meanIc = async (column: "blended_score" | "volume_surge_pct") => {
      let sum = 0;
      for (const date of window) {
        const i = all.indexOf(date);
        sum += await signalIc(column, date, date, all[i + 1] as string);
      }
      return sum / window.length;
    };
    const mean = await meanIc("blended_score");
    const { status, body } = await get("/api/v2/features/decay");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      lags: [0, 1, 2, 3, 5, 10, 21],
      days: 252,
      first_score_date: window[0],
      last_score_date: window.at(-1),
      measured_at: "2017-11-10T21:00:00.000Z",
      stale: false,
      stale_after_hours: 80,
    });
    const blend = body.rows.find((r: any) => r.signal === "blended_score");
    expect(blend.curve[0]).toMatchObject({ lag: 0, days: 252 });
    expect(blend.curve[0].ic).toBeCloseTo(mean, 12);
    // Known answer: the blend's lag-0 t-statistic is 1.08, under 2: nothing to measure a half-life of.
    expect(blend.curve[0].t_stat).toBeCloseTo(1.0789, 3);
    expect(blend).toMatchObject({
      ic_half_life_sessions: null,
      null_reasons: {
        ic_half_life_sessions: "ic_not_significant_at_lag_0",
        ir_half_life_sessions: "ic_not_significant_at_lag_0",
      },
    });
    // Known answer: the volume surge's lag-0 IC is negative and significant (t −2.27) and halves
    // between lags 5 and 10: 5 + (|IC(5)| − |IC(0)|/2) ÷ (|IC(5)| + IC(10)) × 5 ≈ 5.12 sessions.
    const surge = body.rows.find((r: any) => r.signal === "volume_surge");
    expect(surge.curve[0].ic).toBeCloseTo(await meanIc("volume_surge_pct"), 12);
    expect(surge.curve[0].t_stat).toBeCloseTo(-2.2693, 3);
    const [ic0, ic5, ic10] = [0, 4, 5].map((i): number => -surge.curve[i].ic) as [number, number, number];
    expect(surge.ic_half_life_sessions).toBeCloseTo(5 + ((ic5 - ic0 / 2) / (ic5 - ic10)) * 5, 12);
    expect(surge.ic_half_life_sessions).toBeCloseTo(5.1155, 3);
    expect(surge.null_reasons).toEqual({});
    clock.set("2017-11-14T05:00:01Z");
    expect((await get("/api/v2/features/decay")).body).toMatchObject({
      stale: true,
      stale_reason: "older_than_80_hours",
    });
  });

  it("answers GraphQL with the same curve", async () => {
    const graph = await graphql(service, "{ factorDecay { stale rows { signal curve { lag ic } } } }");
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.factorDecay.rows).toHaveLength(8);
    expect(graph.body.data.factorDecay.rows[7].curve.map((p: any) => p.lag)).toEqual([0, 1, 2, 3, 5, 10, 21]);
  });
});
