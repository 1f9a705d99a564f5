/**
 * universeScan (svc_v3_universe_scan, /api/v3/decision/universe_scan): the newest book date's
 * LONG and SHORT rows that clear their liquidity floor (domain/scan.ts), ADV from market's
 * universe reader (data/scanLiquidity.ts).
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { bookStamp, openBookAtClock } from "../data/decisionBook.js";
import { advAtBookDate } from "../data/scanLiquidity.js";
import { bookRows } from "../data/signalsBook.js";
import { modelOrdering } from "../domain/fusion.js";
import { DEFAULT_LONG_FLOOR_USD, DEFAULT_SHORT_FLOOR_USD, floorsFor, universeScan } from "../domain/scan.js";
import { ADV_BASIS } from "../domain/scanLiquidity.js";
import { UniverseScan } from "../types/scan.js";

const METHOD = `The book date's LONG (deciles 8-10) and SHORT (deciles 1-3) rows whose 21-session ADV clears the floor of their side - by default ${DEFAULT_LONG_FLOOR_USD} USD long and ${DEFAULT_SHORT_FLOOR_USD} USD short, min_adv_dollars for both when given, none at 0 - strongest conviction first.`;

@Resolver()
export class UniverseScanResolver {
  @Query(() => UniverseScan, {
    description:
      "Operation svc_v3_universe_scan: the book's LONG and SHORT rows over a liquidity floor (5,000,000 long, 10,000,000 short by default).",
  })
  async universeScan(
    @Arg("limit", () => Int, { defaultValue: 100, description: "Rows returned at most." })
    @range(1, 5000)
    limit: number,
    @Arg("minAdvDollars", () => Float, {
      nullable: true,
      description:
        "Both floors on the 21-session ADV (USD); omitted: 5,000,000 long and 10,000,000 short; 0 disables them.",
    })
    @range(0, null)
    minAdvDollars: number | null,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<UniverseScan> {
    const opened = await openBookAtClock(ctx);
    const { book } = opened;
    // An omitted optional argument arrives undefined: the default floors.
    const floors = floorsFor(minAdvDollars ?? null);
    const [rows, adv] = await Promise.all([bookRows(ctx.db, book), advAtBookDate(ctx, book)]);
    const out = universeScan(rows, adv, { limit, floors });
    return {
      rows: out.rows.map(({ row, side, adv: liquidity, floor }) => {
        const ordering = modelOrdering(row);
        const value = liquidity?.value ?? null;
        return {
          ticker: row.ticker,
          side,
          ...ordering,
          nullReasons: {
            ...ordering.nullReasons,
            ...(value === null ? { adv21dUsd: liquidity?.reason ?? "no_universe_bars" } : {}),
          },
          close: row.close,
          adv21dUsd: value,
          liquidityFloorUsd: floor,
        };
      }),
      floors: { longUsd: floors.long, shortUsd: floors.short, basis: floors.basis },
      counts: {
        scanned: out.scanned,
        neutralExcluded: out.neutralExcluded,
        belowFloorLong: out.belowFloorLong,
        belowFloorShort: out.belowFloorShort,
        advUnknownExcluded: out.advUnknownExcluded,
        passed: out.passed,
        returned: out.rows.length,
      },
      hasMore: out.hasMore,
      limit,
      ...bookStamp(opened),
      advBasis: ADV_BASIS,
      signalQualityMode: "ordering_only",
      method: METHOD,
    };
  }
}
