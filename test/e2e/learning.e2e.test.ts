/**
 * Learning and experience, end to end (docs/LEARNING.md): the book's predictions resolved against
 * realised returns — svc_v3_accuracy, _resolver_status, _prediction_tracker, _believability,
 * _thresholds — through REST and GraphQL at pinned clocks.
 *
 * Known answers are recomputed here independently of the learning product: the 21-session returns
 * from data/sample/prices/daily_universe.csv.gz (its own session list and closes), the predictions
 * (score, decile, RSI 14 percentile) from the book's rows (signals_book_rows, by SQL), and this
 * file's own mean, hit and Spearman code.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

/** 2016-07-01 12:00 ET: the last final close is 2016-06-30, the book date too. */
const IN_BOOK = "2016-07-01T16:00:00Z";
const clock = fixedClock(IN_BOOK);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(IN_BOOK));

const { get } = restClient(() => service);

// --- The independent computation ----------------------------------------------------------------

const HORIZON = 21;

/** Closes by ticker and date, and the universe's sessions, straight from the CSV. */
function universe() {
  const text = gunzipSync(
    readFileSync(new URL("../../data/sample/prices/daily_universe.csv.gz", import.meta.url)),
  ).toString("utf8");
  const closes = new Map<string, number>();
  const sessions = new Set<string>();
  // header: ticker,date,open,high,low,close,volume
  for (const line of text.split("\n").slice(1)) {
    if (line === "") continue;
    const [ticker, date, , , , close] = line.split(",") as string[];
    closes.set(`${ticker}|${date}`, Number(close));
    sessions.add(date as string);
  }
  return { closes, sessions: [...sessions].sort() };
}

const { closes, sessions } = universe();
const sessionIndex = new Map(sessions.map((date, i) => [date, i]));
const resolutionOf = (date: string) => sessions[(sessionIndex.get(date) as number) + HORIZON];

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

interface Resolved {
  date: string;
  resolvesOn: string;
  mean: number;
  ic: number;
  long: { calls: number; hits: number };
  short: { calls: number; hits: number };
  rsi: { calls: number; hits: number };
  deciles: { n: number; sum: number }[];
}

