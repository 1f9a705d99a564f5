/** spec/02's answer while the regime labels load: 503 upstream_unavailable, Retry-After 5, refunded. */
import { describe, expect, it } from "vitest";
import { ServiceError, serviceErrorFields } from "../../../core/errors.js";
import { LABELS_RETRY_AFTER_S, withinWait } from "./regimeLabels.js";

describe("waiting for a label build", () => {
  it("answers the build's result when it is done within the wait", async () => {
    await expect(withinWait(Promise.resolve("labels"), 1_000)).resolves.toBe("labels");
  });

  it("refuses with 503 upstream_unavailable, Retry-After 5 and a refund while the build is under way", async () => {
    const never = new Promise<never>(() => {});
    const error = await withinWait(never, 10).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(serviceErrorFields(error as ServiceError)).toMatchObject({
      code: "upstream_unavailable",
      status: 503,
      billing: "refunded",
      headers: { "Retry-After": "5" },
      extra: { reason: "regime_labels_loading", retry_after_s: 5 },
    });
    expect(LABELS_RETRY_AFTER_S).toBe(5);
  });

  it("passes a failed build's error on", async () => {
    await expect(withinWait(Promise.reject(new Error("disk")), 1_000)).rejects.toThrow("disk");
  });
});
