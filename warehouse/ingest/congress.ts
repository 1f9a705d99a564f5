/**
 * Congressional trades -> congress_trades (intel; docs/INTEL.md "Congress trades"). Two sources,
 * one unit each (PROVENANCE.md "congress/"):
 *
 * - congress/trades_2019_2023.csv.gz (tcweiss/congressional_insiders): House and Senate stock
 *   trades executed 2019-01-01..2023-07-31 with their disclosure dates; the author kept public
 *   stocks only, dropped exchanges and the owner column, and renamed tickers to their 2023 symbols.
 *   A trade is visible from the day after its disclosure date.
 * - congress/senate_stock_watcher_transactions.csv.gz (senate-stock-watcher-data): Senate
 *   periodic transaction reports 2012-2020, every asset type, with the owner, the report's link and
 *   option details inside an HTML description, but no disclosure date. A trade is then visible
 *   from the day after the STOCK Act's latest reporting day: 45 days after the transaction
 *   (`reported_date_basis: stock_act_deadline`); a report filed late would show from that day.
 *
 * Amount ranges are kept as ranges: the text as filed and its bounds (a bound the text does not
 * state stays null; "Unknown" has none). Nothing is inferred that the file does not say.
 */
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Insertable } from "kysely";
import type { CongressTradesTable } from "../schema.js";
import { addDays } from "./dates.js";
import { pathExists } from "./files.js";
import { type CsvRow, readTable } from "./table.js";
import { normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";
import { isIsoDate, parseDecimal } from "./values.js";

type Row = Insertable<CongressTradesTable>;

export const HOUSE_SENATE_FILE = "congress/trades_2019_2023.csv.gz";
export const SENATE_WATCHER_FILE = "congress/senate_stock_watcher_transactions.csv.gz";

/** STOCK Act §6: a transaction is reported within 30 days of notice, at most 45 days after it. */
export const STOCK_ACT_REPORTING_DAYS = 45;

const HOUSE_SENATE_COLUMNS = [
  "transaction_date",
  "disclosure_date",
  "asset",
  "ticker",
  "type",
  "amount_range",
  "name",
  "chamber",
  "office",
] as const;
const WATCHER_COLUMNS = [
  "transaction_date",
  "owner",
  "ticker",
  "asset_description",
  "asset_type",
  "type",
  "amount",
  "comment",
  "senator",
  "ptr_link",
] as const;

const LISTED_SYMBOL = /^[A-Z][A-Z0-9]{0,9}(\.[A-Z0-9]{1,3})?$/;

export async function congressUnits(dataDir: string): Promise<IngestUnit[]> {
  const units: IngestUnit[] = [];
  const sources = [
    { path: HOUSE_SENATE_FILE, adapter: "congress_trades_house_senate", parse: parseHouseSenateTrades },
    { path: SENATE_WATCHER_FILE, adapter: "congress_trades_senate_watcher", parse: parseSenateWatcherTrades },
  ];
  for (const { path, adapter, parse } of sources) {
    const file = join(dataDir, path);
    if (!(await pathExists(file))) continue;
    units.push({
      path,
      adapter,
      sources: [file],
      prepare([content]) {
        const rows = parse(gunzipSync(content!).toString("utf8"), path);
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("congress_trades").where("source_file", "=", path).execute();
            await insertRows(trx, dialect, "congress_trades", rows);
          },
        };
      },
    });
  }
  return units;
}

export function parseHouseSenateTrades(text: string, file: string): Row[] {
  const rows: Row[] = [];
  for (const row of readTable(text, file, HOUSE_SENATE_COLUMNS)) {
    const chamber = row.text("chamber");
    if (chamber !== "H" && chamber !== "S") throw row.error("chamber", `"${chamber}" is not H or S`);
    const type = row.text("type");
    if (type !== "P" && type !== "S") throw row.error("type", `"${type}" is not P or S`);
    const disclosed = row.date("disclosure_date");
    const amount = row.text("amount_range");
    rows.push({
      source_file: file,
      row_no: rows.length + 1,
      politician: row.text("name"),
      chamber,
      office: row.optionalText("office"),
      ...symbolOf(row.text("ticker")),
      asset_name: row.optionalText("asset"),
      asset_type: null,
      transaction_type: type,
      owner: null,
      transaction_date: row.date("transaction_date"),
      disclosure_date: disclosed,
      reported_date: disclosed,
      reported_date_basis: "disclosure_date",
      visible_from: addDays(disclosed, 1),
      amount_range: amount,
      ...amountBounds(amount, row, "amount_range"),
      option_type: null,
      strike: null,
      expiry: null,
      comment: null,
      filing_url: null,
    });
  }
  return rows;
}

