import { describe, expect, it } from "vitest";
import { formatEntitledProducts, isEntitled, parseEntitledProducts } from "./entitlements.js";

describe("entitled products header", () => {
  it("round-trips and treats an absent header as not told", () => {
    const header = formatEntitledProducts(["fundamentals", "funds_institutional", "market_data"]);
    expect(header).toBe("fundamentals,funds_institutional,market_data");
    expect(isEntitled(parseEntitledProducts(header), "funds_institutional")).toBe(true);
    expect(isEntitled(parseEntitledProducts("fundamentals"), "funds_institutional")).toBe(false);
    expect(parseEntitledProducts(undefined)).toBeNull();
    expect(isEntitled(null, "fundamentals")).toBe(false);
    expect([...(parseEntitledProducts("") ?? [])]).toEqual([]);
  });
});