/** Every book date resolved by `through` (its 21st session on or before it), recomputed. */
async function recompute(through: string): Promise<Resolved[]> {
  const { rows } = await sql<{
    book_date: string;
    ticker: string;
    blended_score: number;
    decile: number;
    rsi_14_pct: number | null;
  }>`select book_date, ticker, blended_score, decile, rsi_14_pct from signals_book_rows
     where blended_score is not null and book_date <= ${through}`.execute(service.warehouse.db);
  const byDate = new Map<string, typeof rows>();
  for (const row of rows) byDate.set(row.book_date, [...(byDate.get(row.book_date) ?? []), row]);
  const out: Resolved[] = [];
  for (const [date, scored] of [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const resolvesOn = resolutionOf(date);
    if (resolvesOn === undefined || resolvesOn > through) continue;
    const withOutcome = scored
      .map((row) => ({ row, end: closes.get(`${row.ticker}|${resolvesOn}`) }))
      .filter((x): x is { row: (typeof scored)[number]; end: number } => x.end !== undefined)
      .map(({ row, end }) => ({ row, ret: end / (closes.get(`${row.ticker}|${date}`) as number) - 1 }));
    const mean = withOutcome.reduce((s, x) => s + x.ret, 0) / withOutcome.length;
    const long = withOutcome.filter((x) => x.row.decile >= 8);
    const short = withOutcome.filter((x) => x.row.decile <= 3);
    const favourable = withOutcome.filter((x) => x.row.rsi_14_pct !== null && x.row.rsi_14_pct > 50);
    const unfavourable = withOutcome.filter((x) => x.row.rsi_14_pct !== null && x.row.rsi_14_pct < 50);
    const deciles = Array.from({ length: 10 }, (_, d) => {
      const band = withOutcome.filter((x) => x.row.decile === d + 1);
      return { n: band.length, sum: band.reduce((s, x) => s + x.ret, 0) };
    });
    out.push({
      date,
      resolvesOn,
      mean,
      ic: pearson(ranks(withOutcome.map((x) => x.row.blended_score)), ranks(withOutcome.map((x) => x.ret))),
      long: { calls: long.length, hits: long.filter((x) => x.ret > mean).length },
      short: { calls: short.length, hits: short.filter((x) => x.ret < mean).length },
      rsi: {
        calls: favourable.length + unfavourable.length,
        hits: favourable.filter((x) => x.ret > mean).length + unfavourable.filter((x) => x.ret < mean).length,
      },
      deciles,
    });
  }
  return out;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// --- Accuracy ------------------------------------------------------------------------------------

describe("svc_v3_accuracy: a resolved window recomputed from the CSV and the book's deciles", () => {
  it("at 2016-07-01 12:00 ET, window_days=30: the predictions resolved 2016-06-01..2016-06-30", async () => {
    const all = await recompute("2016-06-30");
    const window = all.filter((r) => r.resolvesOn >= "2016-06-01");
    const { status, body, headers } = await get("/api/v3/learning/accuracy?window_days=30");
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    // 22 sessions in June 2016 resolve the predictions of 2016-05-02..2016-06-01 (May 2016 has 21
    // sessions, Memorial Day closed; 2016-05-02's 21st session after is 2016-06-01).
    expect(window).toHaveLength(22);
    expect(body).toMatchObject({
      as_of: "2016-06-30",
      is_stale: false,
      book_age_sessions: 0,
      window_from: "2016-06-01",
      window_to: "2016-06-30",
      horizon_sessions: 21,
      resolution_dates: 22,
      first_prediction_date: "2016-05-02",
      last_prediction_date: "2016-06-01",
      first_resolved_on: "2016-06-01",
      last_resolved_on: "2016-06-30",
    });
    const longCalls = sum(window.map((r) => r.long.calls));
    const longHits = sum(window.map((r) => r.long.hits));
    const shortCalls = sum(window.map((r) => r.short.calls));
    const shortHits = sum(window.map((r) => r.short.hits));
    expect(body.long).toMatchObject({ calls: longCalls, hits: longHits });
    expect(body.short).toMatchObject({ calls: shortCalls, hits: shortHits });
    expect(body.calls).toBe(longCalls + shortCalls);
    expect(body.hit_rate).toBeCloseTo((longHits + shortHits) / (longCalls + shortCalls), 12);
    expect(body.mean_ic).toBeCloseTo(sum(window.map((r) => r.ic)) / 22, 12);
    expect(body.ic_dates).toBe(22);
    for (const [index, decile] of (
      body.deciles as { predictions: number; mean_return: number }[]
    ).entries()) {
      const n = sum(window.map((r) => (r.deciles[index] as { n: number }).n));
      expect(decile.predictions).toBe(n);
      expect(decile.mean_return).toBeCloseTo(
        sum(window.map((r) => (r.deciles[index] as { sum: number }).sum)) / n,
        12,
      );
    }
    expect(body.long_short_spread).toBeCloseTo(
      (body.deciles[9].mean_return as number) - (body.deciles[0].mean_return as number),
      15,
    );
    // The figures docs/LEARNING.md quotes for this window.
    expect({ calls: body.calls, hits: body.hits }).toEqual({ calls: 5566, hits: 2864 });
  });

  it("answers the same through GraphQL", async () => {
    const rest = (await get("/api/v3/learning/accuracy?window_days=30")).body;
    const { body } = await graphql(
      service,
      "{ learningAccuracy(windowDays: 30) { asOf calls hits hitRate meanIc deciles { band meanReturn } long { hits } } }",
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.learningAccuracy).toEqual({
      asOf: "2016-06-30",
      calls: rest.calls,
      hits: rest.hits,
      hitRate: rest.hit_rate,
      meanIc: rest.mean_ic,
      deciles: rest.deciles.map((d: { band: number; mean_return: number }) => ({
        band: d.band,
        meanReturn: d.mean_return,
      })),
      long: { hits: rest.long.hits },
    });
  });

  it("with today's clock the bundled history is served stale, as of its last book date", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { body } = await get("/api/v3/learning/accuracy");
    expect(body).toMatchObject({
      as_of: "2017-11-10",
      is_stale: true,
      stale_reason: "book_older_than_2_sessions",
      window_to: "2017-11-10",
      last_resolved_on: "2017-11-10",
      last_prediction_date: "2017-10-12",
    });
  });

  it("before the first resolution (2014-02-03) nothing is resolved: nulls with their reason", async () => {
    clock.set("2014-01-15T17:00:00Z");
    const { status, body } = await get("/api/v3/learning/accuracy");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2014-01-14",
      resolution_dates: 0,
      calls: 0,
      hit_rate: null,
      mean_ic: null,
    });
    expect(body.null_reasons).toMatchObject({
      hit_rate: "no_prediction_resolved_in_window",
      mean_ic: "no_prediction_resolved_in_window",
    });
  });

  it("before the book's first date it refuses, not billed", async () => {
    clock.set("2013-12-31T17:00:00Z");
    const { status, body, headers } = await get("/api/v3/learning/accuracy");
    expect(status).toBe(503);
    expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", reason: "no_book_as_of_clock" });
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

// --- The lifecycle -------------------------------------------------------------------------------

describe("svc_v3_resolver_status and svc_v3_prediction_tracker: the lifecycle at the clock", () => {
  it("at 2016-07-01 12:00 ET the predictions of the last 21 book dates are pending", async () => {
    const { rows } = await sql<{ book_date: string; scored: number }>`select book_date, scored
      from signals_book_dates where book_date <= '2016-06-30' order by book_date`.execute(
      service.warehouse.db,
    );
    const pendingDates = rows.slice(-21);
    const { status, body } = await get("/api/v3/learning/resolver_status");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2016-06-30",
      last_final_close: "2016-06-30",
      predictions: sum(rows.map((r) => r.scored)),
      pending: sum(pendingDates.map((r) => r.scored)),
      pending_dates: 21,
      resolved_dates: rows.length - 21,
      unresolved_outcome_not_held: 0,
      // The oldest pending, 2016-06-02, resolves at the next session's close (2016-07-01); 2016-06-01
      // resolved on 2016-06-30 (June 2..30: 21 sessions).
      oldest_pending_prediction_date: "2016-06-02",
      sessions_to_next_resolution: 1,
      last_resolved_on: "2016-06-30",
      last_resolved_prediction_date: "2016-06-01",
      last_unresolved_prediction_date: null,
      product: { name: "learning", status: "current" },
    });
    expect(body.lifecycle.map((s: { state: string }) => s.state)).toEqual([
      "pending",
      "resolved",
      "unresolved",
    ]);
  });

  it("after the data ends, the last 21 prediction dates are unresolved: their closes are final but not held", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { body } = await get("/api/v3/learning/resolver_status");
    expect(body).toMatchObject({
      pending: 0,
      unresolved_dates: 21,
      last_resolved_on: "2017-11-10",
      last_resolved_prediction_date: "2017-10-12",
      last_unresolved_prediction_date: "2017-11-10",
      last_unresolved_resolves_on: "2017-12-12",
      sessions_to_next_resolution: null,
    });
    expect(body.null_reasons.sessions_to_next_resolution).toBe("no_prediction_pending");
  });

  it("on 2016-08-01 after its close the tracker lists the predictions of 2016-06-30 it resolved, by rank, then those made that day, pending", async () => {
    clock.set("2016-08-01T21:10:00Z");
    const { rows } = await sql<{ ticker: string; rank: number; decile: number; direction: string }>`select
      ticker, rank, decile, direction from signals_book_rows where book_date = '2016-06-30'
      and blended_score is not null order by rank`.execute(service.warehouse.db);
    const window = await recompute("2016-08-01");
    const mean = (window.at(-1) as Resolved).mean;
    const { status, body } = await get("/api/v3/learning/prediction_tracker?limit=500");
    expect(status).toBe(200);
    expect(body.as_of).toBe("2016-08-01");
    const resolved = (body.predictions as Record<string, unknown>[]).filter((p) => p.state === "resolved");
    expect(resolved.map((p) => p.ticker)).toEqual(rows.map((r) => r.ticker));
    const first = resolved[0] as Record<string, number | string | boolean>;
    const ticker = first.ticker as string;
    const ret =
      (closes.get(`${ticker}|2016-08-01`) as number) / (closes.get(`${ticker}|2016-06-30`) as number) - 1;
    expect(first).toMatchObject({ prediction_date: "2016-06-30", resolution_date: "2016-08-01", rank: 1 });
    expect(first.realised_return).toBeCloseTo(ret, 12);
    expect(first.benchmark_return).toBeCloseTo(mean, 12);
    expect(first.hit).toBe(ret > mean);
    const pending = (body.predictions as Record<string, unknown>[]).filter((p) => p.state === "pending");
    expect(pending).toHaveLength(500 - resolved.length);
    expect(pending[0]).toMatchObject({
      prediction_date: "2016-08-01",
      rank: 1,
      sessions_to_resolution: 21,
      resolution_date: null,
      realised_return: null,
    });
    expect((pending[0] as { null_reasons: Record<string, string> }).null_reasons.resolution_date).toBe(
      "resolves_after_clock",
    );
    expect(body.has_more).toBe(true);
  });
});

