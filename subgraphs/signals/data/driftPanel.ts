/**
 * The diagnostics panel (domain/driftPanel.ts) of a book date: the newest book dates up to it, each
 * stock's close, voter percentiles and blended score, read with signals' light column reader. Two
 * sizes, each kept per data version and book date (data/decisionBook.ts `perBookDate`): 300 dates
 * serve the decay curve (252 score dates, 21 sessions back) and drift windows up to 46 days with
 * their 252-date baseline; 520 serve the longest window (365 calendar days).
 */

import type { SubgraphContext } from "../../kit/context.js";
import { BASELINE_SESSIONS } from "../domain/drift.js";
import { type Panel, panelOf, SIGNALS, type SignalName } from "../domain/driftPanel.js";
import { VOTER_NAMES } from "../domain/voters.js";
import { perBookDate } from "./decisionBook.js";
import { type BookHandle, bookColumns } from "./signalsBook.js";

export const SHORT_PANEL_SESSIONS = 300;
/** 365 calendar days (≤ 253 sessions) + a 252-date baseline + the measuring session, with room. */
export const LONG_PANEL_SESSIONS = 520;

/** Book dates a drift window of `windowDays` calendar days needs: the window, its baseline, one more. */
export function panelSessionsFor(windowDays: number): number {
  return windowDays + BASELINE_SESSIONS + 2 <= SHORT_PANEL_SESSIONS
    ? SHORT_PANEL_SESSIONS
    : LONG_PANEL_SESSIONS;
}

const COLUMNS = ["close", "blended_score", ...VOTER_NAMES.map((voter) => `${voter}_pct` as const)] as const;

/** The column each signal is read from. */
const SIGNAL_COLUMNS = Object.fromEntries(
  SIGNALS.map((signal) => [signal, signal === "blended_score" ? signal : `${signal}_pct`]),
) as Record<SignalName, string>;

export function diagnosticsPanel(
  ctx: SubgraphContext<"signals">,
  book: BookHandle,
  sessions: number = SHORT_PANEL_SESSIONS,
): Promise<Panel> {
  return perBookDate(ctx, book, `diagnostics_panel:${sessions}`, async () => {
    const rows = await bookColumns(ctx.db, book, COLUMNS, { sessions });
    return panelOf(rows, SIGNAL_COLUMNS);
  });
}
