/**
 * The regime routes (svc_regime, svc_v2_regime_forecast, svc_v2_regime_history) through REST and
 * GraphQL over HTTP on the warehouse built from data/sample. Known answers are recomputed here from
 * the raw CSVs (prices/daily/SPY.csv, macro/vix_daily.csv), independently of the service: each
 * session's SMA of the 200 SPY closes ending on it, the same-day VIX close, the rule of
 * docs/REGIME.md, and transitions counted between consecutive rows of SPY's file.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { sampleSeries } from "../support/sampleCsv.js";
import { graphql, type TestService, test } from "../support/service.js";

const clock = fixedClock("2026-11-17T15:00:00Z");
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

// ---- the rule, recomputed from the CSVs -----------------------------------------------------
const spy = sampleSeries("prices/daily/SPY.csv", "date", "close");
const vixByDate = new Map(sampleSeries("macro/vix_daily.csv", "DATE", "CLOSE").map((c) => [c.date, c.value]));

interface Label {
  date: string;
  regime: string;
  row: number;
  vix: number;
  close: number;
  sma: number;
}

const labels: Label[] = [];
for (let row = 199; row < spy.length; row++) {
  const { date, value: close } = spy[row] as { date: string; value: number };
  const vix = vixByDate.get(date);
  if (vix === undefined) continue;
  let sum = 0;
  for (let j = row - 199; j <= row; j++) sum += (spy[j] as { value: number }).value;
  const sma = sum / 200;
  const regime =
    vix >= 30 || (close < sma && vix >= 20) ? "risk_off" : close >= sma && vix < 20 ? "risk_on" : "neutral";
  labels.push({ date, regime, row, vix, close, sma });
}

/** n(from → to) over labels dated on or before `through`, consecutive SPY rows only. */
function transitions(through: string) {
  const counts: Record<string, Record<string, number>> = {};
  const seen = labels.filter((label) => label.date <= through);
  for (let i = 1; i < seen.length; i++) {
    const a = seen[i - 1] as Label;
    const b = seen[i] as Label;
    if (b.row !== a.row + 1) continue;
    const row = counts[a.regime] ?? { risk_on: 0, neutral: 0, risk_off: 0 };
    row[b.regime] = (row[b.regime] ?? 0) + 1;
    counts[a.regime] = row;
  }
  return counts;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe("GET /api/regime", () => {
  it("2020-02-25 10:00 ET: 2020-02-24's label, neutral (SPY 322.42 over its SMA 200 with VIX 25.03)", async () => {
    clock.set("2020-02-25T15:00:00Z");
    const label = labels.find((l) => l.date === "2020-02-24") as Label;
    expect(label.regime).toBe("neutral");
    const { status, headers, body } = await get("/api/regime");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      regime: "neutral",
      regime_method: "rules_v1:vix_spy_sma200",
      as_of: "2020-02-24",
      // At 10:00 ET the last final close is 2020-02-24's own.
      stale: false,
      stale_reason: null,
      label_age_sessions: 0,
      reasons: ["VIX 25.03 in 20..30", `SPY 322.42 >= SMA200 ${Math.round(label.sma * 1e4) / 1e4}`],
      inputs: {
        vix: 25.03,
        spy_close: 322.42,
        spy_sma200: Math.round(label.sma * 1e4) / 1e4,
        spy_trend: "above_sma200",
        spy_price_basis: "unadjusted",
      },
    });
    // The next session's probabilities: the neutral row of the counts up to 2020-02-24.
    const row = transitions("2020-02-24").neutral as { risk_on: number; neutral: number; risk_off: number };
    const observed = row.risk_on + row.neutral + row.risk_off;
    expect(body.probabilities.neutral).toBeCloseTo(row.neutral / observed, 12);
    expect(body.probabilities.risk_on).toBeCloseTo(row.risk_on / observed, 12);
    expect(body.probabilities.risk_off).toBeCloseTo(row.risk_off / observed, 12);
  });

  it("answers the same over GraphQL", async () => {
    clock.set("2020-02-25T15:00:00Z");
    const { body } = await graphql(service, "{ regime { regime asOf stale inputs { vix spyClose } } }");
    expect(body.data.regime).toEqual({
      regime: "neutral",
      asOf: "2020-02-24",
      stale: false,
      inputs: { vix: 25.03, spyClose: 322.42 },
    });
  });

  it("never shows a label whose VIX close is not out yet: at 2020-03-16 18:00 ET the newest is 03-13", async () => {
    // SPY's 2020-03-16 close is final at 16:05 ET, the VIX close of the day is visible the next day.
    clock.set("2020-03-16T22:00:00Z");
    const { body } = await get("/api/regime");
    expect(body.as_of).toBe("2020-03-13");
    expect(body.regime).toBe(labels.find((l) => l.date === "2020-03-13")?.regime);
  });

  it("today: the last label (2021-03-31, risk_on) served and labelled stale", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { body } = await get("/api/regime");
    expect(body).toMatchObject({ regime: "risk_on", as_of: "2021-03-31", stale: true });
    expect(body.stale_reason).toContain("label_older_than_2_sessions");
    expect(body.label_age_sessions).toBeGreaterThan(1000);
  });
});

