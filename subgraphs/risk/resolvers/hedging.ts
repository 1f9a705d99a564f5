/**
 * Root field hedging: the catalogue operation svc_v3_hedging (/api/v3/institutional/hedging). The
 * rules and what each needs are domain/hedging.ts; the evidence is the newest end-of-day chain of
 * each index underlying the clock may see (data/hedgingChains.ts). With historical end-of-day chains
 * every rule is withheld, and the answer says which requirement each chain fails.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { completedThrough } from "../data/executionData.js";
import { chainEvidence } from "../data/hedgingChains.js";
import {
  FRONT_WEEK_DAYS,
  HEDGE_UNDERLYINGS,
  IV_RANK_SESSIONS,
  ruleVerdicts,
  TERM_STRUCTURE_PREMIUM,
} from "../domain/hedging.js";
import { Hedging } from "../types/hedging.js";

@Resolver()
export class HedgingResolver {
  @Query(() => Hedging, {
    description:
      "Operation svc_v3_hedging: index hedge proposals, each rule withheld with the requirements the held chains do not meet.",
  })
  async hedging(@Ctx() ctx: SubgraphContext<"risk">): Promise<Hedging> {
    const through = completedThrough(ctx);
    const chains = await Promise.all(
      HEDGE_UNDERLYINGS.map((underlying) => chainEvidence(ctx, underlying, through)),
    );
    const verdicts = ruleVerdicts(chains);
    const withheld = verdicts.filter((verdict) => verdict.reasons.length > 0);
    const dates = chains.flatMap((chain) => (chain.snapshotDate ? [chain.snapshotDate] : [])).sort();
    const asOf = dates.at(-1) ?? null;
    return {
      proposals: null,
      proposalsReason: `every_rule_withheld: ${withheld.map((verdict) => verdict.rule).join(", ")} (see withheld_rules)`,
      withheldRules: withheld,
      chains: chains.map(({ expiryDays, ...chain }) => ({
        ...chain,
        status: chain.snapshotDate === null ? "no_chain_held" : "held",
        expiries: expiryDays.length,
        nearestExpiryDays: expiryDays[0] ?? null,
        farthestExpiryDays: expiryDays.at(-1) ?? null,
      })),
      termStructurePremium: TERM_STRUCTURE_PREMIUM,
      frontWeekDays: FRONT_WEEK_DAYS,
      ivRankSessions: IV_RANK_SESSIONS,
      asOf,
      isStale: chains.some((chain) => chain.isStale !== false),
      units: {
        strikeMin: "underlying_price (SPY: usd_per_share; SPX: index_points)",
        strikeMax: "underlying_price (SPY: usd_per_share; SPX: index_points)",
        spot: "underlying_price (SPY: usd_per_share; SPX: index_points)",
        nearestExpiryDays: "calendar_days",
        farthestExpiryDays: "calendar_days",
        termStructurePremium: "fraction (relative: front-week IV ≥ (1 + premium) × 30-day IV)",
        frontWeekDays: "calendar_days",
        ivRankSessions: "sessions",
      },
      nullReasons: asOf === null ? { asOf: "no_index_chain_held_by_clock" } : {},
      note:
        "The index chains held are historical end-of-day snapshots (chains: what each holds, labelled stale): " +
        "they cannot show dealers' current gamma, a year of IV for its rank or, without the index's price that " +
        "day, at-the-money IV, so no proposal is made. A live chain feed would be needed for any.",
    };
  }
}
