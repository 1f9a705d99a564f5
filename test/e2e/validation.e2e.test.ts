/**
 * The trial registry's routes (risk) through REST and GraphQL over real HTTP, on the warehouse the
 * test template built — so, as after a fresh start, the strategy library has registered its runs.
 *
 * Known answers: the library runs 21 strategies × 3 configurations = 63 backtests, all completed,
 * each registered once, submitted at 2017-11-10T21:05:00.000Z (the universe's last close, final
 * at 16:05 ET). The trend family holds 15 trials; its best, macd_trend.default (Sharpe
 * 0.9269662374568007 over 1,027 sessions, skewness −0.47472713145312573, kurtosis
 * 11.578392869718252), deflated with scipy (norm.ppf, norm.cdf; γ = 0.5772156649) against every
 * trial the library ran (issue 29: Bailey & López de Prado's N is every trial tried, not the
 * family's 15), over the registry's 63 Sharpe ratios: std_sr 0.6421083948026057 (sample sd,
 * annualised), SR₀ 1.5176472791483717, DSR 0.12088883811550688, PSR 0.9668930443878184. (Against
 * the family's 15 alone, as before: SR₀ 0.5024966343791072, DSR 0.7998745313555131.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const SUBMITTED = "2017-11-10T21:05:00.000Z";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get, post } = restClient(() => service);

/** The outcome of the account's newest ledger line for a catalogue operation with that error. */
async function ledgerOutcome(
  operation: string,
  errorCode = "dataset_unavailable",
): Promise<string | undefined> {
  // A request is settled after its answer is sent: wait for its line.
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await graphql(service, "{ usage { ledger { operation outcome errorCode } } }");
    const lines = (body.data?.usage?.ledger ?? []) as {
      operation: string;
      outcome: string;
      errorCode: string;
    }[];
    const line = lines.filter((l) => l.operation === operation && l.errorCode === errorCode).at(-1);
    if (line) return line.outcome;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe("GET /api/v3/validation/trial_count", () => {
  it("counts the library's 63 registered runs after a fresh start", async () => {
    const { status, headers, body } = await get("/api/v3/validation/trial_count");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    expect(body).toMatchObject({ ok: true, count: 63, strategy_family: null, since: null });
    expect(body.registry).toEqual({
      corpus: { name: "strategy_trials", trials: 63, families: 6, sources: ["signals_strategy_library"] },
      archive: {
        oldest_submitted_at: SUBMITTED,
        newest_submitted_at: SUBMITTED,
        retention: expect.stringContaining("replaced"),
        point_in_time: expect.stringContaining("clock"),
      },
    });
    // The same runs the backtest routes list, every one of them completed.
    const runs = await get("/api/v3/backtest/runs?limit=500");
    expect(runs.body.items.filter((run: { status: string }) => run.status === "completed")).toHaveLength(63);
  });

  it("by family, and since an ISO 8601 lower bound on submitted_at (inclusive)", async () => {
    const count = async (query: string) => (await get(`/api/v3/validation/trial_count?${query}`)).body;
    expect((await count("strategy_family=trend")).count).toBe(15);
    expect((await count("strategy_family=momentum")).count).toBe(15);
    expect((await count("strategy_family=seasonality")).count).toBe(3);
    expect(await count("since=2017-11-10")).toMatchObject({ count: 63, since: "2017-11-10T00:00:00.000Z" });
    expect((await count("since=2017-11-10T16:05:00-05:00")).count).toBe(63);
  });

  it("is never 0: a filter that matches nothing is 503 dataset_unavailable, refunded", async () => {
    for (const query of ["since=2017-11-10T21:05:00.001Z", "strategy_family=value"]) {
      const { status, headers, body } = await get(`/api/v3/validation/trial_count?${query}`);
      expect(status, query).toBe(503);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", reason: "no_trials_match" });
      expect(await ledgerOutcome("svc_v3_validation_trial_count")).toBe("refunded");
    }
  });

  it("refuses a since that is no ISO 8601 instant (422 naming it, not billed)", async () => {
    for (const since of ["yesterday", "2017-02-30", "2017-11-10T16:05"]) {
      const { status, headers, body } = await get(
        `/api/v3/validation/trial_count?since=${encodeURIComponent(since)}`,
      );
      expect(status, since).toBe(422);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "validation_error", parameter: "since" });
    }
  });
});

