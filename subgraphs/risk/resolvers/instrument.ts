/** Risk's contribution to Instrument, computed from market's close history (no risk table is read). */
import { Directive, FieldResolver, Resolver, Root } from "type-graphql";
import { CLOSE_HISTORY_REQUIRES, dailyCloses } from "../../kit/closeHistory.js";
import { PERIODS_PER_YEAR, riskProfile } from "../domain/riskProfile.js";
import { Instrument } from "../types/instrument.js";
import { RiskProfile } from "../types/riskProfile.js";

export const SHARPE_BASIS = `mean / sample std of daily simple returns over the window × √${PERIODS_PER_YEAR}; no risk-free rate subtracted`;

@Resolver(() => Instrument)
export class RiskInstrumentResolver {
  @FieldResolver(() => RiskProfile, {
    nullable: true,
    description: "Volatility, historical VaR and Sharpe of the last year of closes.",
  })
  @Directive(CLOSE_HISTORY_REQUIRES)
  riskProfile(@Root() instrument: Instrument): RiskProfile {
    // Without the required history (a caller bypassing the gateway) there is nothing to measure.
    const history = instrument.closeHistory;
    const profile = riskProfile(history?.basis ?? null, dailyCloses(history));
    return { ...profile, sharpeBasis: SHARPE_BASIS };
  }
}
