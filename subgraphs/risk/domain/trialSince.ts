/**
 * The `since` of svc_v3_validation_trial_count: an ISO 8601 lower bound on submitted_at. A date
 * (YYYY-MM-DD) means its 00:00 UTC; a date-time must carry its offset (Z or ±HH:MM), since the
 * registry's instants are UTC and a local time would be ambiguous. Anything else is refused.
 */
import { isCalendarDate } from "../../kit/validation.js";

export const SINCE_ACCEPTED =
  "ISO 8601: YYYY-MM-DD (00:00 UTC) or YYYY-MM-DDTHH:MM[:SS[.sss]] followed by Z or ±HH:MM";

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** The instant `since` names, or null when it is no ISO 8601 date or offset date-time. */
export function parseSince(since: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    return isCalendarDate(since) ? new Date(`${since}T00:00:00Z`) : null;
  }
  const match = DATE_TIME.exec(since);
  if (match === null || !isCalendarDate(match[1] as string)) return null;
  const instant = new Date(since);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
