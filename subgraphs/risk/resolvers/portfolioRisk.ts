/**
 * The house book's portfolio risk: svc_v2_var (portfolioVar), svc_v2_stress (portfolioStress),
 * svc_v2_crash_scenarios (crashScenarios). Each reads the book (data/houseBook.ts: the signals
 * book's picks at the clock) and its members' closes through market's readers, bounded by the
 * request's clock and by the book date, and says which book it measured (book_basis). Staleness
 * is measured against the clock's last final close, not the book date.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { UNIVERSE_NAME } from "../../../warehouse/readers/universe.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { universeBarsOf } from "../data/dailyCloses.js";
import { type LoadedHouseBook, loadHouseBook, memberCloses, windowReadFrom } from "../data/houseBook.js";
import { bookReturns, lastReturns } from "../domain/bookReturns.js";
import { CRASH_WINDOWS, lastSessionOf, replayWindow } from "../domain/crashScenarios.js";
import {
  historicalVar,
  parametricNormalVar,
  VAR_MIN_RETURNS,
  VAR_WINDOW_RETURNS,
} from "../domain/portfolioVar.js";
import { sessionsAfter } from "../domain/sessions.js";
import {
  applyShock,
  BETA_WINDOW_RETURNS,
  betaWindow,
  STRESS_FACTORS,
  STRESS_SHOCKS,
} from "../domain/stress.js";
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
    @Ctx() ctx: SubgraphContext,
  ): Promise<PortfolioVar> {
    const house = await loadHouseBook(ctx);
    const history = bookReturns(
      house.book,
      await memberCloses(ctx, house, windowReadFrom(house.pricesThrough)),
    );
    const window = lastReturns(history, VAR_WINDOW_RETURNS);
    const n = window.returns.length;
    const reason =
      history.missing.length > 0
        ? `book_members_without_history:${history.missing.join(",")}`
        : history.basis === null
          ? "members_on_different_price_bases"
          : n < VAR_MIN_RETURNS
            ? `insufficient_history:${n}_of_${VAR_MIN_RETURNS}_daily_returns`
            : null;
    const historical = reason === null ? historicalVar(window.returns, horizonDays, confidence) : null;
    const parametric = reason === null ? parametricNormalVar(window.returns, horizonDays, confidence) : null;
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      horizonDays,
      confidence,
      windowSessions: VAR_WINDOW_RETURNS,
      nObs: n,
      windowStart: window.dates[0] ?? null,
      windowEnd: window.dates.at(-1) ?? null,
      ...staleness(window.dates.at(-1) ?? null, house.lastFinalClose),
      priceBasis: history.basis,
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
        nObs: reason === null ? n : 0,
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
  async portfolioStress(@Ctx() ctx: SubgraphContext): Promise<PortfolioStress> {
    const house = await loadHouseBook(ctx);
    const tickers = [
      ...new Set([...house.book.positions.map((position) => position.ticker), ...STRESS_FACTORS]),
    ];
    const bars = await universeBarsOf(ctx, tickers, house.pricesThrough, windowReadFrom(house.pricesThrough));
    const { sessions: window, returns } = betaWindow(bars, STRESS_FACTORS, BETA_WINDOW_RETURNS);
    const asOf = window.at(-1) ?? null;
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      universe: UNIVERSE_NAME,
      betaBasis:
        "OLS slope (with intercept) of the position's daily total returns on the factor ETF's, both from the daily universe " +
        "(split- and dividend-adjusted closes), over the window's sessions",
      betaObservations: Math.max(0, window.length - 1),
      betaWindowStart: window[0] ?? null,
      betaWindowEnd: asOf,
      ...staleness(asOf, house.lastFinalClose),
      method:
        "impact = signed weight × beta × shock per position; the book's return is their sum. One factor at a time, linear: " +
        "no idiosyncratic move, no change of correlation in the stress, no non-linear instrument",
      scenarios: STRESS_SHOCKS.map((shock) => applyShock(house.book, returns, shock)),
      nullReason: window.length < 2 ? "no_universe_sessions_visible_at_clock" : null,
    };
  }

  @Query(() => CrashScenarios, {
    description: `Operation ${operationOfField("crashScenarios")}: the house book replayed through real crash windows.`,
  })
  async crashScenarios(@Ctx() ctx: SubgraphContext): Promise<CrashScenarios> {
    const house = await loadHouseBook(ctx);
    const members = await memberCloses(ctx, house);
    const history = bookReturns(house.book, members);
    const closes = new Map(
      members.map((member) => [
        member.ticker,
        new Map(member.dates.map((date, i) => [date, member.closes[i] as number])),
      ]),
    );
    // A crash window is history only once it has ended: listing one sooner would tell the future.
    const ended = CRASH_WINDOWS.filter((window) => lastSessionOf(window) <= house.lastFinalClose);
    return {
      bookBasis: house.book.basis,
      book: bookOf(house),
      priceBasis: history.basis,
      dataFrom: history.dates[0] ?? null,
      dataThrough: history.dates.at(-1) ?? null,
      method:
        "The book as it stands, held through each window and rebalanced to its weights at every close; the window's return " +
        "runs from the close before its first session to its last close, over the sessions every member has a close on",
      windowsListed: `windows whose last session had closed by the request's clock (${ended.length} of ${CRASH_WINDOWS.length})`,
      scenarios: ended.map((window) => ({
        ...replayWindow(window, house.book, closes),
        windowStart: window.start,
        windowEnd: window.end,
      })),
      nullReason: history.dates.length === 0 ? "no_common_member_closes_visible_at_clock" : null,
    };
  }
}