export function parseSenateWatcherTrades(text: string, file: string): Row[] {
  const rows: Row[] = [];
  for (const row of readTable(text, file, WATCHER_COLUMNS)) {
    const traded = usDate(row, "transaction_date");
    const deadline = addDays(traded, STOCK_ACT_REPORTING_DAYS);
    const ticker = row.text("ticker");
    const amount = row.optionalText("amount");
    const description = row.optionalText("asset_description");
    const option = description === null ? null : optionTerms(description, row);
    const comment = row.optionalText("comment");
    rows.push({
      source_file: file,
      row_no: rows.length + 1,
      politician: row.text("senator").replace(/,$/, "").replace(/\s+/g, " ").trim(),
      chamber: "S",
      office: null,
      ...(ticker === "--" ? { ticker: null, ticker_as_filed: null } : symbolOf(ticker)),
      asset_name: description === null ? null : plainText(description),
      asset_type: row.optionalText("asset_type"),
      transaction_type: row.text("type"),
      owner: row.optionalText("owner"),
      transaction_date: traded,
      disclosure_date: null,
      reported_date: deadline,
      reported_date_basis: "stock_act_deadline",
      visible_from: addDays(deadline, 1),
      amount_range: amount,
      ...(amount === null
        ? { amount_min_usd: null, amount_max_usd: null }
        : amountBounds(amount, row, "amount")),
      option_type: option?.type ?? null,
      strike: option?.strike ?? null,
      expiry: option?.expiry ?? null,
      comment: comment === "--" ? null : comment,
      filing_url: row.optionalText("ptr_link"),
    });
  }
  return rows;
}

/** A listed symbol normalised as the instrument master spells it; anything else kept as filed only. */
function symbolOf(raw: string): { ticker: string | null; ticker_as_filed: string } {
  const normalised = normaliseTicker(raw).replaceAll("/", ".");
  return { ticker: LISTED_SYMBOL.test(normalised) ? normalised : null, ticker_as_filed: raw };
}

const DOLLARS = String.raw`\$\s*([\d,]+(?:\.\d+)?)`;
const RANGE = new RegExp(`^${DOLLARS}\\s*-\\s*${DOLLARS}$`);
const BELOW = new RegExp(`^<\\s*${DOLLARS}$`);
const OVER = new RegExp(`^Over\\s+${DOLLARS}$`, "i");
const EXACT = new RegExp(`^${DOLLARS}$`);

/**
 * The bounds a filed amount states, in USD: "$1,001 - $15,000" both; "<$1000" only an upper
 * bound (exclusive); "Over $50,000,000" only a lower one (exclusive); an exact "$5,000" both
 * equal; "Unknown" none. Any other text is refused.
 */
export function amountBounds(
  text: string,
  row: CsvRow,
  column: string,
): { amount_min_usd: number | null; amount_max_usd: number | null } {
  const dollars = (raw: string) => parseDecimal(raw.replaceAll(",", "")) as number;
  const trimmed = text.trim();
  let match = RANGE.exec(trimmed);
  if (match) return { amount_min_usd: dollars(match[1]!), amount_max_usd: dollars(match[2]!) };
  match = BELOW.exec(trimmed);
  if (match) return { amount_min_usd: null, amount_max_usd: dollars(match[1]!) };
  match = OVER.exec(trimmed);
  if (match) return { amount_min_usd: dollars(match[1]!), amount_max_usd: null };
  match = EXACT.exec(trimmed);
  if (match) return { amount_min_usd: dollars(match[1]!), amount_max_usd: dollars(match[1]!) };
  if (/^unknown$/i.test(trimmed)) return { amount_min_usd: null, amount_max_usd: null };
  throw row.error(column, `"${text}" is not an amount range`);
}

/** MM/DD/YYYY -> YYYY-MM-DD, refusing a day that does not exist. */
function usDate(row: CsvRow, column: string): string {
  const raw = row.text(column);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = match ? `${match[3]}-${match[1]}-${match[2]}` : "";
  if (!isIsoDate(iso)) throw row.error(column, `"${raw}" is not an MM/DD/YYYY date`);
  return iso;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The description's own text: the name before any HTML detail block, entities decoded. */
function plainText(html: string): string {
  const name = html.split(/<div\b/i)[0] ?? html;
  return name
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * An option line's terms from the watcher's description block ("Option Type: Put <br> Strike
 * price: $120.00 <br> Expires: 05/15/2020"); null when it states none. A type filed as "Neither"
 * is kept as no type, its strike and expiry as filed.
 */
function optionTerms(
  html: string,
  row: CsvRow,
): { type: "call" | "put" | null; strike: number | null; expiry: string | null } | null {
  const filedType = /Option Type:\s*([A-Za-z]+)/i.exec(html)?.[1]?.toLowerCase();
  if (filedType === undefined) return null;
  const strike = /Strike price:\s*(?:<\/em>)?\s*\$\s*([\d,]+(?:\.\d+)?)/i.exec(html)?.[1];
  const expires = /Expires:\s*(?:<\/em>)?\s*(\d{2})\/(\d{2})\/(\d{4})/i.exec(html);
  const expiry = expires ? `${expires[3]}-${expires[1]}-${expires[2]}` : null;
  if (expiry !== null && !isIsoDate(expiry))
    throw row.error("asset_description", `expiry "${expiry}" is no date`);
  return {
    type: filedType === "call" || filedType === "put" ? filedType : null,
    strike: strike === undefined ? null : (parseDecimal(strike.replaceAll(",", "")) ?? null),
    expiry,
  };
}
