/**
 * lobbying_reports as intel reads it for one stock. A Senate LDA filing names a client, not a
 * stock: it belongs to a ticker when its client is one the ticker's Quiver file attributes to it
 * (the same name once upper-cased, whitespace collapsed: client_key). A filing is visible from the
 * day after its filing date, on the clock's Eastern day.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { LobbyingRecord } from "../domain/lobbying.js";

/** The client names attributed to the ticker (whatever the clock: the attribution is reference data). */
export async function clientsOf(db: Warehouse<"intel">, ticker: string): Promise<string[]> {
  const rows = await db
    .selectFrom("lobbying_reports")
    .select("client_name")
    .distinct()
    .where("ticker", "=", ticker)
    .orderBy("client_name")
    .execute();
  return rows.map((row) => row.client_name);
}

/** Every record of the ticker's clients visible by the day, from both sources. */
export function visibleLobbying(
  db: Warehouse<"intel">,
  ticker: string,
  today: string,
): Promise<LobbyingRecord[]> {
  return db
    .selectFrom("lobbying_reports")
    .selectAll()
    .where("visible_from", "<=", today)
    .where((eb) =>
      eb.or([
        eb("ticker", "=", ticker),
        eb(
          "client_key",
          "in",
          eb
            .selectFrom("lobbying_reports as attributed")
            .select("attributed.client_key")
            .where("attributed.ticker", "=", ticker),
        ),
      ]),
    )
    .orderBy("filing_date", "desc")
    .orderBy("source_file")
    .orderBy("row_no")
    .execute();
}
