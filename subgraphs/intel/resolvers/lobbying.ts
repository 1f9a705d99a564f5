/**
 * svc_v3_intel_lobbying (Query.lobbying and Instrument.lobbying; docs/INTEL.md "Lobbying"): the
 * LDA filings of the clients attributed to a stock, from Quiver's extract and the Senate's own
 * XML merged into one row per report (domain/lobbying.ts), visible by the clock's Eastern day. A
 * stock no client is attributed to is 503 dataset_unavailable (an empty list would claim it never
 * lobbied); a table that cannot be read is 503 dataset_unavailable too.
 */
import { Int } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { limitArg } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { clientsOf, visibleLobbying } from "../data/lobbying.js";
import { readFeed } from "../data/readFailures.js";
import { lobbyingFilings } from "../domain/lobbying.js";
import { Instrument } from "../types/instrument.js";
import { Lobbying } from "../types/lobbying.js";

const UNREADABLE = {
  what: "lobbying disclosures",
  dataset: "lobbying_reports",
  reason: "lobbying_reports_unreadable",
  billing: "not_billed",
} as const;

export const LobbyingResolver = instrumentOperation<"intel", { limit: number }>(Instrument, {
  field: "lobbying",
  summary: "Lobbying Disclosure Act filings of the clients attributed to the stock, newest first.",
  instrumentDescription: (operation) =>
    `Lobbying filings (${operation}); null when no lobbying client is attributed to the stock.`,
  returns: () => Lobbying,
  args: { limit: { type: () => Int, default: 50, range: [1, 500], description: limitArg(1, 500) } },
  async resolve(ctx, row, { limit }): Promise<Lobbying> {
    const day = easternDate(ctx.clock.now());
    const clients = await readFeed(UNREADABLE, () => clientsOf(ctx.db, row.ticker));
    if (clients.length === 0) {
      throw datasetNotHeld(
        row.ticker,
        "lobbying_reports",
        "no_lobbying_client_attributed",
        "lobbying client attributed",
      );
    }
    const filings = lobbyingFilings(
      await readFeed(UNREADABLE, () => visibleLobbying(ctx.db, row.ticker, day)),
    );
    const items = filings.slice(0, limit);
    const both = filings.filter((f) => f.sources.length === 2).length;
    const senate = filings.filter((f) => f.sources.includes("senate_lda")).length;
    const nullReasons: Record<string, string> =
      filings.length === 0 ? { dataFrom: "no_filing_visible", dataThrough: "no_filing_visible" } : {};
    return {
      ticker: row.ticker,
      asOf: day,
      count: items.length,
      filingsAvailable: filings.length,
      items,
      clientNames: clients,
      dataFrom: filings[filings.length - 1]?.filingDate ?? null,
      dataThrough: filings[0]?.filingDate ?? null,
      sourceCounts: { senateLdaOnly: senate - both, quiverOnly: filings.length - senate, both },
      units: { amount: "usd" },
      nullReasons,
      coverageNote: [
        `Filings by the client names Quiver attributes to ${row.ticker} (${clients.join("; ")}), from Quiver's extract of the Senate LDA filings and the Senate's own LDA XML for filings received 2007-10-01..2007-12-31; a Senate filing belongs to the stock only when its client is one of those names (upper case, whitespace collapsed), never by a guess at a similar name.`,
        "One report held by both sources is one row (the Senate's record, sources naming both).",
        "An amount is the LD-2's income (an outside registrant's) or expenses (a client filing for itself) as filed; registrations report none, a report below the threshold states none, and Quiver's 0 stands for all of these, so it is null with amount_reason, never 0.",
        "A filing is visible from the day after its filing date.",
      ].join(" "),
    };
  },
});
