/**
 * Index hedge proposals (spec/02 hedging): protective puts when dealers are short gamma and implied
 * volatility is cheap by its rank; an IV term-structure note when front-week IV is at least 5% above
 * 30-day IV; never a collar. Each rule needs evidence the bundle may not hold — live option quotes,
 * a full chain with puts and open interest for the dealers' gamma, a year of at-the-money IV for its
 * rank, the underlying's price on the chain's day for moneyness — so each rule states the
 * requirements its evidence does not meet, and a rule with any unmet requirement is withheld.
 */

/** The index underlyings whose chains a hedge could rest on: the S&P 500 ETF and the index itself. */
export const HEDGE_UNDERLYINGS = ["SPY", "SPX"] as const;

/** Front-week IV at least this fraction above 30-day IV (relative: front ≥ 1.05 × 30-day). */
export const TERM_STRUCTURE_PREMIUM = 0.05;
/** Sessions of at-the-money IV an IV rank is taken over (a year). */
export const IV_RANK_SESSIONS = 252;
/** Front week: expiries at most this many calendar days away. */
export const FRONT_WEEK_DAYS = 7;
/** 30-day IV is read from an expiry this close to 30 days, not extrapolated. */
export const THIRTY_DAY_TOLERANCE_DAYS = 7;

export interface ChainEvidence {
  underlying: string;
  /** The newest snapshot on or before the clock's last final close; null when none is held. */
  snapshotDate: string | null;
  /** The snapshot is older than the last final close. */
  isStale: boolean | null;
  snapshotDatesHeld: number;
  contracts: number;
  calls: number;
  puts: number;
  contractsWithOpenInterest: number;
  /** Calendar days from the snapshot to each expiry held, ascending and distinct. */
  expiryDays: number[];
  strikeMin: number | null;
  strikeMax: number | null;
  /** The underlying's close on the snapshot date, as traded; null with spotReason. */
  spot: number | null;
  spotReason: string | null;
  sourceFiles: string[];
}

export interface RuleVerdict {
  rule: "protective_put" | "iv_term_structure_note" | "collar";
  description: string;
  /** Unmet requirements, `<UNDERLYING>:<code>` (or a bare code for the whole rule). */
  reasons: string[];
}

/** Calendar days from the snapshot to each distinct expiry, ascending. */
export function expiryDaysOf(snapshotDate: string, expiries: readonly string[]): number[] {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return [...new Set(expiries)].sort().map((expiry) => Math.round(day(expiry) - day(snapshotDate)));
}

/** What every rule reading current option prices needs that an end-of-day snapshot never gives. */
const END_OF_DAY_ONLY = "end_of_day_snapshots_only";

function chainGaps(chain: ChainEvidence): string[] {
  if (chain.snapshotDate === null) return ["no_chain_held"];
  const gaps: string[] = [];
  if (chain.isStale) gaps.push("chain_stale");
  if (chain.spot === null) gaps.push(`no_spot_on_chain_date(${chain.spotReason ?? "unknown"})`);
  return gaps;
}

function protectivePutGaps(chain: ChainEvidence): string[] {
  const gaps = chainGaps(chain);
  if (chain.snapshotDate === null) return gaps;
  if (chain.puts === 0) gaps.push("no_puts_held");
  if (chain.calls === 0) gaps.push("no_calls_held");
  if (chain.contractsWithOpenInterest < chain.contracts)
    gaps.push("open_interest_not_reported_on_every_contract");
  if (chain.snapshotDatesHeld < IV_RANK_SESSIONS)
    gaps.push(`iv_history_${chain.snapshotDatesHeld}_of_${IV_RANK_SESSIONS}_sessions`);
  return gaps;
}

function termStructureGaps(chain: ChainEvidence): string[] {
  const gaps = chainGaps(chain);
  if (chain.snapshotDate === null) return gaps;
  if (!chain.expiryDays.some((days) => days <= FRONT_WEEK_DAYS)) gaps.push("no_front_week_expiry");
  if (!chain.expiryDays.some((days) => Math.abs(days - 30) <= THIRTY_DAY_TOLERANCE_DAYS)) {
    gaps.push("no_expiry_near_30_days");
  }
  return gaps;
}

const prefixed = (chains: readonly ChainEvidence[], gapsOf: (chain: ChainEvidence) => string[]) =>
  chains.flatMap((chain) => gapsOf(chain).map((gap) => `${chain.underlying}:${gap}`));

/** Every rule with the requirements its evidence leaves unmet; a rule with any is withheld. */
export function ruleVerdicts(chains: readonly ChainEvidence[]): RuleVerdict[] {
  return [
    {
      rule: "protective_put",
      description:
        "protective index puts when dealers are short gamma (their gamma from the full chain's open interest) " +
        `and IV is cheap by its ${IV_RANK_SESSIONS}-session rank`,
      reasons: [END_OF_DAY_ONLY, ...prefixed(chains, protectivePutGaps)],
    },
    {
      rule: "iv_term_structure_note",
      description:
        `a note when front-week (≤ ${FRONT_WEEK_DAYS} days) at-the-money IV is at least ` +
        `${TERM_STRUCTURE_PREMIUM * 100}% above 30-day IV (relative)`,
      reasons: [END_OF_DAY_ONLY, ...prefixed(chains, termStructureGaps)],
    },
    {
      rule: "collar",
      description: "a collar (long put financed by a short call)",
      reasons: ["not_offered: spec/02 hedging proposes no collar"],
    },
  ];
}