describe("GET /api/v3/validation/trials", () => {
  it("lists the registered trials newest first, with their moments and registration basis", async () => {
    const { status, body } = await get("/api/v3/validation/trials?strategy_family=trend&limit=4");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 15, returned: 4, strategy_family: "trend" });
    expect(body.items[0]).toEqual({
      trial_id: expect.stringMatching(/^bollinger_breakout\.band_days_50@[0-9a-f]{12}$/),
      strategy_family: "trend",
      strategy: "bollinger_breakout",
      run_id: "bollinger_breakout.band_days_50",
      sharpe: expect.any(Number),
      periods_per_year: 252,
      n_obs: expect.any(Number),
      skewness: expect.any(Number),
      kurtosis: expect.any(Number),
      submitted_at: SUBMITTED,
      submitted_at_basis: "data_final_close",
      source: "signals_strategy_library",
      data_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("an unregistered family is a real empty list while the registry holds trials", async () => {
    const { status, body } = await get("/api/v3/validation/trials?strategy_family=value");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, returned: 0, items: [] });
    expect(body.registry.corpus.trials).toBe(63);
  });
});

describe("POST /api/v3/validation/deflate", () => {
  it("deflates the trend family's best Sharpe ratio against all 63 trials, the family's 15 beside", async () => {
    const family = (await get("/api/v3/validation/trials?strategy_family=trend&limit=1000")).body.items as {
      run_id: string;
      sharpe: number;
      n_obs: number;
      skewness: number;
      kurtosis: number;
    }[];
    const best = family.reduce((a, b) => (b.sharpe > a.sharpe ? b : a));
    expect(best.run_id).toBe("macd_trend.default");
    // The cross-trial spreads, recomputed here from the listed trials (sample sd).
    const sampleSd = (sharpes: number[]) => {
      const mean = sharpes.reduce((sum, value) => sum + value, 0) / sharpes.length;
      return Math.sqrt(sharpes.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (sharpes.length - 1));
    };
    const every = (await get("/api/v3/validation/trials?limit=1000")).body.items as { sharpe: number }[];
    expect(every).toHaveLength(63);
    const mean = family.reduce((sum, t) => sum + t.sharpe, 0) / family.length;

    const { status, headers, body } = await post("/api/v3/validation/deflate", {
      strategy_family: "trend",
      sharpe: best.sharpe,
      n_obs: best.n_obs,
      skewness: best.skewness,
      kurtosis: best.kurtosis,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    expect(body).toMatchObject({
      strategy_family: "trend",
      n_trials: 63,
      n_trials_basis: "registry_every_trial",
      std_sr_basis: "registry_cross_trial_variance",
      family: { name: "trend", trials: 15, sharpe_std_reason: null },
    });
    expect(body.std_sr).toBeCloseTo(sampleSd(every.map((t) => t.sharpe)), 12);
    expect(body.std_sr).toBeCloseTo(0.6421083948026057, 10);
    expect(body.family.sharpe_std).toBeCloseTo(sampleSd(family.map((t) => t.sharpe)), 12);
    expect(body.family.sharpe_std).toBeCloseTo(0.2837868036022233, 10);
    expect(body.expected_max_sr).toBeCloseTo(1.5176472791483717, 8);
    expect(body.deflated_sharpe).toBeCloseTo(0.12088883811550688, 8);
    expect(body.probabilistic_sharpe).toBeCloseTo(0.9668930443878184, 8);
    expect(body.deflated_alpha_sr).toBeCloseTo(best.sharpe - 1.5176472791483717, 8);
    expect(body.family.sharpe_mean).toBeCloseTo(mean, 12);
    expect(body.units).toMatchObject({
      expected_max_sr: "annualised with periods_per_year",
      deflated_sharpe: "probability",
    });
    expect(body.registry.corpus.trials).toBe(63);
  });

  it("n_trials_override replaces the registry's N; null leaves it", async () => {
    const base = { strategy_family: "trend", sharpe: 1, n_obs: 1000 };
    const override = (await post("/api/v3/validation/deflate", { ...base, n_trials_override: 1 })).body;
    expect(override).toMatchObject({ n_trials: 1, n_trials_basis: "override", expected_max_sr: 0 });
    const explicitNull = (await post("/api/v3/validation/deflate", { ...base, n_trials_override: null }))
      .body;
    expect(explicitNull).toMatchObject({ n_trials: 63, n_trials_basis: "registry_every_trial" });
  });

  it("409 insufficient_trials for a family without trials (not billed); an override deflates it", async () => {
    const refused = await post("/api/v3/validation/deflate", { strategy_family: "value", sharpe: 1 });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("x-credits-charged")).toBe("0");
    expect(refused.body.detail).toMatchObject({
      error_code: "insufficient_trials",
      strategy_family: "value",
      families: ["allocation", "low_risk", "mean_reversion", "momentum", "seasonality", "trend"],
    });
    const { status, body } = await post("/api/v3/validation/deflate", {
      strategy_family: "value",
      sharpe: 1,
      n_trials_override: 20,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      n_trials: 20,
      n_trials_basis: "override",
      // The spread is every registered trial's, which a family without trials still has.
      std_sr_basis: "registry_cross_trial_variance",
      family: { name: "value", trials: 0, sharpe_mean: null, sharpe_mean_reason: "family_has_no_trials" },
    });
  });

  it("422: an empty family, a fractional override, moments no distribution has", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ strategy_family: "", sharpe: 1 }, "validation_error", "strategy_family"],
      [
        { strategy_family: "trend", sharpe: 1, n_trials_override: 2.5 },
        "validation_error",
        "n_trials_override",
      ],
      [{ strategy_family: "trend", sharpe: 1, skewness: 2, kurtosis: 3 }, "moments_inconsistent", "kurtosis"],
    ];
    for (const [input, code, parameter] of cases) {
      const { status, headers, body } = await post("/api/v3/validation/deflate", input);
      expect(status, JSON.stringify(input)).toBe(422);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: code, parameter });
    }
  });
});

