/**
 * Issue 25 item 4, over real HTTP to the whole service in a process of its own (so the load's
 * clients never share its event loop): heavy computations are capped per document, per key and
 * per process and run off the event loop, so under a load that saturates the caps a cheap request
 * stays within 5× its idle median and /api/health answers in under a second. Then the worker
 * threads in the distributed `--service risk` process: a job past its time limit is stopped with
 * 503 build_timeout and its thread freed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { CPCV_MAX, call, measureHeavyLoad, median } from "../support/heavyLoad.js";
import { type ServiceProcess, spawnService } from "../support/processes.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

/** One process: one worker thread, three jobs waiting, two heavy computations per key. */
const SETTINGS = { HEAVY_WORK_THREADS: "1", HEAVY_WORK_QUEUE: "3", HEAVY_MAX_PER_KEY: "2" };
const QUIET = { REPLAY: "off", SIGNALS_REPLAY: "off" };
const KEYS = ["probe", "a", "b", "c", "cap", "doc"] as const;

let copy: TemplateCopy;
let service: ServiceProcess;
const keys = {} as Record<(typeof KEYS)[number], string>;

beforeAll(async () => {
  copy = await copyTemplate("qf-heavy-");
  const warehouse = await openWarehouse(copy.url);
  for (const name of KEYS)
    keys[name] = (await issueKey(warehouse.db, `heavy-${name}`, { plan: "enterprise" })).key;
  await warehouse.close();
  service = await spawnService(["--port", "0"], { DATABASE_URL: copy.url, ...QUIET, ...SETTINGS });
}, 240_000);
afterAll(async () => {
  await service?.stop();
  await copy?.remove();
});

const get = (key: string, path: string) => call(service.url, key, path);
/** GraphQL over HTTP as the spec's media type, whose status says a refusal (application/json answers 200). */
const graphql = (key: string, query: string, variables: Record<string, unknown> = {}) =>
  call(service.url, key, "/graphql", { query, variables }, { accept: "application/graphql-response+json" });

async function creditsSpent(key: string): Promise<number> {
  const { body } = await graphql(key, "{ usage { creditsSpent } }");
  return body.data.usage.creditsSpent;
}

