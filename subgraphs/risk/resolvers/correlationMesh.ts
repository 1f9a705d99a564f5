/**
 * correlationMesh: svc_v3_research_correlation_mesh. The universe's monthly returns and edges come
 * from data/universeMesh.ts, built once per data version and window; the walk from the seed is per
 * request. A seed unknown to the platform is 404 unknown_ticker; one the universe holds fewer than
 * 34 monthly returns of (not a member, listed too late, or not visible yet at the clock) is 404
 * seed_not_in_universe; neither is billed.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { UNIVERSE_NAME } from "../../market/readers/universe.js";
import { closesVisibleThrough } from "../data/dailyCloses.js";
import { universeMonthly } from "../data/universeMesh.js";
import {
  MESH_MONTHS,
  MIN_ABS_CORRELATION,
  MIN_SHARED_MONTHS,
  meshFrom,
  monthsHeld,
} from "../domain/correlationMesh.js";
import { sessionsAfter } from "../domain/sessions.js";
import { CorrelationMesh } from "../types/correlationMesh.js";

const METHOD =
  `Pearson correlation of simple monthly returns (month-end close to month-end close; a month counts once the data ` +
  `holds its last XNYS session) over the last ${MESH_MONTHS} complete months, pairwise over the months both members ` +
  `hold; an edge where |r| ≥ ${MIN_ABS_CORRELATION} over at least ${MIN_SHARED_MONTHS} shared months; nodes are what a ` +
  "breadth-first walk from the seed reaches in depth steps";

@Resolver()
export class CorrelationMeshResolver {
  @Query(() => CorrelationMesh, {
    description: `Operation ${operationOfField("correlationMesh")}: members of the daily universe whose monthly returns move together, walked from a seed.`,
  })
  async correlationMesh(
    @Arg("seed", () => String, { description: "The ticker the walk starts from." }) seed: string,
    @Arg("depth", () => Int, { defaultValue: 1, description: "Steps along edges from the seed." })
    @range(1, 3)
    depth: number,
    @Ctx() ctx: SubgraphContext<"risk">,
  ): Promise<CorrelationMesh> {
    const row = await requireInstrument(ctx, seed);
    const through = closesVisibleThrough(ctx, "equity");
    const monthly = await universeMonthly(ctx, through);
    const held = monthsHeld(monthly.returns.get(row.ticker) ?? []);
    if (held < MIN_SHARED_MONTHS)
      throw seedNotInUniverse(row.ticker, held, monthly.window.at(-1)?.date ?? null);
    const mesh = meshFrom(row.ticker, depth, monthly.edges, monthly.index);
    const asOf = monthly.lastSession as string;
    return {
      seed: row.ticker,
      depth,
      universe: UNIVERSE_NAME,
      universeBasis:
        "split- and dividend-adjusted daily closes (prices/daily_universe.csv.gz, Stooq via Kaggle)",
      dataVersion: monthly.version,
      windowStart: monthly.window[0]?.date as string,
      windowEnd: monthly.window.at(-1)?.date as string,
      months: monthly.window.length - 1,
      minAbsCorrelation: MIN_ABS_CORRELATION,
      minSharedMonths: MIN_SHARED_MONTHS,
      asOf,
      isStale: asOf < through,
      ageSessions: sessionsAfter(asOf, through),
      method: METHOD,
      nodeCount: mesh.nodes.length,
      edgeCount: mesh.edges.length,
      nodes: mesh.nodes.map((node) => ({
        ...node,
        monthsHeld: monthsHeld(monthly.returns.get(node.ticker) ?? []),
      })),
      edges: [...mesh.edges].sort(
        (a, b) =>
          Math.abs(b.correlation) - Math.abs(a.correlation) ||
          (a.source < b.source ? -1 : a.source > b.source ? 1 : a.target < b.target ? -1 : 1),
      ),
    };
  }
}

function seedNotInUniverse(ticker: string, held: number, windowEnd: string | null): ServiceError {
  return new ServiceError(
    "seed_not_in_universe",
    `${ticker} has ${held} monthly returns in the ${UNIVERSE_NAME} window${windowEnd ? ` ending ${windowEnd}` : ""}; ` +
      `a seed needs at least ${MIN_SHARED_MONTHS}. Nothing was charged.`,
    { extra: { seed: ticker, monthly_returns: held, required: MIN_SHARED_MONTHS, universe: UNIVERSE_NAME } },
  );
}
