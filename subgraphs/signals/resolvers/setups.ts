/**
 * tradeSetups (svc_v3_trade_setups, /api/v3/decision/trade_setups): the newest book date's
 * trend-confirmed picks, their skew and, when one-sided, the alternative the regime warrants
 * (domain/setups.ts).
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { universeLastDate } from "../../market/readers/universe.js";
import { bookStamp, openBookAtClock } from "../data/decisionBook.js";
import { bookRows } from "../data/signalsBook.js";
import { modelOrdering, voterReadings } from "../domain/fusion.js";
import { MIN_ONE_SIDED_PICKS, ONE_SIDED_SHARE, tradeSetups } from "../domain/setups.js";
import { TradeSetups } from "../types/setups.js";

const METHOD =
  "A setup is a book pick whose own trend confirms its side: LONG (deciles 8-10) above its 200-day average, SHORT (deciles 1-3) below it, conviction at least min_conviction, strongest conviction first. universe_skew: bullish or bearish when at least 70% of the LONG and SHORT setups share that side, else mixed.";

const RULE =
  "bullish → momentum (strongest 12-1 momentum above the 200-day average); bearish with fewer than half the book's stocks above their 200-day average → cash_heavy (least volatile stocks still above it); bearish otherwise → defensive (least volatile stocks); value_tilt needs value data the book does not hold and is never chosen.";

/** No bound: the universe file's own last day, the day its source adjusted it through. */
const FILE_END = "9999-12-31";

@Resolver()
export class TradeSetupsResolver {
  @Query(() => TradeSetups, {
    description:
      "Operation svc_v3_trade_setups: trend-confirmed book picks with universe_skew and, when one-sided, the regime-warranted alternative.",
  })
  async tradeSetups(
    @Arg("limit", () => Int, { defaultValue: 25, description: "Setups returned at most." })
    @range(1, 500)
    limit: number,
    @Arg("minConviction", () => Float, {
      defaultValue: 0,
      description: "Least conviction (0..1) a pick needs.",
    })
    @range(0, 1)
    minConviction: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<TradeSetups> {
    const opened = await openBookAtClock(ctx);
    const out = tradeSetups(await bookRows(ctx.db, opened.book), { limit, minConviction });
    const stamp = bookStamp(opened);
    // The universe's closes are its source's (Stooq), split- and dividend-adjusted through the
    // file's last day, which cannot be put back (no factors published): as traded only on that day
    // (issue 29). A book of an earlier date says so, with the day the adjustment runs to.
    const adjustedThrough = (await universeLastDate(ctx.db, FILE_END)) ?? stamp.asOf;
    const shareBasis =
      adjustedThrough === stamp.asOf
        ? { shareBasis: "as_traded", shareBasisAsOf: stamp.asOf }
        : { shareBasis: "source_adjusted_as_of", shareBasisAsOf: adjustedThrough };
    const nullReasons: Record<string, string> = {};
    if (out.breadthAboveSma200 === null) nullReasons.breadthAboveSma200 = "no_trend_values";
    return {
      ...shareBasis,
      setups: out.setups.map((setup) => {
        const stopReasons: Record<string, string> =
          setup.stopPrice === null ? { stopPrice: "no_volatility_value" } : {};
        const ordering = modelOrdering(setup.row);
        return {
          ticker: setup.row.ticker,
          side: setup.side,
          ...ordering,
          nullReasons: { ...ordering.nullReasons, ...stopReasons },
          entryReference: setup.entryReference,
          stopPrice: setup.stopPrice,
          thesis: setup.thesis,
          voters: voterReadings(setup.row),
        };
      }),
      count: out.setups.length,
      universeSkew: out.skew,
      longSetups: out.long,
      shortSetups: out.short,
      confirmedLong: out.confirmedLong,
      confirmedShort: out.confirmedShort,
      breadthAboveSma200: out.breadthAboveSma200,
      regimeWarrantedAlternative: out.alternative && {
        ...out.alternative,
        candidates: out.alternative.candidates.map((candidate) => ({
          ...candidate,
          percentile: candidate.percentile as number,
        })),
        rule: RULE,
      },
      regimeWarrantedAlternativeReason: out.alternativeReason,
      limit,
      minConviction,
      ...stamp,
      nullReasons,
      signalQualityMode: "ordering_only",
      notAForecast: true,
      method: `${METHOD} The alternative block appears when at least ${ONE_SIDED_SHARE * 100}% of ${MIN_ONE_SIDED_PICKS} or more setups share a side.`,
    };
  }
}
