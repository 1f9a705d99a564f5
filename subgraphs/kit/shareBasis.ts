/**
 * The descriptions of the share-basis pair every answer carrying prices states (issue 29: a figure
 * served at an instant is adjusted only for the corporate actions effective on or before it), so
 * the market and signals types that carry it say one thing. Values: subgraphs/market/domain/
 * corporateActions.ts ShareBasis.
 */
export const SHARE_BASIS_DESCRIPTION =
  "What the prices are adjusted for at the instant served: as_traded (each on its own day's share basis: no held split between them and the instant), split_adjusted_as_of (on share_basis_as_of's share basis: the held splits effective on or before it applied, none after), or source_adjusted_as_of (as the source adjusted them through share_basis_as_of, which can be after the instant: for splits, and dividends where adjustment_basis or price_basis says so; not put back, as the split history or the dividend factors behind it are not held).";

export const SHARE_BASIS_AS_OF_DESCRIPTION = "The date whose share basis share_basis names, YYYY-MM-DD.";
