/**
 * Instrument master: one `instruments` row per symbol the service can name, merged from four
 * sources in precedence order (the first source that names a ticker wins; later ones only fill
 * gaps):
 *
 * 1. reference/sp500_constituents.csv -> source "sp500_constituents": name = Security,
 *    sector = GICS Sector, industry = GICS Sub-Industry, CIK zero-padded to 10 digits,
 *    is_sp500 = 1, asset_class "equity", listing_status "active".
 * 2. reference/sec_company_tickers.json -> source "sec_company_tickers" for tickers not in the S&P
 *    list: ticker normalised (SEC "BRK-B" -> "BRK.B"), name = SEC title, CIK from cik_str, no
 *    sector/industry, is_sp500 = 0, listing_status "active". asset_class "etf" when the title holds
 *    the WORD ETF, ETFS, TRUST, FUND or FUNDS (whole words: a substring test would make NETFLIX an
 *    ETF) or the ticker is a known ETF (below); else "equity". Bank/REIT titles such as
 *    "NORTHERN TRUST" therefore count as ETF unless the S&P list names them first - accepted, the
 *    SEC map has no better signal. For an S&P ticker whose CIK is empty, the SEC CIK fills it.
 * 3. prices/daily_index.csv -> source "price_index": any priced ticker still unknown (EEM, IWM are
 *    in neither list) gets name = ticker, listing_status "not_in_security_master". Every priced
 *    ticker thus exists as an instrument.
 * 4. crypto/ file names (<PAIR>_daily.csv, minute/<PAIR>/) -> source "crypto_files": ticker
 *    X:<PAIR>, asset_class "crypto", name like "Bitcoin / US dollar", listing_status "active".
 *
 * Known ETFs: the four Lean ETF price files (SPY QQQ IWM EEM); daily_index.csv records a source,
 * not an asset class, so they are named here.
 *
 * The whole table is rebuilt from these inputs in one unit: the ledger key is the virtual path
 * "@instrument_master" and its hash covers all three files plus the crypto pair list.
 */
import { join } from "node:path";
import type { Insertable } from "kysely";
import type { InstrumentsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries, pathExists } from "./files.js";
import { isRecord, parseJsonFile } from "./json.js";
import { readTable } from "./table.js";
import { cryptoPairName, cryptoTicker, normaliseTicker } from "./tickers.js";
import { type IngestUnit, insertRows } from "./unit.js";

export const INSTRUMENT_MASTER_KEY = "@instrument_master";
export const KNOWN_ETFS: ReadonlySet<string> = new Set(["SPY", "QQQ", "IWM", "EEM"]);

const SP500 = "reference/sp500_constituents.csv";
const SEC_TICKERS = "reference/sec_company_tickers.json";
const PRICE_INDEX = "prices/daily_index.csv";
const ETF_TITLE = /\b(ETFS?|TRUST|FUNDS?)\b/i;

type Instrument = Insertable<InstrumentsTable>;

export async function instrumentMasterUnits(dataDir: string): Promise<IngestUnit[]> {
  for (const required of [SP500, SEC_TICKERS]) {
    if (!(await pathExists(join(dataDir, required)))) {
      throw new Error(`${dataDir} is not a data folder: ${required} is missing`);
    }
  }
  const hasPriceIndex = await pathExists(join(dataDir, PRICE_INDEX));
  const inputs = hasPriceIndex ? [SP500, SEC_TICKERS, PRICE_INDEX] : [SP500, SEC_TICKERS];
  const pairs = await discoverCryptoPairs(dataDir);
  return [
    {
      path: INSTRUMENT_MASTER_KEY,
      adapter: "instrument_master",
      sources: inputs.map((input) => join(dataDir, input)),
      fingerprint: `crypto pairs: ${pairs.join(",")}`,
      prepare([sp500, secTickers, priceIndex]) {
        const merged = new Map<string, Instrument>();
        const add = (row: Instrument) => {
          if (!merged.has(row.ticker)) merged.set(row.ticker, row);
        };
        for (const row of parseSp500(sp500!.toString("utf8"))) add(row);
        for (const row of parseSecTickers(secTickers!)) {
          const existing = merged.get(row.ticker);
          if (existing && existing.cik === null) existing.cik = row.cik;
          add(row);
        }
        if (priceIndex)
          for (const ticker of parsePriceIndexTickers(priceIndex.toString("utf8"))) add(unlisted(ticker));
        for (const pair of pairs) add(cryptoPair(pair));
        const rows = [...merged.values()];
        return {
          rows: rows.length,
          async write(trx, dialect) {
            await trx.deleteFrom("instruments").execute();
            await insertRows(trx, dialect, "instruments", rows);
          },
        };
      },
    },
  ];
}

