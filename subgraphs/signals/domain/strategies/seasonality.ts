/**
 * The seasonality family: equity returns concentrate around the turn of the month (Ariel 1987;
 * Lakonishok & Smidt 1988). The NYSE calendar is published in advance (core/calendar.ts computes it
 * by rule), so knowing which session comes next is no look-ahead on prices.
 */
import { isTradingDay, nextTradingDay } from "../../../../core/calendar.js";
import { defineStrategy, NO_POSITIONS, type Strategy } from "./strategy.js";

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const positions = new Map<string, { fromStart: number; fromEnd: number }>();

/** 1 for the month's first session, 2 for its second, …; the same counted from the month's end. */
export function sessionOfMonth(date: string): { fromStart: number; fromEnd: number } {
  const known = positions.get(date);
  if (known) return known;
  const month = date.slice(0, 7);
  let fromStart = 0;
  for (let day = `${month}-01`; day <= date; day = addDays(day, 1)) if (isTradingDay(day)) fromStart++;
  let fromEnd = 0;
  for (let day = date; day.startsWith(month); day = addDays(day, 1)) if (isTradingDay(day)) fromEnd++;
  // A pure function of the date (the calendar is computed by rule): remembered per date.
  const position = { fromStart, fromEnd };
  positions.set(date, position);
  return position;
}

export const turnOfMonth: Strategy = defineStrategy({
  name: "turn_of_month",
  displayName: "Turn of the month",
  family: "seasonality",
  summary: "Hold the ticker over the last sessions of each month and the first of the next, else cash.",
  rules: [
    "Every session, decide for the next session (NYSE calendar): hold 100% of `ticker` through it when it is one of its month's last days_before sessions or first days_after sessions; hold cash otherwise.",
  ],
  universe: "One ticker (SPY by default).",
  schedule: "daily",
  parameters: {
    ticker: { default: "SPY", description: "The ticker held.", unit: "ticker" },
    days_before: { default: 1, description: "Last sessions of a month held.", unit: "sessions" },
    days_after: { default: 3, description: "First sessions of a month held.", unit: "sessions" },
  },
  variants: [
    { days_before: 2, days_after: 2 },
    { days_before: 0, days_after: 4 },
  ],
  decide(view, p) {
    if (view.closes(p.ticker, 1) === null) return NO_POSITIONS;
    const { fromStart, fromEnd } = sessionOfMonth(nextTradingDay(view.date));
    return fromStart <= p.days_after || fromEnd <= p.days_before ? new Map([[p.ticker, 1]]) : NO_POSITIONS;
  },
});
