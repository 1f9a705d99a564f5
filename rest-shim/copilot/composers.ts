/**
 * The copilot's composers (rest-shim/composer.ts), by the name the catalogue gives them. A
 * composer runs where the gateway's answer is read, after the route's one persisted document
 * gathered every position's parts through the gateway: the subgraphs stay independent, and the
 * arithmetic across their answers is a pure function here (portfolio.ts), tested by known answers.
 */

import { normaliseTicker } from "../../core/ticker.js";
import { invalidArgument } from "../../subgraphs/kit/validation.js";
import type { Composer, Composers, PartFailure } from "../composer.js";
import { partError } from "../documentAnswer.js";
import { type Direction, type PositionInput, portfolioFigures, weightsFromQuantities } from "./portfolio.js";

/** What a position of the portfolio document answers (REST keys), as the composer reads it. */
interface PositionData {
  ticker: string;
  price_snapshot?: { price?: number } | null;
  signal?: { blended_score?: number; direction?: string; as_of?: string; is_stale?: boolean } | null;
  risk_profile?: {
    beta_to_spy?: number | null;
    annualised_volatility?: number | null;
    beta_window_start?: string | null;
    beta_window_end?: string | null;
    window_start?: string | null;
    window_end?: string | null;
  } | null;
  [key: string]: unknown;
}

/** Bounds of one position's size: ten times the NAV on one name, a billion shares. */
export const MAX_WEIGHT = 10;
export const MAX_QUANTITY = 1_000_000_000;

type Sizing = "weights" | "quantities" | "equal_weights";

const WEIGHTS_BASIS: Record<Sizing, string> = {
  weights: "as given: signed fractions of the portfolio's net asset value (negative: short)",
  quantities:
    "quantity × price ÷ Σ|quantity × price|: market value over the book's gross market value (no net asset value is given)",
  equal_weights: "equal weights, long: 1/n per ticker listed (neither weights nor quantities given)",
};

const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.map(Number) : undefined;

function sizingOf(inputs: Readonly<Record<string, unknown>>): Sizing {
  if (inputs.weights !== undefined) return "weights";
  if (inputs.quantities !== undefined) return "quantities";
  return "equal_weights";
}

/** Each input entry's instrument, normalised as the graph normalises it; null for what is no symbol. */
function instrumentsOf(tickers: readonly string[]): (string | null)[] {
  return tickers.map((raw) => {
    try {
      return normaliseTicker(raw);
    } catch {
      return null; // not a symbol: the graph answers its 422 invalid_ticker
    }
  });
}

/**
 * The rules across tickers, weights and quantities. An instrument listed more than once is one
 * position of several lots, whose sizes add; lots that net to zero hold nothing and are refused.
 * The graph refuses unknown and malformed symbols itself.
 */
function check(inputs: Readonly<Record<string, unknown>>): void {
  const tickers = (inputs.tickers as string[] | undefined) ?? [];
  if (inputs.weights !== undefined && inputs.quantities !== undefined)
    throw invalidArgument(
      "quantities",
      "weights and quantities were both given",
      "one of weights, quantities",
    );
  for (const name of ["weights", "quantities"] as const) {
    const sizes = numbers(inputs[name]);
    if (sizes === undefined) continue;
    if (sizes.length !== tickers.length)
      throw invalidArgument(
        name,
        `${sizes.length} ${name} for ${tickers.length} tickers`,
        "one per ticker, in the order of tickers",
      );
    const zero = sizes.indexOf(0);
    if (zero >= 0)
      throw invalidArgument(
        name,
        `${name}[${zero}] is 0, which holds nothing`,
        "a nonzero number (negative: short)",
      );
    const net = new Map<string, number>();
    instrumentsOf(tickers).forEach((ticker, i) => {
      if (ticker !== null) net.set(ticker, (net.get(ticker) ?? 0) + (sizes[i] ?? 0));
    });
    const flat = [...net].find(([, size]) => size === 0);
    if (flat)
      throw invalidArgument(
        name,
        `the lots of ${flat[0]} net to 0, which holds nothing`,
        "lots of one instrument whose sizes add to a nonzero number",
      );
  }
}

