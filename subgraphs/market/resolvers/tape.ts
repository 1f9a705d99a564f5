import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import { quoteInput } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { TICKER_ARG } from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { invalidArgument, isoDate, range } from "../../kit/validation.js";
import { sessionMinuteBars } from "../data/minuteBars.js";
import { sessionMinuteQuotes } from "../data/minuteQuotes.js";
import { chainDates, chainRows, minuteSessions } from "../data/tape.js";
import { buildOptionTape, buildTapeBars } from "../domain/tape.js";
import { OptionTape, OptionTapeSort, TapeBars, TapeSession } from "../types/tape.js";

/** spec/02 writes contract types as call or put, also C or P. */
function contractRight(raw: string | null | undefined): "C" | "P" | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim().toUpperCase();
  if (value === "C" || value === "CALL") return "C";
  if (value === "P" || value === "PUT") return "P";
  throw invalidArgument("contract_type", `${quoteInput(raw)} is not a contract type`, "call, put, C or P");
}

@Resolver()
export class TapeResolver {
  @Query(() => TapeBars, {
    description:
      "GET /api/v3/tape/bars/{ticker}: one session's minute bars with the quote at each minute's close, session labels and totals.",
  })
  async tapeBars(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("date", () => String, { nullable: true, description: "Session date; default the newest held." })
    @isoDate()
    date: string | null,
    @Arg("session", () => TapeSession, {
      defaultValue: TapeSession.all,
      description: "Which sessions' minute bars are returned: all, regular or extended hours (TapeSession).",
    })
    session: TapeSession,
    @Arg("limit", () => Int, { defaultValue: 1000, description: "Newest N minutes of the session." })
    @range(1, 1000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<TapeBars> {
    const instrument = await requireInstrument(ctx, ticker);
    const crypto = instrument.asset_class === "crypto";
    // NYSE sessions do not apply to a pair that trades around the clock: a filter by them is refused.
    if (crypto && session !== TapeSession.all)
      throw invalidArgument(
        "session",
        `${instrument.ticker} trades continuously: NYSE sessions do not apply`,
        "all",
      );
    // Point in time: sessions begun and bars ended by the clock only.
    const now = ctx.clock.now();
    const sessions = await minuteSessions(ctx.db, instrument.ticker, now);
    // No minute session held at all is "not held" (503), not an empty tape (spec/01 rule 4); a
    // session date not held among others held stays an empty answer naming those held.
    if (sessions.length === 0) {
      throw datasetNotHeld(instrument.ticker, "minute_bars", "no_minute_sessions_held", "minute session");
    }
    const sessionDate = date ?? sessions[0] ?? null;
    const held = sessionDate !== null && sessions.includes(sessionDate);
    const [bars, quotes] = held
      ? await Promise.all([
          sessionMinuteBars(ctx.db, instrument.ticker, sessionDate, now),
          sessionMinuteQuotes(ctx.db, instrument.ticker, sessionDate, now),
        ])
      : [[], []];
    return buildTapeBars({
      ticker: instrument.ticker,
      sessionDate,
      availableSessions: sessions,
      session,
      limit,
      bars,
      quotes,
      now,
      crypto,
    });
  }

  @Query(() => OptionTape, {
    description:
      "GET /api/v3/tape/options/{ticker}: the option contracts that traded on a chain snapshot day, by volume or notional.",
  })
  async tapeOptions(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("date", () => String, { nullable: true, description: "Snapshot date; default the newest held." })
    @isoDate()
    date: string | null,
    @Arg("expiration", () => String, {
      nullable: true,
      description: "Only contracts expiring on this ISO date; every held expiration when absent.",
    })
    @isoDate()
    expiration: string | null,
    @Arg("contractType", () => String, { nullable: true, description: "call or put (also C, P)." })
    contractType: string | null,
    @Arg("minVolume", () => Float, {
      defaultValue: 1,
      description: "Contracts; 0 also lists untraded lines.",
    })
    @range(0, null)
    minVolume: number,
    @Arg("sort", () => OptionTapeSort, {
      defaultValue: OptionTapeSort.volume,
      description: "The order of the contracts listed (OptionTapeSort); by traded volume by default.",
    })
    sort: OptionTapeSort,
    @Arg("limit", () => Int, { defaultValue: 200, description: "Most contracts listed (1–2000)." })
    @range(1, 2000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<OptionTape> {
    const right = contractRight(contractType);
    const instrument = await requireInstrument(ctx, ticker);
    // Point in time: an end-of-day chain is visible once its day's close is final (core/calendar).
    const visible = lastFinalCloseDate(ctx.clock.now(), instrument.asset_class);
    const dates = (await chainDates(ctx.db, instrument.ticker)).filter((held) => held <= visible);
    if (dates.length === 0) {
      throw datasetNotHeld(
        instrument.ticker,
        "option_chain_snapshots",
        "no_option_chain_held",
        "option chain snapshot",
      );
    }
    const snapshotDate = date ?? dates[0] ?? null;
    const rows =
      snapshotDate !== null && dates.includes(snapshotDate)
        ? await chainRows(ctx.db, instrument.ticker, snapshotDate)
        : [];
    return buildOptionTape({
      ticker: instrument.ticker,
      snapshotDate,
      availableDates: dates,
      rows,
      filter: { expiration: expiration ?? null, right, minVolume, sort, limit },
    });
  }
}
