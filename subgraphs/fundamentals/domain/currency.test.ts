import { describe, expect, it } from "vitest";
import { addMonths, CURRENCY_MAX_MONTHS, currentUntil, isCurrent } from "./currency.js";

describe("currency rule", () => {
  it("adds calendar months, clamping to the month's last day", () => {
    expect(addMonths("2015-06-30", 15)).toBe("2016-09-30");
    expect(addMonths("2015-11-30", 3)).toBe("2016-02-29");
    expect(addMonths("2022-10-31", 4)).toBe("2023-02-28");
    expect(addMonths("2015-07-27", 15)).toBe("2016-10-27");
  });

  it("bounds every kind held today at 15 months", () => {
    expect(CURRENCY_MAX_MONTHS).toEqual({ share_count: 15, ttm_eps: 15, annual_figures: 15 });
  });

  it("MSFT's FY2015 facts are current through 2016 and not at the 2022-12-29 close", () => {
    // MSFT's derived companyfacts end with the FY2015 10-K: EPS for the year to 2015-06-30, the
    // cover-page share count as of 2015-07-27. 2015-06-30 + 15 months = 2016-09-30.
    expect(currentUntil("ttm_eps", "2015-06-30")).toBe("2016-09-30");
    expect(isCurrent("ttm_eps", "2015-06-30", "2016-09-30")).toBe(true);
    expect(isCurrent("ttm_eps", "2015-06-30", "2016-10-03")).toBe(false);
    expect(isCurrent("share_count", "2015-07-27", "2022-12-29")).toBe(false);
    // AAPL at the same close: its FY2022 (to 2022-09-24) and the 2022-10-14 cover page are current.
    expect(isCurrent("ttm_eps", "2022-09-24", "2022-12-29")).toBe(true);
    expect(isCurrent("share_count", "2022-10-14", "2022-12-29")).toBe(true);
  });
});
