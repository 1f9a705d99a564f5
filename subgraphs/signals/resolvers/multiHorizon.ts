/**
 * multiHorizonPredictions: svc_v2_multi_horizon_batch (/api/v2/predict/multi_horizon) — the
 * served book's rows of 1..200 symbols at the requested horizons. Only 1m carries a leg (the book is
 * weighted for 1-month returns); the other horizons asked for are null with horizon_not_modelled.
 * Every symbol is in `rows` or in `missing_tickers` with its reason (data/book.ts), never both;
 * 404 unknown_ticker only when every symbol is unknown; 503 snapshot_cold while the book builds.
 */
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { inputName, ServiceError, unknownTicker } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentByTicker } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";
import { type MissingReason, missingReason, requireBook, servedRowsOf } from "../data/book.js";
import { isScored } from "../data/signalsBook.js";
import { DECILE_CONVENTION } from "../domain/crossSection.js";
import {
  DEFAULT_HORIZONS,
  HORIZON_NOT_MODELLED,
  HORIZONS,
  MODELLED_HORIZON,
  readHorizons,
} from "../domain/horizons.js";
import { MultiHorizonBatch, type MultiHorizonRow } from "../types/multiHorizon.js";
import { ORDERING_NOTE, stampOf, UNCALIBRATED } from "./shape.js";

/** spec/03 Limits: a batch names 1..200 symbols (the catalogue's `limits` says the same to REST). */
export const MAX_BATCH_TICKERS = 200;

/** The symbols as the platform spells them, de-duplicated in the order given. */
function readTickers(raw: readonly string[]): string[] {
  const tickers: string[] = [];
  for (const item of raw) {
    if (item.trim() === "") continue;
    let ticker: string;
    try {
      ticker = normaliseTicker(item);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      throw new ServiceError("invalid_ticker", `tickers: ${error.message}`, {
        extra: { parameter: "tickers" },
      });
    }
    if (!tickers.includes(ticker)) tickers.push(ticker);
  }
  if (tickers.length === 0)
    throw invalidArgument("tickers", "no symbol given", "a comma list of 1..200 symbols");
  if (tickers.length > MAX_BATCH_TICKERS) {
    throw invalidArgument("tickers", `${tickers.length} symbols`, `at most ${MAX_BATCH_TICKERS} symbols`);
  }
  return tickers;
}

@Resolver()
export class MultiHorizonResolver {
  @Query(() => MultiHorizonBatch, {
    description: `Operation ${operationOfField("multiHorizonPredictions")}: the signals book's rows of 1..${MAX_BATCH_TICKERS} symbols at the requested horizons; only 1m carries a leg.`,
  })
  async multiHorizonPredictions(
    // type-graphql prints arguments last first: tickers, then horizons, as spec/02 lists them.
    @Arg("horizons", () => [String], {
      defaultValue: [...DEFAULT_HORIZONS],
      description: `Horizons, a subset of ${HORIZONS.join(", ")} (REST: a comma list).`,
    })
    horizons: string[],
    @Arg("tickers", () => [String], { description: "Symbols (REST: a comma list of 1..200)." })
    tickers: string[],
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<MultiHorizonBatch> {
    const asked = readHorizons(horizons);
    if (asked.unknown.length > 0 || asked.horizons.length === 0) {
      throw invalidArgument(
        "horizons",
        asked.unknown.length > 0
          ? `${inputName(asked.unknown.join(", "))} is no horizon`
          : "no horizon given",
        `a comma list from ${HORIZONS.join(", ")}`,
      );
    }
    const symbols = readTickers(tickers);
    const instruments = await ctx.loaders.get(instrumentByTicker).loadMany(symbols);
    const known = symbols.filter((_, i) => {
      const row = instruments[i];
      return row !== null && row !== undefined && !(row instanceof Error);
    });
    if (known.length === 0) {
      if (symbols.length === 1) throw unknownTicker(symbols[0]!);
      throw new ServiceError(
        "unknown_ticker",
        `None of the symbols ${symbols.join(", ")} is known to the platform (current or delisted).`,
        { extra: { tickers: symbols } },
      );
    }

    const served = await requireBook(ctx);
    const rowsOf = await servedRowsOf(ctx, symbols);
    const rows: MultiHorizonRow[] = [];
    const missing: { ticker: string; reason: MissingReason }[] = [];
    for (const [i, ticker] of symbols.entries()) {
      const instrument = instruments[i];
      const row = rowsOf[i] ?? null;
      if (instrument === null || instrument === undefined || instrument instanceof Error) {
        missing.push({ ticker, reason: "unknown_ticker" });
      } else if (instrument.asset_class === "crypto") {
        missing.push({ ticker, reason: "crypto_model_unavailable" });
      } else if (!isScored(row)) {
        missing.push({ ticker, reason: await missingReason(ctx, ticker, row) });
      } else {
        rows.push({
          ticker,
          horizons: asked.horizons.map((horizon) =>
            horizon === MODELLED_HORIZON
              ? {
                  horizon,
                  leg: {
                    blendedScore: row.blendedScore,
                    predictedReturnPct: row.blendedScore * 100,
                    pointEstimateSupported: false,
                    intervalLo: null,
                    intervalHi: null,
                    withheld: { intervalLo: UNCALIBRATED, intervalHi: UNCALIBRATED },
                    rank: row.rank,
                    decile: row.decile,
                    percentile: row.percentile,
                    direction: row.direction,
                    conviction: row.conviction,
                  },
                  legReason: null,
                }
              : { horizon, leg: null, legReason: HORIZON_NOT_MODELLED },
          ),
        });
      }
    }
    return {
      ...stampOf(served),
      horizons: asked.horizons,
      modelledHorizons: [MODELLED_HORIZON],
      rankedCount: served.book.scored,
      decileConvention: DECILE_CONVENTION,
      count: rows.length,
      rows,
      missingTickers: missing.map((entry) => entry.ticker),
      missing,
      note: ORDERING_NOTE,
    };
  }
}