describe("heavy work: capped per document, per key and per process, off the event loop", () => {
  it("refuses a document of 20 aliased CPCV roots before anything runs, charged nothing, health answering", async () => {
    const roots = Array.from(
      { length: 20 },
      (_, i) => `c${i}: cpcv(returns: $r, nGroups: 16, k: 4) { nSplits }`,
    );
    const health = (async () => {
      let slowest = 0;
      for (let i = 0; i < 5; i++) slowest = Math.max(slowest, (await get(keys.doc, "/api/health")).ms);
      return slowest;
    })();
    const answer = await graphql(keys.doc, `query($r: [Float!]!) { ${roots.join(" ")} }`, {
      r: CPCV_MAX.returns,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].message).toBe(
      "This operation selects 20 heavy computations (cpcv ×20); at most 2 run in one operation: send the others " +
        "in separate requests. Nothing ran and nothing was charged.",
    );
    expect(answer.body.errors[0].extensions).toMatchObject({
      code: "validation_error",
      extra: { rule: "heavy_fields_per_operation", heavy_fields: 20, limit: 2 },
    });
    expect(await health).toBeLessThan(1_000);
    expect(await creditsSpent(keys.doc)).toBe(0);
  }, 120_000);

  it("refuses a key's third heavy computation in flight with 429 and Retry-After, charged nothing", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(keys.cap, "/api/v2/risk/var")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get("retry-after")).toBe("5");
    expect(refused?.headers.get("x-credits-charged")).toBe("0");
    expect(refused?.body.detail).toMatchObject({
      error_code: "rate_limited",
      reason: "heavy_work_per_key",
      limit: 2,
      running: 2,
      requested: 1,
    });
    // The two answered were charged their price, the refused one nothing; another key is not capped by it.
    expect(await creditsSpent(keys.cap)).toBe(10);
    expect((await get(keys.probe, "/api/v2/risk/var")).status).toBe(200);
    // Once they answered, the key may run heavy work again.
    expect((await get(keys.cap, "/api/v2/risk/var")).status).toBe(200);
  }, 180_000);

  it("keeps the event loop free: a cheap request within 5× its idle median and health under 1 s while heavy work saturates its caps", async () => {
    const heavy = [keys.a, keys.b, keys.c];
    const load = await measureHeavyLoad(
      service.url,
      { probe: keys.probe, heavy },
      { idleSeconds: 6, loadSeconds: 15 },
    );
    const ratio = median(load.loaded) / median(load.idle);
    console.log(
      `price_snapshot median idle ${median(load.idle).toFixed(1)} ms (${load.idle.length}), under heavy load ` +
        `${median(load.loaded).toFixed(1)} ms (${load.loaded.length}): ${ratio.toFixed(2)}×; /api/health slowest ` +
        `${Math.max(...load.health).toFixed(0)} ms of ${load.health.length}; heavy answers ${JSON.stringify(load.outcomes)}`,
    );
    expect(load.cheapFailures).toBe(0);
    expect(ratio).toBeLessThan(5);
    expect(Math.max(...load.health)).toBeLessThan(1_000);
    // Three keys at their cap of two: the process's one thread and three places were full, so it refused
    // some; every refusal a documented one, with Retry-After, charged nothing.
    expect(load.outcomes["200"]).toBeGreaterThan(0);
    expect(load.outcomes["503 heavy_work_saturated"] ?? 0).toBeGreaterThan(0);
    for (const refusal of load.refusals) {
      expect(["503 heavy_work_saturated", "503 heavy_work_timeout"]).toContain(
        `${refusal.status} ${refusal.reason}`,
      );
      expect(refusal.retryAfter).toMatch(/^\d+$/);
      expect(refusal.creditsCharged).toBe("0");
    }
    // Billing is exact under the load: each key paid 5 credits per answered computation, nothing else.
    for (const [k, key] of heavy.entries()) expect(await creditsSpent(key)).toBe(5 * (load.answered[k] ?? 0));
  }, 240_000);
});

describe("heavy work in the distributed risk process", () => {
  let risk: ServiceProcess;
  let riskCopy: TemplateCopy;
  beforeAll(async () => {
    riskCopy = await copyTemplate("qf-heavy-risk-");
    risk = await spawnService(["--service", "risk", "--port", "0"], {
      DATABASE_URL: riskCopy.url,
      HEAVY_WORK_THREADS: "1",
      HEAVY_WORK_TIMEOUT_MS: "1000",
    });
  }, 240_000);
  afterAll(async () => {
    await risk?.stop();
    await riskCopy?.remove();
  });

  const cpcv = async (returns: number[], nGroups: number, k: number) => {
    // A subgraph prints its GraphQL endpoint's URL.
    const response = await fetch(risk.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query:
          "query($r: [Float!]!, $n: Int!, $k: Int!) { cpcv(returns: $r, nGroups: $n, k: $k) { nSplits } }",
        variables: { r: returns, n: nGroups, k },
      }),
    });
    return (await response.json()) as {
      data?: { cpcv: { nSplits: number } } | null;
      errors?: { extensions?: Record<string, unknown> }[];
    };
  };
  /** A small job answers once the thread is up (its start can take the first job past 1 s). */
  const small = async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await cpcv(CPCV_MAX.returns.slice(0, 300), 5, 2);
      if (answer.data) return answer.data.cpcv.nSplits;
    }
    throw new Error("no small CPCV answered in 20 attempts");
  };

  it("runs CPCV in its worker thread, stops one past its time limit with 503 build_timeout, and frees the thread", async () => {
    expect(await small()).toBe(10);
    const stopped = await cpcv(CPCV_MAX.returns, CPCV_MAX.n_groups, CPCV_MAX.k);
    expect(stopped.data ?? null).toBeNull();
    expect(stopped.errors?.[0]?.extensions).toMatchObject({
      code: "build_timeout",
      status: 503,
      billing: "not_billed",
      headers: { "Retry-After": "1" },
      extra: { reason: "heavy_work_timeout", time_limit_ms: 1000 },
    });
    expect(await small()).toBe(10);
  }, 120_000);
});
