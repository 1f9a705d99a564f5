/**
 * SIC divisions (the SEC's Standard Industrial Classification, divisions A-J): the sector
 * taxonomy of the legacy snapshot. A code outside every range has no division.
 */
const DIVISIONS: ReadonlyArray<[number, number, string]> = [
  [100, 999, "Agriculture, Forestry and Fishing"],
  [1000, 1499, "Mining"],
  [1500, 1799, "Construction"],
  [2000, 3999, "Manufacturing"],
  [4000, 4999, "Transportation, Communications, Electric, Gas and Sanitary Services"],
  [5000, 5199, "Wholesale Trade"],
  [5200, 5999, "Retail Trade"],
  [6000, 6799, "Finance, Insurance and Real Estate"],
  [7000, 8999, "Services"],
  [9100, 9729, "Public Administration"],
  [9900, 9999, "Nonclassifiable"],
];

export function sicDivision(code: string | null): string | null {
  if (code === null || !/^\d{3,4}$/.test(code)) return null;
  const value = Number(code);
  return DIVISIONS.find(([from, to]) => value >= from && value <= to)?.[2] ?? null;
}
