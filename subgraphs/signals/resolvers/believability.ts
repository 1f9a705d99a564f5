/**
 * believability: svc_v3_believability (/api/v3/experience/believability) — each source's (the
 * ensemble's, every voter's) resolved calls over all history and the last 252, 63 and 21 sessions of
 * resolutions, and its believability: the hit rate shrunk toward chance by the evidence behind it
 * (domain/believability.ts). `source` narrows to one; another value is 422.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput } from "../../../core/errors.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { requireLearning, resolvedSources } from "../data/resolverStore.js";
import { SOURCES, type Source } from "../domain/accuracy.js";
import {
  PRIOR_HIT_RATE,
  PRIOR_HORIZONS,
  type Track,
  trackOf,
  WINDOWS,
  windowOf,
} from "../domain/believability.js";
import { type BelievabilityRow, ExperienceBelievability } from "../types/believability.js";
import { stampOf } from "./shape.js";

const METHOD =
  "A call is a source's side: the ensemble's LONG (deciles 8–10) and SHORT (1–3) rows, a voter's reading above or below its 50th percentile; it hits when the stock's 21-session return " +
  "is on that side of the book's equal-weighted mean. believability = (m × hit_rate + 12 × 0.5) ÷ (m + 12), m = resolution dates ÷ 21 (independent horizons): the hit rate shrunk toward " +
  "chance by a prior worth 12 non-overlapping months. docs/LEARNING.md.";

function rowOf(track: Track, sessions: number | null): BelievabilityRow {
  const out = {
    source: track.source,
    kind: track.source === "ensemble" ? "ensemble" : "voter",
    window: track.window,
    windowSessions: sessions,
    resolutionDates: track.dates,
    firstResolvedOn: track.firstResolvedOn,
    lastResolvedOn: track.lastResolvedOn,
    calls: track.calls,
    hits: track.hits,
    hitRate: track.hitRate,
    favourableCalls: track.favourableCalls,
    favourableHitRate: track.favourableHitRate,
    unfavourableCalls: track.unfavourableCalls,
    unfavourableHitRate: track.unfavourableHitRate,
    meanIc: track.meanIc,
    independentHorizons: track.independentHorizons,
    believability: track.believability,
    tStat: track.hitRateT.t,
    tDates: track.hitRateT.dates,
  };
  const nullReasons: Record<string, string> = {};
  for (const [field, value] of Object.entries(out)) {
    if (value === null)
      nullReasons[field] = track.calls === 0 ? "no_call_resolved_in_window" : "not_computable";
  }
  if (sessions === null) nullReasons.windowSessions = "all_history";
  if (out.tStat === null && track.calls > 0) nullReasons.tStat = track.hitRateT.reason ?? "not_computable";
  return { ...out, nullReasons };
}

@Resolver()
export class BelievabilityResolver {
  @Query(() => ExperienceBelievability, {
    description: `Operation ${operationOfField("believability")}: each source's resolved calls and its believability (the hit rate shrunk toward chance), over windows.`,
  })
  async believability(
    @Arg("source", () => String, {
      nullable: true,
      description: "ensemble or a voter name; omitted: every source.",
    })
    source: string | null | undefined,
    @Arg("limit", () => Int, { defaultValue: 100, description: "Rows returned at most." })
    @range(1, 5000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<ExperienceBelievability> {
    const wanted = source === null || source === undefined ? null : source.trim().toLowerCase();
    if (wanted !== null && !(SOURCES as readonly string[]).includes(wanted)) {
      throw invalidArgument("source", `${quoteInput(source)} is not a source`, SOURCES.join(", "));
    }
    const learning = await requireLearning(ctx);
    const resolved = await resolvedSources(ctx, learning);
    const rows: BelievabilityRow[] = [];
    for (const { window, sessions } of WINDOWS) {
      const ofWindow = (wanted === null ? SOURCES : [wanted as Source]).map((name) =>
        rowOf(trackOf(name, window, windowOf(resolved.get(name) ?? [], sessions)), sessions),
      );
      ofWindow.sort((a, b) => (b.believability ?? -1) - (a.believability ?? -1));
      rows.push(...ofWindow);
    }
    const chosen = rows.slice(0, limit);
    return {
      ...stampOf(learning.served),
      source: wanted,
      method: METHOD,
      priorHitRate: PRIOR_HIT_RATE,
      priorHorizons: PRIOR_HORIZONS,
      rows: chosen,
      returned: chosen.length,
      total: rows.length,
      nullReasons: wanted === null ? { source: "every_source" } : {},
    };
  }
}
