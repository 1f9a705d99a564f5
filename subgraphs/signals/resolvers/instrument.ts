/** Signals' contribution to Instrument, computed from market's close history (no signals table is read). */
import { Directive, FieldResolver, Resolver, Root } from "type-graphql";
import { CLOSE_HISTORY_REQUIRES, dailyCloses } from "../../kit/closeHistory.js";
import { momentum12_1 } from "../domain/momentum.js";
import { Instrument } from "../types/instrument.js";
import { MomentumLane } from "../types/momentumLane.js";

export const MOMENTUM_DEFINITION =
  "12-1 momentum (Jegadeesh & Titman 1993): end_close / start_close - 1, where end is the last close on or " +
  "before as_of minus 1 calendar month and start the last close on or before as_of minus 12 calendar months; " +
  "the latest month is skipped because short-term returns tend to reverse";

@Resolver(() => Instrument)
export class SignalsInstrumentResolver {
  @FieldResolver(() => MomentumLane, { nullable: true, description: "12-1 momentum as of the last close." })
  @Directive(CLOSE_HISTORY_REQUIRES)
  momentum(@Root() instrument: Instrument): MomentumLane {
    // Without the required history (a caller bypassing the gateway) the domain answers no_prices.
    const history = instrument.closeHistory;
    // The domain insists on ascending dates; market sends them so, and sorting costs nothing.
    const closes = dailyCloses(history).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return {
      ...momentum12_1(closes),
      priceBasis: history?.basis ?? null,
      lane: "technical",
      definition: MOMENTUM_DEFINITION,
    };
  }
}
