/**
 * equitySitting (svc_equity_sitting, /api/equity/sitting): the top `sleeve_n` liquid stocks of the
 * newest book date the clock sees, by data_order (domain/sitting.ts), with the liquidity read from
 * market's universe reader (data/scanLiquidity.ts).
 *
 * spec/02 gives the route a 300 s TTL that "does not evict the last ranked sleeve". The catalogue
 * has no TTL mechanism and the sleeve is a pure function of the persisted book and the clock, so
 * there is nothing to evict: every request recomputes it from the book (docs/DECISIONS.md).
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { bookStamp, openBookAtClock } from "../data/decisionBook.js";
import { advAtBookDate } from "../data/scanLiquidity.js";
import { bookRows } from "../data/signalsBook.js";
import { SLEEVE_N_ARG } from "../descriptions.js";
import { DECILE_CONVENTION } from "../domain/crossSection.js";
import { ADV_BASIS } from "../domain/scanLiquidity.js";
import { equitySitting, SITTING_LANES, UNAVAILABLE_LANES } from "../domain/sitting.js";
import { VOTER_BY_NAME } from "../domain/voters.js";
import { EquitySitting } from "../types/sitting.js";

export const SITTING_TTL_SECONDS = 300;

const METHOD =
  "Liquid stocks (close ≥ min_price, 21-session ADV ≥ min_adv_dollars) of the book date; each lane with data ranked as a percentile among them (100 the most favourable); data_order is the mean of the row's lane percentiles, highest first. Only the technical lane (the book's 12-1 momentum) has data: the options_flow, news and sentiment lanes are null with their reasons.";

@Resolver()
export class EquitySittingResolver {
  @Query(() => EquitySitting, {
    description:
      "Operation svc_equity_sitting: the top sleeve_n liquid stocks of the US equity book by data_order.",
  })
  async equitySitting(
    @Arg("sleeveN", () => Int, { defaultValue: 20, description: SLEEVE_N_ARG })
    @range(1, 100)
    sleeveN: number,
    @Arg("minAdvDollars", () => Float, {
      defaultValue: 5_000_000,
      description: "Floor on the 21-session average daily dollar volume (USD); 0 admits every stock.",
    })
    @range(0, null)
    minAdvDollars: number,
    @Arg("minPrice", () => Float, { defaultValue: 5, description: "Floor on the book date's close (USD)." })
    @range(0, null)
    minPrice: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<EquitySitting> {
    const opened = await openBookAtClock(ctx);
    const { book } = opened;
    const [rows, adv] = await Promise.all([bookRows(ctx.db, book), advAtBookDate(ctx, book)]);
    const sitting = equitySitting(
      rows.map((row) => {
        const momentum = row.voters.find((reading) => reading.voter === "momentum_12_1")?.value ?? null;
        return {
          ticker: row.ticker,
          close: row.close,
          momentum,
          blendedScore: row.blendedScore,
          decile: row.decile,
          unscoredReason: row.unscoredReason,
          adv: adv.get(row.ticker),
        };
      }),
      { sleeveN, minAdvDollars, minPrice },
    );
    const definition = VOTER_BY_NAME.momentum_12_1.definition;
    return {
      rows: sitting.rows.map((row) => ({
        ...row,
        technical: { ...row.technical, definition },
        optionsFlow: null,
        news: null,
        sentiment: null,
      })),
      rankedCount: sitting.rankedCount,
      considered: sitting.considered,
      sleeveN,
      minAdvDollars,
      minPrice,
      excluded: {
        belowMinPrice: sitting.excluded.below_min_price,
        advUnknown: sitting.excluded.adv_unknown,
        belowMinAdv: sitting.excluded.below_min_adv,
        technicalLaneUnavailable: sitting.excluded.technical_lane_unavailable,
        implausible_12_1Momentum: sitting.excluded.implausible_12_1_momentum,
      },
      flagged: sitting.flagged,
      lanes: SITTING_LANES.map((lane) =>
        lane === "technical"
          ? { lane, status: "ranked", reason: "book_12_1_momentum" }
          : { lane, status: "unavailable", reason: UNAVAILABLE_LANES[lane] },
      ),
      ...bookStamp(opened),
      signalQualityMode: "ordering_only",
      edge: "no_measurable_edge",
      notAForecast: true,
      doNotPlaceFromMoverRank: true,
      doNotPlaceFromScore: true,
      decileConvention: DECILE_CONVENTION,
      priceBasis: "universe_close_split_dividend_adjusted",
      advBasis: ADV_BASIS,
      ttlSeconds: SITTING_TTL_SECONDS,
      method: METHOD,
    };
  }
}