/** One position: an instrument's data and the input entries (lots) that name it, in first-mention order. */
interface Lots {
  position: PositionData;
  indexes: number[];
}

function lotsOf(positions: readonly PositionData[]): Lots[] {
  const byTicker = new Map<string, Lots>();
  positions.forEach((position, i) => {
    const lots = byTicker.get(position.ticker);
    if (lots) lots.indexes.push(i);
    else byTicker.set(position.ticker, { position, indexes: [i] });
  });
  return [...byTicker.values()];
}

interface Sized {
  weights: (number | null)[];
  quantities: (number | null)[];
  marketValues: (number | null)[];
}

/** Each position's size: its lots' weights or quantities added; equal weights are 1/n per lot. */
function sized(sizing: Sizing, inputs: Readonly<Record<string, unknown>>, groups: readonly Lots[]): Sized {
  const lots = groups.reduce((count, group) => count + group.indexes.length, 0);
  const none = groups.map(() => null);
  const added = (sizes: readonly number[]) =>
    groups.map((group) => group.indexes.reduce((total, i) => total + (sizes[i] ?? 0), 0));
  if (sizing === "weights")
    return { weights: added(numbers(inputs.weights) ?? []), quantities: none, marketValues: none };
  if (sizing === "equal_weights")
    return {
      weights: groups.map((group) => group.indexes.length / lots),
      quantities: none,
      marketValues: none,
    };
  const quantities = added(numbers(inputs.quantities) ?? []);
  const prices = groups.map((group) => group.position.price_snapshot?.price ?? null);
  const { weights, marketValues } = weightsFromQuantities(quantities, prices);
  return { weights, quantities, marketValues };
}

const DIRECTIONS: readonly string[] = ["LONG", "SHORT", "NEUTRAL"];

function inputOf(position: PositionData, weight: number | null): PositionInput {
  const signal = position.signal ?? null;
  const risk = position.risk_profile ?? null;
  const direction = signal?.direction;
  return {
    ticker: position.ticker,
    weight,
    blendedScore: signal?.blended_score ?? null,
    direction: direction !== undefined && DIRECTIONS.includes(direction) ? (direction as Direction) : null,
    betaToSpy: risk?.beta_to_spy ?? null,
    annualisedVolatility: risk?.annualised_volatility ?? null,
  };
}

/** The REST spelling of the figures' camelCase keys. */
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function positionAnswer(
  group: Lots,
  index: number,
  sizing: Sizing,
  size: Sized,
  failures: readonly PartFailure[],
) {
  const { position } = group;
  // Every lot of an instrument carries the same parts: its first lot's failures are the position's.
  const own = failures.filter((failure) => failure.path[0] === group.indexes[0]);
  const nullReasons: Record<string, string> = Object.fromEntries(
    own.map((failure) => [failure.path.slice(1).join("."), failure.errorCode]),
  );
  const weight = size.weights[index] ?? null;
  if (sizing !== "quantities") {
    nullReasons.quantity = `sized_by_${sizing}`;
    nullReasons.market_value = `sized_by_${sizing}`;
  } else if (weight === null) {
    nullReasons.weight = position.price_snapshot ? "no_weight_without_every_price" : "no_price";
    if (size.marketValues[index] === null) nullReasons.market_value = "no_price";
  }
  return {
    ...position,
    side: (size.weights[index] ?? size.quantities[index] ?? 0) < 0 ? "short" : "long",
    weight,
    quantity: size.quantities[index] ?? null,
    market_value: size.marketValues[index] ?? null,
    lots: group.indexes.length,
    null_reasons: nullReasons,
    part_errors: own.map((failure) => partError({ ...failure, path: failure.path.slice(1) })),
  };
}

type RiskProfile = NonNullable<PositionData["risk_profile"]>;

/**
 * The window a book-wide figure was estimated over (issue 29: a 2016–2017 beta is not to stand
 * unnamed beside a volatility ending 2022): the earliest start and the latest end of the positions'
 * own windows, null with the figure's reason when the figure is null.
 */
