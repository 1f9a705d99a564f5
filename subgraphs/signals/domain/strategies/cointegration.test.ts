/**
 * Engle–Granger on real closes: KO on PEP, log closes of the 504 sessions 2013-01-03..2015-01-02
 * (the default pairs formation of 2015), from data/sample/prices/daily_universe.csv.gz. The
 * figures were recomputed with numpy (lstsq for both regressions, the ADF standard error from
 * s²·(AᵀA)⁻¹): α 1.2739936052120124, β 0.5315239984705518, ADF −3.6337321480182525, residual sd
 * (n − 2) 0.025120213343378127.
 */
import { describe, expect, it } from "vitest";
import { ENGLE_GRANGER_CRITICAL, engleGranger } from "./cointegration.js";
import { universeFile } from "./testing/universeFile.js";

describe("engleGranger", () => {
  it("KO/PEP over the 2015 formation window", () => {
    const { bars } = universeFile(new Set(["KO", "PEP"]));
    const window = (ticker: string) => {
      const series = bars.get(ticker) ?? [];
      const end = series.findIndex((bar) => bar.date === "2015-01-02");
      return series.slice(end - 503, end + 1);
    };
    const ko = window("KO");
    const pep = window("PEP");
    expect([ko[0]?.date, ko.at(-1)?.date, pep[0]?.date]).toEqual(["2013-01-03", "2015-01-02", "2013-01-03"]);
    const fit = engleGranger(
      ko.map((bar) => Math.log(bar.close)),
      pep.map((bar) => Math.log(bar.close)),
    );
    expect(fit).not.toBeNull();
    expect(fit?.alpha).toBeCloseTo(1.2739936052120124, 10);
    expect(fit?.beta).toBeCloseTo(0.5315239984705518, 10);
    expect(fit?.adfStatistic).toBeCloseTo(-3.6337321480182525, 9);
    expect(fit?.residualSd).toBeCloseTo(0.025120213343378127, 12);
    expect(fit?.n).toBe(504);
    // −3.63 rejects "no cointegration" at 5% (−3.3377) but not at 1% (−3.8977).
    expect(fit?.adfStatistic).toBeLessThan(ENGLE_GRANGER_CRITICAL["5%"]);
    expect(fit?.adfStatistic).toBeGreaterThan(ENGLE_GRANGER_CRITICAL["1%"]);
  });

  it("refuses series that are short, uneven or constant", () => {
    expect(engleGranger([1, 2, 3], [1, 2, 3])).toBeNull();
    expect(engleGranger(new Array(30).fill(1), new Array(31).fill(1))).toBeNull();
    expect(engleGranger(new Array(30).fill(1), new Array(30).fill(2))).toBeNull();
  });
});
