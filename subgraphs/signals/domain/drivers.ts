/**
 * A score's drivers: each voter's contribution ranked by size, with its share of everything that
 * moved the score and whether it raised or lowered it. Pure; the contributions come from the book.
 */
import type { VoterName } from "./voters.js";

export interface DriverInput {
  voter: VoterName;
  contribution: number | null;
}

export type Effect = "raises" | "lowers" | "none" | "not_ranked";

export interface RankedDriver<T extends DriverInput> {
  input: T;
  /** |contribution| ÷ Σ |contributions|; null when the voter is not ranked or nothing moved the score. */
  share: number | null;
  effect: Effect;
}

export function rankDrivers<T extends DriverInput>(inputs: readonly T[]): RankedDriver<T>[] {
  const total = inputs.reduce((sum, input) => sum + Math.abs(input.contribution ?? 0), 0);
  return inputs
    .map((input) => {
      const c = input.contribution;
      const effect: Effect = c === null ? "not_ranked" : c > 0 ? "raises" : c < 0 ? "lowers" : "none";
      return { input, share: c === null || total === 0 ? null : Math.abs(c) / total, effect };
    })
    .sort((a, b) => {
      const size = (d: RankedDriver<T>) =>
        d.input.contribution === null ? -1 : Math.abs(d.input.contribution);
      return size(b) - size(a);
    });
}
