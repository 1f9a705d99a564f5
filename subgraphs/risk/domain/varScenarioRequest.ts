/**
 * The body of POST /api/v3/risk/historical_var_scenario (spec/02), read exactly: the portfolio
 * shape and the history shape discriminated by `kind`, every bound, defaults applied, unknown
 * properties refused. GraphQL and REST callers send the same JSON objects (snake_case keys, as
 * spec/02 writes them), and both are read here, so both are refused alike; a refusal names the
 * property by its path (`portfolio.positions[2].side`).
 */

export type Side = "long" | "short";

export interface ScenarioPosition {
  permno: number;
  assetClass: "equity";
  currency: "USD";
  side: Side;
  marketValueUsd: number;
}

export interface PortfolioSnapshot {
  snapshotId: string;
  /** ISO 8601 date-time with an offset, as sent. */
  asOf: string;
  currency: "USD";
  navUsd: number;
  cashUsd: number;
  positions: ScenarioPosition[];
}

export const RETURN_BASIS = "total_return_including_distributions_and_delisting";

export interface SuppliedSeries {
  permno: number;
  values: number[];
}

export type ScenarioHistory =
  | { kind: "warehouse_archive"; start: string; end: string }
  | {
      kind: "supplied_total_returns";
      sourceLabel: string;
      returnBasis: typeof RETURN_BASIS;
      dates: string[];
      series: SuppliedSeries[];
    };

export const LIMITS = {
  snapshotIdLength: 128,
  sourceLabelLength: 128,
  positions: 20,
  series: 20,
  observations: 2520,
  usd: 1e12,
  permno: 99_999_999,
} as const;

/** What a refusal says: the property's path, what was wrong, what is accepted, and its code. */
export class RequestShapeError extends Error {
  constructor(
    readonly parameter: string,
    readonly problem: string,
    readonly accepted: string,
    readonly code: "validation_error" | "invalid_date" | "invalid_date_range" = "validation_error",
  ) {
    super(`${parameter}: ${problem}; accepted: ${accepted}.`);
    this.name = "RequestShapeError";
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The object at `path`, refusing properties not in `known` and a missing one of `required`. */
function objectAt(value: unknown, path: string, known: readonly string[], required: readonly string[]): Json {
  if (!isObject(value))
    throw new RequestShapeError(path, "must be a JSON object", `an object with ${known.join(", ")}`);
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new RequestShapeError(
      `${path}.${unknown[0]}`,
      `unknown propert${unknown.length > 1 ? "ies" : "y"} ${unknown.join(", ")}`,
      known.join(", "),
    );
  }
  for (const key of required) {
    if (value[key] === undefined || value[key] === null)
      throw new RequestShapeError(`${path}.${key}`, "is required", known.join(", "));
  }
  return value;
}

function text(value: unknown, path: string, maxLength: number): string {
  const accepted = `text of 1..${maxLength} characters`;
  if (typeof value !== "string") throw new RequestShapeError(path, "must be text", accepted);
  if (value.length < 1 || value.length > maxLength)
    throw new RequestShapeError(path, `${value.length} characters are out of range`, accepted);
  return value;
}

function constant<T extends string>(value: unknown, path: string, allowed: readonly T[], fallback?: T): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== "string" || !allowed.includes(value as T))
    throw new RequestShapeError(
      path,
      `${JSON.stringify(value)} is not allowed`,
      `one of ${allowed.join(", ")}`,
    );
  return value as T;
}

interface NumberRule {
  min: number;
  max: number;
  /** The minimum itself is refused ("above 0"). */
  exclusiveMin?: boolean;
  integer?: boolean;
}

function numberIn(value: unknown, path: string, rule: NumberRule): number {
  const kind = rule.integer ? "a whole number" : "a number";
  const accepted = Number.isFinite(rule.max)
    ? `${kind} ${rule.exclusiveMin ? "above" : "from"} ${rule.min} to ${rule.max}`
    : `${kind} of at least ${rule.min}`;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new RequestShapeError(path, `${JSON.stringify(value)} is not a number`, accepted);
  if (rule.integer && !Number.isInteger(value))
    throw new RequestShapeError(path, `${value} is not a whole number`, accepted);
  const low = rule.exclusiveMin ? value <= rule.min : value < rule.min;
  if (low || value > rule.max) throw new RequestShapeError(path, `${value} is out of range`, accepted);
  return value;
}

