import { ServiceError } from "../../../core/errors.js";
import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { type CompanyFacts, factsByCik } from "../data/facts.js";

/**
 * Facts are held for the company, but none was filed by the request's clock (point in time:
 * data/facts.ts). For the routes this is the same as none held at that instant, with its own word.
 */
export const NO_FACTS_FILED_YET = "no_sec_facts_filed_as_of_clock";

/** Per request: the CIKs whose held facts were all filed after the clock. */
const unfiledByContext = new WeakMap<SubgraphContext<"fundamentals">, Set<string>>();

/** The company's SEC facts visible at the request's clock; null when none (see noFactsReason). */
export async function factsOf(
  ctx: SubgraphContext<"fundamentals">,
  instrument: InstrumentRow,
): Promise<CompanyFacts | null> {
  if (!instrument.cik) return null;
  const facts = await ctx.loaders.get(factsByCik).load(instrument.cik);
  if (facts && facts.facts.length === 0) {
    const unfiled = unfiledByContext.get(ctx) ?? new Set<string>();
    unfiled.add(instrument.cik);
    unfiledByContext.set(ctx, unfiled);
    return null;
  }
  return facts;
}

/**
 * Why factsOf gave null: no CIK, no companyfacts file held, or (after factsOf in the same request)
 * facts held but none filed by the clock.
 */
export function noFactsReason(ctx: SubgraphContext<"fundamentals">, row: InstrumentRow): string {
  if (!row.cik) return "no_sec_cik";
  return unfiledByContext.get(ctx)?.has(row.cik) ? NO_FACTS_FILED_YET : "no_sec_companyfacts_held";
}

/** A statement list without SEC facts: no rows, and why (the bundles embed it; routes refuse first). */
export function noStatements(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: string,
  units: Record<string, string>,
) {
  const status = noFactsReason(ctx, row);
  return {
    ticker: row.ticker,
    period,
    count: 0,
    items: [],
    quartersMissing: [],
    newerFilingAvailable: null,
    newerFilingAvailableReason: status,
    source: null,
    status,
    units,
  };
}

/**
 * The instrument, once its SEC companyfacts are known to be held. spec/01: a missing feed is a
 * 503, never an empty list, so a facts-based route refuses (not billed) rather than answer 200
 * with no rows. Bundles (company_full, full) embed the parts null with a status instead.
 */
export async function withHeldFacts(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<InstrumentRow> {
  await heldFacts(ctx, row);
  return row;
}

/** The company's SEC facts, or the 503 of withHeldFacts. */
export async function heldFacts(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<CompanyFacts> {
  const facts = await factsOf(ctx, row);
  if (facts) return facts;
  const reason = noFactsReason(ctx, row);
  const what =
    reason === NO_FACTS_FILED_YET
      ? `No SEC facts held for ${row.ticker} were filed by ${filingsVisibleThrough(ctx.clock.now())} (the request's clock)`
      : `No SEC companyfacts are held for ${row.ticker}${row.cik ? ` (CIK ${row.cik})` : " (no SEC CIK)"}`;
  throw new ServiceError("dataset_unavailable", `${what}; nothing was charged.`, {
    retryAfterS: null,
    extra: { ticker: row.ticker, dataset: "sec_companyfacts", reason },
  });
}
