/**
 * ultimateDecision (svc_v3_ultimate_decision, /api/v3/decision/ultimate): the aggregate verdict on
 * one ticker from its book row, voters and trend, or, without a ticker, the house book's net
 * stance (domain/decision.ts). A crypto pair is 404 crypto_model_unavailable (the book ranks US
 * equities only); an unknown symbol 404 unknown_ticker.
 */
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { bookStamp, cryptoModelUnavailable, openBookAtClock, whyNotInBook } from "../data/decisionBook.js";
import { bookRow, bookRows } from "../data/signalsBook.js";
import { bookDecision, tickerDecision } from "../domain/decision.js";
import { modelOrdering, voterReadings } from "../domain/fusion.js";
import { tradeSetups } from "../domain/setups.js";
import { UltimateDecision } from "../types/decision.js";

const METHOD =
  "Lanes vote long, short or neutral; the verdict follows the lead lane (the book's direction for a ticker, the trend-confirmed setups' skew for the book) when at least one other lane agrees - strong when all do - and is no_trade otherwise. Lanes the platform cannot read are listed with a null stance and their reason. A reading of an ordering, not a forecast; never actionable on its own.";

@Resolver()
export class UltimateDecisionResolver {
  @Query(() => UltimateDecision, {
    description:
      "Operation svc_v3_ultimate_decision: the aggregate verdict on a ticker (its book row, voters and trend), or the house book's net stance without one.",
  })
  async ultimateDecision(
    @Arg("ticker", () => String, {
      nullable: true,
      description: "A US equity; omitted: the house book's net stance.",
    })
    ticker: string | null,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<UltimateDecision> {
    const instrument = ticker == null ? null : await requireInstrument(ctx, ticker);
    if (instrument?.asset_class === "crypto") throw cryptoModelUnavailable(instrument.ticker);
    const opened = await openBookAtClock(ctx);
    const { book, freshness } = opened;
    const notActionableReasons = ["no_measurable_edge", ...(freshness.isStale ? ["book_stale"] : [])];
    const common = {
      actionable: false,
      notActionableReasons,
      edge: "no_measurable_edge",
      notAForecast: true,
      doNotPlaceFromScore: true,
      ...bookStamp(opened),
      method: METHOD,
    };
    if (instrument === null) {
      const rows = await bookRows(ctx.db, book);
      const out = bookDecision(rows, tradeSetups(rows, { limit: 25, minConviction: 0 }));
      const ordering = modelOrdering(null, "book_scope");
      return {
        scope: "book",
        ticker: null,
        verdict: out.verdict,
        strength: out.strength,
        verdictReason: out.verdictReason,
        lanesAgreeing: out.agreeing,
        lanesVoting: out.lanesVoting,
        lanes: out.components,
        ...ordering,
        nullReasons: {
          ...ordering.nullReasons,
          ...(out.strength === null ? { strength: out.verdictReason } : {}),
        },
        voters: [],
        ...common,
      };
    }
    const row = await bookRow(ctx.db, book, instrument.ticker);
    const notInBook = row === null ? await whyNotInBook(ctx, book, instrument.ticker) : "not_scored";
    const out = tickerDecision(row, notInBook);
    const ordering = modelOrdering(row, notInBook);
    return {
      scope: "ticker",
      ticker: instrument.ticker,
      verdict: out.verdict,
      strength: out.strength,
      verdictReason: out.verdictReason,
      lanesAgreeing: out.agreeing,
      lanesVoting: out.lanesVoting,
      lanes: out.components,
      ...ordering,
      nullReasons: {
        ...ordering.nullReasons,
        ...(out.strength === null ? { strength: out.verdictReason } : {}),
      },
      voters: row === null ? [] : voterReadings(row),
      ...common,
    };
  }
}
