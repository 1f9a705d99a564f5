/**
 * The daily close history market publishes on Instrument for graph callers. Other domains no
 * longer `@requires` it: signals and risk read closes through market's warehouse readers
 * (docs/DESIGN.md §3: a 300-point history in every entity representation made the gateway and two
 * subgraphs pay for every query). Kept in the kit, `@shareable`, so a subgraph that needs a
 * small history through federation again spells the value type as market does.
 *
 * Two parallel scalar lists rather than a list of {date, close} objects: the history rides in
 * every entity representation the gateway sends, and flat scalars are far cheaper to copy,
 * transform and serialise there (bench/RESULTS.md, comparison b).
 */
import { Directive, Field, Float, ObjectType } from "type-graphql";

/** Sessions published: 12-1 momentum needs a year plus a month. */
export const CLOSE_HISTORY_SESSIONS = 300;

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
