/**
 * intel's 13F holders of one stock as another domain may read them (docs/DESIGN.md §3):
 * fundamentals' bundle (`fundamentals/full`'s holders block) serves exactly what
 * svc_v3_fundamentals_institutional_ownership serves, with its staleness and coverage fields
 * (data/holders.ts). It takes the caller's handle and reads intel's tables on it; nothing here
 * writes. A stock no held filing maps to is not an empty list (that would claim "no holders" when
 * a handful of filers is held) but the reason it has none.
 */

import type { Clock } from "../../../core/clock.js";
import { ServiceError } from "../../../core/errors.js";
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import { institutionalOwnershipOf } from "../data/holders.js";
import type { InstitutionalOwnership } from "../types/ownership.js";

/** The one declaration of the holders shape (intel's type), for the bundle's field. */
export { InstitutionalOwnership } from "../types/ownership.js";

export type HoldersBlock =
  | { holders: InstitutionalOwnership; status: null }
  | {
      holders: null;
      /** no_13f_holding_held, cusip_not_mapped, or the archive's 503 code (upstream_dead_no_archive, archive_read_failed, archive_read_timeout). */
      status: string;
    };

/** The top `limit` holders of `ticker` at the clock, or why there are none. */
export async function institutionalHolders(
  given: { db: AnyWarehouse; clock: Clock },
  ticker: string,
  limit: number,
): Promise<HoldersBlock> {
  const ctx = { db: asOwner("intel", given.db), clock: given.clock };
  try {
    return { holders: await institutionalOwnershipOf(ctx, { ticker }, limit), status: null };
  } catch (error) {
    // The bundle keeps its other parts: the refusal institutional_ownership would answer becomes
    // this block's reason (dataset_unavailable's own reason when it gives one).
    if (!(error instanceof ServiceError)) throw error;
    const reason = error.extra.reason;
    return { holders: null, status: typeof reason === "string" ? reason : error.errorCode };
  }
}
