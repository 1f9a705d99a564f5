import { describe, expect, it } from "vitest";
import { readiness } from "./readiness.js";

describe("readiness", () => {
  it("is ready when every check answers", async () => {
    const answer = await readiness({ a: async () => "fine", b: async () => undefined });
    expect(answer.status).toBe("ready");
    expect(answer.failing).toEqual([]);
    expect(Object.values(answer.checks).map((check) => check.status)).toEqual(["ok", "ok"]);
  });

  it("names each check that failed or did not answer in time, and never says why beyond that", async () => {
    const answer = await readiness(
      {
        up: async () => undefined,
        refused: async () => {
          throw new Error("connect ECONNREFUSED 10.0.0.7:6379");
        },
        hung: () => new Promise(() => {}),
      },
      50,
    );
    expect(answer.status).toBe("not_ready");
    expect(answer.failing).toEqual(["refused", "hung"]);
    expect(answer.checks.refused?.status).toBe("failed");
    expect(answer.checks.hung?.status).toBe("timeout");
    expect(JSON.stringify(answer)).not.toContain("10.0.0.7");
  });
});