function windowOf(
  figure: string,
  groups: readonly Lots[],
  value: unknown,
  keys: { start: keyof RiskProfile; end: keyof RiskProfile },
  reasons: Record<string, string>,
): Record<string, string | null> {
  const dates = (key: keyof RiskProfile) =>
    groups
      .map((group) => group.position.risk_profile?.[key])
      .filter((date): date is string => typeof date === "string")
      .sort();
  const [start, end] = [dates(keys.start)[0] ?? null, dates(keys.end).at(-1) ?? null];
  const held = value !== null && start !== null && end !== null;
  if (!held) {
    reasons[`${figure}_window_start`] = reasons[figure] ?? "no_window_held";
    reasons[`${figure}_window_end`] = reasons[figure] ?? "no_window_held";
  }
  return {
    [`${figure}_window_start`]: held ? start : null,
    [`${figure}_window_end`]: held ? end : null,
  };
}

function answer(inputs: Readonly<Record<string, unknown>>, root: unknown, failures: readonly PartFailure[]) {
  const groups = lotsOf((root as PositionData[]) ?? []);
  const sizing = sizingOf(inputs);
  const size = sized(sizing, inputs, groups);
  const figures = portfolioFigures(
    groups.map((group, i) => inputOf(group.position, size.weights[i] ?? null)),
  );
  const { nullReasons, ...values } = figures;
  const signals = groups.flatMap((group) => (group.position.signal ? [group.position.signal] : []));
  const asOf = signals
    .map((signal) => signal.as_of)
    .filter((date): date is string => typeof date === "string");
  const portfolioReasons = Object.fromEntries(
    Object.entries(nullReasons).map(([figure, reason]) => [snake(figure), reason]),
  );
  if (asOf.length === 0) {
    portfolioReasons.signal_as_of = "no_position_ranked_by_the_signals_book";
    portfolioReasons.signal_is_stale = "no_position_ranked_by_the_signals_book";
  }
  return {
    sizing,
    weights_basis: WEIGHTS_BASIS[sizing],
    positions: groups.map((group, i) => positionAnswer(group, i, sizing, size, failures)),
    portfolio: {
      ...Object.fromEntries(Object.entries(values).map(([figure, value]) => [snake(figure), value])),
      ...windowOf(
        "beta_to_spy",
        groups,
        values.betaToSpy,
        { start: "beta_window_start", end: "beta_window_end" },
        portfolioReasons,
      ),
      ...windowOf(
        "volatility_bound",
        groups,
        values.volatilityBound,
        { start: "window_start", end: "window_end" },
        portfolioReasons,
      ),
      signal_as_of: asOf.length > 0 ? asOf.sort().at(-1) : null,
      signal_is_stale: asOf.length > 0 ? signals.some((signal) => signal.is_stale === true) : null,
      null_reasons: portfolioReasons,
    },
  };
}

const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type, "null"] });
const REASONS = { type: "object", additionalProperties: { type: "string" } };

