/**
 * The daily close history market publishes on Instrument for other domains to `@requires`
 * (signals' momentum, risk's volatility): they compute from prices without reading market's
 * tables. Declared once here so every subgraph spells the value type identically; `@shareable`
 * because more than one subgraph names it.
 */
import { Directive, Field, Float, ObjectType } from "type-graphql";

/** Sessions published: 12-1 momentum needs a year plus a month; risk needs a year. */
export const CLOSE_HISTORY_SESSIONS = 300;

/** The selection other subgraphs pass to `@requires`. */
export const CLOSE_HISTORY_REQUIRES = '@requires(fields: "closeHistory { basis closes { date close } }")';

@ObjectType({ description: "One session's close." })
@Directive("@shareable")
export class DailyClose {
  @Field(() => String, { description: "Session date, YYYY-MM-DD (US Eastern; UTC day for crypto)." })
  date!: string;

  @Field(() => Float)
  close!: number;
}

@ObjectType({ description: `The last ${CLOSE_HISTORY_SESSIONS} daily closes, oldest first.` })
@Directive("@shareable")
export class CloseHistory {
  @Field(() => String, {
    description: "How the closes are adjusted: split_dividend_adjusted, split_adjusted or unadjusted.",
  })
  basis!: string;

  @Field(() => [DailyClose])
  closes!: DailyClose[];
}
