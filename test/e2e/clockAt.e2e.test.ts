/**
 * CLOCK_AT pins the clock of a whole `npm start` process from outside (issue 14): the service
 * then answers as of that instant and says so loudly at start-up. One process shows that
 * bin/serve.ts reads it; what CLOCK_AT accepts and its refusal under NODE_ENV=production are
 * core/clockFromEnv.test.ts's (the function bin/serve.ts calls before it starts anything, whose
 * throw ends the process with exit 1 and the reason, as bin/serve.e2e.test.ts checks for the
 * other refusals at start).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { type ServiceProcess, spawnService } from "../support/processes.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let copy: TemplateCopy;
let service: ServiceProcess;
let key: string;

beforeAll(async () => {
  copy = await copyTemplate("qf-clock-at-");
  const owner = await openWarehouse(copy.url);
  ({ key } = await issueKey(owner.db, "clock-at", { plan: "enterprise" }));
  await owner.close();
  service = await spawnService(["--port", "0"], {
    DATABASE_URL: copy.url,
    REPLAY: "off",
    CLOCK_AT: "2021-12-31T17:00:00Z",
    NODE_ENV: "development",
  });
});
afterAll(async () => {
  await service?.stop();
  await copy?.remove();
});

describe("CLOCK_AT", () => {
  it("prints the pin loudly at start-up", () => {
    expect(service.startupOutput).toContain(
      "CLOCK PINNED by CLOCK_AT: every answer is served as of 2021-12-31T17:00:00.000Z",
    );
  });

  it("pins the whole process: AAPL at 2021-12-31 12:00 ET is 2021-12-30's close", async () => {
    const response = await fetch(`${service.url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const body = (await response.json()) as Record<string, unknown>;
    // data/sample/prices/daily/AAPL.csv: 2021-12-30 close 178.199997; 2021-12-31's 177.570007
    // is not final until 16:05 ET.
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ price: 178.199997, price_date: "2021-12-30", market_session: "regular" });
  });
});
