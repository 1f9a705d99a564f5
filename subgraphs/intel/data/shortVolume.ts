/**
 * finra_short_volume as intel reads it: only sessions whose FINRA file is published by the
 * request's clock (core/publication.ts finraShortVolumeVisibleThrough) are ever selected.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { ShortVolumeRow } from "../domain/offExchange.js";

export const CONSOLIDATED = "CNMS";

/** The first and newest sessions of FINRA's consolidated file held and visible; null when none is. */
export async function consolidatedSpan(
  db: Warehouse<"intel">,
  visibleThrough: string,
): Promise<{ first: string; last: string } | null> {
  const span = await db
    .selectFrom("finra_short_volume")
    .select((eb) => [eb.fn.min<string>("date").as("first"), eb.fn.max<string>("date").as("last")])
    .where("facility", "=", CONSOLIDATED)
    .where("date", "<=", visibleThrough)
    .executeTakeFirst();
  return span?.first && span.last ? { first: span.first, last: span.last } : null;
}

/** One symbol's rows of the consolidated file (`consolidated`) or of the facility files, visible. */
export async function shortVolumeRows(
  db: Warehouse<"intel">,
  ticker: string,
  kind: "consolidated" | "facilities",
  visibleThrough: string,
): Promise<ShortVolumeRow[]> {
  return db
    .selectFrom("finra_short_volume")
    .select(["date", "facility", "market", "short_volume", "total_volume", "source_file"])
    .where("ticker", "=", ticker)
    .where("facility", kind === "consolidated" ? "=" : "<>", CONSOLIDATED)
    .where("date", "<=", visibleThrough)
    .orderBy("date")
    .execute();
}
