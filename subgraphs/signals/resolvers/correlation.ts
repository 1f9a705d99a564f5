/**
 * signalCorrelation (svc_v2_signal_correlation, /api/v2/signals/correlation): the correlation
 * matrix of the seven voters' signals across the scored stocks of the newest book date the clock
 * sees (domain/correlation.ts).
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { bookStamp, openBookAtClock } from "../data/decisionBook.js";
import { bookRows } from "../data/signalsBook.js";
import { signalCorrelation } from "../domain/correlation.js";
import type { VoterName } from "../domain/voters.js";
import { SignalCorrelation } from "../types/correlation.js";

const METHOD =
  "Pearson's correlation across the book date's scored stocks of each pair of voters' percentiles (100 the most favourable), over the stocks where both are ranked: Spearman's rank correlation of the voters' values, each turned so that higher is more favourable.";

@Resolver()
export class SignalCorrelationResolver {
  @Query(() => SignalCorrelation, {
    description:
      "Operation svc_v2_signal_correlation: the correlation matrix of the voters' signals on the book date.",
  })
  async signalCorrelation(@Ctx() ctx: SubgraphContext<"signals">): Promise<SignalCorrelation> {
    const opened = await openBookAtClock(ctx);
    const rows = await bookRows(ctx.db, opened.book);
    const out = signalCorrelation(
      rows
        .filter((row) => row.blendedScore !== null)
        .map(
          (row) =>
            Object.fromEntries(row.voters.map((v) => [v.voter, v.percentile])) as Record<
              VoterName,
              number | null
            >,
        ),
    );
    return { ...out, ...bookStamp(opened), method: METHOD };
  }
}
