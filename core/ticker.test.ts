import { describe, expect, it } from "vitest";
import { ServiceError } from "./errors.js";
import { normaliseTicker } from "./ticker.js";

describe("normaliseTicker", () => {
  it.each([
    ["aapl", "AAPL"],
    [" msft ", "MSFT"],
    ["brk-b", "BRK.B"],
    ["BRK/B", "BRK.B"],
    ["BF.B", "BF.B"],
  ])("reads the equity %j as %s", (raw, expected) => {
    expect(normaliseTicker(raw)).toBe(expected);
  });

  it.each([
    ["BTC", "X:BTCUSD"],
    ["btcusd", "X:BTCUSD"],
    ["BTC-USD", "X:BTCUSD"],
    ["x:ethusd", "X:ETHUSD"],
  ])("reads %j as the crypto pair %s when crypto is asked for", (raw, expected) => {
    expect(normaliseTicker(raw, "crypto")).toBe(expected);
  });

  it("keeps a bare crypto-looking symbol an equity unless crypto is asked for (spec/01)", () => {
    expect(normaliseTicker("BTC")).toBe("BTC");
    expect(normaliseTicker("X:BTCUSD")).toBe("X:BTCUSD");
  });

  it.each(["", "   ", "AAPL!", "1ABC", "TOOLONGTICKERNAME"])("rejects %j as invalid_ticker (422)", (raw) => {
    try {
      normaliseTicker(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).errorCode).toBe("invalid_ticker");
      expect((error as ServiceError).status).toBe(422);
    }
  });
});
