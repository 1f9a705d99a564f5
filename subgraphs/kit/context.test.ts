/**
 * Each domain's context reads its view of the warehouse and no other table. The compiler is the
 * check: `npm run typecheck` fails on an `@ts-expect-error` line that compiles, so each of them
 * proves a read that must not compile does not. At run time the views are one connection, so the
 * allowed reads run on a migrated warehouse.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse, type Warehouse } from "../../warehouse/connection.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { asOwner, narrowTo } from "../../warehouse/views.js";
import { createContext, type SubgraphContext } from "./context.js";
import { createInProcessBus } from "./eventBus.js";
import { defineLoader } from "./loaders.js";

const opened: OpenWarehouse[] = [];
afterEach(async () => {
  for (const warehouse of opened.splice(0)) await warehouse.close();
});

/** What a market resolver may read: its tables, the shared ones, intel's option chains (the options tape). */
function marketReads(ctx: SubgraphContext<"market">) {
  // @ts-expect-error sec_facts is fundamentals' table.
  ctx.db.selectFrom("sec_facts");
  // @ts-expect-error signals' book is read through its reader, not queried.
  ctx.db.selectFrom("signals_book_rows");
  // @ts-expect-error no domain reads the access layer's tables.
  ctx.db.selectFrom("accounts");
  return [
    ctx.db.selectFrom("daily_bars").select("close"),
    ctx.db.selectFrom("instruments").select("ticker"),
    ctx.db.selectFrom("option_chain_rows").select("strike"),
  ];
}

/** What a fundamentals resolver may read: its tables, the shared ones, intel's SEC filings. */
function fundamentalsReads(ctx: SubgraphContext<"fundamentals">) {
  // @ts-expect-error daily_bars is market's table.
  ctx.db.selectFrom("daily_bars");
  // @ts-expect-error intel's option chains are granted to market, not to fundamentals.
  ctx.db.selectFrom("option_chain_rows");
  return [
    ctx.db.selectFrom("sec_facts").select("value"),
    ctx.db.selectFrom("sec_filings").select("form"),
    ctx.db.selectFrom("ingested_files").select("sha256"),
  ];
}

const factsLoader = defineLoader<string, number, "fundamentals">("test.facts", async ({ db }, ciks) => {
  const rows = await db
    .selectFrom("sec_facts")
    .select("cik")
    .where("cik", "in", [...ciks])
    .execute();
  return ciks.map((cik) => rows.filter((row) => row.cik === cik).length);
});
const instrumentsLoader = defineLoader<string, boolean, "shared">(
  "test.instruments",
  async ({ db }, tickers) => {
    const rows = await db.selectFrom("instruments").select("ticker").execute();
    return tickers.map((ticker) => rows.some((row) => row.ticker === ticker));
  },
);

function loaderReads(market: SubgraphContext<"market">, fundamentals: SubgraphContext<"fundamentals">) {
  // @ts-expect-error a loader reading fundamentals' tables serves fundamentals' context only.
  market.loaders.get(factsLoader);
  return [
    fundamentals.loaders.get(factsLoader).load("0000320193"),
    market.loaders.get(instrumentsLoader).load("AAPL"),
  ];
}

function handleViews(signals: Warehouse<"signals">, whole: Warehouse) {
  // @ts-expect-error signals' handle holds none of market's tables to narrow to.
  narrowTo("market", signals);
  return [narrowTo("market", whole), narrowTo("shared", signals)];
}

describe("a domain's context", () => {
  it("reads its own view and the grants of the ownership table, over the process's one connection", async () => {
    const warehouse = await openWarehouse("sqlite::memory:");
    opened.push(warehouse);
    await migrateToLatest(warehouse.db);
    // One context serves every subgraph of a request, over the whole warehouse: a domain's code
    // sees it through its view (a resolver by its @Ctx() type; here, narrowed).
    const context = createContext({
      db: warehouse.db,
      clock: { now: () => new Date("2024-01-02T21:00:00Z") },
      bus: createInProcessBus(),
    });
    const market: SubgraphContext<"market"> = { ...context, db: narrowTo("market", context.db) };
    const fundamentals: SubgraphContext<"fundamentals"> = {
      ...context,
      db: narrowTo("fundamentals", context.db),
    };

    for (const query of [...marketReads(market), ...fundamentalsReads(fundamentals)]) {
      expect(await query.execute()).toEqual([]);
    }
    expect(await Promise.all(loaderReads(market, fundamentals))).toEqual([0, false]);
    for (const view of handleViews(asOwner("signals", warehouse.db), warehouse.db)) {
      expect(view).toBe(warehouse.db);
    }
  });
});