function arrayAt(value: unknown, path: string, min: number, max: number, item: string): unknown[] {
  const accepted = `an array of ${min}..${max} ${item}`;
  if (!Array.isArray(value)) throw new RequestShapeError(path, "must be an array", accepted);
  if (value.length < min || value.length > max)
    throw new RequestShapeError(path, `${value.length} items are out of range`, accepted);
  return value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dateAt(value: unknown, path: string): string {
  if (typeof value !== "string" || !isCalendarDay(value))
    throw new RequestShapeError(
      path,
      `${JSON.stringify(value)} is not a calendar date`,
      "YYYY-MM-DD",
      "invalid_date",
    );
  return value;
}

function dateTimeAt(value: unknown, path: string): string {
  const accepted = "an ISO 8601 date-time with an offset, e.g. 2021-03-31T20:00:00Z";
  const match = typeof value === "string" ? DATE_TIME.exec(value) : null;
  if (!match || !isCalendarDay(match[1] as string))
    throw new RequestShapeError(
      path,
      `${JSON.stringify(value)} is not a date-time`,
      accepted,
      "invalid_date",
    );
  return value as string;
}

const PERMNO: NumberRule = { min: 1, max: LIMITS.permno, integer: true };
const USD_ABOVE_ZERO: NumberRule = { min: 0, max: LIMITS.usd, exclusiveMin: true };

export function readPortfolio(value: unknown): PortfolioSnapshot {
  const known = ["snapshot_id", "as_of", "currency", "nav_usd", "cash_usd", "positions"];
  const body = objectAt(value, "portfolio", known, [
    "snapshot_id",
    "as_of",
    "nav_usd",
    "cash_usd",
    "positions",
  ]);
  // Read in the order spec/02 lists them, so a body with several faults is refused for the first.
  const snapshotId = text(body.snapshot_id, "portfolio.snapshot_id", LIMITS.snapshotIdLength);
  const asOf = dateTimeAt(body.as_of, "portfolio.as_of");
  const currency = constant(body.currency, "portfolio.currency", ["USD"], "USD");
  const navUsd = numberIn(body.nav_usd, "portfolio.nav_usd", USD_ABOVE_ZERO);
  const cashUsd = numberIn(body.cash_usd, "portfolio.cash_usd", { min: -LIMITS.usd, max: LIMITS.usd });
  const positions = arrayAt(body.positions, "portfolio.positions", 1, LIMITS.positions, "positions").map(
    (item, i): ScenarioPosition => {
      const path = `portfolio.positions[${i}]`;
      const position = objectAt(
        item,
        path,
        ["permno", "asset_class", "currency", "side", "market_value_usd"],
        ["permno", "side", "market_value_usd"],
      );
      return {
        permno: numberIn(position.permno, `${path}.permno`, PERMNO),
        assetClass: constant(position.asset_class, `${path}.asset_class`, ["equity"], "equity"),
        currency: constant(position.currency, `${path}.currency`, ["USD"], "USD"),
        side: constant(position.side, `${path}.side`, ["long", "short"]),
        marketValueUsd: numberIn(position.market_value_usd, `${path}.market_value_usd`, USD_ABOVE_ZERO),
      };
    },
  );
  const seen = new Map<number, number>();
  positions.forEach((position, i) => {
    const first = seen.get(position.permno);
    if (first !== undefined)
      throw new RequestShapeError(
        `portfolio.positions[${i}].permno`,
        `${position.permno} repeats portfolio.positions[${first}]`,
        "one position per permno",
      );
    seen.set(position.permno, i);
  });
  return { snapshotId, asOf, currency, navUsd, cashUsd, positions };
}

const KINDS = ["warehouse_archive", "supplied_total_returns"] as const;

export function readHistory(value: unknown): ScenarioHistory {
  if (!isObject(value))
    throw new RequestShapeError(
      "history",
      "must be a JSON object",
      `an object whose kind is ${KINDS.join(" or ")}`,
    );
  const kind = constant(value.kind, "history.kind", KINDS);
  if (kind === "warehouse_archive") {
    const body = objectAt(value, "history", ["kind", "start", "end"], ["kind", "start", "end"]);
    const start = dateAt(body.start, "history.start");
    const end = dateAt(body.end, "history.end");
    if (end < start)
      throw new RequestShapeError(
        "history.end",
        `${end} is before history.start ${start}`,
        "end on or after start",
        "invalid_date_range",
      );
    return { kind, start, end };
  }
  const known = ["kind", "source_label", "return_basis", "dates", "series"];
  const body = objectAt(value, "history", known, known);
  const sourceLabel = text(body.source_label, "history.source_label", LIMITS.sourceLabelLength);
  const returnBasis = constant(body.return_basis, "history.return_basis", [RETURN_BASIS]);
  const dates = arrayAt(body.dates, "history.dates", 1, LIMITS.observations, "dates").map((date, i) =>
    dateAt(date, `history.dates[${i}]`),
  );
  dates.forEach((date, i) => {
    if (i > 0 && date <= (dates[i - 1] as string))
      throw new RequestShapeError(
        `history.dates[${i}]`,
        `${date} does not follow ${dates[i - 1]}`,
        "dates in strictly ascending order",
      );
  });
  const series = arrayAt(body.series, "history.series", 1, LIMITS.series, "series").map(
    (item, i): SuppliedSeries => {
      const path = `history.series[${i}]`;
      const entry = objectAt(item, path, ["permno", "values"], ["permno", "values"]);
      const permno = numberIn(entry.permno, `${path}.permno`, PERMNO);
      const values = arrayAt(entry.values, `${path}.values`, 1, LIMITS.observations, "returns").map((v, j) =>
        numberIn(v, `${path}.values[${j}]`, { min: -1, max: Number.POSITIVE_INFINITY }),
      );
      if (values.length !== dates.length)
        throw new RequestShapeError(
          `${path}.values`,
          `${values.length} values for ${dates.length} dates`,
          "one value per date of history.dates",
        );
      return { permno, values };
    },
  );
  const seen = new Map<number, number>();
  series.forEach((entry, i) => {
    const first = seen.get(entry.permno);
    if (first !== undefined)
      throw new RequestShapeError(
        `history.series[${i}].permno`,
        `${entry.permno} repeats history.series[${first}]`,
        "one series per permno",
      );
    seen.set(entry.permno, i);
  });
  return { kind, sourceLabel, returnBasis, dates, series };
}

/**
 * The rules across the two: a supplied series for every position and none for a permno the
 * portfolio does not hold; nothing dated after `today` (the request's clock: a return not yet
 * observed cannot be history).
 */
export function checkAgainst(portfolio: PortfolioSnapshot, history: ScenarioHistory, today: string): void {
  if (portfolio.asOf.slice(0, 10) > today)
    throw new RequestShapeError(
      "portfolio.as_of",
      `${portfolio.asOf} is after today (${today})`,
      `a date-time on or before ${today}`,
    );
  if (history.kind === "warehouse_archive") {
    if (history.end > today)
      throw new RequestShapeError(
        "history.end",
        `${history.end} is after today (${today})`,
        `a date on or before ${today}`,
      );
    return;
  }
  const last = history.dates.at(-1) as string;
  if (last > today)
    throw new RequestShapeError(
      `history.dates[${history.dates.length - 1}]`,
      `${last} is after today (${today})`,
      `dates on or before ${today}`,
    );
  const held = new Set(portfolio.positions.map((position) => position.permno));
  const supplied = new Set(history.series.map((entry) => entry.permno));
  portfolio.positions.forEach((position, i) => {
    if (!supplied.has(position.permno))
      throw new RequestShapeError(
        `portfolio.positions[${i}].permno`,
        `no history.series for permno ${position.permno}`,
        "a series in history.series for every position's permno",
      );
  });
  history.series.forEach((entry, i) => {
    if (!held.has(entry.permno))
      throw new RequestShapeError(
        `history.series[${i}].permno`,
        `${entry.permno} is no position of the portfolio`,
        "series only for the portfolio's permnos",
      );
  });
}
