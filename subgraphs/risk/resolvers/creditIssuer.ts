/**
 * The issuer credit routes (credit/{ticker}, bonds, CDS history, ratings, loans): no such source is
 * bundled (data/sample/PROVENANCE.md lists none). Each route is real — the ticker proven first (404
 * unknown_ticker), plan and metering enforced by the gateway (402) — and only then asks its provider,
 * which answers the honest 503 upstream_unavailable (not billed) until a source is connected
 * (kit/providers.ts). Each is one instrumentOperation, so Instrument carries the same fields.
 */
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { notConfiguredProvider } from "../../kit/providers.js";
import {
  CreditBonds,
  CreditCdsHistory,
  CreditIssuer,
  CreditLoans,
  CreditRatings,
} from "../types/creditIssuer.js";
import { Instrument } from "../types/instrument.js";

interface IssuerRequest {
  ticker: string;
}

export const creditProviders = {
  issuer: notConfiguredProvider<IssuerRequest, CreditIssuer>("credit_issuer_profile", {
    dataset: "issuer credit profile",
  }),
  bonds: notConfiguredProvider<IssuerRequest, CreditBonds>("corporate_bonds", {
    dataset: "corporate bond reference and pricing",
  }),
  cds: notConfiguredProvider<IssuerRequest, CreditCdsHistory>("cds_spreads", { dataset: "CDS spread" }),
  ratings: notConfiguredProvider<IssuerRequest, CreditRatings>("credit_ratings", {
    dataset: "credit rating",
  }),
  loans: notConfiguredProvider<IssuerRequest, CreditLoans>("syndicated_loans", {
    dataset: "syndicated loan",
  }),
};

const unavailable = (what: string) => (operation: string) =>
  `${what} (${operation}); null while no source is configured.`;

export const CreditIssuerResolver = instrumentOperation<"risk">(Instrument, {
  field: "creditIssuer",
  summary: "an issuer's credit profile. No source is configured (503, not billed).",
  instrumentDescription: unavailable("Issuer credit profile"),
  returns: () => CreditIssuer,
  resolve: (_ctx, row) => creditProviders.issuer.fetch({ ticker: row.ticker }),
});

export const CreditBondsResolver = instrumentOperation<"risk">(Instrument, {
  field: "creditBonds",
  summary: "an issuer's outstanding bonds. No source is configured (503, not billed).",
  instrumentDescription: unavailable("Issuer bonds"),
  returns: () => CreditBonds,
  resolve: (_ctx, row) => creditProviders.bonds.fetch({ ticker: row.ticker }),
});

export const CreditCdsHistoryResolver = instrumentOperation<"risk">(Instrument, {
  field: "creditCdsHistory",
  summary: "an issuer's CDS spread history. No source is configured (503, not billed).",
  instrumentDescription: unavailable("CDS spread history"),
  returns: () => CreditCdsHistory,
  resolve: (_ctx, row) => creditProviders.cds.fetch({ ticker: row.ticker }),
});

export const CreditRatingsResolver = instrumentOperation<"risk">(Instrument, {
  field: "creditRatings",
  summary: "an issuer's credit ratings. No source is configured (503, not billed).",
  instrumentDescription: unavailable("Credit ratings"),
  returns: () => CreditRatings,
  resolve: (_ctx, row) => creditProviders.ratings.fetch({ ticker: row.ticker }),
});

export const CreditLoansResolver = instrumentOperation<"risk">(Instrument, {
  field: "creditLoans",
  summary: "an issuer's syndicated loans. No source is configured (503, not billed).",
  instrumentDescription: unavailable("Syndicated loans"),
  returns: () => CreditLoans,
  resolve: (_ctx, row) => creditProviders.loans.fetch({ ticker: row.ticker }),
});
