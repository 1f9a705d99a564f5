import { easternDate, lastFinalCloseDate, sessionAt } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { corporateActions } from "../data/corporateActions.js";
import { cryptoSnapshotBars } from "../data/crypto.js";
import { latestTwoBars, seriesBasis } from "../data/dailyBars.js";
import { dailyBarsThrough, latestQuoteBefore, sessionMinutesBefore } from "../data/sessionReads.js";
import {
  type DividendYields,
  dividendYields,
  type FileShareBasis,
  fileShareBasis,
  onShareBasisOf,
  type ShareBasis,
  type Split,
  shareBasisOf,
  splitHistoryHeld,
} from "../domain/corporateActions.js";
import {
  computeIntradaySnapshot,
  computeSnapshot,
  type Snapshot,
  snapshotNullReasons,
} from "../domain/snapshot.js";
import { Instrument } from "../types/instrument.js";
import { PriceSnapshot } from "../types/priceSnapshot.js";
import { marketTicker } from "./marketTicker.js";

const UNITS = {
  price: "usd",
  dayChange: "usd",
  dayChangePercent: "percent",
  dayVolume: "shares",
  bid: "usd",
  ask: "usd",
  bidSize: "shares",
  askSize: "shares",
  marketCap: "usd",
  marketCapShares: "shares",
  peTtm: "multiple",
  epsTtm: "usd_per_share",
  dividendYield: "fraction",
  dividendYieldIndicated: "fraction",
  dividendCash: "usd_per_share",
  priceAgeSeconds: "seconds",
};

const CRYPTO_UNITS = {
  ...UNITS,
  dayVolume: "base_asset_units",
  bidSize: "base_asset_units",
  askSize: "base_asset_units",
};

const NO_DIVIDENDS_FOR_CRYPTO: DividendYields = {
  dividendYield: null,
  dividendYieldReason: "not_applicable_crypto",
  dividendYieldIndicated: null,
  dividendYieldIndicatedReason: "not_applicable_crypto",
  dividend: {
    trailing12mCash: null,
    paymentsTrailing12m: null,
    lastExDate: null,
    lastCashAmount: null,
    lastCashAmountAsPaid: null,
    paymentsPerYear: null,
    historyFrom: null,
    historyThrough: null,
    status: "not_applicable_crypto",
  },
};

interface Quote {
  bid: number | null;
  ask: number | null;
  bidSize: number | null;
  askSize: number | null;
  quoteAsOf: string | null;
  quoteStatus: string;
}

const NO_QUOTE = { bid: null, ask: null, bidSize: null, askSize: null, quoteAsOf: null };

