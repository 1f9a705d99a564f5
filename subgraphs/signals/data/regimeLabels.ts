/**
 * The regime labels of the whole history, built once per data version and held in memory; each
 * request sees the prefix its clock allows. Inputs come through market's read-only readers
 * (subgraphs/market/readers/): SPY's daily closes (`closeSeries`) and the VIX closes (`vixCloses`).
 *
 * Point in time: the label of session D needs SPY's close of D (final 5 minutes after the bell,
 * core/calendar.ts `lastFinalCloseDate`) and the VIX close of D (visible the next day,
 * `vixVisibleThrough`); a caller sees the labels dated on or before the earlier of the two bounds.
 *
 * While a build is under way for longer than LABELS_WAIT_MS the caller gets spec/02's 503
 * upstream_unavailable with Retry-After 5 (refunded); the build goes on, and the next request
 * finds it done.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dailyBarsVersion } from "../../market/readers/dailyOhlcv.js";
import { macroDataVersion, vixCloses, vixVisibleThrough, WHOLE_HISTORY } from "../../market/readers/macro.js";
import { closeSeries } from "../../market/readers/universe.js";
import { labelHistory, labelsThrough, type RegimeLabel } from "../domain/regime.js";

/** The trend's index: SPY, from its own daily file (Lean, unadjusted: SPY never split). */
export const TREND_TICKER = "SPY";

/** How long a request waits for a build under way before answering 503 (a build takes well under a second). */
export const LABELS_WAIT_MS = 5_000;
export const LABELS_RETRY_AFTER_S = 5;

export interface LabelBook {
  version: string;
  labels: readonly RegimeLabel[];
  /** The basis of SPY's closes, as market's reader states it. */
  spyBasis: string;
}

export interface VisibleLabels {
  book: LabelBook;
  /** The labels a caller at the clock may see, oldest first. */
  labels: readonly RegimeLabel[];
  /** The newest date the caller may see a label for (the earlier of SPY's and VIX's bounds). */
  visibleThrough: string;
}

const books = new WeakMap<Warehouse<"signals">, { version: string; book: Promise<LabelBook> }>();

async function buildBook(db: Warehouse<"signals">, version: string): Promise<LabelBook> {
  const [spy, vix] = await Promise.all([
    closeSeries(db, TREND_TICKER, { through: WHOLE_HISTORY }),
    vixCloses(db, { through: WHOLE_HISTORY }),
  ]);
  const spyCloses = spy.dates.map((date, i) => ({ date, value: spy.closes[i] as number }));
  return { version, labels: labelHistory(spyCloses, vix), spyBasis: spy.basis };
}

/** The book of the warehouse's current data version, started once; `wait` bounds how long to await it. */
export async function labelBook(db: Warehouse<"signals">, waitMs = LABELS_WAIT_MS): Promise<LabelBook> {
  const version = (await Promise.all([macroDataVersion(db), dailyBarsVersion(db)])).join(":");
  let held = books.get(db);
  if (held?.version !== version) {
    const book = buildBook(db, version);
    held = { version, book };
    books.set(db, held);
    // A failed build is not kept: the next request starts another.
    book.catch(() => {
      if (books.get(db)?.book === book) books.delete(db);
    });
  }
  return withinWait(held.book, waitMs);
}

/** `promise`, or spec/02's 503 upstream_unavailable (Retry-After 5, refunded) when it is still pending after `waitMs`. */
export async function withinWait<T>(promise: Promise<T>, waitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const warming = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ServiceError(
            "upstream_unavailable",
            `The regime labels are still being built from the VIX and SPY history; retry in ${LABELS_RETRY_AFTER_S} s. Nothing was charged.`,
            {
              billing: "refunded",
              retryAfterS: LABELS_RETRY_AFTER_S,
              extra: { reason: "regime_labels_loading", retry_after_s: LABELS_RETRY_AFTER_S },
            },
          ),
        ),
      waitMs,
    );
  });
  try {
    return await Promise.race([promise, warming]);
  } finally {
    clearTimeout(timer);
  }
}

/** The labels visible at the request's clock. */
export async function visibleLabels(
  ctx: Pick<SubgraphContext<"signals">, "db" | "clock">,
): Promise<VisibleLabels> {
  const book = await labelBook(ctx.db);
  const now = ctx.clock.now();
  const spyThrough = lastFinalCloseDate(now, "equity");
  const vixThrough = vixVisibleThrough(now);
  const visibleThrough = spyThrough < vixThrough ? spyThrough : vixThrough;
  return { book, labels: labelsThrough(book.labels, visibleThrough), visibleThrough };
}
