/**
 * The house book's heavy figures (VaR, stress, crash replays), computed once per data version and
 * served from memory after (kit/dataCache.ts): a hit answers on the main thread and queues no job
 * (heavyJobs.ts runs a miss in a worker thread).
 *
 * What each job's figures depend on, and so its key: the book (read from the signals book at the
 * clock; its basis, book date and price source name it: `bookKey`), `pricesThrough`
 * (the newest close the job reads: the as-of session of VaR and stress) and the job's own
 * arguments. The crash replays also list only the windows ended by the clock's last final close,
 * which is their as-of session. What depends on the clock itself (staleness against the last
 * final close) the resolvers apply per request on top (resolvers/portfolioRisk.ts).
 */
import { sharedWarehouseUrl } from "../../../warehouse/connection.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import type { BookCrashReplays, BookStress, BookVar, HouseBookInput } from "../heavyJobs.js";
import { riskWork } from "../riskWork.js";
import type { LoadedHouseBook } from "./houseBook.js";

const varCache = dataCache<BookVar>({
  name: "risk.portfolio_var",
  owner: "risk",
  description: "The house book's historical and parametric VaR per book, horizon and confidence.",
});
const stressCache = dataCache<BookStress>({
  name: "risk.portfolio_stress",
  owner: "risk",
  description: "The house book's factor betas and defined shocks per book.",
});
const crashCache = dataCache<BookCrashReplays>({
  name: "risk.crash_scenarios",
  owner: "risk",
  description: "The house book replayed through the crash windows ended by the as-of session, per book.",
});

/** What every house-book job is given: the book, the bounds the clock set, and where to read. */
function jobInput(ctx: SubgraphContext<"risk">, { book, pricesThrough }: LoadedHouseBook): HouseBookInput {
  return { warehouse: sharedWarehouseUrl(ctx.db), book, pricesThrough };
}

/**
 * What fixes the book a job reads: under one data version a signals book's positions are those of
 * its book date (and the reference portfolio's are constant), so the date stands for them and the
 * key stays small (at 5,000 tickers the positions are some 3,000, 4 ms to write as JSON per request).
 */
function bookKey({ book }: LoadedHouseBook) {
  return { basis: book.basis, bookDate: book.bookDate, priceSource: book.priceSource };
}

export function houseBookVar(
  ctx: SubgraphContext<"risk">,
  house: LoadedHouseBook,
  horizonDays: number,
  confidence: number,
): Promise<BookVar> {
  return varCache.get(
    ctx,
    { asOf: house.pricesThrough, args: { book: bookKey(house), horizonDays, confidence } },
    () => riskWork.run("portfolioVar", { ...jobInput(ctx, house), horizonDays, confidence }),
  );
}

export function houseBookStress(ctx: SubgraphContext<"risk">, house: LoadedHouseBook): Promise<BookStress> {
  return stressCache.get(ctx, { asOf: house.pricesThrough, args: { book: bookKey(house) } }, () =>
    riskWork.run("portfolioStress", jobInput(ctx, house)),
  );
}

export function houseBookCrashReplays(
  ctx: SubgraphContext<"risk">,
  house: LoadedHouseBook,
): Promise<BookCrashReplays> {
  return crashCache.get(
    ctx,
    { asOf: house.lastFinalClose, args: { book: bookKey(house), pricesThrough: house.pricesThrough } },
    () => riskWork.run("crashScenarios", { ...jobInput(ctx, house), lastFinalClose: house.lastFinalClose }),
  );
}