export async function snapshotFor(
  ctx: SubgraphContext<"market">,
  instrument: InstrumentRow,
): Promise<PriceSnapshot> {
  const ticker = instrument.ticker;
  const crypto = instrument.asset_class === "crypto";
  const now = ctx.clock.now();
  const today = crypto ? now.toISOString().slice(0, 10) : easternDate(now);
  const [latest, basis, actions] = await Promise.all([
    ctx.loaders.get(latestTwoBars).load(ticker),
    ctx.loaders.get(seriesBasis).load(ticker),
    ctx.loaders.get(corporateActions).load(ticker),
  ]);
  // The one point-in-time rule for daily bars: a day bar is visible once its close is final (5
  // minutes after the bell, half days included; a crypto day once its UTC day has ended). A clock
  // set before the newest bar (a replayed day) must not see that session, nor later ones.
  const knownThrough = lastFinalCloseDate(now, instrument.asset_class);
  const daily =
    (latest.at(-1)?.date ?? "") > knownThrough
      ? await dailyBarsThrough(ctx.db, ticker, knownThrough, 3)
      : latest;
  // A pair held only as minute bars (X:ETHUSD): its complete UTC days (data/crypto.ts).
  const bars = crypto && daily.length === 0 ? await cryptoSnapshotBars(ctx.db, ticker, now) : daily;
  const closeBasis = basis?.close_basis ?? "unknown";
  // Every figure is on the share basis of the price's day (issue 29): day bars are put on it, minute
  // bars and quotes are as traded already. A source-adjusted file cannot be put back, so it serves
  // no minute bars beside its day bars.
  const fileBasis = crypto ? null : fileShareBasis(closeBasis, splitHistoryHeld(actions));
  // On a day with minute bars the snapshot is that day's (its price date is today); else the
  // newest day bar's.
  const intraday =
    fileBasis !== null ? await intradaySnapshot(ctx, ticker, today, actions.splits, fileBasis) : null;
  let snapshot: Snapshot;
  let priceDate: string;
  if (intraday !== null) {
    snapshot = intraday;
    priceDate = today;
  } else {
    if (bars.length === 0) {
      throw new ServiceError("dataset_unavailable", `No prices are held for ${ticker}.`, {
        retryAfterS: null,
        extra: { ticker },
      });
    }
    snapshot = computeSnapshot(
      fileBasis === null
        ? bars
        : onShareBasisOf(bars, (bar) => bar.date, {
            splits: actions.splits,
            through: bars.at(-1)!.date,
            fileBasis,
          }),
      instrument.asset_class,
      now,
    );
    // The date of the close the price is (the last visible bar), whether or not it is the day bar.
    priceDate = bars.at(-1)!.date;
  }
  const quote = crypto
    ? { ...NO_QUOTE, quoteStatus: "no_quote_feed_for_crypto" }
    : await quoteFor(ctx, ticker, today, now, fileBasis !== null);
  const yields = crypto
    ? NO_DIVIDENDS_FOR_CRYPTO
    : dividendYields({
        price: snapshot.price,
        priceDate,
        dividends: actions.dividends,
        splits: actions.splits,
        coverage: actions.coverage,
        // Prices are on the price date's share basis; a source-adjusted series on its source's.
        shareBasisThrough: fileBasis !== null ? priceDate : undefined,
        clockDate: today,
      });
  const oldest = snapshot.prevCloseDate ?? priceDate;
  const shareBasis: ShareBasis = crypto
    ? { shareBasis: "as_traded", shareBasisAsOf: priceDate }
    : shareBasisOf(
        actions.splits,
        { from: oldest, through: priceDate },
        fileBasis,
        basis?.last_date ?? priceDate,
      );
  return {
    ticker,
    name: instrument.name,
    assetClass: instrument.asset_class,
    ...snapshot,
    priceDate,
    session: snapshot.marketSession,
    ...quote,
    priceBasis: closeBasis,
    ...shareBasis,
    ...yields,
    units: crypto ? CRYPTO_UNITS : UNITS,
    nullReasons: snapshotNullReasons(snapshot, quote, instrument.asset_class),
  };
}

async function intradaySnapshot(
  ctx: SubgraphContext<"market">,
  ticker: string,
  today: string,
  splits: readonly Split[],
  fileBasis: FileShareBasis,
): Promise<Snapshot | null> {
  const now = ctx.clock.now();
  const minutes = await sessionMinutesBefore(ctx.db, ticker, today, now.getTime());
  if (minutes.length === 0) return null;
  const daily = await dailyBarsThrough(ctx.db, ticker, today, 3);
  return computeIntradaySnapshot(
    onShareBasisOf(daily, (bar) => bar.date, { splits, through: today, fileBasis }),
    today,
    minutes.map((bar) => ({ tsMs: bar.ts_ms, ...bar })),
    now,
  );
}

/**
 * Bid and ask only while the exchange is in session, and only from a quote set in that same
 * session (spec/01); otherwise null with the reason in quote_status.
 */
async function quoteFor(
  ctx: SubgraphContext<"market">,
  ticker: string,
  today: string,
  now: Date,
  /** Quotes are as traded: served only beside prices on their day's share basis. */
  pricesAsTraded: boolean,
): Promise<Quote> {
  const current = sessionAt(now);
  if (current.session === "closed") return { ...NO_QUOTE, quoteStatus: "market_closed" };
  const row = pricesAsTraded ? await latestQuoteBefore(ctx.db, ticker, today, now.getTime()) : null;
  if (!row || sessionAt(new Date(row.ts_ms)).session !== current.session) {
    return { ...NO_QUOTE, quoteStatus: "no_quote_in_current_session" };
  }
  return {
    bid: row.bid_close,
    ask: row.ask_close,
    bidSize: row.bid_size,
    askSize: row.ask_size,
    quoteAsOf: new Date(row.ts_ms + 60_000).toISOString(),
    quoteStatus: "ok",
  };
}

export const PriceSnapshotResolver = instrumentOperation<"market">(Instrument, {
  field: "priceSnapshot",
  instrumentDescription: (operation) =>
    `Last price with its session, change and staleness (${operation}); null, with the error, when no prices are held for the instrument (503 dataset_unavailable).`,
  returns: () => PriceSnapshot,
  queryLookup: marketTicker,
  resolve: snapshotFor,
});
