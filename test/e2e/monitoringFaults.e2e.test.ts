/**
 * Monitoring of a gateway over subgraph processes (distributed mode) while a subgraph fails and
 * comes back: intel killed with -9 opens its breaker after three failed fetches, which the
 * self-healing log, the active alerts, system health, the logs and the metrics all report; intel
 * restarted on its address is found by the health check's probe, which closes the breaker with no
 * traffic sent, and the alert clears. The health check runs every second here
 * (HEALTH_CHECK_INTERVAL_MS), the breaker's cool-down is 4 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { SUBGRAPH_NAMES } from "../../subgraphs/kit/subgraph.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { expectNoInternalDetail } from "../support/internalDetail.js";
import { type ServiceProcess, spawnService, spawnTopology, type Topology } from "../support/processes.js";
import { type RestBody, restClient } from "../support/rest.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

const BREAKER_FAILURES = 3;
const BREAKER_COOLDOWN_MS = 4_000;
const CHECK_INTERVAL_MS = 1_000;
const INTEL = SUBGRAPH_NAMES.indexOf("intel");
/** An intel route: company news of AAPL (intel's news store). */
const NEWS = "/api/v3/fundamentals/news?ticker=AAPL&limit=1";
const NEWS_TEMPLATE = "/api/v3/fundamentals/news";

let copy: TemplateCopy | undefined;
let env: Record<string, string>;
let topology: Topology | undefined;
let subgraphs: ServiceProcess[] = [];
let target = { url: "", key: "" };
const { get } = restClient(() => target);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  copy = await copyTemplate("qf-monitoring-faults-");
  env = {
    DATABASE_URL: copy.url,
    REPLAY: "off",
    SUBGRAPH_BREAKER_FAILURES: String(BREAKER_FAILURES),
    SUBGRAPH_BREAKER_COOLDOWN_MS: String(BREAKER_COOLDOWN_MS),
    HEALTH_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
  };
  const warehouse = await openWarehouse(copy.url);
  // An operator: the breaker, alert and healing lines /api/logs shows are the service's, no tenant's.
  const { key } = await issueKey(warehouse.db, "monitoring-faults", { plan: "enterprise", operator: true });
  await warehouse.close();
  topology = await spawnTopology(env);
  subgraphs = topology.subgraphs;
  target = { url: topology.gateway.url, key };
}, 300_000);

afterAll(async () => {
  await topology?.stop();
  await copy?.remove();
});

