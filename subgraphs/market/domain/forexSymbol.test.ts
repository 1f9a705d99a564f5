import { describe, expect, it } from "vitest";
import { ServiceError } from "../../../core/errors.js";
import { forexTicker } from "./forexSymbol.js";

describe("forexTicker", () => {
  it.each([
    ["C:EURUSD", "C:EURUSD"],
    ["c:eurusd", "C:EURUSD"],
    [" C:EUR/USD ", "C:EURUSD"],
    ["C:GBP-JPY", "C:GBPJPY"],
  ])("reads %j as %s", (raw, ticker) => {
    expect(forexTicker(raw)).toBe(ticker);
  });

  it.each(["AAPL", "X:BTCUSD", "EURUSD", "BRK.B"])("leaves %j to the other asset classes", (raw) => {
    expect(forexTicker(raw)).toBeNull();
  });

  it.each(["C:EU", "C:EURUSDX", "C:EUR1SD", "C:"])("refuses %j as invalid_ticker (422)", (raw) => {
    try {
      forexTicker(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).errorCode).toBe("invalid_ticker");
      expect((error as ServiceError).status).toBe(422);
    }
  });
});
