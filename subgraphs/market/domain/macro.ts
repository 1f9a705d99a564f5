/**
 * Macro releases from FRED series: the latest observation of each series with its reference
 * period and its changes over 1 and 12 months (index levels: percent change; rates: percentage
 * points; payrolls: thousands of persons). Quarterly series (GDP) have no 1-month change: they
 * carry the change over one quarter and, for GDP, its annualised rate (the headline growth).
 *
 * The bundled files hold observation dates only (no release vintages), so `released` is null with
 * a reason rather than a guessed calendar date. Point in time, an observation is visible only once
 * its release has certainly happened: `publicationLagDays` after its reference period ends, a
 * bound no regular release schedule exceeds (see `visibleThrough`).
 */

export type ChangeKind = "percent" | "percentage_points" | "level";

export interface ReleaseSpec {
  key: string;
  name: string;
  seriesId: string | null;
  frequency: "monthly" | "quarterly";
  units: string;
  changeUnits: string;
  changeKind: ChangeKind;
  /**
   * Calendar days after the reference period ends by which the first release has always been
   * published on the agency's regular schedule (a government shutdown can delay it further).
   */
  publicationLagDays: number;
  /** Why there is no series, when seriesId is null. */
  notBundledReason?: string;
}

export const RELEASES: readonly ReleaseSpec[] = [
  {
    key: "cpi",
    // BLS CPI: 10th-15th of the next month.
    publicationLagDays: 20,
    name: "CPI, all items (SA)",
    seriesId: "CPIAUCSL",
    frequency: "monthly",
    units: "index_1982_84_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "core_cpi",
    // BLS CPI: 10th-15th of the next month.
    publicationLagDays: 20,
    name: "CPI less food and energy (SA)",
    seriesId: "CPILFESL",
    frequency: "monthly",
    units: "index_1982_84_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "pce",
    // BEA personal income and outlays: the last week of the next month.
    publicationLagDays: 35,
    name: "PCE price index",
    seriesId: "PCEPI",
    frequency: "monthly",
    units: "index_2017_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "core_pce",
    // BEA personal income and outlays: the last week of the next month.
    publicationLagDays: 35,
    name: "PCE price index less food and energy",
    seriesId: "PCEPILFE",
    frequency: "monthly",
    units: "index_2017_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "unemployment_rate",
    // BLS employment situation: the first Friday of the next month (at the latest the 8th or so).
    publicationLagDays: 10,
    name: "Unemployment rate",
    seriesId: "UNRATE",
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
  },
  {
    key: "nonfarm_payrolls",
    // BLS employment situation: the first Friday of the next month (at the latest the 8th or so).
    publicationLagDays: 10,
    name: "All employees, total nonfarm",
    seriesId: "PAYEMS",
    frequency: "monthly",
    units: "thousands_of_persons",
    changeUnits: "thousands_of_persons",
    changeKind: "level",
  },
  {
    key: "real_gdp",
    // BEA advance GDP estimate: about four weeks after the quarter ends.
    publicationLagDays: 35,
    name: "Real GDP (SAAR)",
    seriesId: "GDPC1",
    frequency: "quarterly",
    units: "billions_of_chained_2017_usd",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "nominal_gdp",
    // BEA advance GDP estimate: about four weeks after the quarter ends.
    publicationLagDays: 35,
    name: "GDP (SAAR)",
    seriesId: "GDP",
    frequency: "quarterly",
    units: "billions_of_usd",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "fed_funds_effective",
    // the monthly average, published on the next month's first business days.
    publicationLagDays: 5,
    name: "Effective federal funds rate (monthly average)",
    seriesId: "FEDFUNDS",
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
  },
  {
    key: "fed_funds_target_range",
    // no series bundled.
    publicationLagDays: 1,
    name: "Federal funds target range",
    seriesId: null,
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
    notBundledReason: "target_range_series_not_bundled (FRED DFEDTARL/DFEDTARU are not in the data)",
  },
];

/** First day of the month of a YYYY-MM-DD date. */
function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The newest observation date of a series visible on `today` (a US Eastern date): an observation
 * is visible once `lagDays` have passed since its reference period ended. FRED dates a monthly
 * observation by its month's first day and a quarterly one by its quarter's first day; a daily
 * observation's period is its own day.
 */