function parseSp500(text: string): Instrument[] {
  const columns = ["Symbol", "Security", "GICS Sector", "GICS Sub-Industry", "CIK"];
  return [...readTable(text, SP500, columns)].map((row) => {
    const rawCik = row.optionalText("CIK");
    if (rawCik !== null && !/^\d{1,10}$/.test(rawCik)) throw row.error("CIK", `"${rawCik}" is not a CIK`);
    return {
      ticker: normaliseTicker(row.text("Symbol")),
      name: row.text("Security"),
      cik: rawCik === null ? null : rawCik.padStart(10, "0"),
      sector: row.optionalText("GICS Sector"),
      industry: row.optionalText("GICS Sub-Industry"),
      asset_class: "equity",
      listing_status: "active",
      is_sp500: 1,
      source: "sp500_constituents",
    };
  });
}

function parseSecTickers(content: Buffer): Instrument[] {
  const json = parseJsonFile(content, SEC_TICKERS);
  if (!isRecord(json))
    throw new IngestError(SEC_TICKERS, null, null, "expected an object of {cik_str, ticker, title}");
  return Object.entries(json).map(([key, entry]) => {
    const field = (name: string, detail: string) =>
      new IngestError(SEC_TICKERS, null, `${key}.${name}`, detail);
    if (!isRecord(entry)) throw field("", "expected {cik_str, ticker, title}");
    const { cik_str: cik, ticker, title } = entry;
    if (typeof ticker !== "string" || ticker.trim() === "") throw field("ticker", "missing ticker");
    if (typeof title !== "string") throw field("title", "missing title");
    if (
      !(
        (typeof cik === "number" && Number.isInteger(cik)) ||
        (typeof cik === "string" && /^\d{1,10}$/.test(cik))
      )
    ) {
      throw field("cik_str", `${JSON.stringify(cik)} is not a CIK`);
    }
    const normalised = normaliseTicker(ticker);
    return {
      ticker: normalised,
      name: title,
      cik: String(cik).padStart(10, "0"),
      sector: null,
      industry: null,
      asset_class: ETF_TITLE.test(title) || KNOWN_ETFS.has(normalised) ? "etf" : "equity",
      listing_status: "active",
      is_sp500: 0,
      source: "sec_company_tickers",
    };
  });
}

function parsePriceIndexTickers(text: string): string[] {
  return [...readTable(text, PRICE_INDEX, ["ticker"])].map((row) => normaliseTicker(row.text("ticker")));
}

function unlisted(ticker: string): Instrument {
  return {
    ticker,
    name: ticker,
    cik: null,
    sector: null,
    industry: null,
    asset_class: KNOWN_ETFS.has(ticker) ? "etf" : "equity",
    listing_status: "not_in_security_master",
    is_sp500: 0,
    source: "price_index",
  };
}

function cryptoPair(pair: string): Instrument {
  return {
    ticker: cryptoTicker(pair),
    name: cryptoPairName(pair),
    cik: null,
    sector: null,
    industry: null,
    asset_class: "crypto",
    listing_status: "active",
    is_sp500: 0,
    source: "crypto_files",
  };
}

async function discoverCryptoPairs(dataDir: string): Promise<string[]> {
  const cryptoDir = join(dataDir, "crypto");
  const daily = await listEntries(cryptoDir, "file", /^[A-Za-z0-9]+_daily\.csv$/);
  const minute = await listEntries(join(cryptoDir, "minute"), "dir", /^[A-Za-z0-9]+$/);
  const pairs = [
    ...daily.map((file) => dataPath(cryptoDir, file).replace(/_daily\.csv$/, "")),
    ...minute.map((dir) => dataPath(join(cryptoDir, "minute"), dir)),
  ].map((pair) => pair.toUpperCase());
  return [...new Set(pairs)].sort();
}
