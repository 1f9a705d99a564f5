/**
 * memoryRecall (svc_v3_memory_recall) and memoryReflections (svc_v3_memory_reflections): the
 * memory of the decision engine (docs/LEARNING.md). Recall searches the learning product's
 * documents — the rationales the book and the decision routes gave per ticker and date, and the
 * setups' resolved outcomes — through the engine's full-text index (data/memoryRecall.ts);
 * reflections read each source's resolved track record (domain/reflections.ts).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { RANKING, recall } from "../data/memoryRecall.js";
import { requireLearning, resolvedSources } from "../data/resolverStore.js";
import { bookWeights } from "../data/signalsBook.js";
import { SOURCES } from "../domain/accuracy.js";
import { trackOf, WINDOWS, windowOf } from "../domain/believability.js";
import { searchTerms } from "../domain/recallQuery.js";
import { byEvidence, type Reflection, reflectionOf } from "../domain/reflections.js";
import { type MemoryHit, MemoryRecall, type MemoryReflection, MemoryReflections } from "../types/memory.js";
import { stampOf } from "./shape.js";

const RECALL_NOTE =
  "The memory holds, per book date, the book's summary and its trade setups at svc_v3_trade_setups' defaults (each with its thesis, stop and the ultimate decision's verdict for the ticker), " +
  "and each setup's outcome once its 21st session has closed: fixed templates filled from the book's data (docs/LEARNING.md). Every word of the query is required; " +
  "a document is visible from the final close of the date it speaks as of.";

const REFLECTIONS_NOTE =
  "One reflection per source (the ensemble and its seven voters) and window of resolution dates, from the same resolutions as svc_v3_accuracy: a call hits when its 21-session return is " +
  "on its side of the book's equal-weighted mean. t uses every 21st resolution date only (the horizons of consecutive dates overlap). docs/LEARNING.md.";

function recallHit(hit: Awaited<ReturnType<typeof recall>>["hits"][number], index: number): MemoryHit {
  const nullReasons: Record<string, string> = {};
  if (hit.ticker === null) nullReasons.ticker = "book_wide_document";
  if (hit.relevance === null) nullReasons.relevance = "no_query_newest_first";
  return {
    rank: index + 1,
    docId: hit.docId,
    kind: hit.kind,
    ticker: hit.ticker,
    predictionDate: hit.predictionDate,
    eventDate: hit.eventDate,
    title: hit.title,
    text: hit.body,
    relevance: hit.relevance,
    nullReasons,
  };
}

function reflectionOut(reflection: Reflection): MemoryReflection {
  const { track } = reflection;
  const out = {
    source: reflection.source,
    window: reflection.window,
    finding: reflection.finding,
    statement: reflection.statement,
    resolutionDates: track.dates,
    firstResolvedOn: track.firstResolvedOn,
    lastResolvedOn: track.lastResolvedOn,
    calls: track.calls,
    hitRate: track.hitRate,
    favourableHitRate: track.favourableHitRate,
    unfavourableHitRate: track.unfavourableHitRate,
    spread: reflection.spread,
    meanIc: track.meanIc,
    tStat: track.hitRateT.t,
    tDates: track.hitRateT.dates,
    optimizerWeight: reflection.weight,
  };
  const nullReasons: Record<string, string> = {};
  for (const [field, value] of Object.entries(out)) {
    if (value === null)
      nullReasons[field] = track.calls === 0 ? "no_call_resolved_in_window" : "not_computable";
  }
  if (out.tStat === null && track.calls > 0) nullReasons.tStat = track.hitRateT.reason ?? "not_computable";
  if (out.optimizerWeight === null) nullReasons.optimizerWeight = "ensemble_is_not_weighted";
  return { ...out, nullReasons };
}

@Resolver()
export class MemoryResolver {
  @Query(() => MemoryRecall, {
    description: `Operation ${operationOfField("memoryRecall")}: full-text search over the decision rationales and their resolved outcomes, ranked by the engine.`,
  })
  async memoryRecall(
    @Arg("query", () => String, {
      nullable: true,
      description: "Words to search (every one required); omitted or blank: the newest documents.",
    })
    query: string | null | undefined,
    @Arg("limit", () => Int, { defaultValue: 20, description: "Documents returned at most." })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<MemoryRecall> {
    const given = query === null || query === undefined || query.trim() === "" ? null : query.trim();
    const terms = given === null ? [] : searchTerms(given);
    if (given !== null && terms.length === 0) {
      throw invalidArgument(
        "query",
        "has no letter or digit to search",
        "text with at least one letter or digit",
      );
    }
    const learning = await requireLearning(ctx);
    const now = ctx.clock.now();
    const found = await recall(ctx.db, given, now.getTime(), limit);
    const nullReasons: Record<string, string> = given === null ? { query: "no_query_newest_first" } : {};
    return {
      ...stampOf(learning.served),
      query: given,
      terms,
      engine: found.engine,
      ranking: given === null ? "newest_first" : RANKING[found.engine],
      visibleThrough: now.toISOString(),
      matches: found.matches,
      results: found.hits.map(recallHit),
      returned: found.hits.length,
      nullReasons,
      note: RECALL_NOTE,
    };
  }

  @Query(() => MemoryReflections, {
    description: `Operation ${operationOfField("memoryReflections")}: what the resolved outcomes say about each source's rule over windows, strongest evidence first.`,
  })
  async memoryReflections(
    @Arg("limit", () => Int, { defaultValue: 20, description: "Reflections returned at most." })
    @range(1, 500)
    limit: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<MemoryReflections> {
    const learning = await requireLearning(ctx);
    const { book } = learning.served;
    const [sources, weights] = await Promise.all([resolvedSources(ctx, learning), bookWeights(ctx.db, book)]);
    const weightOf = new Map(weights.voters.map((voter) => [voter.voter as string, voter.weight]));
    const reflections: Reflection[] = [];
    for (const source of SOURCES) {
      for (const { window, sessions } of WINDOWS) {
        const resolutions = windowOf(sources.get(source) ?? [], sessions);
        reflections.push(
          reflectionOf(
            trackOf(source, window, resolutions),
            resolutions,
            weightOf.get(source) ?? null,
            book.date,
          ),
        );
      }
    }
    reflections.sort(byEvidence(WINDOWS.map((w) => w.window)));
    const chosen = reflections.slice(0, limit).map(reflectionOut);
    return {
      ...stampOf(learning.served),
      reflections: chosen,
      returned: chosen.length,
      total: reflections.length,
      note: REFLECTIONS_NOTE,
    };
  }
}
