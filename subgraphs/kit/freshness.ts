/**
 * The `freshness` parameter of spec/01 (off, live, strict). Stale data is served and labelled by
 * default (off); live and strict ask for a 503 `data_stale` instead of stale data. strict also
 * refuses data that is current but incomplete (what "incomplete" means is the route's to say).
 */
import { registerEnumType } from "type-graphql";
import { ServiceError } from "../../core/errors.js";

export enum FreshnessPolicy {
  off = "off",
  live = "live",
  strict = "strict",
}
registerEnumType(FreshnessPolicy, {
  name: "FreshnessPolicy",
  description: "off serves stale data labelled; live and strict answer 503 data_stale instead.",
  valuesConfig: {
    off: { description: "Serve stale data, labelled is_stale with its as_of (the default)." },
    live: { description: "Answer 503 data_stale instead of stale data." },
    strict: {
      description:
        "As live, and also refuse data that is current but incomplete (what incomplete means is the route's to say).",
    },
  },
});

export interface FreshnessVerdict {
  isStale: boolean;
  /** Why the data falls short of strict even when it is not stale (null when it does not). */
  incomplete: string | null;
  /** What the caller is told: the data's as-of and the thresholds it was judged by. */
  extra: Record<string, string | number | boolean | null>;
}

/** Throws 503 data_stale (not billed) when the policy refuses the data; returns otherwise. */
export function enforceFreshness(policy: FreshnessPolicy, verdict: FreshnessVerdict, what: string): void {
  if (policy === FreshnessPolicy.off) return;
  const stale = verdict.isStale;
  const incomplete = policy === FreshnessPolicy.strict && verdict.incomplete !== null;
  if (!stale && !incomplete) return;
  const reason = stale ? "stale" : (verdict.incomplete as string);
  throw new ServiceError(
    "data_stale",
    `freshness=${policy} refused the ${what}: ${stale ? "it is stale" : `it is incomplete (${reason})`}; ` +
      "freshness=off serves it labelled.",
    { retryAfterS: null, extra: { freshness: policy, stale_reason: reason, ...verdict.extra } },
  );
}
