/**
 * Sentences the market subgraph's types repeat (issue 28 item 6): one declaration each, so a
 * prev_close or a bar's high reads the same on every payload that carries it. Generic names the
 * subgraphs share are in kit/descriptions.ts.
 */

/** The instrument master's name of the instrument (Instrument.name). */
export const INSTRUMENT_NAME = "Name in the instrument master.";

/** The instrument master's asset class (Instrument.assetClass). */
export const ASSET_CLASS = "equity, etf or crypto.";

const BAR_PRICE = {
  open: "First trade price",
  high: "Highest trade price",
  low: "Lowest trade price",
  close: "Last trade price",
} as const;

/** One of a bar's OHLC prices: `period` names the bar and the unit, e.g. "of the minute, USD". */
export function barPrice(part: keyof typeof BAR_PRICE, period: string): string {
  return `${BAR_PRICE[part]} ${period}.`;
}

export const PREV_CLOSE =
  "Regular-session close of prev_close_date (a crypto pair: its UTC day's close), USD on the price's share basis; null when the previous session is not held (no_previous_session_held).";

export const PREV_CLOSE_DATE =
  "ISO date (YYYY-MM-DD) of the session prev_close closed; null with prev_close.";

const QUOTE_NULL =
  "null unless the exchange is in session and the quote was set in that same session (quote_status says why)";

export const BID = `Best bid at quote_as_of, USD; ${QUOTE_NULL}.`;

export const ASK = `Best ask at quote_as_of, USD; ${QUOTE_NULL}.`;

export const BID_SIZE = "Size at the bid, in shares (base-asset units for a crypto pair); null with bid.";

export const ASK_SIZE = "Size at the ask, in shares (base-asset units for a crypto pair); null with ask.";

export const QUOTE_AS_OF =
  "End of the one-minute quote bar bid and ask are the close of, ISO 8601 UTC; null with bid.";

/** The `asOfBasis` of a last trade read from bars. */
export const AS_OF_BASIS =
  "How as_of was established from the data: minute_bar_close (end of the last one-minute bar), daily_bar_close_at_regular_session_close (an equity's day bar), daily_bar_close_end_of_utc_day (a crypto day bar).";

/** Crypto pairs: the base asset of X:<BASE><QUOTE>. */
export const CRYPTO_BASE = "Base asset of the pair (BTC of X:BTCUSD).";

/** Crypto pairs: the quote currency of X:<BASE><QUOTE>. */
export const CRYPTO_QUOTE = "Quote currency of the pair, the unit of its prices (USD of X:BTCUSD).";

/** A crypto pair's last trade. */
export const CRYPTO_PRICE = "Last trade, in the quote currency.";

/** A crypto last trade's as_of. */
export const CRYPTO_AS_OF =
  "Time of the last trade, ISO 8601 UTC: a one-minute bar's end, or the end of a daily bar's UTC day (as_of_basis).";

export const CRYPTO_AS_OF_BASIS =
  "minute_bar_end (the end of the last one-minute bar) or daily_bar_close_end_of_utc_day (no trade time held).";

export const CRYPTO_IS_STALE = "Last trade over 15 minutes old, or untimed (a daily close).";

export const CHANGE_UTC_DAY = "Last price minus the day's first trade (00:00 UTC), in the quote currency.";

export const CHANGE_BASIS = "since_00_utc: the day's change runs from 00:00 UTC of utc_day.";

export const VOLUME_UTC_DAY = "Base-asset units traded since 00:00 UTC of utc_day.";

export const DOLLAR_VOLUME_UTC_DAY =
  "US dollars traded since 00:00 UTC of utc_day (volume times close, per bar: see the day's dollar_volume_basis).";

export const DOLLAR_VOLUME_DATE = "The last ended UTC day the 24h volumes are of (ISO date).";

export const DOLLAR_VOLUME_SOURCE =
  "minute_bars (the day aggregated from one-minute bars) or daily_bars (the published day bar).";

export const DOLLAR_VOLUME_BASIS =
  "sum_minute_volume_x_close (one-minute volume times close, summed) or daily_volume_x_close.";

export const MIN_DOLLAR_VOLUME =
  "The floor applied: USD traded over the last ended UTC day a pair needs to be listed.";

export const CRYPTO_DATA_CONTEXT =
  "data_context: the rows describe the market; they are not signals and not advice to trade.";

export const RANK = "Position in this ranking, counted from 1.";

/**
 * Shapes of feeds no bundled source serves (futures, commodities, forex news): what a connected
 * source must return; today every such route answers 503.
 */
export function connectedSourceField(what: string): string {
  return `${what} (from a connected source; none is bundled, so the route answers 503).`;
}

/** A macro dashboard reading's `*ObsDate`: the observation the value is. */
export function obsDateOf(field: string): string {
  return `ISO date of the observation ${field} is (the newest published by the request's clock); null with ${field} (null_reasons: no_observation_in_source).`;
}

/** The `asOf` of a stream administration answer: when the status was read. */
export const STATUS_AS_OF = "The service clock's instant the status was read at, ISO 8601 UTC.";

/** A `producers` list of heartbeats. */
export const PRODUCERS = "Every registered producer, from its newest heartbeat.";

/** A `capacity` of the shared warm budget. */
export const WARM_CAPACITY = "The shared warm budget (200 symbols): its use now.";

/** A warm-set symbol's `symbol`. */
export const WARM_SYMBOL = "The ticker, normalised.";

/** A warm-set symbol's `expiresAt`. */
export const WARM_EXPIRES_AT = "When the symbol's warm coverage expires, ISO 8601 UTC.";

/** A warm coverage's kind. */
export const WARM_COVERAGE =
  "trades (a filtered ticks connect), quotes (quotes/subscribe, a quotes connect) or trades_and_quotes (universe/warm, or both).";