describe("an empty registry: 503 dataset_unavailable, refunded", () => {
  it("before the trials were registered (the clock before 2017-11-10 16:05 ET)", async () => {
    clock.set("2017-11-10T21:04:59Z");
    const answers = [
      await get("/api/v3/validation/trials"),
      await get("/api/v3/validation/trial_count"),
      await post("/api/v3/validation/deflate", { strategy_family: "trend", sharpe: 1, n_trials_override: 5 }),
      await get("/api/v2/research/alpha_discoveries"),
      await get("/api/v2/research/strategy_evolution"),
    ];
    for (const { status, headers, body } of answers) {
      expect(status, JSON.stringify(body)).toBe(503);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", reason: "registry_empty" });
    }
    expect(await ledgerOutcome("svc_v3_deflate")).toBe("refunded");
    clock.set("2017-11-10T21:05:00Z");
    expect((await get("/api/v3/validation/trial_count")).body.count).toBe(63);
  });

  it("with no trial in the table at all (this file's own copy of the warehouse)", async () => {
    const db = service.warehouse.db;
    const saved = await db.selectFrom("strategy_trials").selectAll().execute();
    await db.deleteFrom("strategy_trials").execute();
    try {
      const { status, headers, body } = await get("/api/v3/validation/trial_count?strategy_family=trend");
      expect(status).toBe(503);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", reason: "registry_empty" });
      expect((await post("/api/v3/validation/deflate", { strategy_family: "trend", sharpe: 1 })).status).toBe(
        503,
      );
    } finally {
      await db.insertInto("strategy_trials").values(saved).execute();
    }
    expect((await get("/api/v3/validation/trial_count")).body.count).toBe(63);
  });
});

describe("GraphQL", () => {
  it("answers the same count and deflation, and the 409 with its code", async () => {
    const { body } = await graphql(
      service,
      `{ validationTrialCount(strategyFamily: "trend") { count }
         deflate(strategyFamily: "trend", sharpe: 0.9269662374568007, nObs: 1027,
                 skewness: -0.47472713145312573, kurtosis: 11.578392869718252) { nTrials deflatedSharpe expectedMaxSr } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.validationTrialCount.count).toBe(15);
    expect(body.data.deflate.nTrials).toBe(63);
    expect(body.data.deflate.deflatedSharpe).toBeCloseTo(0.12088883811550688, 8);
    const refused = await graphql(service, `{ deflate(strategyFamily: "value", sharpe: 1) { nTrials } }`);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "insufficient_trials", status: 409 });
  });
});