// --- Experience -----------------------------------------------------------------------------------

describe("svc_v3_believability and svc_v3_thresholds", () => {
  it("the ensemble's and RSI 14's records over all history at 2016-07-01, recomputed", async () => {
    const all = await recompute("2016-06-30");
    const { status, body } = await get("/api/v3/experience/believability?limit=5000");
    expect(status).toBe(200);
    const row = (source: string, window: string) =>
      body.rows.find((r: { source: string; window: string }) => r.source === source && r.window === window);
    const ensemble = row("ensemble", "all_history");
    const calls = sum(all.map((r) => r.long.calls + r.short.calls));
    const hits = sum(all.map((r) => r.long.hits + r.short.hits));
    expect(ensemble).toMatchObject({
      resolution_dates: all.length,
      calls,
      hits,
      last_resolved_on: "2016-06-30",
    });
    const m = all.length / 21;
    expect(ensemble.independent_horizons).toBeCloseTo(m, 12);
    expect(ensemble.believability).toBeCloseTo((m * (hits / calls) + 12 * 0.5) / (m + 12), 12);
    const rsi = row("rsi_14", "all_history");
    expect(rsi).toMatchObject({
      calls: sum(all.map((r) => r.rsi.calls)),
      hits: sum(all.map((r) => r.rsi.hits)),
    });
    // 8 sources × 4 windows.
    expect(body.total).toBe(32);
  });

  it("source narrows to one; an unknown source is 422 naming it, not billed", async () => {
    const { body } = await get("/api/v3/experience/believability?source=rsi_14");
    expect(body.rows.map((r: { source: string }) => r.source)).toEqual([
      "rsi_14",
      "rsi_14",
      "rsi_14",
      "rsi_14",
    ]);
    const refused = await get("/api/v3/experience/believability?source=astrology");
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatchObject({ error_code: "validation_error", parameter: "source" });
    expect(refused.headers.get("x-credits-charged")).toBe("0");
    const viaGraphql = await graphql(service, '{ believability(source: "astrology") { total } }');
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe("validation_error");
  });

  it("thresholds: the ensemble's deciles over all history, and the rule they support", async () => {
    const all = await recompute("2016-06-30");
    const { status, body } = await get("/api/v3/experience/thresholds");
    expect(status).toBe(200);
    const ensemble = body.sources[0];
    expect(ensemble.source).toBe("ensemble");
    const n = all.length;
    expect(body.resolution_dates).toBe(n);
    for (let d = 0; d < 10; d++) {
      const count = sum(all.map((r) => (r.deciles[d] as { n: number }).n));
      const excess = sum(
        all.map((r) => (r.deciles[d] as { sum: number }).sum - (r.deciles[d] as { n: number }).n * r.mean),
      );
      expect(ensemble.bands[d].predictions).toBe(count);
      expect(ensemble.bands[d].mean_excess_return).toBeCloseTo(excess / count, 12);
    }
    // The rule: the lowest decile from which every decile up to 10 beat the benchmark.
    const excess = ensemble.bands.map(
      (b: { mean_excess_return: number }) => b.mean_excess_return,
    ) as number[];
    let from: number | null = null;
    for (let b = 10; b >= 1 && (excess[b - 1] as number) > 0; b--) from = b;
    expect(ensemble.favourable_from_band).toBe(from);
    expect(ensemble.rule_favourable_from_band).toBe(8);
    expect(body.sources.map((s: { source: string }) => s.source)).toEqual([
      "ensemble",
      "momentum_12_1",
      "reversal_1m",
      "low_volatility",
      "trend_sma200",
      "rsi_14",
      "volume_surge",
      "high_52w_proximity",
    ]);
  });
});
