/**
 * The ingest gate's refusal (gateway/ingestGate.ts): what answers while a fresh warehouse is
 * ingested, and the difference between an ingest still running (retry: Retry-After) and one that
 * failed (retrying cannot fix it: no Retry-After). The served routes are tested over HTTP in
 * test/e2e/freshStart.e2e.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ingestRefusal } from "./ingestGate.js";

const pending = () => ({ failed: null });
const failed = () => ({ failed: "daily_bars: checksum mismatch" });

describe("ingestRefusal", () => {
  it("lets every route answer once the data is in", () => {
    expect(ingestRefusal(() => null, "/api/v3/fundamentals/price_snapshot")).toBeNull();
  });

  it.each([
    "/livez",
    "/readyz",
    "/metrics",
    "/api/health",
    "/api/capabilities",
    "/api/openapi.json",
    "/api/schema.graphql",
  ])("serves %s while the ingest runs", (path) => {
    expect(ingestRefusal(pending, path)).toBeNull();
  });

  it("refuses a data route while the ingest runs: 503 snapshot_cold, retry after 5 s", () => {
    const refusal = ingestRefusal(pending, "/api/v3/fundamentals/price_snapshot");
    expect(refusal?.status).toBe(503);
    expect(refusal?.errorCode).toBe("snapshot_cold");
    expect(refusal?.headers).toEqual({ "Retry-After": "5" });
    expect(refusal?.extra).toEqual({ reason: "ingest_pending", retry_after_s: 5 });
  });

  it("after a failed ingest says so, with no Retry-After: retrying cannot fix it", () => {
    const refusal = ingestRefusal(failed, "/graphql");
    expect(refusal?.status).toBe(503);
    expect(refusal?.headers).toEqual({});
    expect(refusal?.extra).toEqual({ reason: "ingest_failed", retry_after_s: null });
    expect(refusal?.message).toContain("daily_bars: checksum mismatch");
  });
});
