/**
 * The copilot portfolio's weighted figures: pure arithmetic over what the graph answered for each
 * position (its signal row, its risk profile, its price), with known-answer tests. No I/O.
 *
 * Two kinds of figure, and the rule for a position the graph holds no input for:
 *
 * - **Averages over the positions that have the input** (signal alignment, book agreement): a
 *   weighted average of the ranked positions is a fact about those positions, so it is computed
 *   over them, normalised by their gross weight, and `*_coverage` says how much of the book they
 *   are. Null (with its reason) only when no position has the input.
 * - **Sums over the whole book** (beta exposure, the volatility bound): a sum that leaves a
 *   position out is another book's, so it is null, naming the positions without the input, unless
 *   every position has it.
 *
 * Weights are signed fractions of the portfolio's net asset value (negative: short). Given as
 * quantities, a position's weight is its market value (quantity × price) over the book's gross
 * market value Σ|quantity × price|, since no NAV is given: gross exposure is then 1.
 */

export type Direction = "LONG" | "SHORT" | "NEUTRAL";

export interface PositionInput {
  ticker: string;
  /** Signed weight; null when it could not be established (a quantity without a price). */
  weight: number | null;
  /** The signals book's blended score, −1..+1; null when the book does not rank the ticker. */
  blendedScore: number | null;
  /** The book's side for the ticker (from its decile); null when not ranked. */
  direction: Direction | null;
  /** Beta of daily returns to SPY; null when not established. */
  betaToSpy: number | null;
  /** Annualised volatility of daily log returns, a fraction; null when not established. */
  annualisedVolatility: number | null;
}

export interface PortfolioFigures {
  positions: number;
  /** Σ|w|, Σw, Σ of the long weights, Σ|w| of the short weights; null when a weight is unknown. */
  grossExposure: number | null;
  netExposure: number | null;
  longExposure: number | null;
  shortExposure: number | null;
  /** Σ wᵢ·scoreᵢ ÷ Σ|wᵢ| over the ranked positions: +1 every long the best, every short the worst. */
  signalAlignment: number | null;
  /** Share of the gross weight in ranked positions, and how many they are. */
  signalCoverage: number | null;
  signalPositions: number;
  /** Shares of the ranked gross weight on the book's side (long a LONG, short a SHORT) and against it. */
  bookAgreement: number | null;
  bookOpposition: number | null;
  /** Σ wᵢ·βᵢ: the book's beta to SPY, in units of NAV; null unless every position has a beta. */
  betaToSpy: number | null;
  /** Σ|wᵢ|·σᵢ: the volatility were every pair perfectly correlated the wrong way (an upper bound). */
  volatilityBound: number | null;
  /** Why a figure is null, by figure (camelCase field names). */
  nullReasons: Record<string, string>;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Weights from quantities and prices: market value over gross market value (null without a price). */
export function weightsFromQuantities(
  quantities: readonly number[],
  prices: readonly (number | null)[],
): { weights: (number | null)[]; marketValues: (number | null)[]; missing: number[] } {
  const marketValues = quantities.map((quantity, i) => {
    const price = prices[i];
    return price === null || price === undefined ? null : quantity * price;
  });
  const missing = marketValues.flatMap((value, i) => (value === null ? [i] : []));
  const gross = sum(marketValues.map((value) => Math.abs(value ?? 0)));
  const weights = marketValues.map((value) =>
    missing.length > 0 || gross === 0 || value === null ? null : value / gross,
  );
  return { weights, marketValues, missing };
}

/** A sum over the whole book, or null naming the positions without the input. */
function bookSum(
  positions: readonly PositionInput[],
  term: (position: PositionInput, weight: number) => number | null,
): { value: number | null; missing: string[] } {
  const terms = positions.map((position) =>
    position.weight === null ? null : term(position, position.weight),
  );
  const missing = positions.filter((_, i) => terms[i] === null).map((position) => position.ticker);
  return { value: missing.length > 0 ? null : sum(terms as number[]), missing };
}

export function portfolioFigures(positions: readonly PositionInput[]): PortfolioFigures {
  const nullReasons: Record<string, string> = {};
  const unweighted = positions.filter((position) => position.weight === null).map((p) => p.ticker);
  const weights = positions.map((position) => position.weight ?? 0);
  const gross = sum(weights.map(Math.abs));
  const exposures =
    unweighted.length > 0
      ? { grossExposure: null, netExposure: null, longExposure: null, shortExposure: null }
      : {
          grossExposure: gross,
          netExposure: sum(weights),
          longExposure: sum(weights.filter((w) => w > 0)),
          shortExposure: sum(weights.filter((w) => w < 0).map(Math.abs)),
        };
  if (unweighted.length > 0) {
    for (const figure of ["grossExposure", "netExposure", "longExposure", "shortExposure"])
      nullReasons[figure] = `no_weight_for:${unweighted.join(",")}`;
  }

  const ranked = positions.filter(
    (position): position is PositionInput & { weight: number; blendedScore: number } =>
      position.weight !== null && position.blendedScore !== null,
  );
  const rankedGross = sum(ranked.map((position) => Math.abs(position.weight)));
  const agreeing = ranked.filter(
    (p) => (p.weight > 0 && p.direction === "LONG") || (p.weight < 0 && p.direction === "SHORT"),
  );
  const opposing = ranked.filter(
    (p) => (p.weight > 0 && p.direction === "SHORT") || (p.weight < 0 && p.direction === "LONG"),
  );
  const share = (list: readonly { weight: number }[]) =>
    sum(list.map((p) => Math.abs(p.weight))) / rankedGross;
  const noneRanked = ranked.length === 0 || rankedGross === 0;
  if (noneRanked) {
    const reason =
      unweighted.length === positions.length ? "no_weights" : "no_position_ranked_by_the_signals_book";
    nullReasons.signalAlignment = reason;
    nullReasons.bookAgreement = reason;
    nullReasons.bookOpposition = reason;
  }
  if (unweighted.length > 0) nullReasons.signalCoverage = `no_weight_for:${unweighted.join(",")}`;

  const beta = bookSum(positions, (position, weight) =>
    position.betaToSpy === null ? null : weight * position.betaToSpy,
  );
  if (beta.value === null) nullReasons.betaToSpy = reasonFor(positions, beta.missing, "no_beta_for");
  const volatility = bookSum(positions, (position, weight) =>
    position.annualisedVolatility === null ? null : Math.abs(weight) * position.annualisedVolatility,
  );
  if (volatility.value === null)
    nullReasons.volatilityBound = reasonFor(positions, volatility.missing, "no_volatility_for");

  return {
    positions: positions.length,
    ...exposures,
    signalAlignment: noneRanked ? null : sum(ranked.map((p) => p.weight * p.blendedScore)) / rankedGross,
    signalCoverage: unweighted.length > 0 ? null : gross === 0 ? 0 : rankedGross / gross,
    signalPositions: ranked.length,
    bookAgreement: noneRanked ? null : share(agreeing),
    bookOpposition: noneRanked ? null : share(opposing),
    betaToSpy: beta.value,
    volatilityBound: volatility.value,
    nullReasons,
  };
}

/** A sum's null reason: the positions without a weight first (no term can be formed), else without the input. */
function reasonFor(positions: readonly PositionInput[], missing: readonly string[], prefix: string): string {
  const unweighted = positions
    .filter((p) => p.weight === null && missing.includes(p.ticker))
    .map((p) => p.ticker);
  return unweighted.length > 0 ? `no_weight_for:${unweighted.join(",")}` : `${prefix}:${missing.join(",")}`;
}