describe("GET /api/v2/regime/forecast", () => {
  it("today: the risk_on row of the whole history's matrix, 2,849 / 118 / 10 transitions", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { status, headers, body } = await get("/api/v2/regime/forecast?horizon_days=1");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    const counts = transitions("2021-03-31");
    expect(counts.risk_on).toEqual({ risk_on: 2849, neutral: 118, risk_off: 10 });
    expect(body).toMatchObject({
      current_regime: "risk_on",
      current_regime_as_of: "2021-03-31",
      stale: true,
      horizon_days: 1,
      horizon_unit: "sessions",
      most_likely_regime: "risk_on",
      estimation: {
        first_label: "1998-10-16",
        last_label: "2021-03-31",
        labels: labels.length,
        transitions: 5647,
      },
    });
    const row = body.transition_matrix.find((r: { from: string }) => r.from === "risk_on");
    expect(row).toMatchObject({ observed: 2977, counts: { risk_on: 2849, neutral: 118, risk_off: 10 } });
    expect(row.probabilities.risk_on).toBeCloseTo(2849 / 2977, 12);
    expect(row.expected_duration_sessions).toBeCloseTo(2977 / 128, 9);
    // One session ahead is the current label's row.
    expect(body.forecast.risk_on).toBeCloseTo(2849 / 2977, 12);
    expect(body.forecast.risk_off).toBeCloseTo(10 / 2977, 12);
  });

  it("21 sessions ahead (the default): a distribution, pulled toward the stationary one", async () => {
    const { body } = await get("/api/v2/regime/forecast");
    expect(body.horizon_days).toBe(21);
    const f = body.forecast;
    expect(f.risk_on + f.neutral + f.risk_off).toBeCloseTo(1, 12);
    expect(f.risk_on).toBeLessThan(2849 / 2977);
    expect(f.risk_on).toBeGreaterThan(body.stationary.risk_on);
    const far = (await get("/api/v2/regime/forecast?horizon_days=252")).body.forecast;
    expect(far.risk_on).toBeCloseTo(body.stationary.risk_on, 3);
  });

  it("answers over GraphQL with the horizon as an argument", async () => {
    const { body } = await graphql(
      service,
      "{ regimeForecast(horizonDays: 1) { currentRegime forecast { riskOn } transitionMatrix { from observed } } }",
    );
    expect(body.data.regimeForecast.currentRegime).toBe("risk_on");
    expect(body.data.regimeForecast.forecast.riskOn).toBeCloseTo(2849 / 2977, 12);
    expect(body.data.regimeForecast.transitionMatrix).toEqual([
      { from: "risk_on", observed: 2977 },
      { from: "neutral", observed: 1263 },
      { from: "risk_off", observed: 1407 },
    ]);
  });

  it("a clock before the first label: 503 dataset_unavailable, not billed", async () => {
    clock.set("1998-10-15T15:00:00Z");
    const { status, headers, body } = await get("/api/v2/regime/forecast");
    expect(status).toBe(503);
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_regime_label_visible_at_clock",
    });
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("GET /api/v2/regime/history", () => {
  it("today: no label in the default 180 days; 503 with coverage_end and the days that would reach it", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const before = await spent();
    const { status, headers, body } = await get("/api/v2/regime/history");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(await spent()).toBe(before);
    const needed = daysBetween("2021-03-31", "2026-11-17") + 1;
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_regime_label_in_window",
      days: 180,
      coverage_end: "2021-03-31",
      min_days_with_labels: needed,
    });
    // That many days reach exactly the last label.
    const reached = await get(`/api/v2/regime/history?days=${needed}`);
    expect(reached.status).toBe(200);
    expect(reached.body).toMatchObject({ count: 1, window_start: "2021-03-31", coverage_end: "2021-03-31" });
    expect((await get(`/api/v2/regime/history?days=${needed - 1}`)).status).toBe(503);
  });

  it("2021-04-05: the last 30 calendar days' labels, stale (newest label 5 days old)", async () => {
    clock.set("2021-04-05T15:00:00Z");
    const { status, body } = await get("/api/v2/regime/history?days=30");
    expect(status).toBe(200);
    const expected = labels.filter((l) => l.date >= "2021-03-07" && l.date <= "2021-04-05");
    expect(body).toMatchObject({
      days: 30,
      window_start: "2021-03-07",
      as_of: "2021-04-05",
      coverage_start: "1998-10-16",
      coverage_end: "2021-03-31",
      stale: true,
      label_age_days: 5,
      stale_after_days: 3,
      count: expected.length,
    });
    expect(body.labels.map((l: { date: string; regime: string }) => [l.date, l.regime])).toEqual(
      expected.map((l) => [l.date, l.regime]),
    );
    expect(body.counts.risk_on + body.counts.neutral + body.counts.risk_off).toBe(expected.length);
  });

  it("2021-04-01 10:00 ET: the newest label is a day old, not stale", async () => {
    clock.set("2021-04-01T14:00:00Z");
    const { body } = await get("/api/v2/regime/history?days=7");
    expect(body).toMatchObject({
      coverage_end: "2021-03-31",
      stale: false,
      stale_reason: null,
      label_age_days: 1,
    });
  });

  it("answers over GraphQL, and refuses the same window there", async () => {
    clock.set("2021-04-05T15:00:00Z");
    const ok = await graphql(service, "{ regimeHistory(days: 30) { count coverageEnd labels { date } } }");
    expect(ok.body.data.regimeHistory.coverageEnd).toBe("2021-03-31");
    clock.set("2026-11-17T15:00:00Z");
    const refused = await graphql(service, "{ regimeHistory { count } }");
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: "dataset_unavailable",
      extra: {
        coverage_end: "2021-03-31",
        min_days_with_labels: daysBetween("2021-03-31", "2026-11-17") + 1,
      },
    });
  });
});

describe("access", () => {
  it("402 plan_required on Free (quant signals is Starter+); Starter is served", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const free = await issueKey(service.warehouse.db, "free regime", { plan: "free" });
    const refused = await get("/api/regime", free.key);
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatchObject({ error_code: "plan_required", tool_group: "quant_signals" });
    const starter = await issueKey(service.warehouse.db, "starter regime", { plan: "starter" });
    expect((await get("/api/v2/regime/forecast", starter.key)).status).toBe(200);
  });
});

async function spent(): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  return access.backend.spent(service.accountId, access.period());
}
