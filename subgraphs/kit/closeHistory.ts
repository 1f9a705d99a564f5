/**
 * The daily close history market publishes on Instrument for other domains to `@requires`
 * (signals' momentum; risk reads market's warehouse reader instead, DESIGN §3): they compute from prices without reading market's
 * tables. Declared once here so every subgraph spells the value type identically; `@shareable`
 * because more than one subgraph names it.
 *
 * Two parallel scalar lists rather than a list of {date, close} objects: the history rides in
 * every entity representation the gateway sends, and flat scalars are far cheaper to copy,
 * transform and serialise there (bench/RESULTS.md, comparison b).
 */
import { Directive, Field, Float, ObjectType } from "type-graphql";

/** Sessions published: 12-1 momentum needs a year plus a month. */
export const CLOSE_HISTORY_SESSIONS = 300;

/** The selection other subgraphs pass to `@requires`. */
export const CLOSE_HISTORY_REQUIRES = '@requires(fields: "closeHistory { basis dates closes }")';

@ObjectType({
  description: `The last ${CLOSE_HISTORY_SESSIONS} daily closes, oldest first, as parallel lists.`,
})
@Directive("@shareable")
export class CloseHistory {
  @Field(() => String, {
    description: "How the closes are adjusted: split_dividend_adjusted, split_adjusted or unadjusted.",
  })
  basis!: string;

  @Field(() => [String], { description: "Session dates, YYYY-MM-DD (US Eastern; UTC day for crypto)." })
  dates!: string[];

  @Field(() => [Float], { description: "The close of each date in `dates`." })
  closes!: number[];
}

export interface DailyClose {
  date: string;
  close: number;
}

/** The history as one {date, close} per session, oldest first, for domain functions. */
export function dailyCloses(
  history: Pick<CloseHistory, "dates" | "closes"> | null | undefined,
): DailyClose[] {
  if (!history) return [];
  return history.dates.map((date, index) => ({ date, close: history.closes[index] as number }));
}
