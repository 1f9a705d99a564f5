/** Calendar-day arithmetic on YYYY-MM-DD dates (UTC, so no zone or daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
