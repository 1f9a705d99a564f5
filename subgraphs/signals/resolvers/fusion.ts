/**
 * signalsFusion (svc_v3_signals_fusion, /api/v3/signals/fusion): the book's fused signal per stock
 * of the newest book date the clock sees. Without tickers, the top `limit` rows by rank; with
 * tickers, exactly those names (limit does not apply), in the order asked: a name the book does not
 * score that day is a row with its ordering null and the reason (etf_not_ranked, not_in_universe,
 * insufficient_history, …).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { bookStamp, openBookAtClock, whyNotInBook } from "../data/decisionBook.js";
import { type BookRow, type BookWeights, bookRows, bookWeights } from "../data/signalsBook.js";
import { DECILE_CONVENTION } from "../domain/crossSection.js";
import { modelOrdering, voterReadings } from "../domain/fusion.js";
import { VOTER_BY_NAME, VOTER_NAMES } from "../domain/voters.js";
import { FusedSignal, SignalsFusion } from "../types/fusion.js";
import { fusionTickers } from "./fusionTickers.js";

export const FUSION_METHOD =
  "Each stock's seven voters (docs/SIGNALS.md) ranked as percentiles among the book date's scored stocks, centred to −1..+1 and blended with the optimizer's IC weights of that date: blended_score = Σ contribution. Rank, decile, percentile, direction and conviction order the book; none is a forecast.";

/** A book row (or a requested name without one) as a fused signal. */
export function fusedSignal(
  ticker: string,
  row: BookRow | null,
  notInBook: string | null,
  weights: BookWeights | null = null,
): FusedSignal {
  const ordering = modelOrdering(row, notInBook ?? undefined);
  const nullReasons: Record<string, string> = { ...ordering.nullReasons };
  if (row === null) nullReasons.close = notInBook ?? "not_in_book";
  return {
    ticker,
    close: row?.close ?? null,
    ...ordering,
    nullReasons,
    votersUsed: row?.votersUsed ?? 0,
    flag: row?.flag ?? null,
    flagStatus: row?.flag ? "flagged" : "none",
    voters:
      row === null
        ? VOTER_NAMES.map((voter) => ({
            voter,
            value: null,
            unit: VOTER_BY_NAME[voter].unit,
            higherIsBetter: VOTER_BY_NAME[voter].higherIsBetter,
            percentile: null,
            weight: weights?.voters.find((w) => w.voter === voter)?.weight ?? 0,
            contribution: null,
            nullReasons: {
              value: notInBook ?? "not_in_book",
              percentile: notInBook ?? "not_in_book",
              contribution: notInBook ?? "not_in_book",
            },
          }))
        : voterReadings(row),
  };
}

@Resolver()
export class SignalsFusionResolver {
  @Query(() => SignalsFusion, {
    description:
      "Operation svc_v3_signals_fusion: the book's fused signal per stock; with tickers exactly those names, else the top `limit` by rank.",
  })
  async signalsFusion(
    @Arg("limit", () => Int, { defaultValue: 100, description: "Rows by rank when no tickers are given." })
    @range(1, 5000)
    limit: number,
    @Arg("tickers", () => [String], {
      nullable: true,
      description: "Exactly these names (REST: a comma list); limit does not apply.",
    })
    tickers: string[] | null,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<SignalsFusion> {
    const requested = tickers == null || tickers.length === 0 ? null : await fusionTickers(ctx, tickers);
    const opened = await openBookAtClock(ctx);
    const { book } = opened;
    let rows: FusedSignal[];
    if (requested === null) {
      const all = await bookRows(ctx.db, book);
      rows = all
        .filter((row) => row.rank !== null)
        .slice(0, limit)
        .map((row) => fusedSignal(row.ticker, row, null));
    } else {
      const found = new Map(
        (await bookRows(ctx.db, book, { tickers: requested.known })).map((row) => [row.ticker, row]),
      );
      const weights = requested.known.every((ticker) => found.has(ticker))
        ? null
        : await bookWeights(ctx.db, book);
      rows = await Promise.all(
        requested.known.map(async (ticker) => {
          const row = found.get(ticker) ?? null;
          const why = row === null ? await whyNotInBook(ctx, book, ticker) : null;
          return fusedSignal(ticker, row, why, weights);
        }),
      );
    }
    return {
      ...bookStamp(opened),
      selection: requested === null ? "top_by_rank" : "requested_tickers",
      count: rows.length,
      scoredCount: book.scored,
      rows,
      symbolsUnknown: requested?.unknown ?? [],
      decileConvention: DECILE_CONVENTION,
      signalQualityMode: "ordering_only",
      notAForecast: true,
      method: FUSION_METHOD,
    };
  }
}
