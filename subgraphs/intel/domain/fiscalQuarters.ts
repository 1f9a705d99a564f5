/**
 * The US federal fiscal year (31 U.S.C. §1102: October 1 to September 30, named for the calendar
 * year it ends in) and its quarters: Q1 is October–December of the previous calendar year, Q2
 * January–March, Q3 April–June, Q4 July–September. Government-contract totals are reported on it
 * (spec/01 "Government contracts").
 */

export interface FiscalQuarter {
  fiscalYear: number;
  fiscalQuarter: 1 | 2 | 3 | 4;
  /** First day of the quarter, YYYY-MM-DD. */
  periodStart: string;
  /** Last day of the quarter, YYYY-MM-DD. */
  periodEnd: string;
}

const QUARTER_END_DAY: Record<number, string> = { 3: "03-31", 6: "06-30", 9: "09-30", 12: "12-31" };

/** The federal fiscal quarter a calendar day falls in. */
export function federalFiscalQuarter(date: string): FiscalQuarter {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (!Number.isInteger(year) || month < 1 || month > 12) throw new Error(`${date} is not a YYYY-MM-DD date`);
  // Calendar quarters starting in October belong to the next fiscal year.
  const firstMonth = month - ((month - 1) % 3);
  const fiscalYear = firstMonth === 10 ? year + 1 : year;
  const fiscalQuarter = (firstMonth === 10 ? 1 : (firstMonth - 1) / 3 + 2) as 1 | 2 | 3 | 4;
  const lastMonth = firstMonth + 2;
  return {
    fiscalYear,
    fiscalQuarter,
    periodStart: `${year}-${String(firstMonth).padStart(2, "0")}-01`,
    periodEnd: `${year}-${QUARTER_END_DAY[lastMonth]}`,
  };
}

export interface ContractAward {
  actionDate: string;
  amountUsd: number;
}

export interface QuarterTotal extends FiscalQuarter {
  amountUsd: number;
  awards: number;
}

/** Awards summed by federal fiscal quarter, newest quarter first. */
export function quarterlyTotals(awards: readonly ContractAward[]): QuarterTotal[] {
  const totals = new Map<string, QuarterTotal>();
  for (const award of awards) {
    const quarter = federalFiscalQuarter(award.actionDate);
    const key = `${quarter.fiscalYear}Q${quarter.fiscalQuarter}`;
    const total = totals.get(key) ?? { ...quarter, amountUsd: 0, awards: 0 };
    total.amountUsd += award.amountUsd;
    total.awards += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => (a.periodStart < b.periodStart ? 1 : -1));
}
