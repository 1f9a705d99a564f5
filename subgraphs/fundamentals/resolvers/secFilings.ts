import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { TICKER_ARG } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";
import { heldFilingsByCik } from "../data/secFilings.js";
import { type FilingItem, type FilingsIndex, filingsIndex } from "../domain/secFilings.js";
import { Instrument } from "../types/instrument.js";
import type { SecFilingItem } from "../types/secFilings.js";
import { SecFiling, SecFilings } from "../types/secFilings.js";

/**
 * The filings index of a company whose submissions JSON is held. Not holding it is a missing
 * feed (503 dataset_unavailable, not billed), never an empty list: the company does file.
 */
async function indexOf(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  options: { formType: string | null; limit: number },
): Promise<{ cik: string; index: FilingsIndex }> {
  const held = row.cik ? await ctx.loaders.get(heldFilingsByCik).load(row.cik) : [];
  if (!row.cik || held.length === 0) {
    throw new ServiceError(
      "dataset_unavailable",
      `No SEC submissions index is held for ${row.ticker}${row.cik ? ` (CIK ${row.cik})` : " (no SEC CIK)"}; nothing was charged.`,
      { retryAfterS: null, extra: { ticker: row.ticker, dataset: "sec_submissions" } },
    );
  }
  return { cik: row.cik, index: filingsIndex(row.cik, held, options) };
}

/**
 * Why an index entry's fields are null: EDGAR's submissions JSON leaves them empty for this filing
 * (no report period for a Form 4, no primary-document description); item numbers are an 8-K's.
 */
function itemNullReasons(f: FilingItem): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const [field, value] of Object.entries(f))
    if (value === null && field !== "acceptedDate") reasons[field] = "not_in_sec_submissions_entry";
  if (f.items === null && !/^8-K/.test(f.form)) reasons.items = "items_apply_to_8k_only";
  return reasons;
}

const item = (f: FilingItem): SecFilingItem => ({
  ...f,
  accessionNumber: f.accession,
  nullReasons: itemNullReasons(f),
});

function formTypeOf(name: string, value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 20)
    throw invalidArgument(name, "is not a form type", "an SEC form such as 10-K, 8-K, 4");
  return trimmed.toUpperCase();
}

async function filingsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  form: string | null,
  limit: number,
): Promise<SecFilings> {
  const { cik, index } = await indexOf(ctx, row, { formType: form, limit });
  const nullReasons: Record<string, string> = {};
  if (index.newestItemDate === null) nullReasons.newestItemDate = "no_matching_filing_held";
  if (index.searchedBackTo === null) nullReasons.searchedBackTo = "no_filing_held";
  return { ticker: row.ticker, cik, formType: form, ...index, items: index.items.map(item), nullReasons };
}

export const SecFilingsResolver = instrumentOperation<
  "fundamentals",
  { limit: number; formType: string | null }
>(Instrument, {
  field: "secFilings",
  summary: "the SEC filings index, newest first.",
  instrumentDescription: (operation) =>
    `The instrument's SEC filings index (${operation}); null when its submissions are not held.`,
  returns: () => SecFilings,
  args: {
    limit: {
      type: () => Int,
      default: 20,
      range: [1, 200],
      description: "Most filings listed (1–200), newest first.",
    },
    formType: { type: () => String, description: "Exact SEC form (10-K, 8-K, 4, ...)." },
  },
  resolve: (ctx, row, { limit, formType }) => filingsFor(ctx, row, formTypeOf("form_type", formType), limit),
});

@Resolver()
export class SecFilingResolver {
  @Query(() => SecFiling, {
    description: "Operation svc_v3_sec_filing: the newest filing of one form type, with its EDGAR links.",
  })
  async secFiling(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("filingType", () => String, {
      description: "The SEC form type asked for (10-K, 8-K, 4, …; any case, at most 20 characters).",
    })
    filingType: string,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<SecFiling> {
    const form = formTypeOf("filing_type", filingType) as string;
    const row = await requireInstrument(ctx, ticker);
    const { cik, index } = await indexOf(ctx, row, { formType: form, limit: 1 });
    const newest = index.items[0];
    return {
      ticker: row.ticker,
      cik,
      filingType: form,
      source: index.source,
      isPartial: index.isPartial,
      searchedBackTo: index.searchedBackTo,
      total: index.total,
      filing: newest ? item(newest) : null,
      filingReason: newest ? null : "no_filing_of_type_held",
    };
  }
}
