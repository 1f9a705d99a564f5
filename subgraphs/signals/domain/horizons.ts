/**
 * The horizons a multi-horizon request may name (spec/02 v2_multi_horizon_batch). The book is one
 * ordering weighted for 1-month returns (optimizer.ts: 21-session ICs), so only 1m carries a leg;
 * the others are answered null with the reason rather than given a leg the model does not make.
 */
export const HORIZONS = ["1d", "1w", "1m", "3m", "1y"] as const;
export type Horizon = (typeof HORIZONS)[number];
export const DEFAULT_HORIZONS: readonly Horizon[] = ["1m", "3m", "1y"];
export const MODELLED_HORIZON: Horizon = "1m";
export const HORIZON_NOT_MODELLED = "horizon_not_modelled";

export function isHorizon(value: string): value is Horizon {
  return (HORIZONS as readonly string[]).includes(value);
}

/** Trimmed, lower-cased and de-duplicated in the order given; `unknown` lists what is no horizon. */
export function readHorizons(raw: readonly string[]): { horizons: Horizon[]; unknown: string[] } {
  const horizons: Horizon[] = [];
  const unknown: string[] = [];
  for (const item of raw) {
    const value = item.trim().toLowerCase();
    if (value === "") continue;
    if (!isHorizon(value)) unknown.push(item);
    else if (!horizons.includes(value)) horizons.push(value);
  }
  return { horizons, unknown };
}