const FIGURES: Record<string, Record<string, unknown>> = {
  positions: { type: "integer", description: "Positions in the book." },
  gross_exposure: nullable({ type: "number", description: "Σ|weight|, in units of NAV." }),
  net_exposure: nullable({ type: "number", description: "Σ weight." }),
  long_exposure: nullable({ type: "number", description: "Σ of the long weights." }),
  short_exposure: nullable({ type: "number", description: "Σ|weight| of the short weights." }),
  signal_alignment: nullable({
    type: "number",
    description:
      "Σ weight × blended_score ÷ Σ|weight| over the positions the signals book ranks: +1 when every long is the book's " +
      "best-scored stock and every short its worst, −1 the reverse. An average of orderings, not a forecast.",
  }),
  signal_coverage: nullable({
    type: "number",
    description: "Share of the gross weight in positions the book ranks.",
  }),
  signal_positions: { type: "integer", description: "Positions the book ranks." },
  book_agreement: nullable({
    type: "number",
    description:
      "Share of the ranked gross weight on the book's side: long a LONG (deciles 8–10), short a SHORT (1–3).",
  }),
  book_opposition: nullable({
    type: "number",
    description: "Share of the ranked gross weight against the book's side: long a SHORT, short a LONG.",
  }),
  beta_to_spy: nullable({
    type: "number",
    description:
      "Σ weight × beta_to_spy: the book's beta to SPY in units of NAV; null unless every position has a beta.",
  }),
  volatility_bound: nullable({
    type: "number",
    description:
      "Σ|weight| × annualised_volatility: the book's volatility if every pair of positions moved together against it — an " +
      "upper bound (triangle inequality), not an estimate; null unless every position has a volatility.",
  }),
  beta_to_spy_window_start: nullable({
    type: "string",
    description:
      "The earliest first session of the positions' beta windows (risk_profile.beta_window_start).",
  }),
  beta_to_spy_window_end: nullable({
    type: "string",
    description:
      "The latest last session of the positions' beta windows: the betas can end earlier than the volatilities.",
  }),
  volatility_bound_window_start: nullable({
    type: "string",
    description: "The earliest first close of the positions' volatility windows (risk_profile.window_start).",
  }),
  volatility_bound_window_end: nullable({
    type: "string",
    description: "The latest last close of the positions' volatility windows (risk_profile.window_end).",
  }),
  signal_as_of: nullable({ type: "string", description: "The newest book date among the ranked positions." }),
  signal_is_stale: nullable({
    type: "boolean",
    description: "True when a ranked position's book row is stale.",
  }),
  null_reasons: { ...REASONS, description: "Why a figure is null." },
};

function schema(root: Record<string, unknown>): Record<string, unknown> {
  const item = (root.items ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  const position = {
    type: "object",
    properties: {
      ...item.properties,
      side: { type: "string", enum: ["long", "short"] },
      weight: nullable({ type: "number", description: "Signed weight (see weights_basis)." }),
      quantity: nullable({
        type: "number",
        description: "Signed quantity: its lots' added (quantities sizing).",
      }),
      market_value: nullable({ type: "number", description: "quantity × price (quantities sizing)." }),
      lots: {
        type: "integer",
        description:
          "Input entries naming this instrument: an instrument listed twice is one position, its sizes added.",
      },
      null_reasons: { ...REASONS, description: "Why a part or figure of the position is null." },
      part_errors: {
        type: "array",
        items: { type: "object", required: ["part", "error_code", "error_message", "status"] },
      },
    },
    required: [
      ...(item.required ?? []),
      "side",
      "weight",
      "quantity",
      "market_value",
      "lots",
      "null_reasons",
      "part_errors",
    ],
    additionalProperties: false,
  };
  return {
    type: "object",
    properties: {
      sizing: { type: "string", enum: ["weights", "quantities", "equal_weights"] },
      weights_basis: { type: "string" },
      positions: { type: "array", items: position },
      portfolio: {
        type: "object",
        properties: FIGURES,
        required: Object.keys(FIGURES),
        additionalProperties: false,
      },
    },
    required: ["sizing", "weights_basis", "positions", "portfolio"],
    additionalProperties: false,
  };
}

const portfolio: Composer = {
  params: [
    {
      name: "weights",
      type: "number",
      list: true,
      required: false,
      min: -MAX_WEIGHT,
      max: MAX_WEIGHT,
      description:
        "One signed weight per ticker, in their order: a fraction of the portfolio's net asset value (negative: short; nonzero).",
    },
    {
      name: "quantities",
      type: "number",
      list: true,
      required: false,
      min: -MAX_QUANTITY,
      max: MAX_QUANTITY,
      description:
        "Instead of weights: one signed quantity (shares, or units of a crypto pair) per ticker, in their order (nonzero).",
    },
  ],
  constraints: [
    {
      kind: "at_most_one_of",
      params: ["weights", "quantities"],
      description: "Size the book by weights or by quantities; neither: equal weights.",
    },
    {
      kind: "same_length",
      params: ["tickers", "weights", "quantities"],
      description: "One weight or quantity per ticker, in the order of tickers.",
    },
    {
      kind: "lots_add",
      params: ["tickers", "weights", "quantities"],
      description:
        "An instrument listed more than once is one position: its lots' sizes add, and must not net to 0.",
    },
  ],
  check,
  answer,
  schema,
};

export const COMPOSERS: Composers = { copilot_portfolio: portfolio };
