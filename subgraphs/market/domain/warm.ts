/**
 * Admission to the shared warm set (spec/02 v3_stream_quotes_subscribe, v3_market_universe_warm;
 * spec/03 Limits: quote pre-warm up to 50 symbols, ttl_s 30..3600 default 300, a shared warm budget
 * of 200 symbols; universe warm 1..200 symbols). Pure: the resolver loads the current warm set and
 * the instrument master, this decides, the data layer writes the result in one transaction.
 *
 * - A symbol already warm (not expired) is re-admitted without using budget: its expiry becomes the
 *   later of the old one and now + ttl (idempotent; extends the TTL, never shortens it), and its
 *   coverage widens (trades and quotes together are trades_and_quotes).
 * - A new symbol uses one unit of the budget; when none is left it is refused with
 *   `warm_budget_exhausted`. Symbols are admitted in the order given.
 * - Refused also: `invalid_ticker` (not a plain symbol), `unknown_ticker` (not in the instrument
 *   master), and a repeat within one request is counted once.
 * Warm means requested, not provider-confirmed: no vendor acknowledges coverage today.
 */

export const WARM_BUDGET = 200;
export const QUOTES_SUBSCRIBE_MAX_SYMBOLS = 50;
export const QUOTES_SUBSCRIBE_TTL_S = { min: 30, max: 3600, default: 300 } as const;
export const UNIVERSE_WARM_SYMBOLS = { min: 1, max: 200 } as const;
/** Universe warm has no ttl input; its coverage lasts as long as a default quote pre-warm. */
export const UNIVERSE_WARM_TTL_S = 300;

/** trades: a ticks connect; quotes: quotes/subscribe or a quotes connect; both: universe/warm. */
export type Coverage = "trades" | "quotes" | "trades_and_quotes";

/** The coverage of two requests for one symbol together. */
export function widenCoverage(a: Coverage, b: Coverage): Coverage {
  return a === b ? a : "trades_and_quotes";
}

export interface WarmEntry {
  symbol: string;
  coverage: Coverage;
  requestedAtMs: number;
  expiresAtMs: number;
}

export type RefusalReason = "invalid_ticker" | "unknown_ticker" | "warm_budget_exhausted";

export interface WarmRequestSymbol {
  /** As sent. */
  requested: string;
  /** Normalised ticker, or null when the symbol is not a plain ticker. */
  ticker: string | null;
  /** In the instrument master. */
  known: boolean;
}

export interface WarmAdmission {
  admitted: { symbol: string; expiresAtMs: number; extended: boolean; coverage: Coverage }[];
  refused: { symbol: string; reason: RefusalReason }[];
  /** Rows to write (insert or update) for the admitted symbols. */
  writes: WarmEntry[];
  used: number;
  remaining: number;
  budget: number;
}

export function admitWarm(input: {
  symbols: readonly WarmRequestSymbol[];
  /** The warm set as stored (expired entries are ignored). */
  current: readonly WarmEntry[];
  nowMs: number;
  ttlS: number;
  coverage: Coverage;
  budget?: number;
}): WarmAdmission {
  const budget = input.budget ?? WARM_BUDGET;
  const active = new Map(
    input.current.filter((entry) => entry.expiresAtMs > input.nowMs).map((entry) => [entry.symbol, entry]),
  );
  let used = active.size;
  const result: WarmAdmission = { admitted: [], refused: [], writes: [], used, remaining: 0, budget };
  const seen = new Set<string>();
  for (const symbol of input.symbols) {
    if (symbol.ticker === null) {
      result.refused.push({ symbol: symbol.requested, reason: "invalid_ticker" });
      continue;
    }
    if (seen.has(symbol.ticker)) continue;
    seen.add(symbol.ticker);
    if (!symbol.known) {
      result.refused.push({ symbol: symbol.ticker, reason: "unknown_ticker" });
      continue;
    }
    const wanted = input.nowMs + input.ttlS * 1000;
    const existing = active.get(symbol.ticker);
    if (existing) {
      const entry: WarmEntry = {
        symbol: symbol.ticker,
        coverage: widenCoverage(existing.coverage, input.coverage),
        requestedAtMs: input.nowMs,
        expiresAtMs: Math.max(existing.expiresAtMs, wanted),
      };
      result.writes.push(entry);
      result.admitted.push({
        symbol: entry.symbol,
        expiresAtMs: entry.expiresAtMs,
        extended: true,
        coverage: entry.coverage,
      });
      continue;
    }
    if (used >= budget) {
      result.refused.push({ symbol: symbol.ticker, reason: "warm_budget_exhausted" });
      continue;
    }
    used += 1;
    const entry: WarmEntry = {
      symbol: symbol.ticker,
      coverage: input.coverage,
      requestedAtMs: input.nowMs,
      expiresAtMs: wanted,
    };
    active.set(entry.symbol, entry);
    result.writes.push(entry);
    result.admitted.push({
      symbol: entry.symbol,
      expiresAtMs: wanted,
      extended: false,
      coverage: entry.coverage,
    });
  }
  result.used = used;
  result.remaining = Math.max(0, budget - used);
  return result;
}

/** Seconds until the earliest active entry expires (when a budget slot frees), at least 1. */
export function secondsUntilSlotFrees(current: readonly WarmEntry[], nowMs: number): number | null {
  const active = current.filter((entry) => entry.expiresAtMs > nowMs).map((entry) => entry.expiresAtMs);
  if (active.length === 0) return null;
  return Math.max(1, Math.ceil((Math.min(...active) - nowMs) / 1000));
}
