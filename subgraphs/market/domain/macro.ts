/**
 * Macro releases from FRED series: the latest observation of each series with its reference
 * period and its changes over 1 and 12 months (index levels: percent change; rates: percentage
 * points; payrolls: thousands of persons). Quarterly series (GDP) have no 1-month change: they
 * carry the change over one quarter and, for GDP, its annualised rate (the headline growth).
 *
 * The bundled files hold observation dates only (no release vintages), so `released` is null with
 * a reason rather than a guessed calendar date. Point in time, an observation is visible only once
 * its release has certainly happened (core/publication.ts).
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
  /** Why there is no series, when seriesId is null. */
  notBundledReason?: string;
}

export const RELEASES: readonly ReleaseSpec[] = [
  {
    key: "cpi",
    name: "CPI, all items (SA)",
    seriesId: "CPIAUCSL",
    frequency: "monthly",
    units: "index_1982_84_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "core_cpi",
    name: "CPI less food and energy (SA)",
    seriesId: "CPILFESL",
    frequency: "monthly",
    units: "index_1982_84_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "pce",
    name: "PCE price index",
    seriesId: "PCEPI",
    frequency: "monthly",
    units: "index_2017_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "core_pce",
    name: "PCE price index less food and energy",
    seriesId: "PCEPILFE",
    frequency: "monthly",
    units: "index_2017_eq_100",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "unemployment_rate",
    name: "Unemployment rate",
    seriesId: "UNRATE",
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
  },
  {
    key: "nonfarm_payrolls",
    name: "All employees, total nonfarm",
    seriesId: "PAYEMS",
    frequency: "monthly",
    units: "thousands_of_persons",
    changeUnits: "thousands_of_persons",
    changeKind: "level",
  },
  {
    key: "real_gdp",
    name: "Real GDP (SAAR)",
    seriesId: "GDPC1",
    frequency: "quarterly",
    units: "billions_of_chained_2017_usd",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "nominal_gdp",
    name: "GDP (SAAR)",
    seriesId: "GDP",
    frequency: "quarterly",
    units: "billions_of_usd",
    changeUnits: "percent",
    changeKind: "percent",
  },
  {
    key: "fed_funds_effective",
    name: "Effective federal funds rate (monthly average)",
    seriesId: "FEDFUNDS",
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
  },
  {
    key: "fed_funds_target_range",
    name: "Federal funds target range",
    seriesId: null,
    frequency: "monthly",
    units: "percent",
    changeUnits: "percentage_points",
    changeKind: "percentage_points",
    notBundledReason: "target_range_series_not_bundled (FRED DFEDTARL/DFEDTARU are not in the data)",
  },
];

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