export function visibleThrough(
  frequency: "daily" | "monthly" | "quarterly",
  lagDays: number,
  today: string,
): string {
  const latestEnd = addDays(today, -lagDays);
  if (frequency === "daily") return latestEnd;
  // The newest period wholly ended by latestEnd is the one before the period holding the next day.
  const next = addDays(latestEnd, 1);
  if (frequency === "monthly") return shiftMonths(monthStart(next), -1);
  const quarterStartMonth = Math.floor((Number(next.slice(5, 7)) - 1) / 3) * 3 + 1;
  return shiftMonths(`${next.slice(0, 4)}-${String(quarterStartMonth).padStart(2, "0")}-01`, -3);
}

export const RELEASED_REASON = "release_dates_not_in_source (the FRED files hold observation dates only)";

export interface Observation {
  date: string;
  value: number | null;
}

export interface Release {
  key: string;
  name: string;
  seriesId: string | null;
  frequency: string;
  units: string;
  changeUnits: string;
  referencePeriod: string | null;
  observationDate: string | null;
  value: number | null;
  released: string | null;
  releasedReason: string;
  change_1m: number | null;
  change_12m: number | null;
  change_1q: number | null;
  change_1qAnnualized: number | null;
  nullReasons: Record<string, string>;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** YYYY-MM-01 shifted by whole months. */
export function shiftMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}${date.slice(7)}`;
}

export function referencePeriod(date: string, frequency: "monthly" | "quarterly"): string {
  if (frequency === "monthly") return date.slice(0, 7);
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

function change(kind: ChangeKind, now: number, before: number): number {
  if (kind === "percent") return round3((now / before - 1) * 100);
  return round3(now - before);
}

/** `observations` of one series in any order; nulls are dates the source lists without a value. */
export function buildRelease(spec: ReleaseSpec, observations: readonly Observation[]): Release {
  const base: Release = {
    key: spec.key,
    name: spec.name,
    seriesId: spec.seriesId,
    frequency: spec.frequency,
    units: spec.units,
    changeUnits: spec.changeUnits,
    referencePeriod: null,
    observationDate: null,
    value: null,
    released: null,
    releasedReason: RELEASED_REASON,
    change_1m: null,
    change_12m: null,
    change_1q: null,
    change_1qAnnualized: null,
    nullReasons: {},
  };
  const quarterly = spec.frequency === "quarterly";
  const periodFields = quarterly ? ["change_1m"] : ["change_1q", "change_1qAnnualized"];
  const notApplicable = Object.fromEntries(
    periodFields.map((f) => [f, quarterly ? "quarterly_series" : "monthly_series"]),
  );
  if (spec.seriesId === null) {
    const reason = spec.notBundledReason ?? "series_not_bundled";
    return {
      ...base,
      nullReasons: {
        seriesId: reason,
        referencePeriod: reason,
        observationDate: reason,
        value: reason,
        change_1m: reason,
        change_12m: reason,
        ...notApplicable,
      },
    };
  }
  const byDate = new Map(observations.map((o) => [o.date, o.value]));
  const latest = [...observations]
    .filter((o) => o.value !== null)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (latest === undefined || latest.value === null) {
    const reason = "no_observation_in_source";
    return {
      ...base,
      nullReasons: {
        referencePeriod: reason,
        observationDate: reason,
        value: reason,
        change_1m: reason,
        change_12m: reason,
        ...notApplicable,
      },
    };
  }
  const nullReasons: Record<string, string> = { ...notApplicable };
  const against = (months: number, field: string): number | null => {
    const date = shiftMonths(latest.date, -months);
    const before = byDate.get(date);
    if (before === undefined || before === null) {
      nullReasons[field] =
        before === undefined
          ? `no_observation_for_${date.slice(0, 7)}`
          : `value_missing_in_source_for_${date.slice(0, 7)}`;
      return null;
    }
    return change(spec.changeKind, latest.value as number, before);
  };
  const release: Release = {
    ...base,
    referencePeriod: referencePeriod(latest.date, spec.frequency),
    observationDate: latest.date,
    value: latest.value,
    change_12m: against(12, "change_12m"),
  };
  if (quarterly) {
    release.change_1q = against(3, "change_1q");
    const prior = byDate.get(shiftMonths(latest.date, -3));
    if (prior !== undefined && prior !== null && prior > 0) {
      release.change_1qAnnualized = round3(((latest.value / prior) ** 4 - 1) * 100);
    } else nullReasons.change_1qAnnualized = nullReasons.change_1q ?? "no_prior_quarter";
  } else {
    release.change_1m = against(1, "change_1m");
  }
  release.nullReasons = nullReasons;
  return release;
}