/** Polls `read` until `done` holds of its answer (bounded), and returns the last answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(250);
    value = await read();
  }
  return value;
}

const component = (health: RestBody, name: string) =>
  health.components.find((c: RestBody) => c.name === name) as RestBody;
const events = async () => (await get("/api/v3/monitoring/self_healing")).body.events as RestBody[];
const errorAlerts = async () =>
  ((await get("/api/v3/monitoring/alerts_active?severity=error")).body.alerts as RestBody[]).map((a) => a.id);

describe("monitoring a gateway over subgraph processes", () => {
  it("reports each subgraph's probe and breaker; breakers and probes are active mechanisms", async () => {
    // A cold subgraph can miss its first probe on a loaded machine: wait for a check where all answered.
    const health = await until(
      async () => (await get("/api/v3/monitoring/system_health?freshness=off")).body,
      (body) => SUBGRAPH_NAMES.every((name) => component(body, name)?.status === "ok"),
    );
    expect(health.replica).toMatchObject({ mode: "gateway", scope: "this_replica" });
    expect(component(health, "intel")).toMatchObject({
      kind: "subgraph",
      status: "ok",
      detail: expect.stringMatching(/^Answered the health probe in \d+ ms; breaker closed since /),
    });
    const { body } = await get("/api/v3/monitoring/self_healing");
    const active = Object.fromEntries(body.mechanisms.map((m: RestBody) => [m.name, m.active]));
    expect(active).toMatchObject({ circuit_breakers: true, health_probes: true });
    expect(body.events.filter((e: RestBody) => e.action.startsWith("breaker_"))).toEqual([]);
    expect(await errorAlerts()).toEqual([]);
    // Caches of the subgraphs live in their processes: this gateway says so rather than read zeros.
    const caches = (await get("/api/cache/stats")).body.caches as RestBody[];
    expect(caches.find((c) => c.name === "fundamentals.company_facts")).toMatchObject({
      status: "in_other_process",
      hits: null,
    });
    expect(caches.find((c) => c.name === "platform.data_freshness")?.status).toBe("counted");
  });

  it(`intel killed: ${BREAKER_FAILURES} failed fetches open its breaker, reported everywhere`, async () => {
    const intel = subgraphs[INTEL] as ServiceProcess;
    await new Promise((resolve) => {
      intel.child.once("exit", resolve);
      intel.child.kill("SIGKILL");
    });
    const metricsBefore = (await get("/api/v3/monitoring/metrics?window_minutes=60")).body;
    for (let i = 0; i < BREAKER_FAILURES; i++) expect((await get(NEWS)).status).toBe(503);

    const opened = (await events()).find((event) => event.action === "breaker_opened");
    expect(opened).toMatchObject({
      subject: "intel",
      outcome: "isolated",
      detail: `${BREAKER_FAILURES} consecutive fetches to intel failed: its fetches are refused at once for ${BREAKER_COOLDOWN_MS / 1000} s instead of waiting on each.`,
    });
    expect(Date.parse(opened?.timestamp)).toBeLessThanOrEqual(Date.now());

    // The next health check sees the open breaker.
    expect(await until(errorAlerts, (ids) => ids.includes("subgraph_down:intel"), 10_000)).toContain(
      "subgraph_down:intel",
    );
    const health = (await get("/api/v3/monitoring/system_health")).body;
    expect(component(health, "intel").status).toBe("down");
    expect(component(health, "market").status).toBe("ok");
    expect(health.status_reasons).toContain("subgraph_down:intel");

    const logs = await get("/api/logs");
    const messages = logs.body.lines.map((line: RestBody) => `${line.level} ${line.event} ${line.message}`);
    expect(messages).toContainEqual(`warn breaker ${opened?.detail}`);
    expect(messages).toContainEqual(
      expect.stringMatching(/^error alert Alert raised \(error\) subgraph_down:intel: /),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        new RegExp(`^warn request GET ${NEWS_TEMPLATE} 503 in .* \\(upstream_unavailable\\)$`),
      ),
    );
    expectNoInternalDetail(logs, "logs");
    for (const subgraph of subgraphs)
      expect(JSON.stringify(logs.body)).not.toContain(new URL(subgraph.url).host);

    const metricsAfter = (await get("/api/v3/monitoring/metrics?window_minutes=60")).body;
    const news = (body: RestBody) =>
      body.routes.find((r: RestBody) => r.route === NEWS_TEMPLATE) ?? { requests: 0, errors: 0 };
    expect(news(metricsAfter).errors - news(metricsBefore).errors).toBe(BREAKER_FAILURES);
  });

  it("intel back on its address: the health check's probe closes the breaker, the alert clears", async () => {
    const port = new URL((subgraphs[INTEL] as ServiceProcess).url).port;
    subgraphs[INTEL] = await spawnService(["--service", "intel", "--port", port], env);
    // No request is sent to intel: only the health check's probes can find it back.
    const closed = await until(
      events,
      (list) => list.some((event) => event.action === "breaker_closed"),
      BREAKER_COOLDOWN_MS + 30_000,
    );
    expect(closed.find((event) => event.action === "breaker_closed")).toMatchObject({
      subject: "intel",
      outcome: "recovered",
      detail: "A health probe of intel succeeded: its fetches go through again.",
    });
    expect(await until(errorAlerts, (ids) => !ids.includes("subgraph_down:intel"), 10_000)).not.toContain(
      "subgraph_down:intel",
    );
    const messages = (await get("/api/logs")).body.lines.map((line: RestBody) => line.message);
    expect(messages).toContain("Alert cleared: subgraph_down:intel.");
    expect((await get(NEWS)).status).toBe(200);
  }, 90_000);
});
