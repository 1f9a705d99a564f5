import { describe, expect, it } from "vitest";
import { ServiceError } from "../../core/errors.js";
import { notConfiguredProvider } from "./providers.js";

describe("notConfiguredProvider", () => {
  it("answers 503 upstream_unavailable, not billed, naming the provider", async () => {
    const futures = notConfiguredProvider<{ root: string }, never>("futures_tape", {
      dataset: "futures tape",
    });
    expect(futures.configured).toBe(false);
    const error = await futures.fetch({ root: "ES" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    const e = error as ServiceError;
    expect([e.status, e.errorCode, e.billing]).toEqual([503, "upstream_unavailable", "not_billed"]);
    expect(e.extra).toEqual({
      provider: "futures_tape",
      provider_status: "not_configured",
      dataset: "futures tape",
    });
  });

  it("uses dataset_unavailable where the route's spec names it", async () => {
    const p = notConfiguredProvider("transcripts", {
      dataset: "transcripts",
      errorCode: "dataset_unavailable",
    });
    await expect(p.fetch({})).rejects.toMatchObject({ errorCode: "dataset_unavailable", status: 503 });
  });

  it("uses ai_analyze_vendor_error where spec/02 names it", async () => {
    const p = notConfiguredProvider("ai_analyze", {
      dataset: "AI analysis",
      errorCode: "ai_analyze_vendor_error",
    });
    await expect(p.fetch({})).rejects.toMatchObject({
      errorCode: "ai_analyze_vendor_error",
      status: 503,
      billing: "not_billed",
    });
  });
});
