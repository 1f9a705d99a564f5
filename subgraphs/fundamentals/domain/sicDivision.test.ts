import { describe, expect, it } from "vitest";
import { sicDivision } from "./sicDivision.js";

describe("sicDivision", () => {
  it("maps SIC codes of the bundled submissions to their division", () => {
    // sec/submissions: Apple 3571 (electronic computers), Microsoft 7372, Tesla 3711.
    expect(sicDivision("3571")).toBe("Manufacturing");
    expect(sicDivision("7372")).toBe("Services");
    expect(sicDivision("6022")).toBe("Finance, Insurance and Real Estate");
    expect(sicDivision("9800")).toBeNull();
    expect(sicDivision(null)).toBeNull();
  });
});
