/**
 * The house book's portfolio risk: svc_v2_var (portfolioVar), svc_v2_stress (portfolioStress),
 * svc_v2_crash_scenarios (crashScenarios). Each reads the book (data/houseBook.ts: the signals
 * book's picks at the clock) and its members' closes through market's readers, bounded by the
 * request's clock and by the book date, and says which book it measured (book_basis). Staleness
 * is measured against the clock's last final close, not the book date. The reads and the
 * computations run as heavy jobs off the event loop (heavyJobs.ts); the resolvers read the book and
 * the clock's bounds, and shape the answer; the figures are kept per data version
 * (data/houseBookFigures.ts).
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { UNIVERSE_NAME } from "../../market/readers/universe.js";
import { type LoadedHouseBook, loadHouseBook } from "../data/houseBook.js";
import { houseBookCrashReplays, houseBookStress, houseBookVar } from "../data/houseBookFigures.js";
import { CRASH_WINDOWS } from "../domain/crashScenarios.js";
import { VAR_WINDOW_RETURNS } from "../domain/portfolioVar.js";
import { sessionsAfter } from "../domain/sessions.js";
import { CrashScenarios } from "../types/crashScenarios.js";
import type { HouseBook } from "../types/houseBook.js";
import { PortfolioVar } from "../types/portfolioVar.js";
import { PortfolioStress } from "../types/stress.js";

const LOSS_UNITS =
  "fractions of the book's value; VaR and CVaR are losses (positive = a loss, negative = even the tail gained)";

function bookOf({ book, note }: LoadedHouseBook): HouseBook {
  return {
    name: book.name,
    description: book.description,
    weighting: book.weighting,
    note,
    bookDate: book.bookDate,
    bookDateReason: book.bookDate === null ? book.basis : null,
    priceSource: book.priceSource,
    longPositions: book.positions.filter((position) => position.side === "long").length,
    shortPositions: book.positions.filter((position) => position.side === "short").length,
    positions: book.positions.map((position) => ({ ...position })),
  };
}

function staleness(asOf: string | null, through: string) {
  return {
    asOf,
    isStale: asOf === null || asOf < through,
    ageSessions: asOf === null ? null : sessionsAfter(asOf, through),
  };
}

@Resolver()
export class PortfolioRiskResolver {
  @Query(() => PortfolioVar, {
    description: `Operation ${operationOfField("portfolioVar")}: historical and parametric VaR and CVaR of the house book.`,
  })
  async portfolioVar(
    @Arg("horizonDays", () => Int, { defaultValue: 1, description: "Horizon in sessions." })
    @range(1, 30)
    horizonDays: number,
    @Arg("confidence", () => Float, { defaultValue: 0.99, description: "VaR confidence level." })
    @range(0.5, 0.9999)
    confidence: number,
    @Ctx() ctx: SubgraphContext<"risk">,
  ): Promise<PortfolioVar> {
    const house = await loadHouseBook(ctx);
    const figures = await houseBookVar(ctx, house, horizonDays, confidence);
    const { historical, parametric, nullReason: reason } = figures;
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      horizonDays,
      confidence,
      windowSessions: VAR_WINDOW_RETURNS,
      nObs: figures.nObs,
      windowStart: figures.windowStart,
      windowEnd: figures.windowEnd,
      ...staleness(figures.windowEnd, house.lastFinalClose),
      priceBasis: figures.priceBasis,
      historical: {
        method: "historical",
        var: historical?.var ?? null,
        cvar: historical?.cvar ?? null,
        nObs: historical?.scenarios ?? 0,
        tailObservations: historical?.tailObservations ?? null,
        scenarioBasis: `overlapping ${horizonDays}-session returns of the daily-rebalanced book, each compounded from its daily returns`,
        nullReason: reason,
      },
      parametric: {
        method: "parametric_normal",
        var: parametric?.var ?? null,
        cvar: parametric?.cvar ?? null,
        nObs: reason === null ? figures.nObs : 0,
        meanDaily: parametric?.meanDaily ?? null,
        volatilityDaily: parametric?.volatilityDaily ?? null,
        distribution: "i.i.d. normal daily simple returns; h-session mean hμ and standard deviation σ√h",
        nullReason: reason,
      },
      units: LOSS_UNITS,
      nullReason: reason,
    };
  }

  @Query(() => PortfolioStress, {
    description: `Operation ${operationOfField("portfolioStress")}: defined factor shocks applied to the house book through betas.`,
  })
  async portfolioStress(@Ctx() ctx: SubgraphContext<"risk">): Promise<PortfolioStress> {
    const house = await loadHouseBook(ctx);
    const stress = await houseBookStress(ctx, house);
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      universe: UNIVERSE_NAME,
      betaBasis:
        "OLS slope (with intercept) of the position's daily total returns on the factor ETF's, both from the daily universe " +
        "(split- and dividend-adjusted closes), over the window's sessions",
      betaObservations: Math.max(0, stress.betaSessions - 1),
      betaWindowStart: stress.betaWindowStart,
      betaWindowEnd: stress.betaWindowEnd,
      ...staleness(stress.betaWindowEnd, house.lastFinalClose),
      method:
        "impact = signed weight × beta × shock per position; the book's return is their sum. One factor at a time, linear: " +
        "no idiosyncratic move, no change of correlation in the stress, no non-linear instrument",
      scenarios: stress.scenarios,
      nullReason: stress.betaSessions < 2 ? "no_universe_sessions_visible_at_clock" : null,
    };
  }

  @Query(() => CrashScenarios, {
    description: `Operation ${operationOfField("crashScenarios")}: the house book replayed through real crash windows.`,
  })
  async crashScenarios(@Ctx() ctx: SubgraphContext<"risk">): Promise<CrashScenarios> {
    const house = await loadHouseBook(ctx);
    const crash = await houseBookCrashReplays(ctx, house);
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      priceBasis: crash.priceBasis,
      dataFrom: crash.dataFrom,
      dataThrough: crash.dataThrough,
      method:
        "The book as it stands, held through each window and rebalanced to its weights at every close; the window's return " +
        "runs from the close before its first session to its last close, over the sessions every member has a close on",
      windowsListed: `windows whose last session had closed by the request's clock (${crash.replays.length} of ${CRASH_WINDOWS.length})`,
      scenarios: crash.replays.map((replay) => ({
        ...replay,
        windowStart: replay.start,
        windowEnd: replay.end,
      })),
      nullReason: crash.dataFrom === null ? "no_common_member_closes_visible_at_clock" : null,
    };
  }
}
